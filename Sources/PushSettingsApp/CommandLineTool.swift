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

/// The executable's whole behaviour: parse, pick a mode, run it, return the exit status.
public enum CommandLineTool {
  public static let version = "push-settings 0.1.0"

  static func environment(_ name: String) -> String? { getenv(name).map { String(cString: $0) } }

  /// The arguments, without the program name; a file name that is not UTF-8 keeps its bytes.
  public static func arguments() -> [String] { RawBytes.arguments() }

  /// Every line goes through the same sanitiser, whatever it quotes (a path, TERM, a server's text): nothing
  /// from outside reaches the terminal as an escape sequence, a bidirectional override or a stray newline.
  static func printError(_ message: String) {
    let lines = message.split(separator: "\n", omittingEmptySubsequences: false).map { String($0).terminalSafe }
    let bytes = Array("push-settings: \(lines.joined(separator: "\n"))\n".utf8)
    _ = writeAll(STDERR_FILENO, bytes)
  }

  /// Writes to standard output; on a failure (a full disk, a closed device) says so on standard error and
  /// returns false. A reader that went away (EPIPE) is not a failure worth a word: `| head` is normal.
  static func printOut(_ text: String) -> Bool {
    guard !writeAll(STDOUT_FILENO, Array(text.utf8)) else { return true }
    if errno != EPIPE { printError(outputFailure(errno)) }
    return errno == EPIPE
  }

  static func outputFailure(_ code: Int32) -> String {
    "writing standard output failed (\(String(cString: strerror(code))))"
  }

  /// The whole run, from the executable's main thread: the flags are parsed and the mode decided once;
  /// the interactive full screen stays on this thread (its loop blocks on the terminal and leaves the
  /// thread pool to the effects); every other mode runs as a task while the thread waits. No async `main`,
  /// so the thread is never handed to `dispatch_main`, which ends it with pthread_exit: that unwound the
  /// stack, and in a static binary the unwinder first sorts every frame record of the program (8 ms).
  public static func start(_ arguments: [String]) -> Int32 {
    // A reader of our output that goes away (`| head`) makes writes fail with EPIPE, which each writer
    // handles (the accessible mode ends quietly, --trace to a FIFO is reported), instead of killing us.
    signal(SIGPIPE, SIG_IGN)
    var options: LaunchOptions
    let script: Script?
    let plan: LaunchPlan
    do throws(UsageError) {
      options = try LaunchOptions.parse(arguments)
      script = try options.scriptPath.map { path throws(UsageError) in try readScript(path) }
      if let script, let path = options.scriptPath {
        let folder = path.contains("/") ? String(path[..<path.lastIndex(of: "/")!]) : "."
        for note in try options.adopt(script, folder: folder) { printError(note) }
      }
      plan = try LaunchPlan.make(
        options, scriptIsAccessible: script.map(\.isAccessible), environment: launchEnvironment())
      try checkOutputsDoNotReplaceInputs(options)
    } catch {
      printError(error.message)
      return 2
    }
    let adopted = options
    switch plan.mode {
    case .fullScreen: return runInteractiveFullScreen(adopted)
    case .help, .version, .listStates, .render, .gallery:
      return Blocking.pumped { pump in await run(plan, adopted, script, executor: pump) }
    case .script, .accessible: return Blocking.wait { await run(plan, adopted, script) }
    }
  }

  /// `--trace` and `--record` are written from scratch: one that names the state file, the script, the
  /// scenario, the backend file or the other output would destroy it. Checked before anything is opened.
  static func checkOutputsDoNotReplaceInputs(_ options: LaunchOptions) throws(UsageError) {
    let state =
      options.fresh || options.startState != nil
      ? nil : AppEnvironment.statePath(options, default: StateFile.defaultPath())
    let inputs: [(String, String?)] = [
      ("the state file", state), ("--script", options.scriptPath), ("--scenario", options.scenarioPath),
      ("--backend", options.backendPath),
    ]
    for (flag, output) in [("--trace", options.tracePath), ("--record", options.recordPath)] {
      guard let output else { continue }
      for (name, input) in inputs where input.map({ SameFile.check(output, $0) }) ?? false {
        throw UsageError("\(flag) '\(output.sanitizedForMessage)' is \(name): writing there would destroy it")
      }
    }
    if let trace = options.tracePath, let record = options.recordPath, SameFile.check(trace, record) {
      throw UsageError("--trace and --record name one file; give each its own")
    }
  }

  static func launchEnvironment() -> LaunchPlan.Environment {
    LaunchPlan.Environment(
      term: environment("TERM") ?? "", accessibleVariable: environment("ACCESSIBLE") ?? "",
      stdinIsTerminal: isatty(STDIN_FILENO) != 0, stdoutIsTerminal: isatty(STDOUT_FILENO) != 0)
  }

  /// Every mode but the interactive full screen.
  /// `executor`: where the named states' stores run their effects (render, gallery).
  static func run(
    _ plan: LaunchPlan, _ options: LaunchOptions, _ script: Script?, executor: (any TaskExecutor)? = nil
  ) async -> Int32 {
    switch plan.mode {
    case .help:
      return printOut(LaunchOptions.usage) ? 0 : 1
    case .version:
      return printOut(version + "\n") ? 0 : 1
    case .listStates:
      let width = NamedState.all.map(\.name.count).max() ?? 0
      let lines = NamedState.all.map {
        $0.name + String(repeating: " ", count: width - $0.name.count + 2) + $0.summary + "\n"
      }
      return printOut(lines.joined()) ? 0 : 1
    case .render(let name):
      return await render(name, options, executor: executor)
    case .gallery(let names):
      return await gallery(names, options, executor: executor)
    case .fullScreen, .script, .accessible:
      return await run(plan, options, script: script)
    }
  }

  static func render(_ name: String, _ options: LaunchOptions, executor: (any TaskExecutor)? = nil) async -> Int32 {
    guard let named = NamedState.named(name) else {
      printError("render: no state named '\(name.sanitizedForMessage)'; the states are \(NamedState.names)")
      return 2
    }
    let reached = await named.inLanguage(options.uiLanguage).reach(executor: executor)
    for choice in options.choices() { reached.store.send(choice) }
    let size = options.size ?? (80, 24)
    let glyphs: Glyphs = Terminal.localeIsUTF8() ? .unicode : .ascii
    if options.ansiColor {
      // As the screen shows it: in colour unless NO_COLOR says otherwise; the QA details as asked for.
      let frame = FrameRenderer(glyphs: glyphs, color: wantsColor).render(
        ScreenModel(reached.store.state).annotated(options.showsAnnotations), ui: reached.ui, width: size.width,
        height: size.height
      ).frame
      // A theme chosen in the state (or given with --theme) is painted as a 256-colour terminal shows it.
      let palette =
        wantsColor ? reached.store.state.paintedTheme.flatMap { TerminalPalette($0, depth: .xterm256) } : nil
      return printOut(frame.ansi(palette: palette)) ? 0 : 1
    }
    // Plain text has no dim: what dim shows (a row left out, a switch on its way) is said in words.
    let snapshot = reached.snapshot(
      accessible: options.accessible, glyphs: glyphs, width: size.width, height: size.height,
      annotations: options.showsAnnotations, dim: false)
    return printOut(snapshot) ? 0 : 1
  }

  static func readScript(_ path: String) throws(UsageError) -> Script {
    let text: String
    switch StateFile.readFile(path) {
    case .success(let read): text = read
    case .failure(let failure):
      throw UsageError("--script: cannot read '\(path.sanitizedForMessage)': \(failure.reason)")
    }
    let name = path.split(separator: "/").last.map(String.init) ?? path
    return try Script.parse(text, name: name.sanitizedForMessage)
  }

  /// What every run starts from: the app wired up, and where the focus starts.
  struct Prepared: Sendable {
    var env: AppEnvironment
    var initialUI: UIState
    /// A scenario's description, said as the app starts.
    var description: String? = nil
    /// A named state that is a moment, held on a paused clock.
    var held = false
    /// `--focus mark`: the focused row without reverse video.
    var focusMark = false

    /// What the full screen shows on its last line at start: the warnings (said on standard error, which the
    /// full screen hides), then the scenario's description. A held moment is said there while the clock is
    /// paused (`FullScreenSession.heldNote`), not only until the first key.
    var notes: [String] {
      env.warnings.map { "Warning: \($0)" } + (description.map { ["Scenario: \($0.terminalSafe)"] } ?? [])
    }

    /// What the accessible mode says at start: the held moment (with the commands that step or resume it)
    /// and the scenario's description.
    var startNotes: [String] {
      (held ? [AppController.heldNoteSpoken] : []) + (description.map { ["Scenario: \($0.terminalSafe)"] } ?? [])
    }
  }

  /// A script, or the accessible mode: the app prepared, then driven until it ends.
  static func run(_ plan: LaunchPlan, _ options: LaunchOptions, script: Script?) async -> Int32 {
    // Errors that are logged, not shown (logout's unsubscribe, a failed save) are said once the screen is gone.
    let logged = LogBuffer()
    defer { for line in logged.lines { printError("note: \(line)") } }
    let (prepared, recorder, keys): (Prepared, CastRecorder?, EarlyKeys?)
    switch await start(plan, options, script: script, log: { logged.append($0) }) {
    case .ended(let status): return status
    case .started(let ready, let opened, let early): (prepared, recorder, keys) = (ready, opened, early)
    }
    defer { recorder?.close() }
    let env = prepared.env
    if let notice = plan.notice { printError(notice) }
    for warning in env.warnings { printError("warning: \(warning)") }
    recorder?.begin()
    let status: Int32
    do throws(ScriptFailure) {
      status = try await drive(plan, options, script: script, prepared: prepared, recorder: recorder, keys: keys)
    } catch {
      printError(error.message)
      status = 1
    }
    env.finish()
    return outputFilesFailed(trace: env.trace, recorder: recorder, status: status)
  }

  /// The app prepared for `run`, or the status to end with when it never got that far.
  enum Start {
    case started(Prepared, CastRecorder?, EarlyKeys?)
    case ended(Int32)
  }

  private static func start(
    _ plan: LaunchPlan, _ options: LaunchOptions, script: Script?, log: @escaping @Sendable (String) -> Void
  ) async -> Start {
    do throws(UsageError) {
      // The recording is opened first, so that a path it cannot write is said before anything is changed.
      let recorder = try openRecorder(options)
      // The accessible mode says what it waits for before the first screen (the logins, with --backend).
      let accessible = plan.mode == .accessible
      let keys = accessible && script == nil ? EarlyKeys() : nil
      switch try await prepare(options, log: log, saying: accessible, keys: keys) {
      case .ready(let ready): return .started(ready, recorder, keys)
      case .quit(let status):
        // Nothing of the app has changed yet, so nothing is saved; the logins are left to the process's end.
        TerminalInput.restore()
        if status == 0 { _ = writeAll(STDOUT_FILENO, Array("Goodbye.\n".utf8)) }
        recorder?.close()
        return .ended(status)
      }
    } catch {
      TerminalInput.restore()
      printError(error.message)
      return .ended(2)
    }
  }

  /// Plays the script, or runs the accessible mode, on the prepared app; the status to end with.
  private static func drive(
    _ plan: LaunchPlan, _ options: LaunchOptions, script: Script?, prepared: Prepared, recorder: CastRecorder?,
    keys: EarlyKeys?
  ) async throws(ScriptFailure) -> Int32 {
    switch plan.mode {
    case .script(let headless):
      guard let script else { return 1 }
      // A key script whose terminal cannot be described plays against the screen in memory.
      guard
        let session = startFullScreen(
          prepared, recorder: recorder, headless: headless, otherwise: "the script plays in memory")
          ?? startFullScreen(prepared, recorder: recorder, headless: true, otherwise: "")
      else { return 1 }
      if let size = options.size { session.headlessSize = size }
      let pace = options.scriptPace(inTerminal: !headless)
      let status = try await session.play(script, pace: pace, hold: options.scriptHold(pace: pace))
      if headless, !printOut(session.screenText()) { return 1 }
      return status
    default:
      let session = accessibleSession(
        prepared.env, recorder: recorder, echo: isatty(STDIN_FILENO) == 0 || script != nil, brief: options.brief,
        notes: prepared.startNotes)
      if let script {
        let status = try await session.play(
          script, pace: options.scriptPace(inTerminal: isatty(STDOUT_FILENO) != 0))
        return outputFailed(session) ?? status
      }
      return await runAccessible(session, early: keys)
    }
  }
}

/// One value handed from one thread to another, taken once.
final class Handoff<Value: Sendable>: Sendable {
  private let value = Locked<Value?>(nil)
  func put(_ new: Value) { value.withLock { $0 = new } }
  func take() -> Value? { value.withLock { $0.take() } }
}
