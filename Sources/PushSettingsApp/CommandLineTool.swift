import PushCore
import PushPresentation
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

  static func printError(_ message: String) {
    let bytes = Array("push-settings: \(message)\n".utf8)
    _ = bytes.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
  }

  /// Runs on the main actor: the interface lives on one executor, and its blocking terminal loop leaves
  /// the thread pool to the effects.
  @MainActor
  public static func main(_ arguments: [String]) async -> Int32 {
    if arguments.first == "_state-file-writer", arguments.count == 2 { return stateFileWriter(arguments[1]) }
    let options: LaunchOptions
    do {
      options = try LaunchOptions.parse(arguments)
    } catch {
      printError(error.message)
      return 2
    }
    switch options.command {
    case .help:
      print(LaunchOptions.usage)
      return 0
    case .version:
      print(version)
      return 0
    case .listStates:
      let width = NamedState.all.map(\.name.count).max() ?? 0
      for state in NamedState.all {
        print(state.name + String(repeating: " ", count: width - state.name.count + 2) + state.summary)
      }
      return 0
    case .render(let name):
      guard let named = NamedState.named(name) else {
        printError("render: no state named '\(name.sanitizedForMessage)'; the states are \(NamedState.names)")
        return 2
      }
      let reached = await named.reach()
      let size = options.size ?? (80, 24)
      let glyphs: Glyphs = Terminal.localeIsUTF8() ? .unicode : .ascii
      print(
        reached.snapshot(accessible: options.accessible, glyphs: glyphs, width: size.width, height: size.height),
        terminator: "")
      return 0
    case .run:
      return await run(options)
    }
  }

  static func readScript(_ path: String) throws(UsageError) -> Script {
    guard let text = StateFile.readFile(path) else {
      throw UsageError("--script: cannot read '\(path.sanitizedForMessage)': \(String(cString: strerror(errno)))")
    }
    let name = path.split(separator: "/").last.map(String.init) ?? path
    return try Script.parse(text, name: name.sanitizedForMessage)
  }

  @MainActor
  static func run(_ options: LaunchOptions) async -> Int32 {
    let env: AppEnvironment
    let script: Script?
    var initialUI = UIState()
    // Errors that are logged, not shown (logout's unsubscribe, a failed save) are said once the screen is gone.
    let logged = LogBuffer()
    defer { for line in logged.lines { printError("note: \(line)") } }
    let log: @Sendable (String) -> Void = { logged.append($0) }
    do {
      script = try options.scriptPath.map { path throws(UsageError) in try readScript(path) }
      if let name = options.startState {
        guard let named = NamedState.named(name) else {
          throw UsageError("--state: no state named '\(name.sanitizedForMessage)'; the states are \(NamedState.names)")
        }
        let file = options.stateFile.map { StateFile(path: $0) }
        let reached = await named.reach(persistence: PersistenceClient { state in file?.save(state) }, log: log)
        initialUI = reached.ui
        reached.time.goLive()
        await reached.world.releaseStalls()
        env = try await AppEnvironment.named(reached, options)
      } else {
        env = try await AppEnvironment.live(options, log: log)
        env.store.send(.appLaunched)
      }
    } catch let error as UsageError {
      printError(error.message)
      return 2
    } catch {
      printError("\(error)")
      return 2
    }
    defer { env.trace?.close() }
    for warning in env.warnings { printError("warning: \(warning)") }

    let term = environment("TERM") ?? ""
    let stdoutIsTerminal = isatty(STDOUT_FILENO) != 0 && isatty(STDIN_FILENO) != 0
    var accessible = options.accessible || !(environment("ACCESSIBLE") ?? "").isEmpty || script?.isAccessible == true
    var headless = false
    if !accessible && (term == "dumb" || term.isEmpty || !stdoutIsTerminal) {
      if script != nil {
        headless = true  // A key script without a terminal plays against the screen in memory.
      } else {
        let why = term == "dumb" || term.isEmpty ? "TERM is '\(term)'" : "this is not a terminal"
        printError("\(why), so the full screen is not started; using the accessible mode (--accessible)")
        accessible = true
      }
    }

    let recorder: CastRecorder?
    do {
      recorder = try options.recordPath.map { path throws(UsageError) in
        try CastRecorder(path: path, width: 80, height: 24)
      }
    } catch {
      printError(error.message)
      return 2
    }
    defer { recorder?.close() }

    do {
      if accessible {
        let session = AccessibleSession(
          store: env.store, control: env.control, trace: env.log, recorder: recorder,
          echo: isatty(STDIN_FILENO) == 0 || script != nil)
        if let script { return try await session.play(script) }
        return await session.runInteractive()
      }
      let glyphs: Glyphs = Terminal.localeIsUTF8() ? .unicode : .ascii
      let screen = ScreenSession(
        store: env.store, control: env.control, trace: env.log,
        renderer: FrameRenderer(glyphs: glyphs, color: (environment("NO_COLOR") ?? "").isEmpty), ui: initialUI)
      let session = FullScreenSession(session: screen, recorder: recorder)
      do {
        try session.start(headless: headless, wantColor: (environment("NO_COLOR") ?? "").isEmpty)
      } catch {
        printError("\(error); try --accessible")
        return 1
      }
      if let script {
        let status = try await session.play(script)
        if headless { print(session.screenText(), terminator: "") }
        return status
      }
      return session.runInteractive()
    } catch {
      printError(error.message)
      return 1
    }
  }

  /// A test hook, not for users: saves ever-changing states to PATH as fast as it can, until killed.
  /// The crash-safety test kills it at random moments and checks that the file is always whole.
  static func stateFileWriter(_ path: String) -> Int32 {
    let file = StateFile(path: path)
    var n = 0
    while true {
      n += 1
      let languages = Array(LanguageCode.offered.prefix(1 + n % LanguageCode.offered.count))
      let pending = (0..<(n % 40)).map { i in
        PendingWrite(
          wiki: .language(languages[i % languages.count]), type: NotificationType.allCases[i % 16], value: i % 2 == 0,
          origin: .rollback)
      }
      let state = PersistedState(
        subscribed: n % 2 == 0, wantsPush: n % 3 == 0, languages: languages, pending: pending,
        deviceToken: String(repeating: "ab", count: 32))
      if let failure = file.save(state) {
        printError(failure.message)
        return 1
      }
    }
  }
}

/// Lines logged while the app runs.
final class LogBuffer: Sendable {
  private let storage = Mutex<[String]>([])
  func append(_ line: String) { storage.withLock { $0.append(line) } }
  var lines: [String] { storage.withLock { $0 } }
}
