import PushAppFeature
import PushCore
import PushLive
import PushPresentation
import PushSettingsFeature
import PushSimulation
import PushWikiClient

/// The simulation panel as a screen of rows: change the world while the app runs.
package enum PanelModel {
  package static let latencies = [0, 50, 150, 500, 2_000]
  package static let rates = [0.0, 0.1, 0.25, 0.5]

  /// The panel over the app; `backTitle` names the screen back returns to, `backgroundKey` the command that
  /// sends the app to the background in this front end.
  package static func make(
    _ control: SimulationControl, _ state: PushSettingsState, backTitle: String = "App", backgroundKey: String = "b",
    published: Bool = true
  ) -> ScreenModel {
    let rows =
      (control.wikisAreReal
        ? realWikiRows(control, state, published: published)
        : simulatedRows(control, state, backgroundKey: backgroundKey)
          + notificationRows(control.settings, published: published) + composeRows(control, state)
          + serverRows(control, state)) + clockRows(control)
    var model = ScreenModel(key: ScreenModel.panelKey, title: "Simulation", backTitle: backTitle, rows: rows)
    model.alert = menu(control, state)
    // While the clock is paused (a held moment) the panel opens at what goes on from it, forty rows down.
    if control.clock?.isPaused == true { model.initialFocus = "sim.step" }
    return model
  }

  /// With `--backend` the wikis are real: only the device side is simulated, and failures come from the
  /// wikis themselves.
  static func realWikiRows(_ control: SimulationControl, _ state: PushSettingsState, published: Bool) -> [Row] {
    let s = control.settings
    var text = "The wikis are real (--backend); only iOS and APNs are simulated. To see a wiki fail, stop its server."
    if let known = state.permission, known != s.permission {
      text +=
        " iOS permission is now \(words(s.permission)); the app sees it when it comes back to the foreground (b)."
    }
    return [Row(id: "sim.summary", label: text, role: .text)] + deviceRows(s) + accountRows(state)
      + realEventRows(control, published: published)
  }

  /// With real wikis: each type's event, made now on the chosen wiki by the other editor (or, for a sent
  /// mention, by the user); the types the local wikis cannot raise are dimmed with the reason.
  static func realEventRows(_ control: SimulationControl, published: Bool) -> [Row] {
    guard let events = control.events else {
      return [
        Row(
          id: "sim.notifications",
          label: "Notifications from the wikis: the backend file names no other editor "
            + "(run scripts/mediawiki up again)", role: .text)
      ]
    }
    let wiki = eventWiki(control)
    var rows = [
      Row(id: "sim.notifications", label: "Notifications from the wikis, made for real", role: .heading),
      Row(
        id: "sim.eventWiki", label: "On wiki", value: .detail(wiki.host), role: .popUpButton,
        hint: "Where the events below happen. " + choices(events.wikis.map(\.host)),
        activation: .panel(.cycleEventWiki)),
    ]
    // Always there, so that the rows below keep their numbers when the first event is made.
    rows.append(Row(id: "sim.lastEvent", label: "Latest: \(control.settings.lastEvent ?? "none yet")", role: .text))
    for type in NotificationType.allCases {
      let reason = events.unavailable(type)
      rows.append(
        Row(
          id: "sim.raise.\(type.rawValue)", label: type.label, role: .button,
          hint: reason.map { "Not on the local wikis: \($0)" } ?? what(type, by: events.actor),
          enabled: reason == nil, activation: .panel(.raise(type))))
    }
    rows.append(
      Row(
        id: "sim.revert", label: "Revert my latest description", role: .button,
        hint: published
          ? "\(events.actor) undoes your latest title description, on the wiki where it was saved"
          : "Publish a title description first (Explore feed, an article); the latest one may be reverted already",
        enabled: published, activation: .panel(.revertDescription)))
    return rows
  }

  /// A real event's outcome in words.
  static func said(_ result: Result<String, ServiceFailure>) -> String {
    switch result {
    case .success(let done): done
    case .failure(let failure): "failed (\(failure.code)): \(failure.message)"
    }
  }

  /// The wiki the panel's real events happen on.
  package static func eventWiki(_ control: SimulationControl) -> Wiki {
    let wikis = control.events?.wikis ?? []
    if let chosen = control.settings.eventWiki, wikis.contains(chosen) { return chosen }
    return wikis.first ?? .language("en")
  }

  /// What a real event is, said in the hint.
  static func what(_ type: NotificationType, by actor: String) -> String {
    switch type {
    case .editUserTalk: "\(actor) writes on your talk page"
    case .editThank: "You edit a page of yours, \(actor) thanks you for it"
    case .mention: "\(actor) mentions you on a talk page"
    case .mentionSuccess: "You mention \(actor) on a talk page: Echo tells you it was sent"
    case .mentionFailure: "You mention a user who does not exist: Echo tells you it was not sent"
    case .articleLinked: "You make a page, \(actor) links to it from a new page"
    case .reverted: "You edit a page of yours twice, \(actor) undoes the second edit"
    case .loginFail: "Someone tries to log in to your account with a wrong password"
    default: "\(actor) acts"
    }
  }

  /// The device side, simulated whatever the wikis are: the iOS permission and when the token arrives.
  static func deviceRows(_ s: SimulationConfig) -> [Row] {
    [
      Row(
        id: "sim.permission", label: "iOS permission", value: .detail(words(s.permission)), role: .popUpButton,
        hint: "As if changed in iOS Settings while the app is in the background. "
          + choices(PermissionStatus.allCases.map(words)), activation: .panel(.openMenu("sim.permission"))),
      Row(
        id: "sim.token", label: "Device token", value: .detail(tokenText(s.tokenArrival)), role: .popUpButton,
        hint: "When the token arrives after registering. "
          + choices([TokenArrival.immediate, .afterMs(2_000), .never].map(tokenText)),
        activation: .panel(.openMenu("sim.token"))),
    ]
  }

  /// Logging in or out, and the app's languages.
  static func accountRows(_ state: PushSettingsState) -> [Row] {
    [
      Row(
        id: "sim.login", label: "Logged in", value: .detail(state.loggedIn ? "yes" : "no"), role: .button,
        hint: "Logs in or out", activation: .send(state.loggedIn ? .logoutTapped : .loginTapped)),
      Row(
        id: "sim.languages", label: "App languages", value: .detail(state.languages.joined(separator: ", ")),
        role: .button, hint: "Opens My languages", activation: .send(.opened(.languages))),
    ]
  }

  static func simulatedRows(_ control: SimulationControl, _ state: PushSettingsState, backgroundKey: String) -> [Row] {
    let s = control.settings
    var rows = [Row(id: "sim.summary", label: summary(control, state, backgroundKey: backgroundKey), role: .text)]
    rows += deviceRows(s)
    rows += [
      Row(
        id: "sim.latency", label: "Latency", value: .detail("\(s.latencyMs) ms"), role: .popUpButton,
        hint: "How long each call takes. " + choices(latencies.map { "\($0) ms" }),
        activation: .panel(.openMenu("sim.latency"))),
      Row(
        id: "sim.rate", label: "Random failures", value: .detail("\(Int(s.faults.rate * 100))%"), role: .popUpButton,
        hint: "Any call fails this often. " + choices(rates.map { "\(Int($0 * 100))%" }),
        activation: .panel(.openMenu("sim.rate"))),
    ]
    rows += accountRows(state)
    rows.append(
      Row(
        id: "sim.failures", label: "Failures: no, next call only, until cleared",
        role: .heading))
    for (point, label) in points(for: state) {
      rows.append(
        Row(
          id: "sim.fault.\(point)", label: label, value: .detail(control.mode(of: point).rawValue),
          role: .popUpButton, activation: .panel(.openMenu("sim.fault.\(point)"))))
    }
    rows.append(
      Row(id: "sim.clear", label: "Clear all failures", role: .button, activation: .panel(.clearFaults)))
    return rows
  }

  /// Notifications from the wikis: one now, or a steady stream.
  /// `published`: the user published a description in this run, so there is one to revert.
  static func notificationRows(_ s: SimulationConfig, published: Bool = true) -> [Row] {
    [
      Row(id: "sim.notifications", label: "Notifications from the wikis", role: .heading),
      Row(
        id: "sim.notify", label: "Send a notification now", role: .button,
        hint: "Someone does something on one of the app's wikis, or on fr.wikipedia.org",
        activation: .panel(.sendNotification)),
      Row(
        id: "sim.stream", label: "Steady stream",
        value: .detail(s.notificationStreamMs.map { "one every \($0 / 1000) s" } ?? "off"), role: .button,
        hint: "A notification every few seconds until turned off", activation: .panel(.toggleNotificationStream)),
      Row(
        id: "sim.revert", label: "Revert my latest description", role: .button,
        hint: published
          ? "Another user undoes your latest title description, on the wiki where it was saved"
          : "Publish a title description first (Explore feed, an article); the latest one may be reverted already",
        enabled: published, activation: .panel(.revertDescription)),
    ]
  }

  /// Every few seconds, as the steady stream sends them.
  static let streamMs = 5_000

  package static func next<T: Equatable>(_ value: T, in list: [T]) -> T {
    guard let i = list.firstIndex(of: value) else { return list[0] }
    return list[(i + 1) % list.count]
  }

  /// What a panel row's change came to, for whoever waits for the app to hear of it.
  package enum Outcome: Equatable, Sendable {
    case done
    /// Nothing could be done, and why (no description of the user's to revert).
    case nothingToDo(String)
    /// With real wikis an event was made, or failed: what the panel's "Latest" row now says.
    case happened(String)
    /// Another user reverted the user's latest description: Echo raised notification `notificationID`.
    case reverted(notificationID: Int)
    /// The simulated clock was paused, resumed or stepped: `clockLatest` says what came of it.
    case clock
    /// A notification was made, and Echo and iOS decided this about its push.
    case sent(EchoNotification, PushDelivery)
  }

}
