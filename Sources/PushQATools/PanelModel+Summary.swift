import PushAppFeature
import PushCore
import PushLive
import PushPresentation
import PushSettingsFeature
import PushSimulation
import PushWikiClient

/// The panel's first line, what will happen next, and the words its rows use.
extension PanelModel {
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
}
