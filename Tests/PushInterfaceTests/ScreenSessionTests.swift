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

  @Test func warmUp_inTheEditor_rendersATypedCharacter_butChangesNothing() async throws {
    let reached = try await #require(NamedState.named("description-editor")).reach()
    let session = ScreenSession(
      app: AppController(store: reached.store, control: nil, trace: nil, ui: reached.ui),
      renderer: FrameRenderer(glyphs: .unicode, color: false))
    let before = session.render(width: 80, height: 24)
    let state = reached.store.state
    let scratch = session.warmUp(width: 80, height: 24)
    #expect(scratch.text.contains("Stratovolcano in central Kenyax"), "the scratch frame shows the typed x")
    #expect(scratch.text.contains("31 / 90"))
    #expect(reached.store.state == state, "nothing was typed for real")
    #expect(session.render(width: 80, height: 24) == before)
  }

  @Test func model_followsTheAnnotationsSetting_andTheState() async throws {
    let reached = try await #require(NamedState.named("article-no-description")).reach()
    let app = AppController(store: reached.store, control: nil, trace: nil)
    #expect(app.model.annotations.isEmpty, "annotations are off by default")
    app.send(.annotationsToggled)
    #expect(app.model.annotations.contains { $0.contains("en.wikipedia.org") })
    app.send(.annotationsToggled)
    #expect(app.model.annotations.isEmpty)
    reached.store.send(.description(.addTapped))
    await reached.store.settled()
    #expect(app.model.title == "Title descriptions", "a new state makes a new model")
  }

  @Test func tooSmall_keysDoNothing_butQuitStillQuits() async throws {
    let reached = try await #require(NamedState.named("push-on")).reach()
    let session = ScreenSession(
      app: AppController(store: reached.store, control: nil, trace: nil, ui: reached.ui),
      renderer: FrameRenderer(glyphs: .unicode, color: false))
    let screen = FullScreenSession(session: session, recorder: nil)
    screen.headlessSize = (30, 10)
    let state = reached.store.state
    let ui = session.ui
    #expect(screen.press(.enter) && screen.press(.down) && screen.press(.character("b")))
    #expect(reached.store.state == state && session.ui == ui, "nothing acted while the screen said Too small")
    #expect(!screen.press(.character("q")), "q quits")
  }

  @Test func banner_showsOverTheSimulationPanelToo() async throws {
    let reached = try await #require(NamedState.named("push-banner")).reach()
    let app = AppController(store: reached.store, control: SimulationControl(world: reached.world), trace: nil)
    let banner = try #require(app.model.banner)
    app.send(.panelToggled)
    #expect(app.model.key == ScreenModel.panelKey)
    #expect(app.model.banner == banner, "a push that arrives while the panel is open is seen")
  }
}
