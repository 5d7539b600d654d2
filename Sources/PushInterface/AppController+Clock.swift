import PushSimulation

extension AppController {
  /// True while the simulated clock is paused and everything in flight waits on it: the reviewer holds the
  /// app, so waiting for it to settle would wait for ever (a typed line is answered at once instead).
  package var heldByClock: Bool {
    guard let clock = control?.clock, clock.isPaused else { return false }
    return store.effectsInFlight <= clock.pending
  }
}
