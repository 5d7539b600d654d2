import PushCore
import Synchronization

/// The simulated world's knobs (permission, token arrival, latency, faults…), held once. The world reads
/// them at every call; the simulation panel, scripts and tests change them here, at once, from any
/// thread, and the world acts on the change from its next call on.
public final class WorldSettings: Sendable {
  private struct Inner {
    var config: SimulationConfig
    var permissionSinks: [@Sendable (PermissionStatus) -> Void] = []
    var changeSinks: [@Sendable () -> Void] = []
  }
  private let inner: Locked<Inner>

  public init(_ config: SimulationConfig) { inner = Locked(Inner(config: config)) }

  public var current: SimulationConfig { inner.withLock { $0.config } }

  /// Changes the knobs; whoever watches the device's permission hears of a change to it.
  @discardableResult
  public func change<T>(_ body: (inout SimulationConfig) -> T) -> T {
    let (result, before, after, sinks, changed) = inner.withLock { inner in
      let before = inner.config
      let result = body(&inner.config)
      let changed = inner.config != before ? inner.changeSinks : []
      return (result, before.permission, inner.config.permission, inner.permissionSinks, changed)
    }
    if before != after { for sink in sinks { sink(after) } }
    for sink in changed { sink() }
    return result
  }

  /// Calls `sink` after every change of the knobs (the simulation panel shows them).
  public func onChange(_ sink: @escaping @Sendable () -> Void) { inner.withLock { $0.changeSinks.append(sink) } }

  /// Calls `sink` whenever the device's OS permission changes (the state file remembers it).
  public func onPermissionChange(_ sink: @escaping @Sendable (PermissionStatus) -> Void) {
    inner.withLock { $0.permissionSinks.append(sink) }
  }

  /// Uses up a fail-once point: true if it was set.
  func consumeOnce(_ point: FailurePoint) -> Bool {
    change { $0.faults.once.remove(point) != nil }
  }
}
