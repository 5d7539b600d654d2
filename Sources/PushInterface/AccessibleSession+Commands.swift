import PushAppFeature
import PushCore
import PushPresentation
import PushSettingsFeature
import PushWikiClient

/// The accessible mode's commands: everything but the numbers is a word.
extension AccessibleSession {
  /// Carries out one command; false for quit. `started`: when the user began typing it.
  func command(_ input: String, raw: String, started: Int?) -> Bool {
    switch input {
    case "":
      // Enter alone, or only spaces: answered, so that the listener knows the line was read.
      reply(["Nothing typed. r reads the screen; h lists the commands."])
    case "q", "quit":
      reply(["Goodbye."])
      return false
    case "h", "help", "?":
      reply([help])
    case "r":
      readScreen()
    case "r all":
      readScreen(all: true)
    case "brief", "verbose":
      renderer.verbose = input == "verbose"
      reply([input == "brief" ? "Brief: hints are left out; type verbose to hear them." : "Verbose: hints are said."])
    case "sim":
      guard app.control != nil else {
        reply(["The simulation panel is not available here."])
        break
      }
      app.send(.panelToggled)
      if !app.shell.panelOpen { reply(["Simulation panel closed."]) }
    case "log":
      sayCallLog()
    case "b", "back":
      back()
    case "details":
      let details = app.shell.panelOpen ? [] : app.appModel.annotations
      reply(details.isEmpty ? ["No QA details on this screen."] : details.map { "QA: " + renderer.clean($0) + "." })
    case "a":
      app.send(.annotationsToggled)
      reply([app.shell.annotations ? "QA details on." : "QA details off."])
    case "open":
      openBanner(started: started)
    case "bg":
      // The lock screen is read as the new screen, after what the change was (`announce`); bg again comes back.
      app.toggleBackground()
    default:
      if input.hasPrefix("r "), let range = Self.itemRange(String(input.dropFirst(2))) {
        readItems(range)
      } else if let (number, key) = Self.rowAction(input) {
        chooseAction(number, key: key, started: started)
      } else if input.hasPrefix("sim ") {
        simulate(String(raw.dropFirst(4)).trimmingSpaces)
      } else {
        choose(input, started: started)
      }
    }
    return true
  }

  /// `open`: the banner, as a tap on it opens it; the notification it shows.
  func openBanner(started: Int?) {
    guard let banner = app.model.banner else {
      reply(["No notification banner is showing."])
      return
    }
    // `open` means the banner the user heard when they began typing it, not one that came since.
    if let then = heard(at: started), then.banner != banner.id {
      reply([
        "Not done: another notification came as you typed: " + renderer.clean(banner.message)
          + ". Type open again to open it."
      ])
      remember()
      return
    }
    // Said when the app has opened it: an alert may take the tap instead.
    opening = (banner.id, banner.message)
    _ = app.perform([.send(.pushOpened(id: banner.id))])
  }

  func sayCallLog() {
    let records = app.trace?.suffix(20) ?? []
    reply(
      records.isEmpty
        ? ["No calls yet."]
        : ["The last \(AccessibleRenderer.count(records.count, "call")), newest last:"]
          + records.map { renderer.clean($0.spokenLine) + "." })
  }

  /// Back: closes the panel, dismisses an alert, or goes back a screen; says so when it cannot.
  func back() {
    if app.shell.panelOpen {
      // A menu open in the panel closes first.
      app.send(.backRequested)
      reply([app.shell.panelOpen ? "Menu closed." : "Simulation panel closed."])
      return
    }
    if store.state.inBackground {
      // Back from the lock screen is the app, as b is in the full screen: never a way to quit.
      app.toggleBackground()
      return
    }
    let before = store.state.app
    let shown = app.model
    app.send(.backRequested)
    if store.state.app == before {
      if let alert = shown.alert {
        reply(["Answer the alert first: " + renderer.sentence(renderer.clean(alert.title))])
      } else {
        reply(["Already at the top; type q to quit."])
      }
    } else if app.model.key == shown.key && app.model.title == shown.title && app.model.alert == shown.alert
      && app.model.rows == shown.rows
    {
      // Something not on screen was closed: say so rather than nothing.
      let place = shown.backTitle.map { $0 == "Close" ? "close it" : "go back to " + renderer.clean($0) } ?? "leave it"
      reply(["Back closed a page behind this one; type b again to \(place)."])
    }
  }

  /// A number: activates that item, or says why it cannot. A number means what it meant when the user began
  /// typing it: if an alert came up, the screen changed or the item moved since, nothing is done and the
  /// user hears what the number names now and where the item they meant went.
  func choose(_ input: String, started: Int?) {
    let model = app.model
    let numbering = visit.numbering
    let highest = model.alert?.buttons.count ?? numbering.highest
    if let number = Int(input), number < 1 || number > highest {
      // A number the list had when the line began is the list's change to say; any other is not there.
      if number >= 1, let warning = moved(number, started: started, model: model) {
        reply([warning])
        remember()
      } else {
        reply([Self.noSuchNumber(number, highest: highest)])
      }
      return
    }
    guard let number = Int(input) else {
      let range = highest == 1 ? "1" : highest == 0 ? "" : "a number from 1 to \(highest)"
      reply([
        "Not understood: type "
          + (range.isEmpty ? "" : "\(range), or ") + "b, r, h, bg, sim, log, details, a, brief, verbose or q."
      ])
      return
    }
    if let warning = moved(number, started: started, model: model) {
      reply([warning])
      remember()
      return
    }
    guard let row = renderer.element(number, in: model, numbering: numbering) else {
      reply(["\(number) is not on this screen any more; r reads it."])
      return
    }
    activate(row, number: number)
  }

  /// Why `number` must not be acted on, if the user began typing it against something else than is there now.
  func moved(_ number: Int, started: Int?, model: ScreenModel) -> String? {
    guard let then = heard(at: started) else { return nil }
    let title = renderer.clean(model.title)
    if then.alert != model.alert {
      if let alert = model.alert {
        let buttons = alert.buttons.enumerated().map { "\($0 + 1). \(renderer.clean($1.label))" }
        return "Not done: an alert came up as you typed: " + renderer.sentence(renderer.clean(alert.title))
          + " Its buttons: " + renderer.sentence(buttons.joined(separator: ", "))
      }
      return "Not done: the alert closed as you typed; this is \(title). r reads it."
    }
    if then.key != model.key || then.title != model.title {
      return "Not done: the screen changed as you typed; this is \(title). r reads it."
    }
    guard model.alert == nil, let meant = then.known[number] else { return nil }
    let numbering = visit.numbering
    guard numbering.ids[number] != meant else { return nil }
    let was = heard.rows.first { $0.id == meant } ?? model.rows.first { $0.id == meant }
    let name = was.map { renderer.clean($0.spokenLabel ?? $0.label) } ?? "The item you meant"
    var text = "Not done: the list changed. "
    if let row = model.rows.first(where: { $0.id == meant }), let now = numbering.number(of: row) {
      text += "\(name) is now \(now)"
      visit.known[now] = meant
    } else {
      text += "\(name) is no longer here"
    }
    if let id = numbering.ids[number], let row = model.rows.first(where: { $0.id == id }) {
      // What the number names now, and whether it does anything: nothing is offered that does not.
      let role = row.activatable ? "" : row.role == .heading ? ", a heading" : ", text"
      text += "; \(number) is \(renderer.clean(row.spokenLabel ?? row.label))" + role
      visit.known[number] = id
    } else {
      text += "; there is no \(number) now"
      visit.known[number] = nil
    }
    return renderer.sentence(text)
  }

  func activate(_ row: Row, number: Int) {
    let label = renderer.clean(row.spokenLabel ?? row.label)
    if row.role == .textField {
      guard row.enabled else {
        reply(["\(number), \(label), is dimmed right now."])
        return
      }
      visit.chosen = row.id
      // A short prompt, said again after every announcement; the help in full the first time in a session
      // (and always in verbose), then short.
      typing = (row.id, renderer.sentence(label).dropLast() + ": ")
      let full = renderer.verbose || !taughtTextEntry
      taughtTextEntry = true
      reply([
        full
          ? "Type the new text, then Enter. An empty line keeps the text, a line of spaces empties it, Esc or a "
            + "line with only a period cancels."
          : "Type the new text, then Enter."
      ])
      return
    }
    switch row.activation {
    case .send(let action)? where row.enabled:
      if app.model.alert == nil { visit.chosen = row.id }
      let before = store.state.app
      let started = store.effectsInFlight
      app.send(.rowChosen(row.id))
      if store.state.app == before && store.effectsInFlight <= started {
        // Nothing happened (a choice already made): said, rather than nothing at all.
        reply(["\(number), \(label): already chosen; nothing changed."])
        return
      }
      expectOutcome(of: action, row: row)
    case .panel? where !row.enabled:
      reply(["\(number), \(label), is dimmed right now." + (row.hint.map { " \(renderer.clean($0))." } ?? "")])
    case .panel(let action)?:
      app.send(.rowChosen(row.id))
      expectOutcome(of: action, row: row)
    case .send?:
      reply(["\(number), \(label), is dimmed right now."])
    case .inert?:
      reply(["\(number), \(label), is not part of this simulation."])
    case nil:
      reply(["\(number) is \(row.role == .heading ? "a heading" : "text"); there is nothing to activate."])
    }
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

extension AccessibleSession {
  /// A number that is not on the screen, said the same way whether it was typed alone or after `r`.
  static func noSuchNumber(_ number: Int, highest: Int) -> String {
    switch highest {
    case 0: "There is no \(number): nothing here has a number."
    case 1: "There is no \(number); 1 is the only one."
    default: "There is no \(number); 1 to \(highest)."
    }
  }
}
