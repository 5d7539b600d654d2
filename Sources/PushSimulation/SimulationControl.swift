import PushCore
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
  private let kept = Mutex<(since: Int, summary: String)?>(nil)
  public var keptWorld: (since: Int, summary: String)? { kept.withLock { $0 } }
  public func worldKept(since: Int, summary: String) { kept.withLock { $0 = (since, summary) } }

  /// The wikis as they were after their latest change (the panel shows each wiki's values from it).
  private let seen = Mutex<WorldSnapshot?>(nil)
  public var server: WorldSnapshot? { seen.withLock { $0 } }
  public func serverChanged(_ snapshot: WorldSnapshot) { seen.withLock { $0 = snapshot } }

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
    } else if service == "describe", let article = param("title") ?? param("id") {
      // Which article's description: the page on English, the item (and language) on Wikidata.
      what =
        "\(action) \(article)" + (param("language").map { " \($0)" } ?? "") + (param("by").map { " by \($0)" } ?? "")
    }
    let place = wiki?.host ?? service
    // A push the rule kept from the device (a type off there, no subscription) is the rule working, not a
    // failed call.
    let notShown = service == "apns" && action == "push"
    return "+\(tMs)ms \(place) \(what) " + (error.map { notShown ? "not shown (\($0))" : "FAILED \($0)" } ?? "ok")
  }
}
