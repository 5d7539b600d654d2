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

  package static func points(for state: PushSettingsState) -> [(FailurePoint, String)] {
    var points: [(FailurePoint, String)] = [
      (.subscribe, "Subscribing the device"), (.unsubscribe, "Unsubscribing the device"),
      (.read, "Reading the types"),
    ]
    for wiki in state.fanOutWikis { points.append((.write(wiki), "Writes to \(wiki.host)")) }
    for wiki in state.fanOutWikis { points.append((.rollback(wiki), "Undoing writes on \(wiki.host)")) }
    // The Notifications Center reads every wiki's list through the primary one, and marks on each wiki.
    points.append((.notifications(state.primaryWiki), "Reading notifications on \(state.primaryWiki.host)"))
    for wiki in state.fanOutWikis { points.append((.markRead(wiki), "Marking read on \(wiki.host)")) }
    // Title descriptions are published on en.wikipedia.org (English) and www.wikidata.org (the others).
    var descriptionWikis: [Wiki] = state.languages.contains("en") ? [.language("en")] : []
    if state.languages.contains(where: { $0 != "en" }) { descriptionWikis.append(.wikidata) }
    for wiki in descriptionWikis {
      points += [
        (.describe(wiki), "Publishing descriptions on \(wiki.host)"),
        (.blocked(wiki), "Blocked from editing on \(wiki.host)"),
        (.abuseFilter(wiki), "Abuse filter on \(wiki.host)"),
        (.editConflict(wiki), "Edit conflict on \(wiki.host)"),
      ]
    }
    return points
  }

  package static func tokenText(_ arrival: TokenArrival) -> String {
    switch arrival {
    case .immediate: "arrives at once"
    case .afterMs(let ms): "arrives after \(ms) ms"
    case .never: "never arrives"
    }
  }

  /// What will happen next, in words.
  package static func summary(
    _ control: SimulationControl, _ state: PushSettingsState, backgroundKey: String = "b"
  ) -> String {
    let s = control.settings
    var parts: [String] = []
    if control.wikisAreReal {
      // Nothing about the wikis is simulated: no failures, no latency to speak of.
      parts.append("The wikis are real (--backend): what they answer is theirs.")
      if s.tokenArrival != .immediate { parts.append("The device token \(tokenText(s.tokenArrival)).") }
      return "Next: " + parts.joined(separator: " ") + permissionChange(state.permission, s.permission, backgroundKey)
    }
    let listed = points(for: state)
    for (point, label) in listed {
      switch control.mode(of: point) {
      // "Writes to … fail", "Marking read on … fails".
      case .always: parts.append("\(label) \(label.hasPrefix("Writes") ? "fail" : "fails") until cleared.")
      case .once: parts.append("\(label): the next call fails.")
      case .no: break
      }
    }
    let unreachable = unreachable(s.faults, languages: state.languages)
    parts += unreachable.map { $0 + "." }
    // Set for a wiki the panel has no row for (a mark on fr, whose notifications the list also shows): said
    // as set, never left out (the summary said "Every call succeeds" over it).
    let described = Set(listed.map(\.0))
    for point in s.faults.always.union(s.faults.once).sorted(by: { "\($0)" < "\($1)" })
    where !described.contains(point) && point != .token && !unreachable.contains(where: { $0.contains("\(point)") }) {
      if case .write = point { continue }
      if case .rollback = point { continue }
      parts.append(
        s.faults.always.contains(point) ? "Calls at \(point) fail until cleared." : "The next call at \(point) fails.")
    }
    if s.tokenArrival != .immediate { parts.append("The device token \(tokenText(s.tokenArrival)).") }
    if s.faults.rate > 0 { parts.append("Any call fails \(Int(s.faults.rate * 100))% of the time.") }
    if parts.isEmpty { parts.append("Every call succeeds.") }
    parts.append("Each call takes \(s.latencyMs) ms.")
    return "Next: " + parts.joined(separator: " ") + permissionChange(state.permission, s.permission, backgroundKey)
  }

  /// " iOS permission is now …" when the simulated iOS says otherwise than the app last saw, else "".
  static func permissionChange(_ known: PermissionStatus?, _ now: PermissionStatus, _ backgroundKey: String) -> String {
    guard let known, known != now else { return "" }
    return
      " iOS permission is now \(words(now)); the app sees it when it comes back to the foreground (\(backgroundKey))."
  }

  /// Failure points that name a language wiki the app does not write to, each said with how to add it.
  package static func unreachable(_ faults: FaultPlan, languages: [String]) -> [String] {
    var codes: [String] = []
    for point in faults.always.union(faults.once).sorted(by: { "\($0)" < "\($1)" }) {
      switch point {
      case .write(.language(let code)), .rollback(.language(let code)):
        if !languages.contains(code) && !codes.contains(code) { codes.append(code) }
      default: break
      }
    }
    return codes.map { code in
      "Failures on \(code) happen only once \(code) is one of the app languages (now \(languages.spokenList)): "
        + "add it with --languages \((languages + [code]).joined(separator: ",")) or in My languages"
    } + unreachableDescriptionFaults(faults, languages: languages)
  }

  /// Description faults aimed where no description is published: English ones go to en.wikipedia.org,
  /// every other language's to www.wikidata.org, and nowhere else.
  static func unreachableDescriptionFaults(_ faults: FaultPlan, languages: [String]) -> [String] {
    var out: [String] = []
    for point in faults.always.union(faults.once).sorted(by: { "\($0)" < "\($1)" }) {
      let wiki: Wiki
      switch point {
      case .describe(let w), .blocked(let w), .abuseFilter(let w), .editConflict(let w): wiki = w
      default: continue
      }
      let reached =
        wiki == .language("en") ? languages.contains("en") : wiki == .wikidata && languages.contains { $0 != "en" }
      if !reached {
        out.append(
          "Failures of \(point) never happen: descriptions are published on en.wikipedia.org (English) and "
            + "www.wikidata.org (the other languages), and the app's languages are \(languages.spokenList)")
      }
    }
    return out
  }

  /// A permission in words ("Not determined", not `notDetermined`).
  package static func words(_ permission: PermissionStatus) -> String {
    switch permission {
    case .notDetermined: "Not determined"
    case .denied: "Denied"
    case .authorized: "Allowed"
    case .provisional: "Provisional"
    case .ephemeral: "Ephemeral"
    }
  }

  /// A picker's hint: its choices, and that activating it moves to the next.
  static func choices(_ all: [String]) -> String {
    "Choices: \(all.joined(separator: ", ")); activating picks the next"
  }

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
          + choices(PermissionStatus.allCases.map(words)), activation: .panel(.cyclePermission)),
      Row(
        id: "sim.token", label: "Device token", value: .detail(tokenText(s.tokenArrival)), role: .popUpButton,
        hint: "When the token arrives after registering. "
          + choices([TokenArrival.immediate, .afterMs(2_000), .never].map(tokenText)),
        activation: .panel(.cycleTokenArrival)),
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
        hint: "How long each call takes. " + choices(latencies.map { "\($0) ms" }), activation: .panel(.cycleLatency)),
      Row(
        id: "sim.rate", label: "Random failures", value: .detail("\(Int(s.faults.rate * 100))%"), role: .popUpButton,
        hint: "Any call fails this often. " + choices(rates.map { "\(Int($0 * 100))%" }),
        activation: .panel(.cycleFailureRate)),
    ]
    rows += accountRows(state)
    rows.append(
      Row(
        id: "sim.failures", label: "Failures: no, next call only, until cleared; activating one picks the next",
        role: .heading))
    for (point, label) in points(for: state) {
      rows.append(
        Row(
          id: "sim.fault.\(point)", label: label, value: .detail(control.mode(of: point).rawValue),
          role: .popUpButton, activation: .panel(.cycleFault(point))))
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
    /// With real wikis an event was made, or failed: what the panel's "Latest" row now says.
    case happened(String)
    /// Another user reverted the user's latest description: Echo raised notification `notificationID`.
    case reverted(notificationID: Int)
    /// The simulated clock was paused, resumed or stepped: `clockLatest` says what came of it.
    case clock
    /// A notification was made, and Echo and iOS decided this about its push.
    case sent(EchoNotification, PushDelivery)
  }

  /// Carries out a panel row's change on the simulated world, and returns once the world has made it.
  /// `wikis` are where notifications happen (the app's wikis and one outside them).
  package static func perform(
    _ action: PanelAction, control: SimulationControl, wikis: [Wiki] = [.language("en")],
    latestEdit: DescriptionEdit? = nil
  ) async -> Outcome {
    let world = control.world
    if let events = control.events {
      switch action {
      case .raise(let type):
        let wiki = eventWiki(control)
        control.update { $0.lastEvent = "\(type.label) on \(wiki.host): asking…" }
        let result = await events.raise(type, wiki)
        let latest = "\(type.label) on \(wiki.host): " + said(result)
        control.update { $0.lastEvent = latest }
        return .happened(latest)
      case .cycleEventWiki:
        let next = next(eventWiki(control), in: events.wikis)
        control.update { $0.eventWiki = next }
        return .done
      case .revertDescription:
        guard let latestEdit else { return .done }
        control.update { $0.lastEvent = "revert on \(latestEdit.wiki.host): asking…" }
        let result = await events.revert(latestEdit)
        let latest = "revert on \(latestEdit.wiki.host): " + said(result)
        control.update { $0.lastEvent = latest }
        return .happened(latest)
      case .sendNotification, .toggleNotificationStream:
        return .done
      default:
        break
      }
    }
    switch action {
    case .sendNotification:
      let (notification, delivery) = await world.notifyAtRandom(on: wikis)
      return .sent(notification, delivery)
    case .revertDescription:
      if let revert = await world.revertLatestDescription() { return .reverted(notificationID: revert.notificationID) }
    case .toggleNotificationStream:
      let every = control.settings.notificationStreamMs == nil ? streamMs : nil
      control.update { $0.notificationStreamMs = every }
      await world.setNotificationStream(everyMs: every, on: wikis)
    case .cyclePermission:
      control.update { $0.permission = next($0.permission, in: PermissionStatus.allCases) }
    case .cycleTokenArrival:
      control.update { $0.tokenArrival = next($0.tokenArrival, in: [.immediate, .afterMs(2_000), .never]) }
    case .cycleLatency:
      control.update { $0.latencyMs = next($0.latencyMs, in: latencies) }
    case .cycleFailureRate:
      control.update { $0.faults.rate = next($0.faults.rate, in: rates) }
    case .clearFaults:
      control.update { $0.faults = FaultPlan() }
    case .cycleFault(let point):
      let mode = next(control.mode(of: point), in: SimulationControl.FaultMode.allCases)
      control.update { SimulationControl.set(point, mode, in: &$0) }
    case .raise(let type):
      await world.notify(type, on: wikis.first ?? .language("en"))
    case .cycleEventWiki:
      break
    case .toggleClock, .stepClock:
      await performClock(action, control: control)
      return .clock
    case .openMenu, .closeMenu, .choose, .setOnTheWeb, .toggleServerValues:
      await performCompose(action, control: control)
    case .sendComposed:
      let (notification, delivery) = await sendComposed(control: control, primary: wikis.first ?? .language("en"))
      return .sent(notification, delivery)
    }
    return .done
  }
}
