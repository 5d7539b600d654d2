import PushQATools

extension AppController {
  /// True while the simulated clock is paused and everything in flight waits on it: the reviewer holds the
  /// app, so waiting for it to settle would wait for ever (a typed line is answered at once instead).
  package var heldByClock: Bool {
    guard let control, control.clockPaused else { return false }
    return store.effectsInFlight <= control.clockPending
  }

  /// True while the simulated clock is paused: a held moment, or paused in the simulation panel.
  package var clockPaused: Bool { control?.clockPaused == true }

  /// What the full screen says on its last line while the clock is paused, so that nothing seems stuck.
  package static let heldNote = "Held at this moment (the clock is paused): ! to step or resume it"
  /// The same in the accessible mode, where `!` is not a command: the `sim` commands that do it.
  package static let heldNoteSpoken =
    "Held at this moment (the clock is paused): sim step goes on to the next event, sim resume lets it run."
}
