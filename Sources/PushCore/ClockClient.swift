/// Time, injected so that tests never sleep for real.
public struct ClockClient: Sendable {
  public var nowMs: @Sendable () -> Int
  public var sleep: @Sendable (_ ms: Int) async -> Void
  public init(nowMs: @escaping @Sendable () -> Int, sleep: @escaping @Sendable (Int) async -> Void) {
    self.nowMs = nowMs
    self.sleep = sleep
  }
}
