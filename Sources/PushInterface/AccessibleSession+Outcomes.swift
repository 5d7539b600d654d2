import PushAppFeature
import PushCore
import PushInboxFeature
import PushPresentation
import PushQATools

/// What became of what the user asked for, said as an outcome ("Marked as unread", "No new notifications",
/// "Couldn't mark as read on German Wikipedia; it stays unread") rather than as the labels that changed. The
/// outcomes are the reducers': this only puts them in words.
extension AccessibleSession {
  /// Says at once what the state shows at once (a theme chosen); remembers the row chosen, whose changes
  /// are the outcome's to say, not the list's.
  func expectOutcome(of action: AppAction, row: Row) {
    switch action {
    case .inbox(.markTapped), .inbox(.refreshPulled): outcomeRows.insert(row.id)
    default: break
    }
  }

  /// A panel row's change: a notification sent is said with what the rules decided.
  func expectOutcome(of action: PanelAction, row: Row) {
    switch action {
    case .sendNotification:
      break  // Said when the world has decided (`outcomes`).
    default:
      // A button of the panel changes the world, not the panel: without this nothing would be said. A real
      // event says its outcome in the panel's "Latest" row when the wiki has answered.
      // Said when the world has made the change (`words(for:)`), not before.
      let real = row.id.hasPrefix("sim.raise.") || (row.id == "sim.revert" && app.control?.raisableTypes != nil)
      if row.role == .button, !real { panelRowsDue.append((action, renderer.clean(row.label))) }
    }
  }

  /// The screen as it is now counts as heard: what was just said covers its changes.
  func settle() {
    let model = app.model
    guard model.key == heard.key, model.title == heard.title, model.alert == nil else { return }
    visit.numbering.follow(model)
    learn(renderer.mentioned(from: heard.rows, to: model.rows, numbering: visit.numbering))
    heard = model
  }

  /// The outcomes that have come since the last call, failures first; the rows they are about are taken as
  /// heard, so that their changes are not said again as new labels.
  func outcomes(_ model: ScreenModel) -> [String] {
    var failures: [String] = []
    var done: [String] = []
    // The rows chosen are the coming outcome's until it comes: their changes meanwhile are not news.
    var absorbed = outcomeRows
    var coversScreen = false
    let state = store.state.app
    for outcome in state.outcomes.since(seenAppOutcomes) {
      // The check marks that moved are what the outcome says: not news of their own.
      switch outcome {
      case .themeChosen, .uiLanguageChosen: absorbed.formUnion(model.rows.map(\.id))
      default: break
      }
      // What edit mode did is what the outcome says; the rows it moved, relabelled or took away are not news.
      switch outcome {
      case .languagesEditing, .languageDeleteShown, .languageRemoved, .languageMoved: coversScreen = true
      default: break
      }
      done += words(for: outcome, model)
    }
    seenAppOutcomes = state.outcomes.count
    for outcome in state.inbox.outcomes.since(seenInboxOutcomes) {
      switch outcome {
      case .marked(_, _, _, let ids, _):
        for row in model.rows where row.notification.map({ ids.contains($0.id) }) == true { absorbed.insert(row.id) }
        outcomeRows = []
      case .refreshed, .refreshFailed:
        outcomeRows = []
      case .editing:
        // Said with the numbers of what edit mode brings (or that it ended): the toolbar's change and the
        // cells' selection circles are not news of their own.
        coversScreen = true
      default:
        break
      }
      let (bad, good) = words(for: outcome, model)
      failures += bad
      done += good
    }
    seenInboxOutcomes = state.inbox.outcomes.count
    keptReports += app.reports.take()
    let reports = keptReports
    keptReports = []
    var keeping = false
    for report in reports {
      switch report {
      case .panel(.clock), .panelRow(_, .clock): keeping = keeping || busy
      default: break
      }
      // The reports after a kept one wait with it, so that they are said in the order they came.
      if keeping {
        keptReports.append(report)
        continue
      }
      done += words(for: report)
    }
    if coversScreen, model.key == heard.key, model.alert == nil {
      visit.numbering.follow(model)
      visit.known = visit.numbering.ids
      heard.rows = model.rows
    }
    if !absorbed.isEmpty, model.key == heard.key, model.alert == nil {
      for id in absorbed {
        guard let row = model.rows.first(where: { $0.id == id }),
          let index = heard.rows.firstIndex(where: { $0.id == id })
        else { continue }
        heard.rows[index] = row
      }
    }
    return failures + done
  }

  /// An outcome of the Notifications Center in words: failures, then what was done.
  func words(for outcome: InboxOutcome, _ model: ScreenModel) -> (failures: [String], done: [String]) {
    switch outcome {
    case .marked(let read, let count, let failed, let ids, let quiet):
      let words = read ? "read" : "unread"
      let failures = failed.map { stayed in
        "Couldn't mark " + (stayed.count == 1 ? "" : "\(stayed.count) ") + "as \(words) on "
          + AccessibleRenderer.wikiName(stayed.wiki) + "; " + (stayed.count == 1 ? "it stays" : "they stay")
          + " \(read ? "unread" : "read")."
      }
      guard !quiet, count > 0 else { return (failures, []) }
      return (failures, [ids.count == 1 && count == 1 ? "Marked as \(words)." : "\(count) marked as \(words)."])
    case .nothingToMark(let read):
      return ([], ["Nothing to mark: the selection is already \(read ? "read" : "unread")."])
    case .editing(true):
      visit.numbering.follow(model)
      let numbers = visit.numbering.numbers
      func number(_ id: String) -> String { numbers[id].map(String.init) ?? "?" }
      guard renderer.verbose else {
        return (
          [],
          [
            "Edit mode: a notification's number selects it; \(number("inbox.mark")) marks the selection, "
              + "\(number("inbox.markAll")) marks all as read, \(number("inbox.edit")) leaves."
          ]
        )
      }
      return (
        [],
        [
          "Edit mode, for selecting: type a notification's number to select or deselect it; "
            + "\(number("inbox.mark")), Mark, marks the selection as read or unread; "
            + "\(number("inbox.markAll")) marks all as read; \(number("inbox.edit")), Done, leaves edit mode."
        ]
      )
    case .editing(false):
      return ([], ["Edit mode ended."])
    case .selection(let id, let selected, let count):
      guard let n = store.state.inbox.notification(id: id) else { return ([], []) }
      let name = renderer.clean("\(n.header), \(n.subheader)")
      return ([], [(selected ? "Selected: " : "Deselected: ") + name + ". \(count) selected."])
    case .refreshed(let new):
      return ([], new == 0 ? ["No new notifications."] : [])
    case .refreshFailed:
      return (["Couldn't check for notifications."], [])
    }
  }

  /// An outcome the root decided, in words.
  func words(for outcome: AppOutcome, _ model: ScreenModel) -> [String] {
    if let words = languageWords(for: outcome, model) { return words }
    switch outcome {
    case .blocked:
      let title = model.alert.map { renderer.sentence(renderer.clean($0.title)) } ?? "an alert is up."
      return ["Not done: answer the alert first: " + title]
    case .pushOpened(let id):
      guard let opening, opening.id == id else { return [] }
      self.opening = nil
      return ["Opening the notification: " + renderer.clean(opening.message) + "."]
    case .pushOptIn(let turnOn):
      // Brief leaves out how it goes on (verbose says it, as a hint would).
      guard renderer.verbose else {
        return [turnOn ? "Turning on push notifications." : "No thanks: push notifications stay off."]
      }
      return [
        turnOn
          ? "Turning on push notifications: iOS asks first, then this device subscribes."
          : "No thanks: push notifications stay off; Settings > Push notifications turns them on."
      ]
    case .loggedIn:
      return ["Logged in."]
    case .themeChosen(let theme):
      // The check mark moving says less than this; the linear mode itself has no colours to change.
      return ["\(theme.displayName) theme chosen. The screen shows its colours; spoken output has none."]
    case .uiLanguageChosen(let language):
      // Said in English, as the rest of the replica's own words; the app's words are now in the language.
      return ["The app's language is now \(language.englishName)."]
    case .loggedOut(let forgotten, let unsubscribing):
      // Whether pushes stop is said when the push service has answered (`logoutUnsubscribed`), not before.
      let gone = "the Notifications Center's \(AccessibleRenderer.count(forgotten, "notification")) are gone"
      return [
        "Logged out" + (forgotten > 0 ? "; \(gone)" : "")
          + (unsubscribing ? ". Taking this device off push notifications." : ".")
      ]
    case .logoutUnsubscribed(let failure):
      guard let failure else { return ["This device no longer gets push notifications."] }
      return ["Couldn't take this device off push notifications (\(renderer.clean(failure))): it may still get them."]
    case .languagesEditing, .languageDeleteShown, .languageRemoved, .languageMoved:
      return []  // Said by `languageWords`.
    }
  }

  /// A change to the simulated world, in words.
  func words(for report: AppController.Report) -> [String] {
    switch report {
    case .panelRow(let action, let outcome):
      guard let index = panelRowsDue.firstIndex(where: { $0.action == action }) else {
        // Not a button chosen here: a `sim` word carried out as a panel row (a revert), said as those are.
        return words(for: .panel(outcome))
      }
      let label = panelRowsDue.remove(at: index).label
      switch outcome {
      case .done: return ["\(label): done."]
      case .nothingToDo(let why): return ["\(label): not done. " + renderer.sentence(renderer.clean(why))]
      default: return words(for: .panel(outcome))
      }
    case .panel(.nothingToDo(let why)):
      if simRepliesDue > 0 { simRepliesDue -= 1 }
      return [renderer.sentence(renderer.clean(why))]
    case .refused(let why):
      if simRepliesDue > 0 { simRepliesDue -= 1 }
      return [renderer.sentence(renderer.clean(why))]
    case .panel(.done):
      guard simRepliesDue > 0 else { return [] }
      simRepliesDue -= 1
      return ["Done. " + renderer.sentence(renderer.clean(panelSummary))]
    case .panel(.happened(let latest)):
      guard simRepliesDue > 0 else { return [] }
      simRepliesDue -= 1
      // With the panel up its "Latest" row says it; typed without the panel, this is the only word of it.
      return app.shell.panelOpen ? [] : [renderer.sentence(renderer.clean("Latest: " + latest))]
    case .panel(.clock):
      guard simRepliesDue > 0, let control = app.control else { return [] }
      simRepliesDue -= 1
      return app.shell.panelOpen
        ? [] : [renderer.sentence(renderer.clean("Latest: " + control.clockLatest()))]
    case .panel(.reverted):
      guard simRepliesDue > 0 else { return [] }
      simRepliesDue -= 1
      return ["Another user reverted your latest description."]
    case .panel(.sent(let n, let delivery)):
      if simRepliesDue > 0 { simRepliesDue -= 1 }
      return words(forSent: n, delivery)
    }
  }

  /// A push the world sent, and what became of it, in words.
  private func words(forSent n: EchoNotification, _ delivery: PushDelivery) -> [String] {
    let wiki = AccessibleRenderer.wikiName(n.wiki)
    let what = renderer.sentence(renderer.clean(n.body)).dropLast()
    switch delivery {
    case .banner:
      // In the foreground the banner says it; elsewhere nothing else would.
      let app = store.state
      if !app.inBackground && app.session.loggedIn { return [] }
      // Logout's unsubscribe failed, so the token still gets pushes; the logged-out app shows none of them.
      if !app.session.loggedIn { return ["Sent on \(wiki): \(what). Logged out, the app shows nothing of it."] }
      return ["Sent on \(wiki): \(what)" + (app.inBackground ? "; it is on the lock screen." : ".")]
    case .quiet:
      return ["Sent on \(wiki), quietly (provisional permission): only in the Notifications Center: \(what)."]
    case .notShown(.typeOffOnThatWiki):
      // The notification is in the inbox either way: only the push was held back (what once read "Not sent:
      // … was sent").
      return ["No push: \(n.category.label) is off on \(wiki). In the Notifications Center: \(what)."]
    case .notShown(.notSubscribed):
      return [
        "No push: this device is not subscribed (Push notifications is off). In the Notifications Center: \(what) "
          + "on \(wiki)."
      ]
    case .notShown(.permissionNotGranted):
      return ["Sent, but iOS shows nothing: notifications are not allowed: \(what) on \(wiki)."]
    }
  }

  /// The panel's first line: what will happen next.
  var panelSummary: String {
    guard let control = app.control else { return "" }
    return control.summary(store.state.settings, backgroundKey: "bg")
  }
}
