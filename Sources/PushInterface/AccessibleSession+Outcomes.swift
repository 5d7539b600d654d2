import PushAppFeature
import PushCore
import PushInboxFeature
import PushPresentation
import PushQATools

/// What became of what the user asked for, said as an outcome ("Marked as unread", "No new notifications",
/// "Couldn't mark as read on German Wikipedia; it stays unread") rather than as the labels that changed.
extension AccessibleSession {
  /// Something the user asked for whose outcome is still to come.
  struct PendingOutcome {
    enum Kind {
      /// Notifications being marked read or unread; `quiet`: only a failure is said (opening one marks it).
      case mark(ids: [Int], read: Bool, quiet: Bool)
      /// Check for new notifications, with the notifications there were before.
      case refresh(known: Set<Int>)
    }
    var kind: Kind
    /// The row the user chose, whose changes meanwhile are the outcome's to say, not the list's.
    var rowID: String?
  }

  /// Notes what to say when the action the user chose has had its effect; says at once what is known at once
  /// (a selection, edit mode).
  func expectOutcome(of action: AppAction, before: AppState, row: Row) {
    if case .themeChosen(let theme) = action, store.state.theme == theme {
      // The check mark moving says less than this; the linear mode itself has no colours to change.
      reply(["\(theme.displayName) theme chosen. The screen shows its colours; spoken output has none."])
      settle()
      return
    }
    guard case .inbox(let inbox) = action else { return }
    let state = store.state.inbox
    switch inbox {
    case .markTapped(let id, let read):
      pending.append(PendingOutcome(kind: .mark(ids: [id], read: read, quiet: false), rowID: row.id))
    case .notificationOpened(let id):
      if before.inbox.shown.first(where: { $0.id == id })?.read == false {
        pending.append(PendingOutcome(kind: .mark(ids: [id], read: true, quiet: true), rowID: nil))
      }
    case .markSelected(let read):
      let ids = before.inbox.shown.filter { before.inbox.selected.contains($0.id) && $0.read != read }.map(\.id)
      pending.append(PendingOutcome(kind: .mark(ids: ids, read: read, quiet: false), rowID: nil))
      if ids.isEmpty { reply(["Nothing to mark: the selection is already \(read ? "read" : "unread")."]) }
      reply(["Edit mode ended."])
      settle()
    case .markAllConfirmed:
      let ids = before.inbox.shown.filter { !$0.read }.map(\.id)
      pending.append(PendingOutcome(kind: .mark(ids: ids, read: true, quiet: false), rowID: nil))
      if before.inbox.editing && !state.editing {
        reply(["Edit mode ended."])
        settle()
      }
    case .refreshPulled:
      pending.append(
        PendingOutcome(kind: .refresh(known: Set(before.inbox.notifications.map(\.id))), rowID: row.id))
    case .editToggled:
      if state.editing {
        visit.numbering.follow(app.model)
        let numbers = visit.numbering.numbers
        func number(_ id: String) -> String { numbers[id].map(String.init) ?? "?" }
        reply([
          "Edit mode, for selecting: type a notification's number to select or deselect it; "
            + "\(number("inbox.mark")), Mark, marks the selection as read or unread; "
            + "\(number("inbox.markAll")) marks all as read; \(number("inbox.edit")), Done, leaves edit mode."
        ])
      } else {
        reply(["Edit mode ended."])
      }
      settle()
    case .selectionToggled(let id):
      guard let n = state.notifications.first(where: { $0.id == id }) else { return }
      let name = renderer.clean("\(n.header), \(n.subheader)")
      reply([
        (state.selected.contains(id) ? "Selected: " : "Deselected: ") + name + ". \(state.selected.count) selected."
      ])
      settle()
    default:
      break
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
      let real = row.id.hasPrefix("sim.raise.") || (row.id == "sim.revert" && app.control?.events != nil)
      if row.role == .button, !real { reply(["\(renderer.clean(row.label)): done."]) }
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
    let state = store.state.inbox
    var absorbed: Set<String> = []
    var kept: [PendingOutcome] = []
    for outcome in pending {
      if let id = outcome.rowID { absorbed.insert(id) }
      switch outcome.kind {
      case .mark(let ids, let read, let quiet):
        for row in model.rows where row.notificationID.map(ids.contains) == true { absorbed.insert(row.id) }
        guard ids.allSatisfy({ state.marking[$0] == nil }) else {
          kept.append(outcome)
          continue
        }
        let words = read ? "read" : "unread"
        let marked = ids.compactMap { id in state.notifications.first { $0.id == id } }
        let failed = marked.filter { $0.read != read }
        for wiki in Array(Set(failed.map(\.wiki))).sorted() {
          let n = failed.count { $0.wiki == wiki }
          failures.append(
            "Couldn't mark " + (n == 1 ? "" : "\(n) ") + "as \(words) on \(AccessibleRenderer.wikiName(wiki)); "
              + (n == 1 ? "it stays" : "they stay") + " \(read ? "unread" : "read").")
        }
        let succeeded = marked.count - failed.count
        if !quiet && succeeded > 0 {
          done.append(ids.count == 1 ? "Marked as \(words)." : "\(succeeded) marked as \(words).")
        }
      case .refresh(let known):
        guard state.loading == .idle else {
          kept.append(outcome)
          continue
        }
        if state.loadFailure != nil {
          failures.append("Couldn't check for notifications.")
        } else if state.notifications.allSatisfy({ known.contains($0.id) }) {
          done.append("No new notifications.")
        }
      }
    }
    pending = kept
    keptReports += app.reports.take()
    let reports = keptReports
    keptReports = []
    var keeping = false
    for report in reports {
      if case .panel(.clock) = report, busy { keeping = true }
      // The reports after a kept one wait with it, so that they are said in the order they came.
      if keeping {
        keptReports.append(report)
        continue
      }
      done += words(for: report)
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

  /// A change to the simulated world, in words.
  func words(for report: AppController.Report) -> [String] {
    switch report {
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
        ? [] : [renderer.sentence(renderer.clean("Latest: " + PanelModel.clockLatest(control)))]
    case .panel(.reverted):
      guard simRepliesDue > 0 else { return [] }
      simRepliesDue -= 1
      return ["Another user reverted your latest description."]
    case .panel(.sent(let n, let delivery)):
      if simRepliesDue > 0 { simRepliesDue -= 1 }
      let wiki = AccessibleRenderer.wikiName(n.wiki)
      let what = renderer.sentence(renderer.clean(n.body)).dropLast()
      switch delivery {
      case .banner:
        // In the foreground the banner says it; elsewhere nothing else would.
        let app = store.state
        if !app.inBackground && app.session.loggedIn { return [] }
        return ["Sent on \(wiki): \(what)" + (app.inBackground ? "; it is on the lock screen." : ".")]
      case .quiet:
        return ["Sent on \(wiki), quietly (provisional permission): only in the Notifications Center: \(what)."]
      case .notShown(.typeOffOnThatWiki):
        return ["Not sent: \(n.category.label) is off on \(wiki): \(what)."]
      case .notShown(.notSubscribed):
        return ["Not sent: this device is not subscribed (Push notifications is off): \(what) on \(wiki)."]
      case .notShown(.permissionNotGranted):
        return ["Sent, but iOS shows nothing: notifications are not allowed: \(what) on \(wiki)."]
      }
    }
  }

  /// The panel's first line: what will happen next.
  var panelSummary: String {
    guard let control = app.control else { return "" }
    return PanelModel.summary(control, store.state.settings, backgroundKey: "bg")
  }
}
