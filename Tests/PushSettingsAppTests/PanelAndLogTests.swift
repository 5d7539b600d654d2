import Foundation
import PushAppFeature
import PushCore
import PushSettingsFeature
import PushSimulation
import PushTestSupport
import Testing

@testable import PushSettingsApp

@Suite struct PanelAndLogTests {
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
    PanelModel.perform(.cycleFault(.write(.language("de"))), control: control)
    #expect(control.mode(of: .write(.language("de"))) == .once)
    #expect(h.world.config.faults.once.contains(.write(.language("de"))), "the world has it at once")
    #expect(PanelModel.summary(control, h.state).contains("Writes to de.wikipedia.org: the next call fails"))
    await h.send(.typeToggleTapped(.editThank))
    #expect(h.state.alert?.message.contains("de.wikipedia.org") == true)
    #expect(control.mode(of: .write(.language("de"))) == .no, "used up, and the panel says so")
    await h.send(.alertButtonTapped(.dismiss), .typeToggleTapped(.editThank))
    #expect(h.state.alert == nil)
    #expect(h.state.displayedValue(.editThank) == false)
  }

  @Test func panel_permission_appliesAtTheNextForeground() async {
    let (h, control, _) = await harness()
    PanelModel.perform(.cyclePermission, control: control)  // authorized → provisional
    PanelModel.perform(.cyclePermission, control: control)  // → ephemeral
    PanelModel.perform(.cyclePermission, control: control)  // → notDetermined
    PanelModel.perform(.cyclePermission, control: control)  // → denied
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
    await h.send(.typeToggleTapped(.editThank))
    let lines = log.all.map(\.logLine)
    #expect(lines.contains { $0.contains("commons.wikimedia.org options edit-thank=0 FAILED http-503") })
    for host in ["en.wikipedia.org", "de.wikipedia.org", "www.wikidata.org"] {
      #expect(lines.contains { $0.contains("\(host) options edit-thank=0 ok") })
      #expect(lines.contains { $0.contains("\(host) options edit-thank=1 ok") }, "rollback on \(host)")
    }
  }
}

@Suite struct ScenarioTests {
  @Test func shippedScenarios_allParse() throws {
    let folder = EndToEndTests.root.appendingPathComponent("scenarios").path
    let files = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".json") }
    #expect(files.count >= 3)
    for file in files {
      let options = try LaunchOptions.parse(["--scenario", folder + "/" + file])
      #expect(options.command == .run)
    }
  }

  @Test func scenario_flagsOnTheCommandLineWin() throws {
    let json = try JSONParser.parse(#"{"permission":"denied","latency":20,"fail":["read","write:de"]}"#)
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("scenario-\(getpid()).json")
    try json.serialized.write(to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }
    let options = try LaunchOptions.parse(["--scenario", file.path, "--permission", "authorized"])
    #expect(options.permission == .authorized)
    #expect(options.latencyMs == 20)
    #expect(options.faults.always == [.read, .write(.language("de"))])
  }

  static let bad: [(String, String)] = [
    (#"{"permision":"denied"}"#, #"unknown key "permision"; keys are description, loggedOut"#),
    (#"{"permission":"sometimes"}"#, #""permission": 'sometimes' is not one of notDetermined"#),
    (#"{"latency":-3}"#, #""latency": '-3' is not a whole number"#),
    (#"{"loggedOut":"yes"}"#, #""loggedOut" must be true or false"#),
    (#"{"fail":["write:"]}"#, #""fail": 'write:' is not a failure point"#),
    (#"{"languages":[]}"#, #""languages" must be a language code or a list"#),
    (#"[1,2]"#, "the file must hold one JSON object"),
    (#"{"languages":["en,de"]}"#, #""languages" must be a language code or a list"#),
    (#"{"languages":["en","commons"]}"#, #""languages": 'en,commons' is not a comma-separated list"#),
    (#"{"seed":18446744073709551615}"#, #""seed" must be a whole number up to 2^53"#),
    (#"{"seed":-1}"#, #""seed" must be a whole number up to 2^53"#),
  ]

  /// Seeds a JSON number cannot hold exactly come as text; those it can, as numbers (up to 2^53).
  @Test func scenario_largeSeeds() throws {
    for (text, seed) in [
      (#"{"seed":"18446744073709551615"}"#, UInt64.max), (#"{"seed":9007199254740991}"#, 9_007_199_254_740_991),
    ] {
      var options = LaunchOptions()
      try Scenario.apply(JSONParser.parse(text), name: "x", to: &options)
      #expect(options.seed == seed)
    }
  }

  /// A scenario saved on Windows: a byte order mark and CRLF line ends.
  @Test func scenario_withBOMAndCRLF_isRead() throws {
    let path = EndToEndTests.tempPath("crlf.json")
    try Data([0xEF, 0xBB, 0xBF] + Array("{\r\n  \"latency\": 20,\r\n  \"languages\": [\"en\", \"de\"]\r\n}\r\n".utf8))
      .write(to: URL(fileURLWithPath: path))
    let options = try LaunchOptions.parse(["--scenario", path])
    #expect(options.latencyMs == 20)
    #expect(options.languages == ["en", "de"])
  }

  @Test(arguments: Self.bad)
  func scenario_badKeyOrValue_isNamed(_ text: String, _ expected: String) throws {
    let json = try JSONParser.parse(text)
    do {
      var options = LaunchOptions()
      try Scenario.apply(json, name: "s.json", to: &options)
      Issue.record("accepted \(text)")
    } catch {
      #expect(error.message.hasPrefix("scenario s.json: \(expected)"), "got \(error.message)")
    }
  }
}
