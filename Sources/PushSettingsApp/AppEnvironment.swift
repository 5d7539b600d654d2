import PushCore
import PushSettingsFeature
import PushSimulation

/// The running app: the simulated world, the store wired to it, and the files it writes.
public struct AppEnvironment: Sendable {
  public let world: SimulatedWorld
  public let store: Store
  public let trace: TraceFile?
  /// Said once at start (a damaged state file, for example).
  public let warnings: [String]

  /// The simulation settings that the launch flags describe.
  public static func config(_ options: LaunchOptions, devicePermission: PermissionStatus?) -> SimulationConfig {
    var config = SimulationConfig()
    config.permission = options.permission ?? devicePermission ?? .notDetermined
    config.promptAnswer = options.answer
    config.tokenArrival = options.tokenArrival
    config.latencyMs = options.latencyMs
    config.faults = options.faults
    config.seed = options.seed
    return config
  }

  /// Builds the app for an interactive run: state file, trace file, live clock.
  public static func live(_ options: LaunchOptions, log: @escaping @Sendable (String) -> Void) throws(UsageError)
    -> AppEnvironment
  {
    let file = StateFile(path: options.stateFile ?? StateFile.defaultPath())
    let loaded = file.load()
    var persisted = loaded.state
    if options.loggedOut { persisted.loggedIn = false }
    if let languages = options.languages { persisted.languages = languages }
    let trace = try options.tracePath.map { path throws(UsageError) in try TraceFile(path: path) }
    let clock = ClockClient.live()
    let world = SimulatedWorld(config: config(options, devicePermission: loaded.devicePermission), clock: clock)
    let store = Store(
      initial: AppState(persisted: persisted),
      clients: world.clients(clock: clock, persistence: PersistenceClient { file.save($0) }, log: log))
    let env = AppEnvironment(
      world: world, store: store, trace: trace, warnings: loaded.warning.map { [$0] } ?? [])
    Task {
      if let trace { await world.addTraceSink { trace.append($0) } }
      await world.addPermissionSink { status in
        if let failure = file.devicePermissionChanged(status) { log("could not save the state file: \(failure)") }
      }
    }
    return env
  }
}
