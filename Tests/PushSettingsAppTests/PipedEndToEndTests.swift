import Foundation
import PushCore
import PushInterface
import PushLive
import PushQATools
import PushTestSupport
import Synchronization
import Testing

/// The real binary with its standard streams piped: the accessible mode, bad flags and files.
@Suite struct PipedEndToEndTests {
  @Test func binary_badFlag_exits2WithOneLine() async throws {
    let run = try await EndToEnd.run(["--permission", "sometimes"])
    #expect(run.status == 2)
    #expect(run.err.hasPrefix("push-settings: --permission: 'sometimes' is not one of"))
    #expect(run.err.split(separator: "\n").count == 1)
    #expect(run.out.isEmpty)
  }

  @Test func accessible_aTypedLine_isEchoedAsTyped() async throws {
    // It was echoed in lower case: "> sim send thanks on en by ama", not what the listener typed.
    let run = try await EndToEnd.run(["--fresh", "--accessible"], input: "sim send thanks on en by Ama\nq\n")
    #expect(run.status == 0, "\(run.err)")
    #expect(run.out.contains("> sim send thanks on en by Ama\n"), "\(run.out)")
  }

  @Test func accessible_scenarioDescription_isSaidAtStart() async throws {
    let run = try await EndToEnd.run(["--fresh", "--scenario", "scenarios/denied-in-ios.json"], input: "q\n")
    #expect(run.out.hasPrefix("Scenario: Notifications denied in iOS Settings"), "\(run.out)")
  }

  @Test func binary_failurePointOnAWikiNotWrittenTo_isSaidAtStart() async throws {
    let run = try await EndToEnd.run(["--fresh", "--fail", "write:de"], input: "q\n")
    #expect(run.err.contains("warning: Failures on de happen only once de is one of the app languages (now en)"))
    #expect(run.err.contains("add it with --languages en,de or in My languages"))
  }

  @Test func binary_render_unknownState_exits2() async throws {
    let run = try await EndToEnd.run(["render", "nope"])
    #expect(run.status == 2)
    #expect(run.err.contains("the states are logged-out, settings"))
  }

  @Test func accessible_pipedSession_hearsFailureAndRollback() async throws {
    let trace = EndToEnd.tempPath("trace.jsonl")
    let input = ["2", "6", "2", "5", "1", "b", "q"].joined(separator: "\n") + "\n"
    let run = try await EndToEnd.run(
      [
        "--accessible", "--answer", "allow", "--fail", "write:de", "--languages", "en,de", "--latency", "5",
        "--state-file", EndToEnd.tempPath("state.json"), "--trace", trace,
      ], input: input)
    #expect(run.status == 0)
    let out = run.out
    #expect(out.contains("> 6\nPush notifications, 2 items. Back goes to Settings."))
    #expect(out.contains("2. Push notifications, on."))
    // The heading "Notify me about" and a switch for each type, after the two rows above them.
    let types = NotificationType.allCases.count
    #expect(
      out.contains("\(types + 1) new items, 3 to \(types + 3), first Notify me about; r 3-\(types + 3) reads them."))
    // Its in-flight words: "turning off" while the writes run, or, on a loaded machine where the failure
    // lands before the next announcement, straight to "switching back".
    #expect(
      out.contains("5. Thanks, turning off. QA: Writing to 4 wikis.")
        || out.contains("5. Thanks, switching back. QA: Failed on de.wikipedia.org"), "\(out)")
    #expect(out.contains("Alert: Couldn't change Thanks."))
    #expect(out.contains("Your change could not be saved, so Thanks is on again."))
    #expect(
      out.contains(
        "QA: Write failed on de.wikipedia.org (the server answered 503 Service Unavailable). Undone on "
          + "en.wikipedia.org, www.wikidata.org and commons.wikimedia.org."), "--fail turns the QA details on")
    #expect(out.contains("Alert closed."))
    #expect(out.hasSuffix("Goodbye.\n"))
    for byte in out.utf8 { #expect(byte >= 0x20 || byte == 0x0A, "control byte \(byte) in accessible output") }

    // The trace has one JSON object per call, in the contract's shape.
    let lines = try String(contentsOfFile: trace, encoding: .utf8).split(separator: "\n")
    let records = try lines.map { try JSONParser.parse(String($0)) }
    #expect(records.allSatisfy { $0["t_ms"]?.intValue != nil && $0["outcome"] != nil && $0["params"] != nil })
    let services = Set(records.compactMap { $0["service"]?.stringValue })
    // notifications: the unread count the root shows, read at launch; descriptions: the feed's, read at launch.
    #expect(services == ["os", "apns", "echo", "userinfo", "tokens", "options", "notifications", "descriptions"])
    let failed = records.filter { $0["service"] == "options" && $0["outcome"] == "error" }
    #expect(failed.map { $0["wiki"] } == [.string("de.wikipedia.org")])
    #expect(failed.first?["error"] == "http-503")
    let rollbacks = records.filter {
      $0["service"] == "options" && $0["params"]?["change"] == "echo-subscriptions-push-edit-thank=1"
    }
    #expect(rollbacks.count == 3)
  }

  /// Issue 10's first reproduction: a row inserted under an alert is said when it closes; since issue 26 it
  /// is a status line without a number, so the number typed after it still names what it named.
  @Test func accessible_rowsChangedUnderAnAlert_areSaid_andAShiftedNumberIsConfirmed() async throws {
    let trace = EndToEnd.tempPath("shifted.jsonl")
    let run = try await EndToEnd.run(
      [
        "--accessible", "--answer", "allow", "--languages", "en,de", "--fail", "write:de,rollback:commons",
        "--latency", "5", "--state-file", EndToEnd.tempPath("shifted.json"), "--trace", trace,
      ], input: "2\n6\n2\n5\n1\n5\nq\n")
    #expect(run.status == 0)
    let afterAlert = run.out.components(separatedBy: "> 1\n").last ?? ""
    #expect(afterAlert.hasPrefix("Alert closed.\n"), "got: \(afterAlert)")
    #expect(afterAlert.contains("5. Thanks, on.\nNot yet in step: Thanks."), "got: \(afterAlert)")
    // Issue 26: a status line has no number, so the types keep theirs: 5 is still Thanks (turning off, or
    // already switching back when a loaded machine said the write's end first).
    #expect(afterAlert.contains("> 5\n5. Thanks, "), "got: \(afterAlert)")
    let talk = try String(contentsOfFile: trace, encoding: .utf8).split(separator: "\n")
      .filter { $0.contains("edit-user-talk") }
    #expect(talk.isEmpty, "Talk page message was written though the user typed Thanks' number")
  }

  /// The second reproduction: turning off fails; after Cancel the types come back, and are said.
  @Test func accessible_unsubscribeFails_cancelSaysTheTypesCameBack() async throws {
    let run = try await EndToEnd.run(
      [
        "--accessible", "--answer", "allow", "--fail", "unsubscribe", "--latency", "5", "--state-file",
        EndToEnd.tempPath("unsub.json"),
      ], input: "2\n6\n2\n2\n2\nq\n")
    #expect(run.status == 0)
    let turns = run.out.components(separatedBy: "> 2\n")
    let afterCancel = turns.last ?? ""
    #expect(afterCancel.hasPrefix("Alert closed.\n"), "got: \(afterCancel)")
    // What was said gone comes back in words. On a loaded machine the types can be hidden and back (the
    // alert over them) between two announcements: then the listener never heard them go, and nothing need
    // be said of their return.
    let types = NotificationType.allCases.count
    let saidGone = turns.dropLast().last?.contains("\(types + 1) items removed") ?? false
    #expect(
      afterCancel.contains("\(types + 1) new items, 3 to \(types + 3)") == saidGone,
      "said gone: \(saidGone); after Cancel: \(afterCancel)")
  }

  @Test func accessible_endOfInput_quitsCleanly_invalidInputRePrompts() async throws {
    let run = try await EndToEnd.run(["--state-file", EndToEnd.tempPath("s.json")], input: "99\nfoo\n")
    #expect(run.status == 0)
    #expect(run.err.contains("not a terminal"), "says why the full screen did not start")
    #expect(run.out.contains("There is no 99; 1 to 18."), "a number not there says the range")
    #expect(
      run.out.contains(
        "Not understood: type a number from 1 to 18, or b, r, h, bg, sim, log, details, a, brief, verbose or q."))
  }

  /// A user who types, waits for the answer, then types again: input stays open between lines, so the
  /// reader waits inside stdio while the app speaks (they once deadlocked on stdio's locks).
  @Test func accessible_answersEachLineWhileTheInputStaysOpen() async throws {
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
    let heard = Locked("")
    stdout.fileHandleForReading.readabilityHandler = { handle in
      let data = handle.availableData
      heard.withLock { $0 += String(decoding: data, as: UTF8.self) }
    }
    func waitToHear(_ text: String) async -> Bool {
      await Waiting.until { heard.withLock { $0.contains(text) } }
    }
    // The last of the push screen's items: its two rows, the heading, then the types.
    let last = NotificationType.allCases.last!
    #expect(await waitToHear("\(3 + NotificationType.allCases.count). \(last.label)"))
    // The line comes while the reader waits for it (a thread of the app in read(2) on standard input).
    let pid = process.processIdentifier
    #expect(await Waiting.until { ProcessProbe.isReading(pid, fd: 0) }, "the reader waits for a line")
    try stdin.fileHandleForWriting.write(contentsOf: Data("5\n".utf8))
    #expect(await waitToHear("5. Thanks, off."), "answered while the input is still open")
    try stdin.fileHandleForWriting.write(contentsOf: Data("q\n".utf8))
    #expect(await waitToHear("Goodbye."))
    // Foundation learns of the exit on a dispatch thread, which a busy run delays: generously.
    let ended = await Waiting.until(timeout: .seconds(120)) { !process.isRunning }
    if !ended { kill(process.processIdentifier, SIGKILL) }  // Stuck: end it, the test has failed.
    process.waitUntilExit()
    stdout.fileHandleForReading.readabilityHandler = nil
    #expect(process.terminationStatus == 0)
  }
}

/// Drives the real binary in a real terminal: tmux at 80x24.
@Suite struct BadInputEndToEndTests {
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
  func binary_badFileOrFlag_exits2WithAPreciseLine(_ arguments: [String], _ expected: String) async throws {
    let run = try await EndToEnd.run(arguments + ["--state-file", EndToEnd.tempPath("s.json")], input: "q\n")
    #expect(run.status == 2, "\(arguments): \(run.err)")
    #expect(run.err.hasPrefix(expected), "got: \(run.err)")
    #expect(run.err.split(separator: "\n").count == 1)
  }

  @Test func binary_unwritableStateFile_runsAndSaysWhyAtExit() async throws {
    let run = try await EndToEnd.run(
      ["--accessible", "--state-file", "/proc/self/state.json"], input: "3\n4\n2\nq\n")
    #expect(run.status == 0)
    #expect(run.err.contains("note: could not save the state file"), "got: \(run.err)")
  }

  @Test func binary_render_showsQADetailsOnlyWhenAskedFor() async throws {
    let plain = try await EndToEnd.run(["render", "type-write-failed"])
    #expect(plain.status == 0)
    #expect(!plain.out.contains("QA:"), "Screens/ keeps the designer's view")
    let annotated = try await EndToEnd.run(["render", "type-write-failed", "--annotations", "on"])
    #expect(annotated.out.contains("QA: Write failed on de.wikipedia.org"), "\(annotated.out)")
  }

  /// `render` prints text without its styles: what dim shows on a terminal is said in words there (a row the
  /// replica leaves out, a switch on its way), as on xterm-mono; `--color` keeps the dim.
  @Test func binary_render_plainText_saysWhatDimShows() async throws {
    let settings = try await EndToEnd.run(["render", "settings"])
    #expect(settings.out.contains("unavailable"), "\(settings.out)")
    #expect(!settings.out.contains("q quit"), "the app's picture: no key line")
    let saving = try await EndToEnd.run(["render", "type-saving"])
    #expect(saving.out.contains("○ Off …"), "\(saving.out)")
    let colored = try await EndToEnd.run(["render", "settings", "--color"])
    #expect(!colored.out.contains("unavailable"), "in colour, dim says it")
  }

  @Test func accessible_details_saysTheQADetails_andATurnsThemOn() async throws {
    let run = try await EndToEnd.run(
      ["--accessible", "--state", "rollback-pending", "--state-file", EndToEnd.tempPath("d.json")],
      input: "details\na\nq\n")
    #expect(run.status == 0)
    #expect(run.out.contains("> details\nQA: "), "\(run.out)")
    #expect(run.out.contains("later. Pending: Thanks on commons.wikimedia.org (to on)"))
    #expect(run.out.contains("> a\nQA details on."))
    // The switch says its detail, once: the status line under it does not repeat it.
    let on = try #require(run.out.components(separatedBy: "> a\n").last)
    #expect(on.contains("2. Push notifications, on. QA: Not yet in step: Thanks."), "the row now says its detail")
    #expect(on.components(separatedBy: "Pending: Thanks on commons").count == 2, "said once:\n\(on)")
  }
}

/// Issue 10: what a screen-reader user hears, end to end.
@Suite struct AccessibleHearingEndToEndTests {
  /// Item 4: back from iOS Settings reads the screen as it is after the permission is checked again.
  @Test func backFromIOSSettings_readsTheScreenAfterTheRecheck() async throws {
    let run = try await EndToEnd.run(
      ["--accessible", "--permission", "denied", "--state-file", EndToEnd.tempPath("denied.json")],
      input: "2\n6\n2\n2\nb\nq\n")
    let afterBack = run.out.components(separatedBy: "> b\n").last ?? ""
    // Issue 26: back on a screen heard before, the place and what became of it, not the whole screen.
    #expect(
      afterBack.hasPrefix("Push notifications. Back at 2, Push notifications, now a switch button, off. 2 items"),
      "got: \(afterBack)")
    #expect(!afterBack.contains("turned off in iOS Settings"), "the stale screen was read")
  }

  /// Item 3: no line twice in a row, in the shipped accessible walkthrough or a slow session.
  @Test func transcripts_neverRepeatALineBackToBack() async throws {
    let folder = EndToEnd.root.appendingPathComponent("Screens/walkthroughs")
    var transcripts: [(String, String)] = []
    for name in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    where name.hasSuffix(".script") {
      let path = folder.appendingPathComponent(name).path
      // Only the typed walkthroughs play in the accessible mode; the key ones drive the full screen.
      guard try String(contentsOfFile: path, encoding: .utf8).contains("\ntype ") else { continue }
      let walk = try await EndToEnd.run([
        "--languages", "en,de", "--state-file", EndToEnd.tempPath("walk.json"), "--script", path,
      ])
      #expect(walk.status == 0, "\(name): \(walk.err)")
      transcripts.append((name, walk.out))
    }
    #expect(!transcripts.isEmpty)
    let slow = try await EndToEnd.run(
      [
        "--accessible", "--answer", "allow", "--latency", "2500", "--state-file", EndToEnd.tempPath("slow2.json"),
      ], input: "2\n6\n2\nr\nq\n")
    #expect(slow.out.contains("Still "), "the slow session says what it waits for")
    for (name, out) in transcripts + [("slow session", slow.out)] {
      let lines = out.split(separator: "\n")
      for (a, b) in zip(lines, lines.dropFirst()) { #expect(a != b, "\(name) repeats: \(a)") }
    }
  }

  /// Issue 26, item 10: a push already up when the session starts is said, first.
  @Test func aPushUpAtStart_isSaidFirst() async throws {
    let run = try await EndToEnd.run(["--accessible", "--state", "push-banner", "--fresh"], input: "q\n")
    #expect(run.out.hasPrefix("Notification: Wikipedia."), "\(run.out)")
  }

  /// Item 7 and 8: language names a synthesiser can say; under LANG=C nothing but ASCII.
  @Test func languages_saidInEnglishAndNative_asciiUnderLangC() async throws {
    let args = ["--accessible", "--languages", "en,de,ja", "--state-file", EndToEnd.tempPath("lang.json")]
    let utf8 = try await EndToEnd.run(args, input: "2\n3\nq\n", environment: ["LANG": "C.UTF-8"])
    #expect(utf8.out.contains("4. German, Deutsch (de)."))
    #expect(utf8.out.contains("5. Japanese, 日本語 (ja)."))
    let ascii = try await EndToEnd.run(args, input: "2\n3\nq\n", environment: ["LANG": "C", "LC_ALL": "C"])
    #expect(ascii.out.contains("5. Japanese (ja)."))
    #expect(ascii.out.unicodeScalars.allSatisfy { $0.isASCII }, "non-ASCII under LANG=C")
  }
}
