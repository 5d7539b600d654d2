import PushAppFeature
import PushCore
import PushLive
import PushPresentation
import PushQATools
import PushSettingsFeature
import PushSimulation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The linear mode: one line of input at a time, screens and announcements out as plain text.
package final class AccessibleSession {
  package let app: AppController
  package let recorder: CastRecorder?
  package let renderer = AccessibleRenderer()
  /// Echo what was typed when input is piped, so a transcript reads as a conversation.
  package let echo: Bool
  private var model: ScreenModel
  /// Everything said so far (scripts look for text in it).
  private(set) var transcript = ""
  /// Why an output file (--trace, --record) stopped being written, if one did: said once, when it happens.
  package var outputProblem: () -> String? = { nil }
  /// Said before the first screen (a scenario's description).
  package var startNotes: [String] = []
  private var saidProblem = false
  /// The reader of standard output went away (EPIPE): the session ends quietly at the next input.
  private(set) var outputGone = false

  package init(app: AppController, recorder: CastRecorder?, echo: Bool) {
    self.app = app
    self.recorder = recorder
    self.echo = echo
    model = app.model
  }

  package var store: Store { app.store }

  package static let help =
    AccessibleRenderer.help + " Type sim for the simulation panel (permission, failures, latency) and log for the "
    + "last calls the app made."

  package func say(_ lines: [String]) {
    guard !lines.isEmpty else { return }
    var text = ""
    for line in lines { text += line + "\n" }
    transcript += text
    // Straight to the descriptor, not through stdio: flushing every stream (fflush(NULL)) would wait for
    // the lock on standard input, which the line reader holds while it waits for the user.
    // A reader that went away loses only this copy: the transcript and the recording still have it. SIGPIPE
    // is ignored (CommandLineTool.start), so the write fails with EPIPE instead of killing the app, and the
    // session then ends quietly with the state saved as it was (every change is saved when it happens).
    if !writeAll(STDOUT_FILENO, Array(text.utf8)), errno == EPIPE { outputGone = true }
    recorder?.lines(lines)
  }

  /// Waits for the work an input started, announcing changes as they happen; stops at the OS prompt,
  /// which waits for the user, and after `limitMs` at most.
  package func settle(limitMs: Int = 15_000) async {
    var waited = 0
    while true {
      let state = store.state
      let now = app.model
      say(renderer.announcements(from: model, to: now))
      model = now
      if !saidProblem, let problem = outputProblem() {
        saidProblem = true
        say(["Note: \(problem)"])
      }
      if store.effectsInFlight == 0 || state.settings.systemPromptVisible || waited >= limitMs {
        if waited >= limitMs { say(["Still waiting for the app; type r to hear the screen again."]) }
        return
      }
      try? await Task.sleep(for: .milliseconds(10))
      waited += 10
    }
  }

  package func start() async {
    say(startNotes)
    await settle()
    say(renderer.transcript(model).split(separator: "\n").map(String.init))
    say(["Type h for help."])
  }

  /// Acts on one line of input; false when it asks to quit.
  package func input(_ raw: String) async -> Bool {
    let input = raw.terminalSafe.trimmingSpaces.lowercased()
    if echo { say(["> \(input)"]) }
    let elements = renderer.elements(model)
    switch input {
    case "":
      return true
    case "q", "quit":
      say(["Goodbye."])
      return false
    case "h", "help", "?":
      say([Self.help])
    case "r":
      say(renderer.transcript(model).split(separator: "\n").map(String.init))
    case "sim":
      guard app.control != nil else {
        say(["The simulation panel is not available here."])
        return true
      }
      app.send(.panelToggled)
      if !app.shell.panelOpen { say(["Simulation panel closed."]) }
    case "log":
      sayCallLog()
    case "b", "back":
      back()
    case "bg":
      say(["The app went to the background and came back."])
      app.backgroundAndBack()
    default:
      choose(input, from: elements)
    }
    await settle()
    return true
  }

  func sayCallLog() {
    let records = app.trace?.suffix(20) ?? []
    say(
      records.isEmpty
        ? ["No calls yet."]
        : ["Last \(records.count) calls, newest last:"] + records.map { $0.logLine.terminalSafe })
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
      say([model.alert == nil ? "Already at the top; type q to quit." : "Answer the alert first."])
    }
  }

  /// A number: activates that item, or says why it cannot.
  func choose(_ input: String, from elements: [Row]) {
    guard let number = Int(input), number >= 1, number <= elements.count else {
      say(["Not understood: type a number from 1 to \(elements.count), or b, r, h, bg, sim, log or q."])
      return
    }
    let row = elements[number - 1]
    switch row.activation {
    case .send? where row.enabled:
      app.send(.rowChosen(row.id))
    case .panel?:
      app.send(.rowChosen(row.id))
    case .send?:
      say(["\(number) is dimmed right now."])
    case .inert?:
      say(["\(number), \(row.label), is not part of this simulation."])
    case nil:
      say(["\(number) is \(row.role == .heading ? "a heading" : "text"); there is nothing to activate."])
    }
  }

  package func runInteractive(_ lines: AsyncStream<String> = LineReader.lines()) async -> Int32 {
    await start()
    for await line in lines {
      if outputGone { return 0 }
      if line == LineReader.tooLong {
        say(["That line was longer than \(LineReader.limit) bytes, so it was skipped."])
        continue
      }
      if await !input(line) { return 0 }
    }
    return 0
  }

  package func play(_ script: Script, pace: ScriptPace = .fast) async throws(ScriptFailure) -> Int32 {
    await start()
    for line in script.lines {
      let place = "script \(script.name) line \(line.number)"
      switch line.step {
      case .keys:
        throw ScriptFailure(message: "\(place): key needs the full screen")
      case .type(let text):
        if pace.keyMs > 0 { try? await Task.sleep(for: .milliseconds(pace.keyMs)) }
        if await !input(text) { return 0 }
      case .wait(let ms):
        try? await Task.sleep(for: .milliseconds(ms))
        await settle()
      case .expect(let text, let within):
        var waited = 0
        while !Script.shows(transcript, text) {
          if waited >= within {
            throw ScriptFailure(message: "\(place): expected to hear \"\(text)\" within \(within) ms; it was not said")
          }
          try? await Task.sleep(for: .milliseconds(20))
          await settle(limitMs: 0)
          waited += 20
        }
        if pace.lookMs > 0 { try? await Task.sleep(for: .milliseconds(pace.lookMs)) }
      case .expectNot(let text):
        if Script.shows(transcript, text) {
          throw ScriptFailure(message: "\(place): \"\(text)\" was said and should not be")
        }
      case .change(let change):
        if let control = app.control { Script.apply(change, to: control) }
        await settle()
      case .background:
        app.backgroundAndBack()
        await settle()
      case .launch:
        break  // Taken when the app was started.
      }
    }
    return 0
  }
}
