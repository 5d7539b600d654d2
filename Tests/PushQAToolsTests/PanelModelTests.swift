import Foundation
import PushAppFeature
import PushCore
import PushLive
import PushQATools
import PushSettingsFeature
import PushSimulation
import PushTestSupport
import PushWikiClient
import Testing

@Suite struct PanelModelTests {
  func harness() async -> (Harness, SimulationControl, TraceLog) {
    let h = Harness(
      config: Harness.quiet { $0.permission = .authorized }, persisted: PersistedState(languages: ["en", "de"]))
    let log = TraceLog()
    await h.world.addTraceSink { log.append($0) }
    await h.settle()
    await h.turnOn()
    return (h, SimulationControl(world: h.world), log)
  }

  @Test func panel_failOnce_makesOnlyTheNextWriteToThatWikiFail() async {
    let (h, control, _) = await harness()
    _ = await PanelModel.perform(.choose("sim.fault.write:de", "next call only"), control: control)
    #expect(control.mode(of: .write(.language("de"))) == .once)
    #expect(h.world.config.faults.once.contains(.write(.language("de"))), "the world has it at once")
    #expect(PanelModel.summary(control, h.state).contains("Writes to de.wikipedia.org: the next call fails"))
    await h.send(.settings(.typeToggleTapped(.editThank)))
    #expect(h.state.alert?.annotation?.contains("de.wikipedia.org") == true)
    #expect(control.mode(of: .write(.language("de"))) == .no, "used up, and the panel says so")
    await h.send(.settings(.alertButtonTapped(.dismiss)), .settings(.typeToggleTapped(.editThank)))
    #expect(h.state.alert == nil)
    #expect(h.state.displayedValue(.editThank) == false)
  }

  @Test func panel_permission_appliesAtTheNextForeground() async {
    let (h, control, _) = await harness()
    _ = await PanelModel.perform(.choose("sim.permission", "denied"), control: control)
    #expect(control.settings.permission == .denied)
    #expect(await h.world.permission == .denied, "the device has it at once")
    #expect(h.state.permission == .authorized, "the app has not looked yet")
    #expect(PanelModel.summary(control, h.state).contains("the app sees it when it comes back to the foreground"))
    await h.send(.enteredBackground, .enteredForeground)
    #expect(h.state.permission == .denied)
    #expect(!h.state.persisted.subscribed)
  }

  @Test func callLog_showsTheFanOutAndTheRollback() async {
    let (h, control, log) = await harness()
    control.update { SimulationControl.set(.write(.commons), .always, in: &$0) }
    await h.send(.settings(.typeToggleTapped(.editThank)))
    let lines = log.all.map(\.logLine)
    #expect(lines.contains { $0.contains("commons.wikimedia.org options edit-thank=0 FAILED http-503") })
    for host in ["en.wikipedia.org", "de.wikipedia.org", "www.wikidata.org"] {
      #expect(lines.contains { $0.contains("\(host) options edit-thank=0 ok") })
      #expect(lines.contains { $0.contains("\(host) options edit-thank=1 ok") }, "rollback on \(host)")
    }
  }

  @Test func panel_pickersArePopUpButtons_withWordsAndChoices_backNamedAfterTheScreen() async {
    let (h, control, _) = await harness()
    _ = await PanelModel.perform(.choose("sim.permission", "provisional"), control: control)
    let model = PanelModel.make(control, h.state, backTitle: "Push notifications", backgroundKey: "bg")
    #expect(model.backTitle == "Push notifications")
    let permission = model.rows.first { $0.id == "sim.permission" }
    #expect(permission?.role == .popUpButton)
    #expect(permission?.value == .detail("Provisional"))
    #expect(permission?.hint?.contains("Choices: Not determined, Denied, Allowed, Provisional, Ephemeral") == true)
    #expect(model.rows.first?.label.hasSuffix("comes back to the foreground (bg).") == true)
  }
}

/// What the panel says, and where its back goes.
@Suite struct PanelModelWordingTests {
  func harness() async -> (Harness, SimulationControl) {
    let h = Harness(config: Harness.quiet { $0.permission = .authorized })
    await h.settle()
    return (h, SimulationControl(world: h.world))
  }

  @Test func summary_sentencesStartAlike() async {
    let (h, control) = await harness()
    #expect(PanelModel.summary(control, h.state) == "Next: Every call succeeds. Each call takes 0 ms.")
    control.update {
      $0.tokenArrival = .never
      $0.faults.rate = 0.25
      SimulationControl.set(.write(.commons), .always, in: &$0)
    }
    let sentences = PanelModel.summary(control, h.state).dropFirst("Next: ".count).split(separator: ". ")
    #expect(sentences.count == 4)
    for sentence in sentences { #expect(sentence.first?.isUppercase == true, "\(sentence)") }
  }

  /// Issue 33, point 5: a mark failing on fr (outside the app's languages, yet the list shows its
  /// notifications) is said as set, and a singular subject takes "fails".
  @Test func summary_saysEveryFailureSet_evenOnAWikiWithoutARow_withTheRightVerb() async {
    let (h, control) = await harness()
    control.update {
      SimulationControl.set(.markRead(.language("fr")), .always, in: &$0)
      SimulationControl.set(.markRead(.language("en")), .always, in: &$0)
      SimulationControl.set(.write(.commons), .always, in: &$0)
      SimulationControl.set(.notifications(.commons), .once, in: &$0)
    }
    let summary = PanelModel.summary(control, h.state)
    #expect(!summary.contains("Every call succeeds"))
    #expect(summary.contains("Calls at markread:fr fail until cleared."), "\(summary)")
    #expect(summary.contains("Marking read on en.wikipedia.org fails until cleared."), "\(summary)")
    #expect(summary.contains("Writes to commons.wikimedia.org fail until cleared."), "\(summary)")
    #expect(summary.contains("The next call at notifications:commons fails."), "\(summary)")
  }

  @Test func unreachable_aFailurePointOnAWikiTheAppDoesNotWriteTo_isSaidWithTheFix() async {
    let (h, control) = await harness()
    control.update { SimulationControl.set(.write(.language("de")), .always, in: &$0) }
    // Issue 28, item 13: they do happen, once de is added ("never happen" was wrong).
    let expected =
      "Failures on de happen only once de is one of the app languages (now en): add it with --languages en,de "
      + "or in My languages"
    #expect(PanelModel.unreachable(control.settings.faults, languages: ["en"]) == [expected])
    #expect(PanelModel.summary(control, h.state).contains(expected))
    #expect(PanelModel.unreachable(control.settings.faults, languages: ["en", "de"]).isEmpty)
  }

  /// Issue 28, item 13: a suppression the rule decided is not a failure of the call.
  @Test func logLine_aPushNotShownByTheRule_isNotAFailure() {
    let record = TraceRecord(
      tMs: 5, service: "apns", wiki: .language("de"), action: "push", params: [("type", "edit-thank")],
      error: "typeOffOnThatWiki")
    #expect(record.logLine == "+5ms de.wikipedia.org push not shown (typeOffOnThatWiki)")
    let failed = TraceRecord(
      tMs: 5, service: "options", wiki: .language("de"), action: "options", params: [], error: "readonly")
    #expect(failed.logLine.hasSuffix("FAILED readonly"))
  }

  @Test func title_saysWhereBackGoes() async {
    let (h, control) = await harness()
    let panel = PanelModel.make(control, h.state, backTitle: "Push notifications")
    #expect(panel.backTitle == "Push notifications")
  }
}

extension PanelModelTests {
  /// Descriptions are published on en.wikipedia.org (English) and Wikidata (the rest): a description
  /// fault aimed anywhere else, or at a wiki the app's languages never publish to, is said.
  @Test(arguments: [
    (FailurePoint.describe(.language("de")), ["en", "de"], false), (.blocked(.wikidata), ["en"], false),
    (.editConflict(.commons), ["en", "de"], false), (.describe(.language("en")), ["de"], false),
    (.abuseFilter(.wikidata), ["en", "de"], true), (.describe(.language("en")), ["en"], true),
  ])
  func unreachable_descriptionFaults(_ point: FailurePoint, _ languages: [String], _ reached: Bool) {
    let said = PanelModel.unreachable(FaultPlan(always: [point]), languages: languages)
    #expect(said.isEmpty == reached, "\(point) with \(languages): \(said)")
    if !reached { #expect(said.first?.contains("descriptions are published on en.wikipedia.org") == true) }
  }

  @Test func revertRow_isDimmedUntilADescriptionIsPublished() async {
    let (h, control, _) = await harness()
    let before = PanelModel.make(control, h.state, published: false).rows.first { $0.id == "sim.revert" }
    #expect(before?.enabled == false && before?.hint?.contains("Publish a title description first") == true)
    let after = PanelModel.make(control, h.state, published: true).rows.first { $0.id == "sim.revert" }
    #expect(after?.enabled == true)
  }

  /// Issue 35, point 11: every setting of the panel is one kind of control, a picker whose menu opens on its
  /// current value and takes a choice, as the composer's pickers do (they had cycled on each press).
  @Test func panel_settingsOpenAMenuOfTheirChoices_onTheCurrentOne() async {
    let (h, control, _) = await harness()
    for id in ["sim.permission", "sim.token", "sim.latency", "sim.rate", "sim.fault.write:de"] {
      let model = PanelModel.make(control, h.state, backTitle: "Settings", backgroundKey: "bg")
      #expect(model.rows.first { $0.id == id }?.activation == .panel(.openMenu(id)), "\(id)")
      _ = await PanelModel.perform(.openMenu(id), control: control)
      let menu = PanelModel.make(control, h.state, backTitle: "Settings", backgroundKey: "bg").alert
      #expect(menu?.style == .actionSheet && (menu?.buttons.count ?? 0) >= 4, "\(id): its choices and Cancel")
      _ = await PanelModel.perform(.closeMenu, control: control)
    }
    // A value a flag gave is among the choices, where it falls.
    control.update { $0.latencyMs = 400 }
    _ = await PanelModel.perform(.openMenu("sim.latency"), control: control)
    let latency = PanelModel.make(control, h.state, backTitle: "Settings", backgroundKey: "bg").alert
    #expect(latency?.buttons.map(\.label).prefix(6) == ["0 ms", "50 ms", "150 ms", "400 ms", "500 ms", "2000 ms"])
    #expect(latency?.buttons[latency?.focus ?? 0].label == "\(control.settings.latencyMs) ms", "opens on the current")
    _ = await PanelModel.perform(.choose("sim.latency", "2000"), control: control)
    _ = await PanelModel.perform(.choose("sim.token", "never"), control: control)
    _ = await PanelModel.perform(.choose("sim.rate", "0.25"), control: control)
    #expect(control.settings.latencyMs == 2_000 && control.settings.tokenArrival == .never)
    #expect(control.settings.faults.rate == 0.25 && control.settings.panelMenu == nil)
    let fault = PanelModel.make(control, h.state, backTitle: "Settings", backgroundKey: "bg").rows
    #expect(fault.first { $0.id == "sim.fault.write:de" }?.value == .detail("no"))
    _ = await PanelModel.perform(.openMenu("sim.fault.write:de"), control: control)
    #expect(
      PanelModel.make(control, h.state, backTitle: "S", backgroundKey: "bg").alert?.title
        == "Writes to de.wikipedia.org")
  }
}
