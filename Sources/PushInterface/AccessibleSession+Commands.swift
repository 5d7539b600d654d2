import PushAppFeature
import PushCore
import PushPresentation
import PushSettingsFeature
import PushSimulation

/// The accessible mode's commands: everything but the numbers is a word.
extension AccessibleSession {
  /// Carries out one command; false for quit.
  func command(_ input: String) -> Bool {
    switch input {
    case "":
      break
    case "q", "quit":
      say(["Goodbye."])
      return false
    case "h", "help", "?":
      say([help])
    case "r":
      readScreen()
    case "brief", "verbose":
      renderer.verbose = input == "verbose"
      say([input == "brief" ? "Brief: hints are left out; type verbose to hear them." : "Verbose: hints are said."])
    case "sim":
      guard app.control != nil else {
        say(["The simulation panel is not available here."])
        break
      }
      app.send(.panelToggled)
      if !app.shell.panelOpen { say(["Simulation panel closed."]) }
    case "log":
      sayCallLog()
    case "b", "back":
      back()
    case "details":
      let details = app.shell.panelOpen ? [] : app.appModel.annotations
      say(details.isEmpty ? ["No QA details on this screen."] : details.map { "QA: " + renderer.clean($0) + "." })
    case "a":
      app.send(.annotationsToggled)
      say([app.shell.annotations ? "QA details on." : "QA details off."])
    case "bg":
      // The lock screen is read as the new screen; bg again comes back.
      say([store.state.inBackground ? "Back in Wikipedia." : "Wikipedia went to the background."])
      app.toggleBackground()
    default:
      choose(input)
    }
    return true
  }

  func sayCallLog() {
    let records = app.trace?.suffix(20) ?? []
    say(
      records.isEmpty
        ? ["No calls yet."]
        : ["The last \(AccessibleRenderer.count(records.count, "call")), newest last:"]
          + records.map { renderer.clean($0.spokenLine) + "." })
  }

  /// Back: closes the panel, dismisses an alert, or goes back a screen; says so when it cannot.
  func back() {
    if app.shell.panelOpen {
      app.send(.backRequested)
      say(["Simulation panel closed."])
      return
    }
    let before = store.state
    app.send(.backRequested)
    if store.state == before {
      say([app.model.alert == nil ? "Already at the top; type q to quit." : "Answer the alert first."])
    }
  }

  /// A number: activates that item, or says why it cannot; a number that names something else than it
  /// did when the user last chose from this screen is confirmed first.
  func choose(_ input: String) {
    let model = app.model
    let elements = renderer.elements(model)
    guard let number = Int(input), number >= 1, number <= elements.count else {
      say([
        "Not understood: type a number from 1 to \(elements.count), or b, r, h, bg, sim, log, details, a, brief, verbose or q."
      ])
      return
    }
    let row = elements[number - 1]
    if model.alert == nil {
      let confirmed = confirming.map { $0 == (number, row.id) } ?? false
      confirming = nil
      let wasKnown = known
      known = (model.key, model.rows)
      if !confirmed, wasKnown.key == model.key,
        let warning = renderer.renumbered(number, heard: wasKnown.rows, now: model.rows)
      {
        confirming = (number, row.id)
        say([warning])
        return
      }
    }
    activate(row, number: number)
  }

  func activate(_ row: Row, number: Int) {
    if row.role == .textField {
      guard row.enabled else {
        say(["\(number), \(renderer.clean(row.label)), is dimmed right now."])
        return
      }
      typing = row.id
      say(["Type the description, then Enter; an empty line keeps it, a line of spaces or tabs empties it."])
      return
    }
    switch row.activation {
    case .send? where row.enabled:
      app.send(.rowChosen(row.id))
    case .panel? where !row.enabled:
      say([
        "\(number), \(renderer.clean(row.label)), is dimmed right now."
          + (row.hint.map { " \(renderer.clean($0))." } ?? "")
      ])
    case .panel?:
      app.send(.rowChosen(row.id))
      // A button of the panel changes the world, not the panel: without this nothing would be said. A real
      // event says its outcome in the panel's "Latest" row when the wiki has answered.
      if row.role == .button, !row.id.hasPrefix("sim.raise."), !(row.id == "sim.revert" && app.control?.events != nil) {
        say(["\(renderer.clean(row.label)): done."])
      }
    case .send?:
      say(["\(number), \(renderer.clean(row.label)), is dimmed right now."])
    case .inert?:
      say(["\(number), \(renderer.clean(row.label)), is not part of this simulation."])
    case nil:
      say(["\(number) is \(row.role == .heading ? "a heading" : "text"); there is nothing to activate."])
    }
  }
}

extension AccessibleSession {
  /// A typed line becomes the field's text; the count, and the warning when it is too long, are said after.
  func enterText(_ raw: String, into rowID: String) {
    guard !raw.isEmpty else {
      say(["Kept."])
      return
    }
    let before = app.model
    guard case .textField(_, let target)? = before.rows.first(where: { $0.id == rowID })?.value else { return }
    // A line of spaces (or tabs) empties the field (the prompt says so): an empty line cannot, it keeps the text.
    _ = app.perform([.edit(target, .replaceAll(raw.allSatisfy(\.isWhitespace) ? "" : raw))])
    let model = app.model
    // What the field now holds, as the user should hear it (it may differ: control characters are dropped).
    let field = model.rows.first { $0.id == rowID }.flatMap { row -> TextField? in
      if case .textField(let field, _)? = row.value { return field }
      return nil
    }
    let text = renderer.clean(field?.text ?? raw)
    var lines = [
      text.isEmpty ? "Text: empty." : "Text: \(text)" + (text.last.map { ".!?…".contains($0) } == true ? "" : ".")
    ]
    if let field, raw.count > field.limit {
      lines.append("Only the first \(field.limit) characters were kept: the field holds no more.")
    }
    if let counter = model.rows.first(where: { $0.id == ScreenModel.counterID }) {
      lines.append(renderer.clean(counter.label) + ".")
    }
    // A button that became available or dimmed because of the text (Publish) is said, by its number.
    for (index, row) in model.rows.enumerated() where row.activation != nil {
      guard let old = before.rows.first(where: { $0.id == row.id }), old.enabled != row.enabled else { continue }
      lines.append("\(index + 1). \(renderer.clean(row.label)), " + (row.enabled ? "available." : "dimmed."))
    }
    say(lines)
    heard = model  // Said just now: the announcement that follows need not repeat it.
  }
}

extension TraceRecord {
  /// A call as it reads aloud: "762 ms: de.wikipedia.org, options, Thanks off, failed: HTTP 503".
  var spokenLine: String {
    var what = action
    if let change = param("change") {
      let setting = change.replacingPrefix("echo-subscriptions-push-", with: "")
      let parts = setting.split(separator: "=", maxSplits: 1).map(String.init)
      let type = NotificationType(rawValue: parts[0])?.label ?? parts[0]
      what = "options, \(type)" + (parts.count == 2 ? (parts[1] == "1" ? " on" : " off") : "")
    } else if let command = param("command") {
      what = "\(action), \(command)"
    } else if let meta = param("meta") {
      what = meta
    } else if let status = param("status") ?? param("result") {
      what = "\(action), \(status)"
    } else if service == "describe", let article = param("title") ?? param("id") {
      what =
        "\(action), \(article)" + (param("language").map { ", \($0)" } ?? "") + (param("by").map { ", by \($0)" } ?? "")
    }
    let place = wiki?.host ?? service
    return "\(tMs) ms: \(place), \(what), "
      + (error.map { "failed: " + $0.replacingPrefix("http-", with: "HTTP ") } ?? "ok")
  }
}
