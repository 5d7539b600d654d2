import Foundation
import PushCore
import PushInterface
import PushLive
import PushPresentation
import PushQATools
import PushSimulation
import PushTestSupport
import Testing

@testable import PushSettingsApp

@Suite(.serialized) struct WalkthroughTests {
  static let folder = EndToEnd.root.appendingPathComponent("Screens/walkthroughs")
  static var scripts: [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".script") }
      .sorted()
  }

  @Test func walkthroughs_thereIsOneForEachMainJourney() {
    for name in ["first-enable", "denied-then-fixed", "write-failure-rollback", "logout-and-back", "explore-card"] {
      #expect(Self.scripts.contains("\(name).script"))
    }
  }

  static let sizes = ["60x20", "80x24", "100x30", "120x40"]

  @Test func walkthrough_flagThatContradictsIt_isReported() async throws {
    let run = try await EndToEnd.run([
      "--latency", "400", "--script", Self.folder.appendingPathComponent("first-enable.script").path,
    ])
    #expect(run.status == 0, "\(run.err)")
    #expect(run.err.contains("--latency 400 is not used: script first-enable.script line 5 says 'latency 100'"))
  }

  @Test func script_unmetExpect_failsNamingTheText() async throws {
    let path = EndToEnd.tempPath("bad.script")
    try "open settings\nkey down enter\nexpect \"Quantum entanglement\" within 200ms\n".write(
      toFile: path, atomically: true, encoding: .utf8)
    let run = try await EndToEnd.run(["--state-file", EndToEnd.tempPath("s.json"), "--script", path])
    #expect(run.status == 1)
    #expect(run.err.contains("line 3: expected \"Quantum entanglement\" on the screen within 200 ms"))
    #expect(run.err.contains("Push notifications"), "the message shows the screen as it was")
    #expect(run.err.contains("effects running: "), "and what the app was still doing")
    #expect(run.err.contains("the last calls:\n"), "and its last calls")
  }

  @Test func record_writesAsciicastV2WhoseLastFrameIsTheFinalScreen() async throws {
    let cast = EndToEnd.tempPath("demo.cast")
    let run = try await EndToEnd.run([
      "--pace", "fast", "--record", cast, "--script", Self.folder.appendingPathComponent("first-enable.script").path,
    ])
    #expect(run.status == 0, "\(run.err)")
    let lines = try String(contentsOfFile: cast, encoding: .utf8).split(separator: "\n").map(String.init)
    let header = try JSONParser.parse(lines[0])
    #expect(header["version"] == 2)
    #expect(header["width"] == 80)
    #expect(header["height"] == 24)
    var previous = -1.0
    var last = ""
    for line in lines.dropFirst() {
      let event = try #require(try JSONParser.parse(line).arrayValue)
      #expect(event.count == 3)
      guard case .number(let t) = event[0], event[1] == "o", let text = event[2].stringValue else {
        Issue.record("malformed event \(line)")
        continue
      }
      #expect(t >= previous, "times never go back")
      previous = t
      last = text
    }
    #expect(lines.count > 5)
    #expect(last.hasPrefix("\u{1B}[H\u{1B}[2J"), "each frame is a whole repaint")
    #expect(last.contains("Notify me about"))
    #expect(last.contains("Page review"))
    #expect(run.out.contains("Notify me about"), "without a terminal the final screen is printed too")
  }

  /// The cast's header says the size the screen had and the TERM of the environment, not 80x24 and a guess.
  @Test func record_headerHasTheRealSizeAndTERM() async throws {
    let cast = EndToEnd.tempPath("size.cast")
    let run = try await EndToEnd.run(
      [
        "--pace", "fast", "--size", "100x30", "--record", cast, "--script",
        Self.folder.appendingPathComponent("first-enable.script").path,
      ], environment: ["TERM": "screen-256color"])
    #expect(run.status == 0, "\(run.err)")
    let lines = try String(contentsOfFile: cast, encoding: .utf8).split(separator: "\n").map(String.init)
    let header = try JSONParser.parse(lines[0])
    #expect(header["width"] == 100)
    #expect(header["height"] == 30)
    #expect(header["env"]?["TERM"] == "screen-256color")
    #expect(!lines.contains { $0.contains("[31;1H") }, "no frame addresses a row below the 30th")
  }

  /// Recorded at a pace, the cast carries it: key presses are at least the pace apart, so `asciinema play`
  /// shows the journey at that speed (and the default pace when recording is a person's).
  @Test func record_carriesThePacedTiming() async throws {
    let cast = EndToEnd.tempPath("paced.cast")
    let script = EndToEnd.tempPath("keys.script")
    try "key down\nkey enter\nkey left\nkey down\n".write(toFile: script, atomically: true, encoding: .utf8)
    let run = try await EndToEnd.run(["--pace", "200", "--record", cast, "--script", script])
    #expect(run.status == 0, "\(run.err)")
    let times = try String(contentsOfFile: cast, encoding: .utf8).split(separator: "\n").dropFirst().compactMap {
      line -> Double? in
      guard case .number(let t)? = try JSONParser.parse(String(line)).arrayValue?.first else { return nil }
      return t
    }
    #expect((times.last ?? 0) >= 0.8, "four keys, 200 ms before each: \(times)")
  }
}

/// Every walkthrough at every size, side by side: each is a process that mostly waits (a held moment, the
/// simulated latency), so one after the other took most of a minute.
@Suite struct WalkthroughPlayTests {
  /// Self-contained: no flags but the screen's size, from any folder, whatever an earlier run saved.
  @Test(arguments: WalkthroughTests.scripts, WalkthroughTests.sizes)
  func walkthrough_withNoExtraFlags_playsToTheEnd_atEverySize(_ name: String, _ size: String) async throws {
    let path = WalkthroughTests.folder.appendingPathComponent(name).path
    let run = try await EndToEnd.run(["--script", path, "--size", size])
    #expect(run.status == 0, "\(name) at \(size): \(run.err)")
    #expect(run.err.isEmpty, "\(name) at \(size) says nothing: \(run.err)")
  }
}
