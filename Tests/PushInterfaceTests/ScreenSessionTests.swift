import Foundation
import PushAppFeature
import PushInterface
import PushLive
import PushPresentation
import PushQATools
import PushSettingsFeature
import PushSimulation
import PushWikiClient
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
    reached.store.send(.settings(.typeToggleTapped(.editThank)))
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

  /// A keystroke in the editor brings the shown model up to date instead of making it again (issue 16's
  /// typing figure): whatever is typed, pasted or deleted, with annotations on and off and under the error
  /// banner, it must be the model made from scratch.
  @Test(arguments: [false, true])
  func typing_keepsTheModel_theOneMadeFromTheState(annotations: Bool) async throws {
    let editor = try #require(NamedState.named("description-editor"))
    var failing = editor
    failing.config.faults.always = [.describe(.language("en"))]
    failing.steps.append(.send(.description(.publishTapped)))
    for (named, banner) in [(editor, false), (failing, true)] {
      let reached = await named.reach()
      let app = AppController(store: reached.store, control: nil, trace: nil, ui: reached.ui, annotations: annotations)
      let session = ScreenSession(app: app, renderer: FrameRenderer(glyphs: .unicode, color: false))
      if banner {
        #expect(app.model.rows.first?.id == "editor.error", "the banner is up")
        // The focus goes down to the field, past the banner and its Dismiss.
        while session.ui.focusedRow(in: app.model)?.role != .textField { _ = session.handle(.down) }
      }
      let keys: [Key] =
        [
          .character("x"), .character("日"), .character("é"), .backspace, .left, .left, .character("👍"), .home,
          .delete, .end, .paste(String(repeating: "long ", count: 20)), .character(" "),
        ]
        + Array(repeating: .backspace, count: 140) + [.character("y")]
      for key in keys {
        _ = session.handle(key)
        let fresh = reached.store.read { state, _ in ScreenModel(state).annotated(annotations) }
        #expect(app.model == fresh, "after \(key)")
      }
      #expect(app.model.rows.contains { $0.label == "1 / 90" }, "typed into the field, not elsewhere")
    }
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
    #expect(app.model.title == "Article descriptions", "a new state makes a new model")
  }

  /// The open findings' item 6: a start-up note wrapped to three lines at 50x16 was drawn over the tab bar.
  /// It takes the last line and the empty lines just above it; what does not fit ends in "…" (standard
  /// error has it whole at exit).
  @Test(arguments: [(50, 16), (80, 24)])
  func aLongStartupNote_takesTheLastLineAndTheEmptyOnes_neverTheTabBar(size: (Int, Int)) async throws {
    let reached = try await #require(NamedState.named("explore-card")).reach()
    let session = ScreenSession(
      app: AppController(store: reached.store, control: nil, trace: nil, ui: reached.ui),
      renderer: FrameRenderer(glyphs: .unicode, color: false))
    let screen = FullScreenSession(session: session, recorder: nil)
    screen.headlessSize = size
    let without = screen.screenText().split(separator: "\n", omittingEmptySubsequences: false)
    let tabs = try #require(without.lastIndex { $0.contains("Explore") && $0.contains("Search") }, "\(without)")
    screen.notice =
      "Warning: Failures on xx happen only once xx is one of the app languages (now en): add it with "
      + "--languages en,xx or in My languages"
    let lines = screen.screenText().split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines[...tabs] == without[...tabs], "the tab bar and everything above it as they were:\n\(lines)")
    let note = lines[(tabs + 1)...].map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
      .trimmingCharacters(in: .whitespaces)
    #expect(note.hasPrefix("Warning: Failures on xx"), "\(lines)")
    #expect(note.hasSuffix(size.0 == 80 ? "or in My languages" : "…"), "\(note)")
  }

  /// A designer's review: `l` at 50x16 or 40x12 showed no log and said nothing. The last line says how many
  /// rows it needs; at 80x24 the log shows and nothing is said of it.
  @Test func theCallLog_withoutRoom_saysWhatItNeeds() async throws {
    let reached = try await #require(NamedState.named("push-on")).reach()
    let session = ScreenSession(
      app: AppController(store: reached.store, control: nil, trace: TraceLog(), ui: reached.ui),
      renderer: FrameRenderer(glyphs: .unicode, color: false))
    let screen = FullScreenSession(session: session, recorder: nil)
    screen.headlessSize = (50, 16)
    #expect(screen.press(.character("l")))
    #expect(screen.screenText().contains("Call log: needs 19 rows, has 16 (l hides it)"), "\(screen.screenText())")
    screen.headlessSize = (80, 24)
    let shown = screen.screenText()
    #expect(shown.contains("Call log (l hides it)") && !shown.contains("Call log: needs"), "\(shown)")
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

  /// A listener's trial: over the lock screen the composer said "The app, in the foreground", and its Send it
  /// brought the app forward. It follows the app's moves; a choice made since stands until the next.
  @Test func thePanelsComposer_followsWhereTheAppIs() async throws {
    let reached = try await #require(NamedState.named("push-on")).reach()
    let app = AppController(store: reached.store, control: SimulationControl(world: reached.world), trace: nil)
    func composer() -> String? {
      app.model.rows.first { $0.id == "sim.compose.where" }.flatMap {
        if case .detail(let value)? = $0.value { return value }
        return nil
      }
    }
    app.send(.panelToggled)
    #expect(composer() == "in the foreground")
    app.send(.panelToggled)
    app.toggleBackground()
    app.send(.panelToggled)
    #expect(composer() == "in the background")
    let control = try #require(app.control)
    _ = await control.perform(.choose("sim.compose.where", "foreground"), wikis: [], latestEdit: nil)
    #expect(composer() == "in the foreground", "the user's choice stands while the app stays where it is")
  }

  /// A held moment (its calls hanging, the clock paused) in a full screen without a terminal, with the panel.
  static func held(_ name: String) async throws -> (AppController, FullScreenSession, SimulationControl, HeldClock) {
    let reached = try await #require(NamedState.named(name)).reach()
    let clock = reached.time.goLive(paused: true)
    let world = reached.world
    await clock.hold { await world.releaseStalls() }
    let control = SimulationControl(world: world, clock: clock)
    let app = AppController(store: reached.store, control: control, trace: nil, ui: reached.ui)
    let screen = FullScreenSession(
      session: ScreenSession(app: app, renderer: FrameRenderer(glyphs: .unicode, color: false)), recorder: nil)
    screen.headlessSize = (80, 24)
    return (app, screen, control, clock)
  }

  /// Issue 35, point 11: `!` on a held moment opened the panel at its top, with the clock's rows forty rows
  /// down; it opens at "Step to the next event", drawn, the cursor on it.
  @Test func panelOnAHeldMoment_opensAtTheClock() async throws {
    let (app, screen, _, _) = try await Self.held("type-saving")
    #expect(screen.press(.character("!")))
    #expect(app.model.key == ScreenModel.panelKey)
    let frame = screen.session.render(width: 80, height: 24)
    #expect(frame.line(frame.cursor.row).contains("Step to the next event"), "\(frame.text)")
  }

  /// The designer's review: after a step in the panel the clock stayed paused but the held line was gone, and a
  /// switch then stayed dim with nothing saying why. The line stays while the clock is paused, held or paused in
  /// the panel, and goes when it runs.
  @Test func heldLine_staysWhileTheClockIsPaused_afterAStepToo_andGoesWhenItRuns() async throws {
    let (app, screen, control, clock) = try await Self.held("turning-on")
    func lastLine() -> String {
      screen.screenText().split(separator: "\n", omittingEmptySubsequences: false)[23].description
    }
    #expect(lastLine().hasPrefix("Held at this moment (the clock is paused)"), "\(screen.screenText())")
    #expect(screen.press(.down), "a key")
    #expect(lastLine().hasPrefix("Held at this moment"), "still held after a key")
    // The panel: step (End, Enter on "Step to the next event" … as the reviewer did), then back.
    _ = app.perform([.panel(.stepClock)])
    // The step has run once the panel notes what it did, and what it let go on waits on the clock again.
    let stepped = await Self.until {
      let noted = control.settings.clockNote.map { $0.text.hasPrefix("Stepped") } ?? false
      return noted && app.heldByClock && clock.isPaused
    }
    #expect(stepped, "\(String(describing: control.settings.clockNote)), held: \(app.heldByClock)")
    #expect(lastLine().hasPrefix("Held at this moment"), "still paused after a step:\n\(screen.screenText())")
    app.send(.panelToggled)
    #expect(!lastLine().hasPrefix("Held at this moment"), "the panel says it itself")
    app.send(.panelToggled)
    _ = app.perform([.panel(.toggleClock)])
    let running = await Self.until { !clock.isPaused }
    #expect(running)
    #expect(!lastLine().hasPrefix("Held at this moment"), "running again:\n\(screen.screenText())")
  }

  /// Checks `condition` until it holds (true) or 30 s have passed (false): a wait for what proves a step
  /// happened, not for a guessed time.
  static func until(_ condition: () -> Bool) async -> Bool {
    let deadline = ContinuousClock.now + .seconds(30)
    while !condition() {
      if ContinuousClock.now >= deadline { return false }
      try? await Task.sleep(for: .milliseconds(10))
    }
    return true
  }
}
