import Foundation
import PushAppFeature
import PushCore
import PushInterface
import PushLive
import PushQATools
import PushSettingsFeature
import PushSimulation
import PushTestSupport
import PushWikiClient
import Testing

@testable import PushSettingsApp

@Suite struct ScenarioTests {
  @Test func shippedScenarios_allParse() throws {
    let folder = EndToEnd.root.appendingPathComponent("scenarios").path
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
    (#"{"seed":9007199254740992.5}"#, #""seed" must be a whole number up to 2^53"#),
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

  /// Issue 28, item 9: a seed beyond 2^53 written as a number is refused by the parser itself, which says why
  /// (as a double it was read as its neighbour, and the check after it could only guess).
  @Test func scenario_seedBeyond2to53AsANumber_isRefusedSayingWhy() throws {
    let path = EndToEnd.tempPath("seed.json")
    try #"{"seed": 18446744073709551615}"#.write(toFile: path, atomically: true, encoding: .utf8)
    #expect(throws: UsageError.self) { try LaunchOptions.parse(["--scenario", path]) }
    do {
      _ = try LaunchOptions.parse(["--scenario", path])
    } catch {
      #expect(error.message.contains("is beyond 2^53, so it cannot be kept exactly"), "\(error.message)")
    }
  }

  /// A scenario saved on Windows: a byte order mark and CRLF line ends.
  @Test func scenario_withBOMAndCRLF_isRead() throws {
    let path = EndToEnd.tempPath("crlf.json")
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
