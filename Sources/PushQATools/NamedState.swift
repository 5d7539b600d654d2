import PushAppFeature
import PushCore
import PushInboxFeature
import PushLive
import PushSettingsFeature
import PushSimulation

/// A state a designer or QA can name, reached by driving the real flow from a preset.
public struct NamedState: Sendable {
  public enum Step: Sendable {
    /// Sends an action and waits until everything it started has finished.
    case send(AppAction)
    /// Sends an action that leads to the OS prompt, and waits until the prompt is up.
    case sendUntilPrompt(AppAction)
    /// Sends an action whose calls hang at stall points, and waits until `calls` of them hang.
    case sendUntilStalled(AppAction, calls: Int)
    /// Something happens on a wiki that Echo notifies the user of; waits until the app has taken it.
    case notify(NotificationType, on: Wiki, by: String?, title: String?)
    /// Another user reverts the user's latest title description; waits until the app has learned of it
    /// (and the push, when the rules let one through, has arrived).
    case revert(by: String)
  }

  public var name: String
  public var summary: String
  public var persisted: PersistedState
  public var config: SimulationConfig
  public var steps: [Step]
  /// The row that has focus, where it is not the screen's first: the row the user just acted on.
  public var focus: String?
  /// How many earlier notifications the world's inbox holds (spread over the app's wikis and one more).
  public var inbox = 0

  /// The world every named state starts from: no latency, a fixed seed, logged in, English and German.
  package static func preset(_ change: (inout SimulationConfig) -> Void = { _ in }) -> SimulationConfig {
    var config = SimulationConfig()
    config.latencyMs = 0
    config.seed = 7
    change(&config)
    return config
  }

  package static let unreadOnly = {
    var filter = InboxFilter()
    filter.readStatus = .unread
    return filter
  }()
  package static let someFilters = {
    var filter = unreadOnly
    filter.hiddenTypes = [.pageLinked]
    filter.hiddenProjects = [.commons]
    return filter
  }()
  /// Two languages, the Notifications Center's first visit behind.
  package static let seenInbox = PersistedState(
    languages: ["en", "de"], inboxOnboardingShown: true, pushOptInShown: true)
  package static let twoLanguages = PersistedState(languages: ["en", "de"])
  /// Settings, from Explore's navigation bar, where the app launches.
  package static let openSettings: Step = .send(.opened(.settings))
  package static let openPush: [Step] = [openSettings, .send(.opened(.push))]
  package static let enableWithPrompt: [Step] =
    openPush + [.sendUntilPrompt(.settings(.pushToggleTapped)), .send(.settings(.systemPromptAnswered(allow: true)))]

  public static let all: [NamedState] = settingsStates + inboxStates + descriptionStates

  /// The Notifications Center: forty notifications over five wikis, and an empty inbox.
  package static let inboxStates: [NamedState] = [
    NamedState(
      name: "inbox-onboarding", summary: "Notifications, first visit: the app's onboarding, Editing notifications",
      persisted: twoLanguages, config: preset(), steps: [.send(.opened(.notifications))], inbox: 40),
    NamedState(
      name: "inbox-push-opt-in", summary: "Notifications after the onboarding, push off: Turn on push notifications?",
      persisted: PersistedState(languages: ["en", "de"], inboxOnboardingShown: true), config: preset(),
      steps: [.send(.opened(.notifications))], inbox: 40),
    NamedState(
      name: "inbox",
      summary: "Notifications: the list, newest first (unread in bold), the toolbar's filters and status",
      persisted: seenInbox, config: preset(), steps: [.send(.opened(.notifications))], inbox: 40),
    NamedState(
      name: "inbox-empty", summary: "Notifications with nothing in them: You have no messages",
      persisted: seenInbox, config: preset(), steps: [.send(.opened(.notifications))]),
    NamedState(
      name: "push-banner", summary: "A push arrives while Push notifications is open: the banner over the screen",
      persisted: twoLanguages, config: preset(),
      steps: enableWithPrompt + [.notify(.editThank, on: .language("de"), by: "Jan", title: "Berlin")]),
    NamedState(
      name: "lock-screen", summary: "The app in the background (b): the lock screen, two pushes waiting on it",
      persisted: twoLanguages, config: preset(),
      steps: enableWithPrompt + [
        .send(.enteredBackground), .notify(.mention, on: .language("en"), by: "Ama", title: "Jazz"),
        .notify(.reverted, on: .wikidata, by: "Mei", title: "Tokyo"),
      ]),
    NamedState(
      name: "notification-detail",
      summary: "A notification opened from the list: who, where and when, its words, Diff and the other actions",
      persisted: seenInbox, config: preset(),
      // Notification 37 of the seeded forty: Noor reverted an edit on Commons (an agent, a page, a diff).
      steps: [.send(.opened(.notifications)), .send(.inbox(.notificationOpened(id: 37)))], inbox: 40),
    NamedState(
      name: "notification-more",
      summary: "The swipe action More on Noor's revert: the sheet titled with the cell's header, the app's actions, "
        + "Cancel",
      persisted: seenInbox, config: preset(),
      steps: [.send(.opened(.notifications)), .send(.inbox(.moreOpened(id: 37)))], inbox: 40),
    NamedState(
      name: "inbox-filters",
      summary: "The Filters sheet: Unread, page links off; the 18 types in the app's order; Done closes it",
      persisted: seenInbox, config: preset(),
      steps: [
        .send(.opened(.notifications)), .send(.inbox(.filterChanged(someFilters))), .send(.inbox(.filtersOpened)),
      ],
      inbox: 40),
    NamedState(
      name: "inbox-projects",
      summary: "The Projects sheet: Wikimedia Projects (Commons off), then the Wikipedias by name; Done closes it",
      persisted: seenInbox, config: preset(),
      steps: [
        .send(.opened(.notifications)), .send(.inbox(.filterChanged(someFilters))), .send(.inbox(.projectsOpened)),
      ],
      inbox: 40),
    NamedState(
      name: "inbox-filtered-empty",
      summary: "Everything read, Unread and a type filtered out: You have no messages, Modify 1 filter to see more "
        + "messages",
      persisted: seenInbox, config: preset(),
      steps: [
        .send(.opened(.notifications)), .send(.inbox(.editToggled)), .send(.inbox(.markAllTapped)),
        .send(.inbox(.markAllConfirmed)), .send(.inbox(.filterChanged(someFilters))),
      ], inbox: 40),
    NamedState(
      name: "inbox-edit",
      summary: "Edit mode: two notifications selected; the toolbar's Mark and Mark all as read, Done in the bar",
      persisted: seenInbox, config: preset(),
      steps: editingTwo, inbox: 40),
    NamedState(
      name: "inbox-mark-menu",
      summary: "Edit mode's Mark with two selected, one unread and one read: 2 messages, Mark as Read, Mark as Unread",
      persisted: seenInbox, config: preset(),
      steps: editingTwo + [.send(.inbox(.markMenuOpened))], inbox: 40),
    NamedState(
      name: "mark-all-confirm",
      summary: "Edit mode's Mark all as read asks first: the question with the number of unread messages",
      persisted: seenInbox, config: preset(),
      steps: [.send(.opened(.notifications)), .send(.inbox(.editToggled)), .send(.inbox(.markAllTapped))],
      inbox: 40),
  ]

  /// The Notifications Center in edit mode, the first and third notifications selected.
  package static let editingTwo: [Step] = [
    .send(.opened(.notifications)), .send(.inbox(.editToggled)), .send(.inbox(.selectionToggled(id: 40))),
    .send(.inbox(.selectionToggled(id: 38))),
  ]

  package static let settingsStates: [NamedState] = [
    NamedState(
      name: "logged-out", summary: "Settings while logged out: no notification rows",
      persisted: PersistedState(loggedIn: false, languages: ["en", "de"]), config: preset(), steps: [openSettings]),
    NamedState(
      name: "settings", summary: "Settings while logged in: the app's sections, with Push notifications",
      persisted: twoLanguages, config: preset(), steps: [openSettings]),
    NamedState(
      name: "push-off", summary: "Push notifications, never asked: the switch is off, no types",
      persisted: twoLanguages, config: preset(), steps: openPush),
    NamedState(
      name: "permission-prompt", summary: "The iOS permission alert after turning the switch on",
      persisted: twoLanguages, config: preset(), steps: openPush + [.sendUntilPrompt(.settings(.pushToggleTapped))]),
    NamedState(
      name: "turning-on", summary: "Allowed; waiting for the server to subscribe the device token",
      persisted: twoLanguages,
      config: preset {
        $0.permission = .authorized; $0.stalls = [.subscribe]
      },
      steps: openPush + [.sendUntilStalled(.settings(.pushToggleTapped), calls: 1)]),
    NamedState(
      name: "push-on", summary: "On: the 16 type switches with the values read from the wiki",
      persisted: twoLanguages, config: preset { $0.savedValues = [.cx: false] }, steps: enableWithPrompt),
    NamedState(
      name: "permission-denied", summary: "Notifications denied in iOS: no switch, a row to open iOS Settings",
      persisted: twoLanguages, config: preset { $0.permission = .denied }, steps: openPush),
    NamedState(
      name: "os-settings", summary: "The simulated iOS Settings page for the app, from the denied row",
      persisted: twoLanguages, config: preset { $0.permission = .denied },
      steps: openPush + [.send(.opened(.systemSettings))]),
    NamedState(
      name: "preferred-language",
      summary: "iOS Settings > Wikipedia > Language: the app's own language, chosen from the languages it carries",
      persisted: twoLanguages, config: preset { $0.permission = .denied },
      steps: openPush + [.send(.opened(.systemSettings)), .send(.opened(.preferredLanguage))]),
    NamedState(
      name: "token-timeout", summary: "The device token never arrived: error with Try again and Cancel",
      persisted: twoLanguages,
      config: preset {
        $0.permission = .authorized; $0.tokenArrival = .never
      },
      steps: openPush + [.send(.settings(.pushToggleTapped))]),
    NamedState(
      name: "subscribe-failed", summary: "The server could not subscribe the device: the switch is back off",
      persisted: twoLanguages,
      config: preset {
        $0.permission = .authorized; $0.faults = FaultPlan(always: [.subscribe])
      },
      steps: openPush + [.send(.settings(.pushToggleTapped))]),
    NamedState(
      name: "read-failed",
      summary: "Subscribed, but reading the types failed: a popup error with Try again and Cancel, no switches",
      persisted: twoLanguages,
      config: preset {
        $0.permission = .authorized; $0.faults = FaultPlan(always: [.read])
      },
      steps: openPush + [.send(.settings(.pushToggleTapped))]),
    NamedState(
      name: "type-saving",
      summary:
        "Thanks turned off and being written to every wiki: its switch shows Off, dimmed, until every wiki has it",
      persisted: twoLanguages,
      config: preset {
        $0.stalls = [.write(.language("en")), .write(.language("de")), .write(.wikidata), .write(.commons)]
      },
      steps: enableWithPrompt + [.sendUntilStalled(.settings(.typeToggleTapped(.editThank)), calls: 4)],
      focus: "type.edit-thank"),
    NamedState(
      name: "type-write-failed",
      summary: "Thanks could not be changed on de.wikipedia.org: switched back and undone elsewhere",
      persisted: twoLanguages, config: preset { $0.faults = FaultPlan(always: [.write(.language("de"))]) },
      steps: enableWithPrompt + [.send(.settings(.typeToggleTapped(.editThank)))], focus: "type.edit-thank"),
    NamedState(
      name: "rollback-pending",
      summary:
        "A write failed and undoing it failed on Commons: the screen shows Thanks on; the QA details and the "
        + "accessible mode say what is still out of step",
      persisted: twoLanguages,
      config: preset {
        $0.faults = FaultPlan(always: [.write(.language("de")), .rollback(.commons)])
      },
      steps: enableWithPrompt + [
        .send(.settings(.typeToggleTapped(.editThank))), .send(.settings(.alertButtonTapped(.dismiss))),
      ],
      focus: "type.edit-thank"),
    NamedState(
      name: "unsubscribe-failed",
      summary: "Turning push off failed: the switch stays on, under the app's alert that checking subscriptions failed",
      persisted: twoLanguages, config: preset { $0.faults = FaultPlan(always: [.unsubscribe]) },
      steps: enableWithPrompt + [.send(.settings(.pushToggleTapped))]),
    NamedState(
      name: "relogin-prompt", summary: "Logged out with push on, then back in: asked to turn push back on",
      persisted: twoLanguages, config: preset(),
      steps: enableWithPrompt + [
        .send(.backTapped), .send(.opened(.account)), .send(.logOutRowTapped), .send(.sessionAlertAnswered(.logOut)),
        .send(.loginTapped),
      ]),
    NamedState(
      name: "languages",
      summary: "My languages: PRIMARY on the first, Edit, its footer, Add another language (choices are copied to it)",
      persisted: twoLanguages, config: preset(), steps: [openSettings, .send(.opened(.languages))]),
    NamedState(
      name: "languages-edit",
      summary: "My languages in edit mode: delete and reorder controls, German's delete control tapped: its Delete",
      persisted: twoLanguages, config: preset(),
      steps: [
        openSettings, .send(.opened(.languages)), .send(.languagesEditToggled), .send(.languageDeleteShown("de")),
      ], focus: "lang.de"),
    NamedState(
      name: "account", summary: "Account: Log out, Notification subscriptions, Talk page preferences",
      persisted: twoLanguages, config: preset(), steps: [openSettings, .send(.opened(.account))]),
    NamedState(
      name: "reading-preferences",
      summary: "Settings > Reading preferences: Reading themes, Light (the app's default) checked",
      persisted: twoLanguages, config: preset(), steps: [openSettings, .send(.opened(.readingPreferences))]),
    NamedState(
      name: "reading-preferences-dark",
      summary: "Reading preferences after choosing Dark: Dark checked; the app is then drawn in Dark's colours",
      persisted: twoLanguages, config: preset(),
      steps: [openSettings, .send(.opened(.readingPreferences)), .send(.themeChosen(.dark))],
      focus: "appearance.theme.dark"),
    NamedState(
      name: "log-out-confirm", summary: "Account > Log out: the app asks before logging out",
      persisted: twoLanguages, config: preset(),
      steps: [openSettings, .send(.opened(.account)), .send(.logOutRowTapped)]),
    NamedState(
      name: "explore-card", summary: "Explore feed, logged in with push off: the card that invites turning push on",
      persisted: twoLanguages, config: preset(), steps: []),
    NamedState(
      name: "explore-card-dismissed", summary: "Explore feed after Not now: the card is gone for good",
      persisted: twoLanguages, config: preset(),
      steps: [.send(.exploreCardAnswered(turnOn: false))]),
    NamedState(
      name: "subscriptions", summary: "Account > Notification subscriptions: shared with the web, with its address",
      persisted: twoLanguages, config: preset(),
      steps: [openSettings, .send(.opened(.account)), .send(.opened(.subscriptions))]),
  ]

  /// `all`'s state of that name, looked for group by group: a launch with `--state` builds only the tables up
  /// to its state's (start-up time and memory; the groups' order is `all`'s, so the first match is the same).
  public static func named(_ name: String) -> NamedState? {
    settingsStates.first { $0.name == name } ?? inboxStates.first { $0.name == name }
      ?? descriptionStates.first { $0.name == name }
  }

  public static var names: String { all.map(\.name).joined(separator: ", ") }
}
