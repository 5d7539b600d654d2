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
///
/// Input is answered as soon as it is read; what the app does later is announced when it happens, by
/// `announce()`, which the run loop calls on every tick whatever the input is doing.
package final class AccessibleSession {
  package let app: AppController
  package let recorder: CastRecorder?
  package var renderer: AccessibleRenderer
  /// Echo what was typed when input is piped, so a transcript reads as a conversation.
  package let echo: Bool
  /// Print "> " before each read (the input is a terminal).
  package var prompt = false
  /// The "> " is on screen and nothing was typed after it: what is said meanwhile goes on lines of its own,
  /// and the prompt is printed again after it (else "30. Revert…" followed "> " as if the user had typed it).
  var promptShown = false
  /// Where output goes: standard output, straight to the descriptor. False when the write failed.
  package var write: ([UInt8]) -> Bool = { writeAll(STDOUT_FILENO, $0) }
  /// What the user has heard of the screen (an alert's screen keeps the rows heard before it).
  var heard: ScreenModel
  /// The screen's rows as they were when the user last chose one by number or heard the whole screen:
  /// a number typed after they changed is checked against them before it is acted on.
  var known: (key: String, rows: [Row])
  /// A renumbered item the user was warned about: the same number again activates it.
  var confirming: (number: Int, id: String)?
  /// The text field whose new text the next line is (chosen by its number).
  var typing: String?
  /// A new screen is not read while the app is still checking something it started, until this time.
  var holdScreenUntil = 0
  var progress = ProgressSchedule()
  /// Milliseconds on a steady clock.
  package var now: () -> Int
  /// Everything said so far (scripts look for text in it).
  package private(set) var transcript = ""
  private var lastLine: String?
  /// Why an output file (--trace, --record) stopped being written, if one did: said once, when it happens.
  package var outputProblem: () -> String? = { nil }
  /// Said before the first screen (a scenario's description).
  package var startNotes: [String] = []
  private var saidProblem = false
  /// The reader of standard output went away (EPIPE), or writing it failed: the session ends at the next input.
  private(set) var outputGone = false
  /// Why writing standard output failed (an errno), other than its reader going away: a full disk, say. The
  /// session then ends, and the run fails saying so.
  package private(set) var outputError: Int32?

  package init(
    app: AppController, recorder: CastRecorder?, echo: Bool, renderer: AccessibleRenderer = AccessibleRenderer(),
    now: @escaping () -> Int = AccessibleSession.steadyMs
  ) {
    self.app = app
    self.recorder = recorder
    self.echo = echo
    self.renderer = renderer
    self.now = now
    app.backgroundKey = "bg"
    heard = app.model
    known = (heard.key, heard.rows)
  }

  package static func steadyMs() -> Int {
    let d = ContinuousClock.now - origin
    return Int(d.components.seconds) * 1_000 + Int(d.components.attoseconds / 1_000_000_000_000_000)
  }
  private static let origin = ContinuousClock.now

  package var store: Store { app.store }

  package var help: String {
    AccessibleRenderer.help + " Type sim for the simulation panel (permission, failures, latency) and log for "
      + "the last calls the app made."
  }

  /// Echoes what the user typed (when echo is on): each time, even the same line again.
  private func echoInput(_ text: String) {
    guard echo else { return }
    lastLine = nil
    say(["> \(text)"])
  }

  /// Says lines, never one line twice in a row. Every line is cleaned here, whatever it quotes (a server's
  /// text, a file name): this is the one way out of the linear mode, to standard output and the recording.
  package func say(_ lines: [String]) {
    var text = ""
    for line in lines.map(\.lineSafe) where line != lastLine {
      text += line + "\n"
      lastLine = line
    }
    guard !text.isEmpty else { return }
    transcript += text
    // Straight to the descriptor, not through stdio: flushing every stream (fflush(NULL)) would wait for
    // the lock on standard input, which the line reader holds while it waits for the user.
    // A reader that went away loses only this copy: the transcript and the recording still have it. SIGPIPE
    // is ignored (CommandLineTool.start), so the write fails with EPIPE instead of killing the app, and the
    // session then ends quietly with the state saved as it was (every change is saved when it happens).
    let shown = promptShown ? "\n" + text + "> " : text
    if !outputGone, !write(Array(shown.utf8)) {
      outputGone = true
      if errno != EPIPE { outputError = errno }
    }
    recorder?.lines(text.split(separator: "\n").map(String.init))
  }

  /// The app is working on something the user waits for (the OS prompt waits for the user instead).
  package var busy: Bool {
    store.effectsInFlight > 0 && !store.state.settings.systemPromptVisible
  }

  /// Says what changed since the user last heard the screen, what is still being waited for, and an
  /// output file that stopped being written. Cheap when nothing changed; call it often.
  package func announce() {
    let model = app.model
    let time = now()
    let newScreen = model.key != heard.key || model.title != heard.title
    if !(newScreen && busy && time < holdScreenUntil) {
      let announcement = renderer.announce(from: heard, to: model)
      if newScreen { known = (model.key, model.rows) }
      say(announcement.lines)
      heard = announcement.heard
    }
    if let waiting = progress.tick(now: time, waiting: renderer.waitingFor(model)) { say([waiting]) }
    if !saidProblem, let problem = outputProblem() {
      saidProblem = true
      say(["Note: \(problem)"])
    }
  }

  /// Reads the screen in full; numbers now mean what was just said.
  func readScreen() {
    let model = app.model
    heard = model
    known = (model.key, model.rows)
    say(renderer.lines(model))
  }

  package func start() {
    say(startNotes)
    readScreen()
    say(["Type h for help."])
  }

  /// Acts on one line of input at once; false when it asks to quit.
  package func input(_ raw: String) -> Bool {
    announce()  // Anything that changed before this line is said first, so the answer comes after it.
    if let field = typing {
      // The line is the field's text, whatever it says (a number, "q"): the user was asked for it.
      typing = nil
      echoInput(raw.terminalSafe)
      enterText(raw, into: field)
      holdScreenUntil = now() + 150
      announce()
      return true
    }
    let input = raw.terminalSafe.trimmingSpaces.lowercased()
    echoInput(input)
    guard command(input) else { return false }
    holdScreenUntil = now() + 150
    announce()
    return true
  }
}
