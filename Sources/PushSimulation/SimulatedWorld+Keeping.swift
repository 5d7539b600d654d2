import PushCore

/// The world kept between runs: taken after every change, read back at launch.
extension SimulatedWorld {
  /// What the world keeps now; `savedAt` is the wall clock (seconds since 1970) it is taken at.
  public func snapshot(savedAt: Int) -> WorldSnapshot {
    WorldSnapshot(
      server: server, deviceToken: deviceToken, worldMs: clock.nowMs() - startMs, since: since, savedAt: savedAt)
  }

  /// Puts a kept world back, before the app launches: the wikis as they were, and this device's token.
  public func restore(_ snapshot: WorldSnapshot) {
    server = snapshot.server
    deviceToken = snapshot.deviceToken
    since = snapshot.since
  }

  /// Starts keeping the world: `since` is when it began; `sink` hears of every change.
  public func keep(since: Int, _ sink: @escaping @Sendable (WorldSnapshot) -> Void) {
    if self.since == 0 { self.since = since }
    worldSinks.append(sink)
  }

  /// `sink` hears of every change of what the world keeps (the simulation panel follows it).
  public func observe(_ sink: @escaping @Sendable (WorldSnapshot) -> Void) { worldSinks.append(sink) }

  /// The world may have changed: whoever keeps it is handed the newest.
  func worldChanged() {
    guard !worldSinks.isEmpty else { return }
    let snapshot = snapshot(savedAt: 0)
    for sink in worldSinks { sink(snapshot) }
  }
}
