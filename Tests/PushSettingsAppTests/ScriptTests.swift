import Foundation
import PushCore
import PushPresentation
import PushSimulation
import Testing

@testable import PushSettingsApp

@Suite struct ScriptTests {
  @Test func parse_everyStepKind() throws {
    let script = try Script.parse(
      """
      # a comment
      key down enter q f2 ctrl-c
      wait 500ms
      wait 2s
      expect "Thanks  ○ Off" within 3s
      expect-not "Saving…"
      fail write:de once
      fail rollback:commons
      clear
      clear read
      permission denied
      token late
      latency 40
      background
      """, name: "t")
    #expect(script.lines.map(\.number) == Array(2...14))
    #expect(script.lines[0].step == .keys([.down, .enter, .character("q"), .function(2), .control("c")]))
    #expect(script.lines[3].step == .expect("Thanks  ○ Off", withinMs: 3_000))
    #expect(script.lines[5].step == .change(.fail(.write(.language("de")), once: true)))
    #expect(script.lines[6].step == .change(.fail(.rollback(.commons), once: false)))
    #expect(script.lines[10].step == .change(.token(.afterMs(2_000))))
    #expect(!script.isAccessible)
  }

  static let bad: [(String, String)] = [
    ("key", "line 1: key needs at least one key name"),
    ("key sideways", "line 1: 'sideways' is not a key"),
    ("wait soon", "line 1: wait needs a time"),
    ("expect Thanks", "line 1: expect needs text in double quotes"),
    ("expect \"x\" later", "line 1: after the text, only 'within 3s' may follow"),
    ("fail write:", "line 1: fail needs a failure point"),
    ("permission maybe", "line 1: permission needs one of"),
    ("\n\ndance", "line 3: 'dance' is not a step"),
    ("type 1\nkey down", "line 2: a script either types lines or presses keys"),
    ("wait 600001ms", "line 1: wait needs a time"),
    ("latency -5", "line 1: latency needs milliseconds from 0 to 60000"),
    ("# a comment\r\nkey down\r\ndance\r\n", "line 3: 'dance' is not a step"),
  ]

  /// A script saved on Windows: CRLF line ends and a byte order mark. "\r\n" is one Character in Swift,
  /// so a split on "\n" made it one line, and a first-line comment skipped every step.
  @Test func parse_CRLFAndByteOrderMark_everyLineCounts() throws {
    let script = try Script.parse("\u{FEFF}# a comment\r\nkey down\r\nwait 600000ms\r\nexpect \"x\"\r\n", name: "w")
    #expect(script.lines.map(\.number) == [2, 3, 4])
    #expect(script.lines[0].step == .keys([.down]))
    #expect(script.lines[1].step == .wait(ms: 600_000))
    #expect(script.lines[2].step == .expect("x", withinMs: 5_000))
  }

  @Test(arguments: Self.bad)
  func parse_badLine_namesTheLine(_ text: String, _ expected: String) {
    do {
      _ = try Script.parse(text, name: "s")
      Issue.record("accepted \(text)")
    } catch {
      #expect(error.message.hasPrefix("script s \(expected)"), "got \(error.message)")
    }
  }
}

@Suite(.serialized) struct WalkthroughTests {
  static let folder = EndToEndTests.root.appendingPathComponent("Screens/walkthroughs")
  static var scripts: [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".script") }
      .sorted()
  }

  @Test func walkthroughs_thereIsOneForEachMainJourney() {
    for name in ["first-enable", "denied-then-fixed", "write-failure-rollback", "logout-and-back"] {
      #expect(Self.scripts.contains("\(name).script"))
    }
  }

  @Test(arguments: Self.scripts)
  func walkthrough_playsToTheEnd(_ name: String) throws {
    let run = try EndToEndTests.run([
      "--languages", "en,de", "--state-file", EndToEndTests.tempPath("w.json"), "--script",
      Self.folder.appendingPathComponent(name).path,
    ])
    #expect(run.status == 0, "\(name): \(run.err)")
  }

  @Test func script_unmetExpect_failsNamingTheText() throws {
    let path = EndToEndTests.tempPath("bad.script")
    try "key down enter\nexpect \"Quantum entanglement\" within 200ms\n".write(
      toFile: path, atomically: true, encoding: .utf8)
    let run = try EndToEndTests.run(["--state-file", EndToEndTests.tempPath("s.json"), "--script", path])
    #expect(run.status == 1)
    #expect(run.err.contains("line 2: expected \"Quantum entanglement\" on the screen within 200 ms"))
    #expect(run.err.contains("Push notifications"), "the message shows the screen as it was")
  }

  @Test func record_writesAsciicastV2WhoseLastFrameIsTheFinalScreen() throws {
    let cast = EndToEndTests.tempPath("demo.cast")
    let run = try EndToEndTests.run([
      "--languages", "en,de", "--state-file", EndToEndTests.tempPath("r.json"), "--record", cast, "--script",
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
