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

  @Test(arguments: Self.scripts)
  func walkthrough_playsToTheEnd(_ name: String) throws {
    let run = try EndToEnd.run([
      "--languages", "en,de", "--state-file", EndToEnd.tempPath("w.json"), "--script",
      Self.folder.appendingPathComponent(name).path,
    ])
    #expect(run.status == 0, "\(name): \(run.err)")
  }

  @Test func script_unmetExpect_failsNamingTheText() throws {
    let path = EndToEnd.tempPath("bad.script")
    try "key down enter\nexpect \"Quantum entanglement\" within 200ms\n".write(
      toFile: path, atomically: true, encoding: .utf8)
    let run = try EndToEnd.run(["--state-file", EndToEnd.tempPath("s.json"), "--script", path])
    #expect(run.status == 1)
    #expect(run.err.contains("line 2: expected \"Quantum entanglement\" on the screen within 200 ms"))
    #expect(run.err.contains("Push notifications"), "the message shows the screen as it was")
  }

  @Test func record_writesAsciicastV2WhoseLastFrameIsTheFinalScreen() throws {
    let cast = EndToEnd.tempPath("demo.cast")
    let run = try EndToEnd.run([
      "--languages", "en,de", "--state-file", EndToEnd.tempPath("r.json"), "--record", cast, "--script",
      Self.folder.appendingPathComponent("first-enable.script").path,
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
}
