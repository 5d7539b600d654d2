import Foundation
import PushAppFeature
import PushCore
import PushPresentation
import PushQATools
import PushSettingsFeature
import PushSimulation
import PushTestSupport
import PushWikiClient
import Testing

/// The panel's composer, its menus that take a choice directly, and each wiki's values as the servers
/// hold them.
@Suite struct PanelComposeTests {
  func harness(_ change: (inout SimulationConfig) -> Void = { _ in }) async -> (Harness, SimulationControl) {
    let h = Harness(
      config: Harness.quiet {
        $0.permission = .authorized
        change(&$0)
      }, persisted: PersistedState(languages: ["en", "de"]))
    await h.settle()
    await h.turnOn()
    let control = SimulationControl(world: h.world)
    await control.follow()
    return (h, control)
  }

  func row(_ id: String, _ control: SimulationControl, _ h: Harness) -> Row? {
    PanelModel.make(control, h.state).rows.first { $0.id == id }
  }

  @Test func aMenu_takesAChoiceDirectly_andCloses() async throws {
    let (h, control) = await harness()
    #expect(row("sim.compose.type", control, h)?.value == .detail("Thanks"))
    _ = await PanelModel.perform(.openMenu("sim.compose.type"), control: control)
    let menu = try #require(PanelModel.make(control, h.state).alert)
    #expect(menu.style == .actionSheet)
    #expect(menu.buttons.map(\.label) == NotificationType.allCases.map(\.label) + ["Cancel"])
    // Edit milestone is the last of sixteen: one choice, not fifteen steps.
    let last = try #require(menu.buttons.dropLast().last)
    guard case .panel(let choose)? = last.activation else {
      Issue.record("not a panel choice")
      return
    }
    _ = await PanelModel.perform(choose, control: control)
    #expect(PanelModel.make(control, h.state).alert == nil)
    #expect(row("sim.compose.type", control, h)?.value == .detail(NotificationType.allCases.last!.label))
  }

  /// The designer's review: pickers opened on their first choice; the app's open on the current one.
  @Test func everyPicker_opensOnItsCurrentValue() async throws {
    let (h, control) = await harness {
      $0.composed.type = .reverted
      $0.composed.wiki = .wikidata
      $0.composed.agent = SimulatedWorld.agents.last!
      $0.composed.inBackground = true
    }
    let current = [
      "sim.compose.type": NotificationType.reverted.label, "sim.compose.wiki": "www.wikidata.org",
      "sim.compose.agent": SimulatedWorld.agents.last!, "sim.compose.where": "in the background",
    ]
    for (id, label) in current {
      _ = await PanelModel.perform(.openMenu(id), control: control)
      let model = PanelModel.make(control, h.state)
      #expect(UIState().focusedRow(in: model)?.label == label, "\(id)")
      _ = await PanelModel.perform(.closeMenu, control: control)
    }
  }

  @Test func back_closesTheMenu_notThePanel() {
    var shell = ShellState()
    shell.panelOpen = true
    var model = ScreenModel(key: ScreenModel.panelKey, title: "Simulation", backTitle: "App", rows: [])
    model.alert = ScreenModel.Alert(title: "Type", message: "", buttons: [], cancel: .panel(.closeMenu))
    #expect(Shell.reduce(&shell, .backRequested, model: model) == [.panel(.closeMenu)])
    #expect(shell.panelOpen)
  }

  @Test func serverRows_showEachWikisValue_andAChangeOnTheWebPutsOneOutOfStep() async throws {
    let (h, control) = await harness()
    // One row says whether the wikis agree; the 16 rows come on request.
    #expect(row("sim.server", control, h)?.value == .detail("every type in step"))
    #expect(row("sim.server.edit-thank", control, h) == nil)
    _ = await PanelModel.perform(.toggleServerValues, control: control)
    #expect(row("sim.server.edit-thank", control, h)?.value == .detail("en on, de on, wikidata on, commons on"))
    _ = await PanelModel.perform(.openMenu("sim.server.edit-thank"), control: control)
    let menu = try #require(PanelModel.make(control, h.state).alert)
    let commons = try #require(menu.buttons.first { $0.label.contains("commons.wikimedia.org") })
    #expect(commons.label == "Turn it off on commons.wikimedia.org (on now)")
    guard case .panel(let choose)? = commons.activation else {
      Issue.record("not a panel choice")
      return
    }
    _ = await PanelModel.perform(choose, control: control)
    #expect(await h.world.storedValue(.commons, .editThank) == false, "the world has it")
    #expect(
      row("sim.server.edit-thank", control, h)?.value
        == .detail("en on, de on, wikidata on, commons off, out of step"))
    #expect(row("sim.server", control, h)?.value == .detail("out of step: Thanks"))
    _ = await PanelModel.perform(.toggleServerValues, control: control)
    #expect(row("sim.server.edit-thank", control, h) == nil, "hidden again")
    #expect(row("sim.compose.note", control, h)?.label.contains("Thanks turned off on commons.wikimedia.org") == true)
  }

  @Test func sendComposed_raisesWhatWasComposed_andSaysWhatTheRulesDecided() async throws {
    let (h, control) = await harness()
    control.update {
      $0.composed.type = .mention
      $0.composed.wiki = .language("de")
      $0.composed.agent = "Mei"
    }
    _ = await PanelModel.perform(.sendComposed, control: control, wikis: [.language("en")])
    let made = try #require(await h.world.inboxNotifications.last)
    #expect(made.category == .mention && made.wiki == .language("de") && made.agent == "Mei")
    #expect(
      row("sim.compose.note", control, h)?.label
        == "Latest: Mention on de.wikipedia.org, notification \(made.id): pushed: a banner.")

    // Turned off on the web on that wiki: Echo does not push it.
    await h.world.setOnTheWeb(.mention, false, on: .language("de"))
    _ = await PanelModel.perform(.sendComposed, control: control, wikis: [.language("en")])
    #expect(row("sim.compose.note", control, h)?.label.hasSuffix("not shown (typeOffOnThatWiki).") == true)
  }
}

/// The designer's review: `description-too-long` said "the counter in the warning colour" and it was plain.
/// The app colours its counter with `descriptionWarning` over the limit (`warningCharacterCountLabel`), so
/// the counter takes the warning role there, and only there.
@Suite struct DescriptionCounterColourTests {
  func counterColour(_ name: String, _ counter: String) async throws -> CellStyle.Color? {
    let reached = try await #require(NamedState.named(name)).reach()
    let frame = FrameRenderer(glyphs: .unicode, color: true).render(
      ScreenModel(reached.store.state), ui: reached.ui, width: 80, height: 24
    ).frame
    let row = try #require((0..<24).first { frame.line($0).hasPrefix("  \(counter)") }, "\(frame.text)")
    return frame[row, 2].style.color
  }

  @Test func overTheLimit_theCounterIsInTheWarningColour_underIt_not() async throws {
    #expect(try await counterColour("description-too-long", "95 / 90") == .bad)
    #expect(try await counterColour("description-editor", "30 / 90") == nil)
  }
}

/// The designer's review: named states' descriptions promised words the screens no longer show (issue 25 made
/// a busy switch show where it goes, dimmed, without words), and `rollback-pending`'s QA details said its
/// pending write twice.
@Suite struct NamedStateDescriptionTests {
  @Test func aProgressWordInADescription_isOnItsScreen() async throws {
    for state in NamedState.all {
      let words = state.summary.split(separator: " ").filter { $0.hasSuffix("…") }
      guard !words.isEmpty else { continue }
      let reached = await state.reach()
      let screen = reached.snapshot(accessible: false, glyphs: .unicode, width: 80, height: 24, annotations: false)
      for word in words {
        let bare = word.trimmingCharacters(in: CharacterSet(charactersIn: "\"'(),:;"))
        #expect(screen.contains(bare), "\(state.name) says \(bare), its screen does not:\n\(screen)")
      }
    }
  }

  @Test func rollbackPending_saysWhatIsPendingOnce() async throws {
    let reached = try await #require(NamedState.named("rollback-pending")).reach()
    let qa = ScreenModel(reached.store.state).annotations.joined(separator: "\n")
    #expect(qa.components(separatedBy: "Pending: Thanks on commons.wikimedia.org").count == 2, "\(qa)")
    let heard = reached.snapshot(accessible: true, glyphs: .unicode, width: 80, height: 24, annotations: true)
    #expect(heard.components(separatedBy: "Pending: Thanks on commons.wikimedia.org").count == 2, "\(heard)")
  }
}

/// What a pause, resume or step came to: every call of a step (a write to four wikis names the four), and
/// after a resume, when the clock runs on, a few calls and a count of the rest.
@Suite struct ClockLatestTests {
  @Test func theCallsSince_areNamed_upToEight_thenCounted() {
    let trace = TraceLog()
    let control = SimulationControl(world: SimulatedWorld(config: SimulationConfig(), clock: .virtual()), trace: trace)
    control.update { $0.clockNote = ClockNote("Resumed at 0 ms.", traceCount: 0) }
    func call(_ n: Int) -> TraceRecord {
      TraceRecord(tMs: n, service: "options", wiki: .commons, action: "options", params: [("n", "\(n)")], error: nil)
    }
    for n in 0..<4 { trace.append(call(n)) }
    let four = PanelModel.clockLatest(control)
    #expect(four.components(separatedBy: "commons.wikimedia.org").count == 5, "all four:\n\(four)")
    for n in 4..<30 { trace.append(call(n)) }
    let many = PanelModel.clockLatest(control)
    #expect(many.components(separatedBy: "commons.wikimedia.org").count == 9, "eight:\n\(many)")
    #expect(many.hasSuffix("; and 22 more (the call log has them)."), "\(many)")
  }
}
