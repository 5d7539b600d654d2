import Foundation
import PushCore
import PushInterface
import PushLive
import PushQATools
import PushTestSupport
import Synchronization
import Testing

/// The real binary with its standard streams piped: the accessible mode, bad flags and files.
@Suite(.serialized) struct PipedEndToEndTests {
  @Test func binary_badFlag_exits2WithOneLine() throws {
    let run = try EndToEnd.run(["--permission", "sometimes"])
    #expect(run.status == 2)
    #expect(run.err.hasPrefix("push-settings: --permission: 'sometimes' is not one of"))
    #expect(run.err.split(separator: "\n").count == 1)
    #expect(run.out.isEmpty)
  }

  @Test func accessible_scenarioDescription_isSaidAtStart() throws {
    let run = try EndToEnd.run(["--fresh", "--scenario", "scenarios/denied-in-ios.json"], input: "q\n")
    #expect(run.out.hasPrefix("Scenario: Notifications denied in iOS Settings"), "\(run.out)")
  }

  @Test func binary_failurePointOnAWikiNotWrittenTo_isSaidAtStart() throws {
    let run = try EndToEnd.run(["--fresh", "--fail", "write:de"], input: "q\n")
    #expect(run.err.contains("warning: Failures on de never happen: de is not one of the app languages (en)"))
    #expect(run.err.contains("add it with --languages en,de or in My languages"))
  }

  @Test func binary_render_unknownState_exits2() throws {
    let run = try EndToEnd.run(["render", "nope"])
    #expect(run.status == 2)
    #expect(run.err.contains("the states are logged-out, settings"))
  }

  @Test func accessible_pipedSession_hearsFailureAndRollback() throws {
    let trace = EndToEnd.tempPath("trace.jsonl")
    let input = ["2", "2", "5", "1", "b", "q"].joined(separator: "\n") + "\n"
    let run = try EndToEnd.run(
      [
        "--accessible", "--answer", "allow", "--fail", "write:de", "--languages", "en,de", "--latency", "5",
        "--state-file", EndToEnd.tempPath("state.json"), "--trace", trace,
      ], input: input)
    #expect(run.status == 0)
    let out = run.out
    #expect(out.contains("> 2\nPush notifications, screen, 2 items. Back goes to Settings."))
    #expect(out.contains("Changed: 2. Push notifications, switch button, on."))
    #expect(out.contains("New: 5. Thanks, switch button, on."))
    #expect(out.contains("Changed: 5. Thanks, switch button, Saving…, dimmed."))
    #expect(out.contains("Alert: Couldn't change Thanks."))
    #expect(out.contains("Thanks could not be changed on de.wikipedia.org"))
    #expect(out.contains("The change was undone on en.wikipedia.org, www.wikidata.org, commons.wikimedia.org."))
    #expect(out.contains("Alert closed."))
    #expect(out.hasSuffix("Goodbye.\n"))
    for byte in out.utf8 { #expect(byte >= 0x20 || byte == 0x0A, "control byte \(byte) in accessible output") }

    // The trace has one JSON object per call, in the contract's shape.
    let lines = try String(contentsOfFile: trace, encoding: .utf8).split(separator: "\n")
    let records = try lines.map { try JSONParser.parse(String($0)) }
    #expect(records.allSatisfy { $0["t_ms"]?.intValue != nil && $0["outcome"] != nil && $0["params"] != nil })
    let services = Set(records.compactMap { $0["service"]?.stringValue })
    #expect(services == ["os", "apns", "echo", "userinfo", "tokens", "options"])
    let failed = records.filter { $0["service"] == "options" && $0["outcome"] == "error" }
    #expect(failed.map { $0["wiki"] } == [.string("de.wikipedia.org")])
    #expect(failed.first?["error"] == "http-503")
    let rollbacks = records.filter {
      $0["service"] == "options" && $0["params"]?["change"] == "echo-subscriptions-push-edit-thank=1"
    }
    #expect(rollbacks.count == 3)
  }

  @Test func accessible_endOfInput_quitsCleanly_invalidInputRePrompts() throws {
    let run = try EndToEnd.run(["--state-file", EndToEnd.tempPath("s.json")], input: "99\nfoo\n")
    #expect(run.status == 0)
    #expect(run.err.contains("not a terminal"), "says why the full screen did not start")
    #expect(run.out.contains("Not understood: type a number from 1 to 8, or b, r, h, bg, sim, log or q."))
  }

  /// A user who types, waits for the answer, then types again: input stays open between lines, so the
  /// reader waits inside stdio while the app speaks (they once deadlocked on stdio's locks).
  @Test func accessible_answersEachLineWhileTheInputStaysOpen() throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: EndToEnd.binary)
    process.arguments = ["--accessible", "--state", "push-on", "--state-file", EndToEnd.tempPath("open.json")]
    let stdin = Pipe()
    let stdout = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = FileHandle.nullDevice
    signal(SIGPIPE, SIG_IGN)
    try process.run()
    let heard = Mutex("")
    stdout.fileHandleForReading.readabilityHandler = { handle in
      let data = handle.availableData
      heard.withLock { $0 += String(decoding: data, as: UTF8.self) }
    }
    func waitToHear(_ text: String) -> Bool {
      for _ in 0..<100 {
        if heard.withLock({ $0.contains(text) }) { return true }
        usleep(50_000)
      }
      return false
    }
    #expect(waitToHear("19. Edit milestone"))
    usleep(200_000)  // The reader is now waiting for a line.
    try stdin.fileHandleForWriting.write(contentsOf: Data("5\n".utf8))
    #expect(waitToHear("Changed: 5. Thanks, switch button, off."), "answered while the input is still open")
    try stdin.fileHandleForWriting.write(contentsOf: Data("q\n".utf8))
    #expect(waitToHear("Goodbye."))
    for _ in 0..<100 where process.isRunning { usleep(50_000) }
    if process.isRunning { kill(process.processIdentifier, SIGKILL) }  // Stuck: end it, the test has failed.
    process.waitUntilExit()
    stdout.fileHandleForReading.readabilityHandler = nil
    #expect(process.terminationStatus == 0)
  }
}

/// Drives the real binary in a real terminal: tmux at 80x24.
@Suite(.serialized) struct BadInputEndToEndTests {
  static let cases: [([String], String)] = [
    (["--script", "/nonexistent/walk.script"], "push-settings: --script: cannot read '/nonexistent/walk.script'"),
    (["--scenario", "/tmp"], "push-settings: --scenario: cannot read '/tmp': Is a directory"),
    (["--scenario", "/nonexistent.json"], "push-settings: --scenario: cannot read '/nonexistent.json'"),
    (["--trace", "/nonexistent/dir/t.jsonl"], "push-settings: --trace: cannot write '/nonexistent/dir/t.jsonl'"),
    (["--record", "/nonexistent/dir/a.cast", "--accessible"], "push-settings: --record: cannot write"),
    (["--state", "nowhere"], "push-settings: --state: no state named 'nowhere'"),
    (["--latency"], "push-settings: --latency needs a value"),
  ]

  @Test(arguments: Self.cases)
  func binary_badFileOrFlag_exits2WithAPreciseLine(_ arguments: [String], _ expected: String) throws {
    let run = try EndToEnd.run(arguments + ["--state-file", EndToEnd.tempPath("s.json")], input: "q\n")
    #expect(run.status == 2, "\(arguments): \(run.err)")
    #expect(run.err.hasPrefix(expected), "got: \(run.err)")
    #expect(run.err.split(separator: "\n").count == 1)
  }

  @Test func binary_unwritableStateFile_runsAndSaysWhyAtExit() throws {
    let run = try EndToEnd.run(
      ["--accessible", "--state-file", "/proc/self/nope/state.json"], input: "3\n4\nq\n")
    #expect(run.status == 0)
    #expect(run.err.contains("note: could not save the state file"), "got: \(run.err)")
  }
}
