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

/// Preparing the app the flags describe, before a front end shows it.
extension CommandLineTool {
  /// Builds the app the flags describe: a named state driven to its place, or the live app launched.
  static func prepare(
    _ options: LaunchOptions, log: @escaping @Sendable (String) -> Void, executor: (any TaskExecutor)? = nil,
    waiting: AppEnvironment.Waiting = { _, _ in }
  ) async throws(UsageError) -> Prepared {
    guard let name = options.startState else {
      let env = try await AppEnvironment.live(options, log: log, executor: executor, waiting: waiting)
      env.store.send(.appLaunched)
      // `--open`: each screen opened as a tap on its row would, which keeps the focus there for the way back.
      var ui = UIState()
      for screen in options.open {
        let shown = ScreenModel(env.store.state)
        if let row = shown.rows.first(where: { $0.activation == .send(.opened(screen)) }) {
          ui.focus[shown.key] = row.id
        }
        env.store.send(.opened(screen))
      }
      return Prepared(
        env: env, initialUI: ui, description: options.scenarioDescription, focusMark: options.focusMark)
    }
    if options.backendPath != nil {
      throw UsageError("--state cannot be combined with --backend: a named state runs on simulated wikis")
    }
    guard let named = NamedState.named(name) else {
      throw UsageError("--state: no state named '\(name.sanitizedForMessage)'; the states are \(NamedState.names)")
    }
    // A named state lives in memory: saving it would replace a state file it never read.
    let reached = await named.inLanguage(options.uiLanguage).reach(log: log, executor: executor)
    // A state that is a moment (calls hanging mid-way) is held there, on a paused clock, until the reviewer
    // resumes or steps it in the panel; the calls go on then.
    let clock = reached.time.goLive(paused: named.isMoment)
    if named.isMoment {
      let world = reached.world
      await clock.hold { await world.releaseStalls() }
    } else {
      await reached.world.releaseStalls()
    }
    return Prepared(
      env: try await AppEnvironment.named(reached, options), initialUI: reached.ui,
      description: options.scenarioDescription, held: named.isMoment, focusMark: options.focusMark)
  }

  /// The app prepared, or how the user quit first.
  enum Preparation {
    case ready(Prepared)
    case quit(status: Int32)
  }

  /// Prepares the app (`saying` what it waits for on standard output); with the terminal's `keys`, a quit typed
  /// meanwhile ends the wait at once.
  static func prepare(
    _ options: LaunchOptions, log: @escaping @Sendable (String) -> Void, saying: Bool, keys: EarlyKeys?
  ) async throws(UsageError) -> Preparation {
    let preparing = { @Sendable () async -> Result<Prepared, UsageError> in
      do throws(UsageError) {
        return .success(
          try await prepare(options, log: log) { _, message in
            if saying { _ = writeAll(STDOUT_FILENO, Array((message + "\n").utf8)) }
          })
      } catch {
        return .failure(error)
      }
    }
    guard let keys else { return .ready(try await preparing().get()) }
    switch await keys.first(preparing) {
    case .success(let result): return .ready(try result.get())
    case .failure(let quit): return .quit(status: quit.status)
    }
  }
}
