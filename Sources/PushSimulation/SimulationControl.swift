import PushCore
import Synchronization

/// The world's knobs as the simulation panel and scripts see them: read at once, applied to the world
/// in order. The world reports back what changes on its own (a fail-once used up, a permission answered).
public final class SimulationControl: Sendable {
  public struct Settings: Equatable, Sendable {
    public var permission: PermissionStatus
    public var tokenArrival: TokenArrival
    public var latencyMs: Int
    public var faults: FaultPlan

    public init(permission: PermissionStatus, tokenArrival: TokenArrival, latencyMs: Int, faults: FaultPlan) {
      self.permission = permission
      self.tokenArrival = tokenArrival
      self.latencyMs = latencyMs
      self.faults = faults
    }
  }

  public let world: SimulatedWorld
  private let state: Mutex<(settings: Settings, version: Int)>

  public init(world: SimulatedWorld, config: SimulationConfig) async {
    self.world = world
    state = Mutex(
      (
        Settings(
          permission: await world.permission, tokenArrival: config.tokenArrival, latencyMs: config.latencyMs,
          faults: config.faults), 0
      ))
    await world.addPermissionSink { [weak self] status in self?.state.withLock { $0.settings.permission = status } }
    await world.addConsumedFaultSink { [weak self] point in
      _ = self?.state.withLock { $0.settings.faults.once.remove(point) }
    }
  }

  public var settings: Settings { state.withLock { $0.settings } }

  /// Changes the settings now and sends them to the world; returns once the world has them.
  public func update(_ change: (inout Settings) -> Void) async {
    let (settings, version) = state.withLock {
      change(&$0.settings)
      $0.version += 1
      return ($0.settings, $0.version)
    }
    await world.apply(settings, version: version)
  }

  /// The same, for the interface loop, which must not wait.
  public func updateSoon(_ change: (inout Settings) -> Void) {
    let (settings, version) = state.withLock {
      change(&$0.settings)
      $0.version += 1
      return ($0.settings, $0.version)
    }
    Task { await world.apply(settings, version: version) }
  }

  /// How a failure point is set: not at all, for the next call only, or until cleared.
  public enum FaultMode: String, Sendable, CaseIterable {
    case no
    case once = "next call only"
    case always = "until cleared"
  }

  public func mode(of point: FailurePoint) -> FaultMode {
    let faults = settings.faults
    if faults.always.contains(point) { return .always }
    if faults.once.contains(point) { return .once }
    return .no
  }

  public static func set(_ point: FailurePoint, _ mode: FaultMode, in settings: inout Settings) {
    settings.faults.always.remove(point)
    settings.faults.once.remove(point)
    switch mode {
    case .no: break
    case .once: settings.faults.once.insert(point)
    case .always: settings.faults.always.insert(point)
    }
  }
}

/// Every trace record kept in order, readable at once by the call log.
public final class TraceLog: Sendable {
  private let records = Mutex<[TraceRecord]>([])
  public init() {}
  public func append(_ record: TraceRecord) { records.withLock { $0.append(record) } }
  public var all: [TraceRecord] { records.withLock { $0 } }
  public var count: Int { records.withLock { $0.count } }
  public func suffix(_ n: Int) -> [TraceRecord] { records.withLock { Array($0.suffix(n)) } }
}

extension TraceRecord {
  /// One line of the call log: time, service, wiki, what was asked, and how it went.
  public var logLine: String {
    var what = action
    if let change = param("change") {
      what = "options \(change.replacingPrefix("echo-subscriptions-push-", with: ""))"
    } else if let command = param("command") {
      what = "\(action) \(command)"
    } else if let meta = param("meta") {
      what = meta
    } else if let status = param("status") ?? param("result") {
      what = "\(action) \(status)"
    }
    let place = wiki?.host ?? service
    return "+\(tMs)ms \(place) \(what) " + (error.map { "FAILED \($0)" } ?? "ok")
  }
}
