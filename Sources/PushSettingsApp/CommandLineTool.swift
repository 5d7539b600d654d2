import PushCore
import PushPresentation
import PushSettingsFeature
import PushSimulation

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

  public static func main(_ arguments: [String]) async -> Int32 {
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
      let glyphs: Glyphs = localeIsUTF8() ? .unicode : .ascii
      print(
        reached.snapshot(accessible: options.accessible, glyphs: glyphs, width: size.width, height: size.height),
        terminator: "")
      return 0
    case .run:
      return await run(options)
    }
  }

  static func localeIsUTF8() -> Bool {
    setlocale(LC_ALL, "")
    guard let codeset = nl_langinfo(nl_item(CODESET)) else { return false }
    let name = String(cString: codeset).lowercased()
    return name == "utf-8" || name == "utf8"
  }

  static func run(_ options: LaunchOptions) async -> Int32 {
    let store: Store
    let world: SimulatedWorld
    var warnings: [String] = []
    var initialUI = UIState()
    let log: @Sendable (String) -> Void = { _ in }
    if let name = options.startState {
      guard let named = NamedState.named(name) else {
        printError("--state: no state named '\(name.sanitizedForMessage)'; the states are \(NamedState.names)")
        return 2
      }
      let file = options.stateFile.map { StateFile(path: $0) }
      let reached = await named.reach(persistence: PersistenceClient { state in file?.save(state) }, log: log)
      initialUI = reached.ui
      reached.time.goLive()
      await reached.world.setLatency(options.latencyMs)
      await reached.world.releaseStalls()
      store = reached.store
      world = reached.world
    } else {
      let env: AppEnvironment
      do {
        env = try AppEnvironment.live(options, log: log)
      } catch {
        printError(error.message)
        return 2
      }
      store = env.store
      world = env.world
      warnings = env.warnings
      store.send(.appLaunched)
    }
    _ = world
    for warning in warnings { printError("warning: \(warning)") }

    let term = environment("TERM") ?? ""
    let accessibleAsked = options.accessible || !(environment("ACCESSIBLE") ?? "").isEmpty
    if !accessibleAsked && (term == "dumb" || term.isEmpty || isatty(STDOUT_FILENO) == 0 || isatty(STDIN_FILENO) == 0) {
      let why = term == "dumb" || term.isEmpty ? "TERM is '\(term)'" : "this is not a terminal"
      printError("\(why), so the full screen is not started; using the accessible mode (--accessible)")
    } else if !accessibleAsked {
      let session = FullScreenSession(
        store: store, wantColor: (environment("NO_COLOR") ?? "").isEmpty, ui: initialUI)
      do {
        return try session.run()
      } catch {
        printError("\(error); try --accessible")
        return 1
      }
    }
    return await AccessibleSession(store: store).run()
  }
}
