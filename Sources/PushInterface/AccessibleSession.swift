import PushAppFeature
import PushCore
import PushLive
import PushPresentation
import PushQATools
import PushSettingsFeature

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
  /// Print a prompt before each read (the input is a terminal).
  package var prompt = false
  /// The width of the terminal the output goes to, asked each time something is said (nil through a
  /// pipe): a line longer than that is wrapped at words, its further lines indented, so that an 80-column
  /// terminal or an 80-cell braille display does not split a word. The transcript keeps whole lines.
  package var outputWidth: () -> Int? = { nil }
  /// The prompt is on screen, with `typed` after it: what is said meanwhile goes on lines of its own, and the
  /// prompt and the half-typed line are shown again after it.
  var promptShown = false
  /// When a prompt held back after a command is shown anyway (ms on `now`'s clock): while the app works on
  /// what the command started, the prompt waits for the answer, so that a reader that speaks output says it
  /// once, after the answer, not once before and again after (`> ` written over by the answer).
  var promptDueAt: Int?
  /// What the user has typed of the next line (on a terminal whose line this session edits itself).
  var typed = ""
  /// When the user began typing the line being typed: a number means what it meant then.
  var lineStarted: Int?
  /// Where output goes: standard output, straight to the descriptor. False when the write failed.
  package var write: ([UInt8]) -> Bool = { writeAll(STDOUT_FILENO, $0) }
  /// The screens the user has heard, the current one last, each as it was last heard with its numbers and the
  /// item the user last chose on it: coming back to one says where they were rather than the whole list.
  var visits: [Visit]
  /// What the user had heard at each moment: a number typed means what it meant when its line began.
  var heardLog: [Heard] = []
  /// The text field whose new text the next line is (chosen by its number).
  var typing: (id: String, prompt: String)?
  /// How many of the root's and the Notifications Center's outcomes have been said.
  var seenAppOutcomes = 0
  var seenInboxOutcomes = 0
  /// Rows chosen whose changes are the coming outcome's to say, not the list's.
  var outcomeRows: Set<String> = []
  /// The banner `open` asked to open: said as opened when the app has opened it.
  var opening: (id: Int, message: String)?
  /// Replies still due to world changes typed as words (`sim permission denied`).
  var simRepliesDue = 0
  /// Panel buttons chosen whose change the world has not yet made, with their labels: said when it has.
  var panelRowsDue: [(action: PanelAction, label: String)] = []
  /// A clock step's report, and the reports after it, kept until what the step let go on has run (or waits
  /// on the clock again): it names those calls, and said at once it named only the first.
  var keptReports: [AppController.Report] = []
  /// Pushes already said, by notification id.
  var saidPushes: Set<Int> = []
  /// Whether the app was in the background when the listener last heard the screen.
  var heardInBackground = false
  /// A new screen is not read while the app is still checking something it started, until this time.
  var holdScreenUntil = 0
  /// How long, at most, that is: a quick app is heard at once; a busy one once it has checked (iOS Settings).
  package static let screenHoldMs = 500
  /// Since when a change of the world has been due to report (`awaitsReport`), or a clock step's report
  /// kept until what it let go on has run (`awaitsKeptReport`).
  var reportAwaitedSince: Int?
  var keptReportSince: Int?
  /// How long, at most, what a change of the world did in the app waits for its report to be said first.
  static let reportHoldMs = 3_000
  /// Brief: whether `r all` and `r N-M` have been taught once (`shortened`).
  var taughtAll = false
  var taughtRange = false
  /// The last outcomes said, which a status line showing the same is not said after (`withoutRepeats`).
  var recentEvents: [String] = []
  /// Brief: whether text entry's rules have been said once.
  var taughtTextEntry = false
  var progress = ProgressSchedule()
  /// Milliseconds on a steady clock.
  package var now: () -> Int
  /// Typing that began less than this before a change was not typed against it (nobody hears that fast).
  package var graceMs = 250
  /// Everything said so far (scripts look for text in it).
  package private(set) var transcript = ""
  /// Whether `transcript` keeps what is said: a walkthrough's `expect` looks in it; a session read from its
  /// input has no use for it, and it would grow with everything said for as long as the session runs.
  package var keepsTranscript = true
  /// The last line said of its own accord, which is not said again straight after.
  private var lastAutomatic: String?
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
    app.reports.keep()  // What the world's changes came to is said here.
    let model = app.model
    let numbering = AccessibleNumbering(model)
    visits = [Visit(heard: model, numbering: numbering, known: numbering.ids)]
    saidPushes = Set(model.banners.map(\.id))
    seenAppOutcomes = app.store.state.outcomes.count
    heardInBackground = app.store.state.inBackground
    seenInboxOutcomes = app.store.state.inbox.outcomes.count
  }

  package static func steadyMs() -> Int {
    let d = ContinuousClock.now - origin
    return Int(d.components.seconds) * 1_000 + Int(d.components.attoseconds / 1_000_000_000_000_000)
  }
  private static let origin = ContinuousClock.now

  package var store: RootStore { app.store }

  /// The screen as the user last heard it.
  var heard: ScreenModel {
    get { visits[visits.count - 1].heard }
    set { visits[visits.count - 1].heard = newValue }
  }

  var visit: Visit {
    get { visits[visits.count - 1] }
    set { visits[visits.count - 1] = newValue }
  }

  package var help: String {
    AccessibleRenderer.help + " Type sim for the simulation panel (permission, failures, latency), sim help for "
      + "what sim can set at once, log for the last calls the app made, and open for a notification's banner "
      + "while it shows."
  }

  /// The prompt before a line: "> ", or the text field's own while its text is being typed.
  var promptText: String { typing?.prompt ?? "> " }

  /// Echoes what the user typed (when echo is on): each time, even the same line again.
  private func echoInput(_ text: String) {
    guard echo else { return }
    reply([promptText + renderer.userText(text)])
  }

  /// Says the answer to what the user typed: every time, even when it is the same as the last line.
  package func reply(_ lines: [String]) {
    lastAutomatic = nil
    emit(lines)
  }

  /// Says lines the app produces of its own accord (announcements): one the same as the last such line,
  /// with nothing said between them, is left out.
  package func say(_ lines: [String]) {
    var kept: [String] = []
    for line in lines where line != lastAutomatic {
      kept.append(line)
      lastAutomatic = line
    }
    emit(kept)
  }

  /// The one way out of the linear mode, to standard output and the recording: every line is cleaned here,
  /// whatever it quotes (a server's text, a file name), so no control byte leaves and no quoted line break
  /// starts a line of its own.
  private func emit(_ raw: [String]) {
    guard !raw.isEmpty else { return }
    let lines = (renderer.verbose ? raw : shortened(raw)).map(\.lineSafe)
    let text = lines.joined(separator: "\n") + "\n"
    if keepsTranscript { transcript += text }
    // Straight to the descriptor, not through stdio: flushing every stream (fflush(NULL)) would wait for
    // the lock on standard input, which the line reader holds while it waits for the user.
    // A reader that went away loses only this copy: the transcript and the recording still have it. SIGPIPE
    // is ignored (CommandLineTool.start), so the write fails with EPIPE instead of killing the app, and the
    // session then ends quietly with the state saved as it was (every change is saved when it happens).
    // At the prompt, what is said goes on lines of its own, then the prompt again with what was typed.
    // A bare "> " is written over (it would stand alone on a line of its own); a longer prompt, or one with
    // something typed after it, is left as it is and what is said starts below it.
    let start = typed.isEmpty && promptText == "> " ? "\r" : "\n"
    let fitted = outputWidth().map { width in
      lines.flatMap { Self.fit($0, width: width) }.joined(separator: "\n") + "\n"
    }
    let body = fitted ?? text
    let shown = promptShown ? start + body + promptText + typed : body
    if !outputGone, !write(Array(shown.utf8)) {
      outputGone = true
      if errno != EPIPE { outputError = errno }
    }
    recorder?.lines(lines)
  }

  /// The app is working on something the user waits for (the OS prompt waits for the user instead).
  package var busy: Bool {
    store.effectsInFlight > 0 && !store.state.settings.systemPromptVisible && !app.heldByClock
  }

  /// Says what changed since the user last heard the screen, what is still being waited for, and an
  /// output file that stopped being written. Cheap when nothing changed; call it often.
  package func announce() {
    let time = now()
    if awaitsReport(at: time) { return }
    let model = app.model
    // Outcomes and pushes are events: said each time, even when two are alike.
    var events = outcomes(model)
    var lines: [String] = []
    let pushes = model.banners.filter { !saidPushes.contains($0.id) }
    saidPushes.formUnion(pushes.map(\.id))
    let newScreen = model.key != heard.key || model.title != heard.title
    if newScreen && busy && time < holdScreenUntil {
      // The screen waits until the app has checked what it checks on arrival; a push does not.
      events += pushes.map(renderer.bannerLine)
    } else if newScreen {
      events += pushes.map(renderer.bannerLine)
      // However the app left or came back (bg, b, a push opened from the lock screen), it is said first; the
      // panel opened over the lock screen leaves the app where it was.
      let background = store.state.inBackground
      if heardInBackground != background {
        events.append(background ? "Wikipedia went to the background." : "Back in Wikipedia.")
        heardInBackground = background
      }
      lines = arrive(model)
    } else if holdsChanges(model, pushes: pushes, at: time) || awaitsKeptReport(at: time) {
      // Brief: the app's steps on the way to a quick answer ("turning on") are left for the answer itself.
    } else {
      var numbering = visit.numbering
      if model.alert == nil { numbering.follow(model) }
      let announcement = renderer.announce(from: heard, to: model, numbering: numbering, pushes: pushes)
      if model.alert == nil {
        learn(renderer.mentioned(from: heard.rows, to: model.rows, numbering: numbering))
        visit.numbering = numbering
      }
      heard = announcement.heard
      events += announcement.pushes
      lines = announcement.lines
    }
    reply(events)
    say(withoutRepeats(lines, of: events))
    remember()
    typingStillPossible(model)
    // While the OS prompt is up the app waits for the user: nothing is said of waiting.
    let waitingFor = store.state.settings.systemPromptVisible ? nil : renderer.waitingFor(model)
    if let waiting = progress.tick(now: time, waiting: waitingFor) { say([waiting]) }
    if !saidProblem, let problem = outputProblem() {
      saidProblem = true
      say(["Note: \(problem)"])
    }
  }

  package func start() {
    say(startNotes + AccessibleRenderer.languageNote(store.state.app.uiLanguage, ascii: renderer.ascii))
    visits = []
    let model = app.model
    // A push already up when the session starts is said first, as one that arrives would be.
    saidPushes = Set(model.banners.map(\.id))
    reply(model.banners.map(renderer.bannerLine) + arrive(model))
    reply(["Type h for help."])
    remember()
  }

  /// Acts on one line of input at once; false when it asks to quit. `started`: when its first key was
  /// typed (a number means what it meant then); now, for a line that came whole.
  package func input(_ raw: String, started: Int? = nil) -> Bool {
    announce()  // Anything that changed before this line is said first, so the answer comes after it.
    if let field = typing {
      // The line is the field's text, whatever it says (a number, "q"): the user was asked for it.
      echoInput(raw.terminalSafe)
      typing = nil
      enterText(raw, into: field.id)
      holdScreenUntil = now() + Self.screenHoldMs
      announce()
      return true
    }
    let line = raw.terminalSafe.trimmingSpaces
    let input = line.lowercased()
    echoInput(line)  // As typed (a name keeps its capital); the command is read in lower case.
    guard command(input, raw: line, started: started) else { return false }
    holdScreenUntil = now() + Self.screenHoldMs
    announce()
    return true
  }
}
