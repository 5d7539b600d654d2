import PushAppFeature
import PushInterface
import PushLive
import PushPresentation
import PushQATools
import PushSettingsFeature
import PushSimulation
import Testing

@Suite struct ScreenSessionTests {
  @Test func warmUp_rendersAFocusMove_butChangesNothing() async throws {
    let reached = try await #require(NamedState.named("push-on")).reach()
    let session = ScreenSession(
      app: AppController(store: reached.store, control: nil, trace: nil, ui: reached.ui),
      renderer: FrameRenderer(glyphs: .unicode, color: false))
    let before = session.render(width: 80, height: 24)
    let state = reached.store.state
    let ui = session.ui

    let scratch = session.warmUp(width: 80, height: 24)

    #expect(before.line(before.cursor.row).contains("Push notifications"))
    #expect(
      scratch.line(scratch.cursor.row).contains("Talk page message"), "the scratch frame has the next row focused")
    #expect(session.ui == ui)
    #expect(reached.store.state == state)
    #expect(session.render(width: 80, height: 24) == before, "the next real frame is the one before")
  }

  @Test func model_isMadeAgainWhenTheStateChanges() async throws {
    let reached = try await #require(NamedState.named("push-on")).reach()
    let session = ScreenSession(
      app: AppController(store: reached.store, control: nil, trace: nil),
      renderer: FrameRenderer(glyphs: .unicode, color: false))
    func thanks() -> Bool? { session.app.model.rows.first { $0.id == "type.edit-thank" }?.isOn }
    #expect(thanks() == true)
    reached.store.send(.typeToggleTapped(.editThank))
    await reached.store.settled()
    #expect(thanks() == false, "the switch the user turned off reads off at once, not a remembered model")
  }

  @Test func callLog_empty_saysNoCallsYet() async throws {
    let reached = try await #require(NamedState.named("push-on")).reach()
    let session = ScreenSession(
      app: AppController(store: reached.store, control: nil, trace: TraceLog()),
      renderer: FrameRenderer(glyphs: .unicode, color: false))
    _ = session.handle(.character("l"))
    #expect(session.render(width: 80, height: 30).text.contains("No calls yet"))
  }
}
