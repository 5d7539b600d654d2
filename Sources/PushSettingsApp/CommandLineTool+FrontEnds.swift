import PushAppFeature
import PushCore
import PushInterface
import PushLive
import PushPresentation
import PushQATools
import PushSettingsFeature
import PushSimulation
import PushTerminal
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Starting the front ends, and saying what became of the output files.
extension CommandLineTool {
  /// The first output file that stopped being written, for the app to show; else a real wiki's refused login.
  static func outputProblem(_ env: AppEnvironment, _ recorder: CastRecorder?) -> String? {
    env.trace?.failure ?? recorder?.failure ?? env.notice
  }

  /// Says which output file was cut short (a full disk); a run that would have ended well then ends with 1.
  static func outputFilesFailed(trace: TraceFile?, recorder: CastRecorder?, status: Int32) -> Int32 {
    let failures = [trace?.failure, recorder?.failure].compactMap { $0 }
    for failure in failures { printError(failure) }
    return failures.isEmpty || status != 0 ? status : 1
  }

  /// The `--record` cast, if asked for.
  static func openRecorder(_ options: LaunchOptions) throws(UsageError) -> CastRecorder? {
    try options.recordPath.map { path throws(UsageError) in
      try CastRecorder(path: path, term: environment("TERM") ?? "")
    }
  }

  /// The full screen in a terminal, until the user quits or a signal ends it; nil when it could not start
  /// (after saying why), for the caller to fall back to the accessible mode.
  static func fullScreen(
    _ prepared: Prepared, recorder: CastRecorder?, terminal: Result<Terminal, Terminal.StartError>,
    typedAhead: [Key] = []
  ) -> Int32? {
    guard let session = startFullScreen(prepared, recorder: recorder, headless: false, terminal: terminal) else {
      return nil
    }
    return session.runInteractive(typedAhead: typedAhead)
  }

  /// The accessible mode on standard input and output.
  static func accessibleSession(
    _ env: AppEnvironment, recorder: CastRecorder?, brief: Bool, notes: [String] = []
  ) async -> Int32 {
    let typed = isatty(STDIN_FILENO) != 0
    let session = accessibleSession(env, recorder: recorder, echo: !typed, brief: brief, notes: notes)
    return await runAccessible(session)
  }

  /// Runs the accessible mode on standard input: key by key on a terminal that is also standard output (so
  /// a half-typed line survives an announcement), else line by line, paced when typed ahead (not a terminal).
  /// `early`: the terminal's input, when it was taken already (while the app was prepared).
  static func runAccessible(_ session: AccessibleSession, early: EarlyKeys? = nil) async -> Int32 {
    let typed = isatty(STDIN_FILENO) != 0
    session.prompt = typed
    session.keepsTranscript = false  // No walkthrough looks in it.
    let status: Int32
    if isatty(STDOUT_FILENO) != 0 { session.outputWidth = { TerminalInput.columns(of: STDOUT_FILENO) } }
    if typed, isatty(STDOUT_FILENO) != 0, let keys = early?.events ?? TerminalInput.start() {
      defer { TerminalInput.restore() }
      status = await session.runInteractive(keys: keys)
    } else if let lines = early?.lines {
      status = await session.runInteractive(lines, paced: false)
    } else {
      status = await session.runInteractive(paced: !typed)
    }
    return outputFailed(session) ?? status
  }

  /// 1, once said on standard error, when writing the session's output failed (a full disk); nil otherwise.
  static func outputFailed(_ session: AccessibleSession) -> Int32? {
    guard let code = session.outputError else { return nil }
    printError(outputFailure(code))
    return 1
  }

  /// The accessible session around the app; `echo` repeats what was typed when the input is not a terminal.
  static func accessibleSession(
    _ env: AppEnvironment, recorder: CastRecorder?, echo: Bool, brief: Bool, notes: [String] = []
  ) -> AccessibleSession {
    let renderer = AccessibleRenderer(ascii: !Terminal.localeIsUTF8(), verbose: !brief)
    let session = AccessibleSession(
      app: AppController(store: env.store, control: env.control, trace: env.log, annotations: env.annotations),
      recorder: recorder, echo: echo, renderer: renderer)
    session.startNotes = notes
    session.outputProblem = { outputProblem(env, recorder) }
    return session
  }

  /// What TERM says, safe to print.
  static var shownTerm: String {
    guard let term = environment("TERM"), !term.isEmpty else { return "TERM (not set)" }
    return "TERM '\(term.sanitizedForMessage)'"
  }

  /// Colour unless NO_COLOR says otherwise (nothing is said by colour alone).
  static var wantsColor: Bool { (environment("NO_COLOR") ?? "").isEmpty }

  /// Starts ncurses (or the headless screen) around the app, or takes over the `terminal` already started;
  /// nil after saying why it could not.
  static func startFullScreen(
    _ prepared: Prepared, recorder: CastRecorder?, headless: Bool,
    terminal: Result<Terminal, Terminal.StartError>? = nil,
    otherwise: String = "using the accessible mode (--accessible)"
  ) -> FullScreenSession? {
    let wantColor = wantsColor
    let glyphs: Glyphs = Terminal.localeIsUTF8() ? .unicode : .ascii
    let env = prepared.env
    let app = AppController(
      store: env.store, control: env.control, trace: env.log, ui: prepared.initialUI, annotations: env.annotations)
    let screen = ScreenSession(app: app, renderer: FrameRenderer(glyphs: glyphs, color: wantColor))
    let session = FullScreenSession(session: screen, recorder: recorder)
    session.outputProblem = { outputProblem(env, recorder) }
    do {
      if let terminal {
        session.start(on: try terminal.get())
      } else {
        try session.start(headless: headless, wantColor: wantColor)
      }
    } catch {
      printError("\(shownTerm): \(error), so the full screen is not started; \(otherwise)")
      return nil
    }
    session.session.renderer.reverseFocus = !prepared.focusMark
    var notes = prepared.notes
    if session.usedFallbackTerminal {
      let note = "\(shownTerm) is not known on this machine, so the full screen uses \(Terminal.fallbackType)"
      printError(note)
      notes.insert(note, at: 0)
    }
    // The full screen hides what was said on standard error: the first of these shows on its last line.
    // The count first: a long note is cut at a small size, and the count with it.
    session.notice = notes.first.map { notes.count > 1 ? "(1 of \(notes.count), the rest at exit) \($0)" : $0 }
    return session
  }
}
