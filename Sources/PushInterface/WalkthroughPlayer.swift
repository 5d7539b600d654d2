import PushCore
import PushQATools

/// What a walkthrough is played on: the full screen or the accessible mode. The player decides every step;
/// a stage only shows the app its way, plays the steps that are its own (keys, typed lines), and waits.
package protocol WalkthroughStage: AnyObject {
  var app: AppController { get }
  /// What a person has in front of them now: the screen's text, or everything said so far.
  func shown() -> String
  /// Where `expect` looks, as its failures say it: ("on the screen", "is on the screen"), ("to be said",
  /// "was said").
  var medium: (expected: String, found: String) { get }
  /// What a person had in front of them when an expectation failed, for the failure's message.
  func evidence() -> String
  /// A step only this stage can play (keys and text in the full screen, a typed line in the accessible
  /// mode); nil to go on, a status to end the walkthrough (a quit key, a signal).
  func play(_ step: Script.Step, place: String, pace: ScriptPace) async throws(ScriptFailure) -> Int32?
  /// Lets `ms` pass while the app goes on, showing it as it changes; a status when a signal ends it.
  func pause(ms: Int) async -> Int32?
  /// Sleeps until the app changes or `limit` passes, then shows what changed; the changes seen.
  func waitForChange(after seen: Int, atMost limit: Duration) async -> Int
  /// Why the walkthrough must end now (a signal, Ctrl-C), if it must.
  func interruption() -> Int32?
  /// After a step that changed the app or its world: shown, or said, as this stage does.
  func stepped() async
  /// A `pause` step: the demo held until a key, or its caption said.
  func hold(caption: String?, pace: ScriptPace) async -> Int32?
  /// Before a failure is reported: the terminal given back.
  func stop()
}

/// The one walkthrough player: every step of a script, on whichever front end shows it.
package enum WalkthroughPlayer {
  /// Plays the script's steps; a status when it ended early (a quit key, a signal), or throws what was not
  /// seen or could not be done.
  package static func play(_ script: Script, on stage: some WalkthroughStage, pace: ScriptPace)
    async throws(ScriptFailure) -> Int32?
  {
    for line in script.lines {
      let place = "script \(script.name) line \(line.number)"
      if let status = try await step(line.step, place: place, on: stage, pace: pace) { return status }
    }
    return nil
  }

  static func step(_ step: Script.Step, place: String, on stage: some WalkthroughStage, pace: ScriptPace)
    async throws(ScriptFailure) -> Int32?
  {
    let app = stage.app
    switch step {
    case .keys, .text, .type:
      return try await stage.play(step, place: place, pace: pace)
    case .wait(let ms):
      return await stage.pause(ms: ms)
    case .expect(let text, let within):
      return try await expect(text, within: within, place: place, on: stage, pace: pace)
    case .expectNot(let text):
      guard !Script.shows(stage.shown(), text) else {
        throw failure(on: stage, "\(place): \"\(text)\" \(stage.medium.found) and should not be; \(stage.evidence())")
      }
    case .change(let change):
      if let control = app.control,
        let problem = await control.apply(change, latestEdit: app.store.state.description.latestEdit)
      {
        throw failure(on: stage, "\(place): \(problem)")
      }
      await stage.stepped()
    case .command(let command):
      if case .refused(let why) = app.run(command) { throw failure(on: stage, "\(place): \(why)") }
      if let status = await keepUp(with: stage) { return status }
      await stage.stepped()
    case .background:
      app.backgroundAndBack()
      await stage.stepped()
    case .pause(let caption):
      return await stage.hold(caption: caption, pace: pace)
    case .launch:
      break  // Taken when the app was started.
    }
    return nil
  }

  /// How many changes of the world may be under way, unreported, before the next step waits for them.
  package static let worldBacklog = 32

  /// A world command returns once started: a script of many (`send` 200,000 times) would outrun the world,
  /// every one waiting as a task, memory without bound. Past `worldBacklog` the player waits for them to
  /// drop to half that (so a long script waits once in many commands), not while they wait on a paused
  /// clock (only a step or resume moves them), and not for ever; a status when a signal ends it.
  static func keepUp(with stage: some WalkthroughStage) async -> Int32? {
    let app = stage.app
    guard app.reports.due > worldBacklog else { return nil }
    let clock = ContinuousClock()
    let end = clock.now + .seconds(15)
    // Woken by the world's reports (each pings), and once a second to look at the clock and for a signal:
    // one timer a second, not one a wait (a cancelled sleep keeps its timer until it is due).
    while app.reports.due > worldBacklog / 2, !app.heldByClock, clock.now < end {
      if let status = stage.interruption() { return status }
      let changes = app.changes
      let tick = Task {
        try? await Task.sleep(for: .seconds(1))
        changes.ping()
      }
      var seen = changes.count
      let second = clock.now + .seconds(1)
      while app.reports.due > worldBacklog / 2, clock.now < second {
        seen = await changes.wait(after: seen)
      }
      tick.cancel()
    }
    return nil
  }

  /// Looked at again whenever the app changes, until it shows or the time is up.
  static func expect(
    _ text: String, within: Int, place: String, on stage: some WalkthroughStage, pace: ScriptPace
  ) async throws(ScriptFailure) -> Int32? {
    let clock = ContinuousClock()
    let end = clock.now + .milliseconds(within)
    var seen = stage.app.changes.count
    while !Script.shows(stage.shown(), text) {
      guard clock.now < end else {
        throw failure(
          on: stage, "\(place): expected \"\(text)\" \(stage.medium.expected) within \(within) ms; \(stage.evidence())")
      }
      if let status = stage.interruption() { return status }
      seen = await stage.waitForChange(after: seen, atMost: end - clock.now)
    }
    return pace.lookMs > 0 ? await stage.pause(ms: pace.lookMs) : nil
  }

  /// A failure with what the app was doing: the effects still running and its last calls, so that one seen
  /// once (on a loaded machine, in CI) says what it was waiting for. The terminal is given back first.
  static func failure(on stage: some WalkthroughStage, _ message: String) -> ScriptFailure {
    let app = stage.app
    let calls = app.trace?.suffix(8).map { "  " + $0.logLine.terminalSafe } ?? []
    stage.stop()
    return ScriptFailure(
      message: message + "\neffects running: \(app.store.effectsInFlight); the last calls:\n"
        + (calls.isEmpty ? "  none" : calls.joined(separator: "\n")))
  }
}
