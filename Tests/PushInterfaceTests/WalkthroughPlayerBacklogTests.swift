import PushAppFeature
import PushCore
import PushInterface
import PushQATools
import PushSimulation
import PushTestSupport
import Synchronization
import Testing

/// The open findings' item 1: a walkthrough of many `send` lines outran the world, every send a task still
/// waiting (200,000 of them took 1.4 GB). The player now waits past `worldBacklog` unreported changes.
@Suite struct WalkthroughPlayerBacklogTests {
  /// A stage that shows nothing; the first time the player waits, the world's work may end.
  final class QuietStage: WalkthroughStage {
    let app: AppController
    let control: AccessibleSessionReportOrderTests.GatedControl
    init(app: AppController, control: AccessibleSessionReportOrderTests.GatedControl) {
      self.app = app
      self.control = control
    }
    func shown() -> String { "" }
    var medium: (expected: String, found: String) { ("shown", "is shown") }
    func evidence() -> String { "" }
    func play(_ step: Script.Step, place: String, pace: ScriptPace) async throws(ScriptFailure) -> Int32? { nil }
    func pause(ms: Int) async -> Int32? { nil }
    func waitForChange(after seen: Int, atMost limit: Duration) async -> Int {
      await app.changes.wait(after: seen, timeout: limit)
    }
    /// Asked before the player waits.
    func interruption() -> Int32? {
      control.open()
      return nil
    }
    /// The most changes of the world started and not yet reported, as each step ends.
    var mostDue = 0
    func stepped() async { mostDue = max(mostDue, app.reports.due) }
    func hold(caption: String?, pace: ScriptPace) async -> Int32? { nil }
    func stop() {}
  }

  @Test func aScriptOfManySends_waitsForTheWorld_pastTheBacklog() async throws {
    let reached = try await #require(NamedState.named("push-on")).reach()
    let control = AccessibleSessionReportOrderTests.GatedControl(SimulationControl(world: reached.world))
    let app = AppController(store: reached.store, control: control, trace: nil)
    let sends = WalkthroughPlayer.worldBacklog * 3
    let script = try Script.parse(Array(repeating: "send", count: sends).joined(separator: "\n"), name: "sends")
    let stage = QuietStage(app: app, control: control)
    let status = try await WalkthroughPlayer.play(script, on: stage, pace: .fast)
    #expect(status == nil)
    // Without the wait all of them were started at once, none of them ended (the world's work is held
    // until the player first waits).
    #expect(
      stage.mostDue <= WalkthroughPlayer.worldBacklog,
      "at most the backlog: \(stage.mostDue) of \(sends)")
    control.open()
    await reached.store.settled()
    #expect(control.performed == sends, "every send was made")
  }
}
