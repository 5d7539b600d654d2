/// When to say what is still being waited for: once after `first` ms of waiting, then at most every
/// `every` ms, and again from the start after the app has been idle.
public struct ProgressSchedule: Equatable, Sendable {
  public var first = 2_000
  public var every = 10_000
  private var since: Int?
  private var lastSaid: Int?

  public init(first: Int = 2_000, every: Int = 10_000) {
    self.first = first
    self.every = every
  }

  /// Whether to say `waiting` at `now` (ms on any steady clock); nil waiting means the app is idle.
  public mutating func tick(now: Int, waiting: String?) -> String? {
    guard let waiting else {
      since = nil
      lastSaid = nil
      return nil
    }
    let start = since ?? now
    since = start
    if let lastSaid {
      guard now - lastSaid >= every else { return nil }
    } else {
      guard now - start >= first else { return nil }
    }
    lastSaid = now
    return waiting
  }

  /// When `tick` would next say something if the app is still waiting then; nil while it is idle.
  public var nextDue: Int? {
    guard let since else { return nil }
    return lastSaid.map { $0 + every } ?? since + first
  }
}
