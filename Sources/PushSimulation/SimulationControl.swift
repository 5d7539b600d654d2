import PushCore
import PushWikiClient
import Synchronization

/// The simulation panel's and scripts' hold on the world: its knobs, read and changed at once.
public final class SimulationControl: Sendable {
  public let world: SimulatedWorld
  /// True when the wikis are real (`--backend`): the world then serves only the device and APNs, so its
  /// wiki failures, failure rate and latency do not apply.
  public let wikisAreReal: Bool
  /// With `--backend` and an other editor in the backend file: events made for real on the wikis.
  public let events: RealEvents?
  /// The world's clock, which the panel pauses, resumes and steps; nil where time is not held (tests).
  public let clock: HeldClock?
  /// Every call made, for saying what a step of the clock came to.
  public let trace: TraceLog?

  public init(
    world: SimulatedWorld, wikisAreReal: Bool = false, events: RealEvents? = nil, clock: HeldClock? = nil,
    trace: TraceLog? = nil
  ) {
    self.world = world
    self.wikisAreReal = wikisAreReal || events != nil
    self.events = events
    self.clock = clock
    self.trace = trace
  }

  public var settings: SimulationConfig { world.settings.current }

  /// What the kept world holds, in words, and since when (seconds since 1970); nil when nothing is kept.
  private let kept = Locked<(since: Int, summary: String)?>(nil)
  public var keptWorld: (since: Int, summary: String)? { kept.withLock { $0 } }
  public func worldKept(since: Int, summary: String) { kept.withLock { $0 = (since, summary) } }

  /// The wikis as they were after their latest change (the panel shows each wiki's values from it).
  private let seen = Locked<WorldSnapshot?>(nil)
  public var server: WorldSnapshot? { seen.withLock { $0 } }
  public func serverChanged(_ snapshot: WorldSnapshot) {
    // The panel shows the wikis' values, not the notifications: a copy of the inbox held here made the
    // world copy it whole at the next notification.
    var values = snapshot
    values.server.inbox = SimulatedInbox()
    seen.withLock { $0 = values }
  }

  /// Follows the world from now on: the panel sees every change of what the wikis store.
  public func follow() async {
    serverChanged(await world.snapshot(savedAt: 0))
    await world.observe { [weak self] snapshot in self?.serverChanged(snapshot) }
  }

  /// Changes the knobs; the world acts on them from its next call on.
  public func update(_ change: (inout SimulationConfig) -> Void) { world.settings.change(change) }

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

  public static func set(_ point: FailurePoint, _ mode: FaultMode, in settings: inout SimulationConfig) {
    settings.faults.always.remove(point)
    settings.faults.once.remove(point)
    switch mode {
    case .no: break
    case .once: settings.faults.once.insert(point)
    case .always: settings.faults.always.insert(point)
    }
  }
}
