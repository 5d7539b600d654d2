import PushAppFeature
import PushCore
import PushHTTP
import PushInterface
import PushLive
import PushQATools
import PushSettingsFeature
import PushSimulation

/// The running app: the simulated world, the store wired to it, and the files it writes.
public struct AppEnvironment: Sendable {
  public let world: SimulatedWorld
  public let store: Store
  public let trace: TraceFile?
  /// Every call, for the call log.
  public let log: TraceLog
  /// The panel's and scripts' hold on the world.
  public let control: SimulationControl
  /// Writes the state file off the interface's thread; nil when nothing is saved (a named state).
  public let saver: BackgroundSaver?
  /// Said once at start (a damaged state file, for example).
  public let warnings: [String]
  /// Shown on the screen's last line while the app runs (a real wiki that refused the login).
  public let notice: String?
  /// QA details start shown (`--annotations`, or any QA flag given).
  public var annotations = false

  init(
    world: SimulatedWorld, store: Store, trace: TraceFile?, log: TraceLog, control: SimulationControl,
    saver: BackgroundSaver? = nil, warnings: [String], notice: String? = nil
  ) {
    self.world = world
    self.store = store
    self.trace = trace
    self.log = log
    self.control = control
    self.saver = saver
    self.warnings = warnings
    self.notice = notice
  }

  /// Waits for the saves still being written: called before the app exits.
  public func finish() {
    saver?.finish()
    trace?.close()
  }

  /// The same environment around a named state's world, for `--state`.
  static func named(_ reached: NamedState.Reached, _ options: LaunchOptions) async throws(UsageError) -> AppEnvironment
  {
    let trace = try options.tracePath.map { path throws(UsageError) in try TraceFile(path: path) }
    let traceLog = TraceLog()
    let changes = reached.store.changes
    await reached.world.addTraceSink {
      traceLog.append($0)
      changes.ping()
    }
    reached.world.settings.onChange { changes.ping() }
    if let trace { await reached.world.addTraceSink { trace.append($0) } }
    if let seed = options.seed { await reached.world.reseed(seed) }
    reached.world.settings.change { config in
      config.latencyMs = options.latencyMs
      config.faults.always.formUnion(options.faults.always)
      if options.faults.rate > 0 { config.faults.rate = options.faults.rate }
    }
    let control = SimulationControl(world: reached.world)
    let warnings = PanelModel.unreachable(options.faults, languages: reached.store.state.settings.languages)
    var env = AppEnvironment(
      world: reached.world, store: reached.store, trace: trace, log: traceLog, control: control, warnings: warnings)
    env.annotations = options.showsAnnotations
    return env
  }

  public static func config(_ options: LaunchOptions, devicePermission: PermissionStatus?) -> SimulationConfig {
    var config = SimulationConfig()
    config.permission = options.permission ?? devicePermission ?? .notDetermined
    config.promptAnswer = options.answer
    config.tokenArrival = options.tokenArrival
    config.latencyMs = options.latencyMs
    config.faults = options.faults
    config.seed = options.seed ?? 1
    return config
  }

  /// Builds the app for an interactive run: state file, trace file, live clock; with `--backend`, real wikis.
  public static func live(
    _ options: LaunchOptions, log: @escaping @Sendable (String) -> Void, executor: (any TaskExecutor)? = nil
  ) async throws(UsageError) -> AppEnvironment {
    let real = try RealWikis.load(options)
    // The output files first: one that cannot be written is reported before the state file is touched.
    let trace = try options.tracePath.map { path throws(UsageError) in try TraceFile(path: path) }
    let (file, loaded, stateWarnings) = try stateFile(options)
    var warnings = stateWarnings
    var persisted = loaded.state
    if options.loggedOut { persisted.session.loggedIn = false }
    if let languages = real?.languages ?? options.languages { persisted.session.languages = languages }
    warnings += PanelModel.unreachable(options.faults, languages: persisted.session.languages)
    let refused = await real?.logIn() ?? []
    if !refused.isEmpty { persisted.session.loggedIn = false }
    warnings += refused
    let clock = ClockClient.live()
    let startMs = clock.nowMs()
    let world = SimulatedWorld(config: config(options, devicePermission: loaded.devicePermission), clock: clock)
    let traceLog = TraceLog()
    // What the screens show changes with the store, the call log and the world's knobs: each says so.
    let changes = ChangeSignal()
    world.settings.onChange { changes.ping() }
    let record: @Sendable (TraceRecord) -> Void = { record in
      traceLog.append(record)
      trace?.append(record)
      changes.ping()
    }
    // Saving leaves the interface's thread: the store hands the state over, a background writer writes it.
    let saver = file.map { BackgroundSaver(file: $0) { log("could not save the state file: \($0.message)") } }
    let api = real?.api(clock: clock, startMs: startMs, record: record)
    // With --backend, Echo's real pushes, through the mailbox and the app's service extension.
    var pushes: (@Sendable () async -> AsyncStream<IncomingPush>)?
    if let real, let api, let mailbox = real.mailbox {
      let receiver = RealPushes(
        mailbox: mailbox, world: world, api: api, wikis: real.eventWikis, record: record,
        nowMs: { clock.nowMs() - startMs })
      pushes = { receiver.pushes() }
    }
    if let problem = real?.mailboxProblem { warnings.append(problem) }
    let store = Store(
      initial: AppState(persisted: persisted),
      clients: .simulated(
        world, clock: clock, api: api, pushes: pushes, persistence: saver?.client ?? .none, bannerWait: clock.sleep,
        log: log),
      changes: changes, executor: executor)
    if options.inbox > 0 {
      await world.seedInbox(
        count: options.inbox, wikis: persisted.session.fanOutWikis + [.language("fr")])
    }
    await world.addTraceSink(record)
    await world.addPermissionSink { status in saver?.devicePermissionChanged(status) }
    var env = AppEnvironment(
      world: world, store: store, trace: trace, log: traceLog,
      control: SimulationControl(
        world: world, wikisAreReal: real != nil,
        events: real.flatMap { LocalEvents.make($0, record: record, nowMs: { clock.nowMs() - startMs }) }),
      saver: saver,
      warnings: warnings, notice: RealWikis.notice(refused))
    env.annotations = options.showsAnnotations
    return env
  }

  /// `--state-file`, else the default; with `--backend` the default is `state-backend.json`: a simulated
  /// session's subscription or pending writes mean nothing to real wikis (a pending write would reach them).
  static func statePath(_ options: LaunchOptions, default path: String?) -> String? {
    if let given = options.stateFile { return given }
    guard let path, options.backendPath != nil, path.hasSuffix(".json") else { return path }
    return String(path.dropLast(".json".count)) + "-backend.json"
  }

  /// The state file the flags and the environment name, loaded (defaults and a warning if it cannot be).
  static func stateFile(_ options: LaunchOptions) throws(UsageError) -> (StateFile?, StateFile.Loaded, [String]) {
    var warnings: [String] = []
    let file: StateFile?
    if options.fresh {
      file = nil
    } else if let path = statePath(options, default: StateFile.defaultPath()) {
      if StateFile.existsButIsNotARegularFile(path) {
        let flag = options.stateFile == nil ? "the state file" : "--state-file"
        throw UsageError("\(flag): '\(path.sanitizedForMessage)' is not a regular file")
      }
      file = StateFile(path: path)
    } else {
      file = nil
      warnings.append("neither XDG_STATE_HOME nor HOME is set, so nothing is saved (give --state-file PATH)")
    }
    let loaded = file?.load() ?? StateFile.Loaded(state: PersistedState())
    if let warning = loaded.warning { warnings.append(warning) }
    return (file, loaded, warnings)
  }
}
