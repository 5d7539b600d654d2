import PushAppFeature
import PushCore
import PushHTTP
import PushInterface
import PushLive
import PushPresentation
import PushQATools
import PushSettingsFeature
import PushSimulation
import PushWikiClient

/// The running app: the simulated world, the store wired to it, and the files it writes.
public struct AppEnvironment: Sendable {
  public let world: SimulatedWorld
  public let store: RootStore
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
    world: SimulatedWorld, store: RootStore, trace: TraceFile?, log: TraceLog, control: SimulationControl,
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
    let clock = reached.time.live
    clock?.onChange { changes.ping() }
    let control = SimulationControl(world: reached.world, clock: clock, trace: traceLog)
    await control.follow()
    let warnings = PanelModel.unreachable(options.faults, languages: reached.store.state.settings.languages)
    for choice in options.choices() { reached.store.send(choice) }
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

  /// What the app is waiting for before it can start: the state it will start from, and what to say
  /// ("Logging in to en.wikipedia.org and 3 other wikis…").
  public typealias Waiting = @Sendable (_ state: AppState, _ message: String) -> Void

  /// Builds the app for an interactive run: state file, trace file, live clock; with `--backend`, real wikis.
  /// `waiting` is told before the logins, which a stalling wiki can hold up to the read time-out.
  public static func live(
    _ options: LaunchOptions, log: @escaping @Sendable (String) -> Void, executor: (any TaskExecutor)? = nil,
    waiting: Waiting = { _, _ in }
  ) async throws(UsageError) -> AppEnvironment {
    let real = try RealWikis.load(options)
    // The output files first: one that cannot be written is reported before the state file is touched.
    let trace = try options.tracePath.map { path throws(UsageError) in try TraceFile(path: path) }
    let (file, loaded, stateWarnings) = try stateFile(options)
    var persisted = loaded.state
    if options.loggedOut { persisted.session.loggedIn = false }
    if let languages = real?.languages ?? options.languages { persisted.session.languages = languages }
    // A bot password's user is the name before its "@".
    if let real { persisted.session.userName = String(real.backend.username.prefix { $0 != "@" }).terminalSafe }
    var warnings = stateWarnings + PanelModel.unreachable(options.faults, languages: persisted.session.languages)
    if let real { waiting(AppState(persisted: persisted), real.loggingInMessage) }
    let refused = await real?.logIn() ?? []
    if !refused.isEmpty { persisted.session.loggedIn = false }
    warnings += refused
    // Real time, which the panel can hold (pause, resume, step).
    let held = HeldClock()
    let clock = held.client
    let startMs = clock.nowMs()
    var simulation = config(options, devicePermission: loaded.devicePermission)
    simulation.extensionLanguage = (options.uiLanguage ?? persisted.uiLanguage).mediaWikiCode
    let world = SimulatedWorld(config: simulation, clock: clock)
    // What the simulated wikis kept when the app last ran, as a real server keeps it (not with real wikis).
    let restored = real == nil ? await restoreWorld(world, loaded, options, file: file, warnings: &warnings) : nil
    let traceLog = TraceLog()
    // What the screens show changes with the store, the call log and the world's knobs: each says so.
    let changes = ChangeSignal()
    world.settings.onChange { changes.ping() }
    held.onChange { changes.ping() }
    let record: @Sendable (TraceRecord) -> Void = { record in
      traceLog.append(record)
      trace?.append(record)
      changes.ping()
    }
    // Saving leaves the interface's thread: the store hands the state over, a background writer writes it.
    let saver = file.map { BackgroundSaver(file: $0) { log("could not save the state file: \($0.message)") } }
    let api = real?.api(clock: clock, startMs: startMs, record: record)
    let receiver = realPushes(
      real, api: api, world: world, uselang: simulation.extensionLanguage, record: record,
      nowMs: { clock.nowMs() - startMs })
    if let problem = real?.mailboxProblem { warnings.append(problem) }
    let store = RootStore(
      initial: AppState(persisted: persisted),
      clients: .simulated(
        world, clock: clock, api: api, pushes: receiver.map(Self.pushes), persistence: saver?.client ?? .none,
        bannerWait: clock.sleep, extensionLanguage: receiver.map(Self.extensionLanguage), log: log),
      changes: changes, executor: executor)
    for choice in options.choices() { store.send(choice) }
    await seedInbox(
      world, options, wikis: persisted.session.fanOutWikis + [.outside(persisted.session.languages)],
      restored: restored, warnings: &warnings)
    await world.addTraceSink(record)
    await world.addPermissionSink { status in saver?.devicePermissionChanged(status) }
    let control = SimulationControl(
      world: world, wikisAreReal: real != nil,
      events: real.flatMap { LocalEvents.make($0, record: record, nowMs: { clock.nowMs() - startMs }) },
      clock: held, trace: traceLog)
    await control.follow()
    if let saver, real == nil { await keepWorld(world, saver: saver, control: control, saveNow: restored == nil) }
    var env = AppEnvironment(
      world: world, store: store, trace: trace, log: traceLog, control: control, saver: saver, warnings: warnings,
      notice: RealWikis.notice(refused))
    env.annotations = options.showsAnnotations
    return env
  }

  static func pushes(_ receiver: RealPushes) -> @Sendable () async -> AsyncStream<IncomingPush> {
    { receiver.pushes() }
  }

  static func extensionLanguage(_ receiver: RealPushes) -> @Sendable (String?) async -> Void {
    { code in receiver.uselang.withLock { $0 = code } }
  }

  /// With --backend, Echo's real pushes, through the mailbox and the app's service extension.
  static func realPushes(
    _ real: RealWikis?, api: APIClient?, world: SimulatedWorld, uselang: String?,
    record: @escaping @Sendable (TraceRecord) -> Void,
    nowMs: @escaping @Sendable () -> Int
  ) -> RealPushes? {
    guard let real, let api, let mailbox = real.mailbox else { return nil }
    return RealPushes(
      mailbox: mailbox, world: world, api: api, wikis: real.eventWikis, uselang: uselang,
      secrets: SecretWithholding(real.backend),
      record: record, nowMs: nowMs)
  }

  /// `--inbox N`: the simulated wikis (the app's and one outside them) start with N notifications, unless they
  /// kept what they held.
  static func seedInbox(
    _ world: SimulatedWorld, _ options: LaunchOptions, wikis: [Wiki], restored: WorldSnapshot?,
    warnings: inout [String]
  ) async {
    guard options.inbox > 0 else { return }
    if let restored {
      warnings.append(
        "--inbox \(options.inbox) is not used: the wikis kept what they held (\(restored.summary)); "
          + "--reset-world starts them new")
    } else {
      await world.seedInbox(count: options.inbox, wikis: wikis)
    }
  }

  /// Puts back the world the state file kept, unless `--reset-world`. An entry of it that cannot be read is
  /// left out and said; a kept world that cannot be read at all is said, and the wikis start new (the app's
  /// own state is still read). Either way the next save would replace what could not be read, so the whole
  /// file is kept aside first, as a damaged file is (issue 34, B7).
  static func restoreWorld(
    _ world: SimulatedWorld, _ loaded: StateFile.Loaded, _ options: LaunchOptions, file: StateFile?,
    warnings: inout [String]
  ) async -> WorldSnapshot? {
    guard let kept = loaded.world, !options.resetWorld else { return nil }
    var skipped: [String] = []
    do throws(WorldSnapshot.ReadError) {
      let snapshot = try WorldSnapshot(json: kept, now: WallClock.seconds(), skipped: &skipped)
      if let first = skipped.first {
        let more = skipped.count > 1 ? " (and \(skipped.count - 1) more)" : ""
        warnings.append(
          "the kept world's \(first) cannot be read\(more), so it was left out and the rest kept"
            + (file?.keepCopyAside() ?? ""))
      }
      await world.restore(snapshot)
      return snapshot
    } catch {
      warnings.append("\(error.message), so the simulated wikis start new" + (file?.keepCopyAside() ?? ""))
      return nil
    }
  }

  /// From now on every change of the world is saved with the app's state, and the panel says what it holds.
  /// `saveNow`: a new world (none was kept, or `--reset-world`) replaces what the file kept at once, even if
  /// nothing changes before the app quits.
  static func keepWorld(_ world: SimulatedWorld, saver: BackgroundSaver, control: SimulationControl, saveNow: Bool)
    async
  {
    let since = WallClock.seconds()
    await world.keep(since: since) { snapshot in
      control.worldKept(since: snapshot.since, summary: snapshot.summary)
      saver.worldChanged {
        var kept = snapshot
        kept.savedAt = WallClock.seconds()
        return kept.json
      }
    }
    let now = await world.snapshot(savedAt: since)
    control.worldKept(since: now.since, summary: now.summary)
    if saveNow { saver.worldChanged { now.json } }
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
      if options.stateFile != nil, let folder = StateFile.missingFolder(of: path) {
        throw UsageError(
          "--state-file: there is no folder '\(folder.sanitizedForMessage)' to keep it in; make it first")
      }
      if StateFile.existsButIsNotARegularFile(path) {
        let flag = options.stateFile == nil ? "the state file" : "--state-file"
        throw UsageError("\(flag): '\(path.sanitizedForMessage)' is not a regular file")
      }
      // A file the user named that is not ours is left alone: a damaged state file is moved aside, and this
      // one would be (the default path is ours, so whatever is there is taken as a damaged state file).
      if options.stateFile != nil, StateFile.holdsSomethingElse(path) {
        throw UsageError(
          "--state-file: '\(path.sanitizedForMessage)' is not a push-settings state file (it is not JSON with a "
            + "\"version\" number), so it was left as it is; name a new file, or remove that one first")
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
