import PushCore

extension ClockClient {
  /// Real time, for the interactive app and the benchmark.
  public static func live() -> ClockClient {
    let clock = ContinuousClock()
    let start = clock.now
    return ClockClient(
      nowMs: {
        Int((clock.now - start).milliseconds)
      },
      sleep: { ms in
        guard ms > 0 else { return }
        try? await Task.sleep(for: .milliseconds(ms))
      })
  }
}
