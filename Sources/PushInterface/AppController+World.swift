import PushCore
import PushQATools

extension AppController {
  /// What became of a command to the world: refused (and why), nothing to do (and why), or started (what
  /// it came to is reported when it ends, as the panel's changes are).
  package enum WorldReply: Equatable {
    case refused(String)
    case unchanged(String)
    case started
  }

  /// Carries out a command of the world's vocabulary, whoever gave it: a walkthrough's step or `sim`.
  package func run(_ command: WorldCommand) -> WorldReply {
    guard let control else { return .refused("panel: not available here (the wikis are not simulated)") }
    switch command {
    case .change(let change):
      simulate(change)
    case .sendAtRandom:
      if let types = control.raisableTypes {
        // Real wikis have no random notification: an event is made for real, of a type named.
        return .refused(
          "send: the wikis are real, so name a type they can raise: "
            + types.map { $0.label.lowercased() }.joined(separator: ", ") + "; then optionally on and a wiki")
      }
      _ = perform([.panel(.sendNotification)])
    case .stream(let on):
      if control.raisableTypes != nil {
        return .refused("stream: the wikis are real, so there is no steady stream; send and a type makes one event")
      }
      guard control.streamOn != on else {
        return .unchanged(on ? "The steady stream is already on." : "The steady stream is already off.")
      }
      _ = perform([.panel(.toggleNotificationStream)])
    case .clock(let step):
      guard control.clockHeld else { return .refused("clock: the simulated clock is not held here") }
      switch step {
      case .pause where control.clockPaused: return .unchanged("The clock is already paused.")
      case .resume where !control.clockPaused: return .unchanged("The clock is already running.")
      case .step: _ = perform([.panel(.stepClock)])
      case .pause, .resume: _ = perform([.panel(.toggleClock)])
      }
    }
    return .started
  }
}
