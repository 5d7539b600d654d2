import PushAppFeature
import PushCore
import PushInterface
import PushPresentation
import PushQATools
import PushSettingsFeature
import PushSimulation
import PushTestSupport
import PushWikiClient
import Synchronization
import Testing

/// What a change of the world came to is said before what it changed in the app. The two reach the accessible
/// mode on two paths (the world's report when its work ends, the app's change when the store takes it); on a
/// busy machine the app's change came first: "5. Thanks, off." before "Latest: Stepped: …" (the under-load
/// failure of `HeldMomentEndToEndTests`). Here the world's report is held back on purpose until the app has
/// changed, the order a busy machine gives by chance.
@Suite struct AccessibleSessionReportOrderTests {
  /// The simulated world, with the end of a panel row's work held until `open` is called.
  final class GatedControl: WorldControls {
    let inner: SimulationControl
    private let gate = Locked(false)
    private let opened = ChangeSignal()
    /// Panel rows under way, the most there were at once, and how many ended.
    private let counts = Locked((inFlight: 0, most: 0, performed: 0))
    var mostInFlight: Int { counts.withLock { $0.most } }
    var performed: Int { counts.withLock { $0.performed } }
    init(_ inner: SimulationControl) { self.inner = inner }
    func open() {
      gate.withLock { $0 = true }
      opened.ping()
    }

    var raisableTypes: [NotificationType]? { inner.raisableTypes }
    var streamOn: Bool { inner.streamOn }
    var composedInBackground: Bool { inner.composedInBackground }
    func composerFollows(inBackground: Bool) { inner.composerFollows(inBackground: inBackground) }
    var panelStamp: PanelStamp { inner.panelStamp }
    var clockHeld: Bool { inner.clockHeld }
    var clockPaused: Bool { inner.clockPaused }
    var clockPending: Int { inner.clockPending }
    func pauseClock() { inner.pauseClock() }
    func resumeClock() async { await inner.resumeClock() }
    func panel(_ state: PushSettingsState, backTitle: String, backgroundKey: String, published: Bool) -> ScreenModel {
      inner.panel(state, backTitle: backTitle, backgroundKey: backgroundKey, published: published)
    }
    func summary(_ state: PushSettingsState, backgroundKey: String) -> String {
      inner.summary(state, backgroundKey: backgroundKey)
    }
    func clockLatest() -> String { inner.clockLatest() }
    func perform(_ action: PanelAction, wikis: [Wiki], latestEdit: DescriptionEdit?) async -> PanelModel.Outcome {
      counts.withLock {
        $0.inFlight += 1
        $0.most = max($0.most, $0.inFlight)
      }
      let outcome = await inner.perform(action, wikis: wikis, latestEdit: latestEdit)
      var seen = opened.count
      while !gate.withLock({ $0 }) { seen = await opened.wait(after: seen) }
      counts.withLock {
        $0.inFlight -= 1
        $0.performed += 1
      }
      return outcome
    }
    func notify(_ type: NotificationType, on wiki: Wiki, by agent: String?) async -> (EchoNotification, PushDelivery) {
      await inner.notify(type, on: wiki, by: agent)
    }
    func revertLatestDescription(by agent: String?) async -> Int? { await inner.revertLatestDescription(by: agent) }
    func apply(_ change: Script.Change, latestEdit: DescriptionEdit?) async -> String? {
      await inner.apply(change, latestEdit: latestEdit)
    }
    func realEventRefusal(_ change: Script.Change, latestEdit: DescriptionEdit?) -> String? {
      inner.realEventRefusal(change, latestEdit: latestEdit)
    }
    func setEventWiki(_ wiki: Wiki) { inner.setEventWiki(wiki) }
    func untilPushesHeard() async { await inner.untilPushesHeard() }
  }

  @Test func aStepsReport_isSaidBeforeTheSwitchItTurnedOff_evenWhenTheSwitchChangedFirst() async throws {
    let reached = try await #require(NamedState.named("type-saving")).reach()
    let clock = reached.time.goLive(paused: true)
    let world = reached.world
    await clock.hold { await world.releaseStalls() }
    let control = GatedControl(SimulationControl(world: world, clock: clock))
    let app = AppController(store: reached.store, control: control, trace: nil, ui: reached.ui)
    // Time stands still: the wait for the report is bounded in time, and this test is about the order alone.
    let session = AccessibleSession(app: app, recorder: nil, echo: false, now: { 0 })
    session.start()
    #expect(session.input("sim step"))
    // The step has let the writes go on and the switch is off, but the world's report has not come.
    let saved = await reached.store.wait(timeout: .seconds(60)) { $0.settings.jobs.isEmpty }
    #expect(saved, "the step let the writes go on")
    #expect(app.reports.due == 1, "the step's report is still to come")
    session.announce()
    let step = try #require(session.transcript.components(separatedBy: "Type h for help.\n").last)
    #expect(!step.contains("Thanks, off"), "said before the step's report:\n\(step)")

    control.open()
    var seen = app.changes.count
    while app.reports.due > 0 { seen = await app.changes.wait(after: seen, timeout: .seconds(60)) }
    session.announce()
    let said = try #require(session.transcript.components(separatedBy: "Type h for help.\n").last)
    let report = try #require(said.range(of: "Latest: Stepped"), "the report:\n\(said)")
    let change = try #require(said.range(of: "5. Thanks, off."), "the switch:\n\(said)")
    #expect(report.lowerBound < change.lowerBound, "the report first:\n\(said)")
  }
}
