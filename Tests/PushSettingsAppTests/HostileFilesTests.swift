import Foundation
import PushCore
import PushInterface
import PushLive
import PushQATools
import PushSettingsFeature
import PushTestSupport
import PushWikiClient
import Testing

@testable import PushSettingsApp

/// The real binary against files an attacker or an accident put in its way (issue 12).
@Suite(.serialized) struct HostileFilesTests {
  static let stateText =
    "{\"version\":1,\"loggedIn\":true,\"subscribed\":false,\"wantsPush\":false,\"languages\":[\"de\",\"fr\"],"
    + "\"pending\":[{\"wiki\":\"fr.wikipedia.org\",\"key\":\"echo-subscriptions-push-edit-thank\",\"value\":true,\"origin\":\"rollback\"}],"
    + "\"languagesToSync\":[],\"promptAfterLogin\":false}\n"

  func folder() async throws -> String {
    let folder = EndToEnd.tempPath("hostile")
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    return folder
  }

  /// The binary under `timeout`, so that one that waits forever fails the test instead of hanging it. The
  /// wait is on a thread of its own, not one of Swift's pool.
  func runWithin(_ seconds: Int, _ arguments: [String], input: String = "q\n") async throws -> EndToEnd.Run {
    try await EndToEnd.onItsOwnThread { try Self.runWaiting(seconds, arguments, input: input) }
  }

  static func runWaiting(_ seconds: Int, _ arguments: [String], input: String) throws -> EndToEnd.Run {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/timeout")
    process.arguments = [String(seconds), EndToEnd.binary] + arguments
    let stdin = Pipe()
    let stderr = Pipe()
    process.standardInput = stdin
    process.standardOutput = FileHandle.nullDevice
    process.standardError = stderr
    signal(SIGPIPE, SIG_IGN)
    try process.run()
    try? stdin.fileHandleForWriting.write(contentsOf: Data(input.utf8))
    try? stdin.fileHandleForWriting.close()
    let err = stderr.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return EndToEnd.Run(status: process.terminationStatus, out: "", err: String(decoding: err, as: UTF8.self))
  }

  @Test func namedState_withAStateFile_leavesTheFileAsItWas() async throws {
    let path = try await folder() + "/state.json"
    try Self.stateText.write(toFile: path, atomically: true, encoding: .utf8)
    let run = try await EndToEnd.run(
      ["--accessible", "--state", "push-on", "--state-file", path, "--latency", "0"], input: "5\nq\n")
    #expect(run.status == 0)
    #expect(try String(contentsOfFile: path, encoding: .utf8) == Self.stateText, "the pending write is still there")
  }

  /// An output file that names an input (or the other output) would be emptied when it is opened: refused
  /// before anything is opened, and the input is as it was.
  @Test(arguments: ["state", "script", "scenario", "each other"])
  func outputFile_namingAnInput_exits2_andTheInputIsUntouched(_ clash: String) async throws {
    let dir = try await folder()
    let state = dir + "/state.json"
    try Self.stateText.write(toFile: state, atomically: true, encoding: .utf8)
    let script = dir + "/s.script"
    try "type q\n".write(toFile: script, atomically: true, encoding: .utf8)
    let scenario = dir + "/sc.json"
    try "{\"latency\": 5}".write(toFile: scenario, atomically: true, encoding: .utf8)
    let arguments: [String]
    let kept: String
    switch clash {
    case "state": (arguments, kept) = (["--state-file", state, "--trace", dir + "/./state.json"], state)
    case "script": (arguments, kept) = (["--state-file", state, "--script", script, "--trace", script], script)
    case "scenario":
      (arguments, kept) = (["--state-file", state, "--scenario", scenario, "--record", scenario], scenario)
    default: (arguments, kept) = (["--state-file", state, "--trace", dir + "/out", "--record", dir + "/out"], state)
    }
    let before = try String(contentsOfFile: kept, encoding: .utf8)
    let run = try await EndToEnd.run(["--accessible"] + arguments, input: "q\n")
    #expect(run.status == 2, "\(run.err)")
    #expect(run.err.contains(clash == "each other" ? "name one file" : "would destroy it"), "\(run.err)")
    #expect(try String(contentsOfFile: kept, encoding: .utf8) == before)
  }

  @Test func secondInstance_saysWhoHoldsTheFile_andSavesNothing() async throws {
    let path = try await folder() + "/state.json"
    try Self.stateText.write(toFile: path, atomically: true, encoding: .utf8)
    let first = StateFile(path: path)
    #expect(first.load().warning == nil)
    // At launch the pending write is retried and, once it succeeds, would be saved as done.
    let run = try await EndToEnd.run(["--accessible", "--state-file", path, "--latency", "0"], input: "q\n")
    #expect(run.status == 0)
    #expect(run.err.contains("another push-settings (pid \(getpid())) is using the state file"))
    #expect(
      try String(contentsOfFile: path, encoding: .utf8) == Self.stateText, "the first one's pending write survives")
  }

  @Test func trace_andRecording_onAFullDisk_areReportedAndTheRunFails() async throws {
    for flag in ["--trace", "--record"] {
      let run = try await EndToEnd.run(
        ["--accessible", "--state-file", try folder() + "/s.json", flag, "/dev/full"], input: "q\n")
      #expect(run.status == 1, "\(flag)")
      #expect(run.err.contains("\(flag): writing '/dev/full' failed (No space left on device)"), "\(run.err)")
      if flag == "--trace" {
        #expect(run.out.contains("Note: --trace: writing '/dev/full' failed"), "said in the app as it happens")
      }
    }
  }

  @Test func recording_thatCannotBeWritten_isReportedBeforeAnythingIsTouched() async throws {
    let dir = try await folder()
    try "kept".write(toFile: dir + "/trace.jsonl", atomically: true, encoding: .utf8)
    try "{damaged".write(toFile: dir + "/state.json", atomically: true, encoding: .utf8)
    let run = try await EndToEnd.run(
      [
        "--accessible", "--state-file", dir + "/state.json", "--trace", dir + "/trace.jsonl", "--record",
        dir + "/missing/demo.cast",
      ], input: "q\n")
    #expect(run.status == 2)
    #expect(run.err.hasPrefix("push-settings: --record: cannot write"))
    #expect(try String(contentsOfFile: dir + "/trace.jsonl", encoding: .utf8) == "kept")
    #expect(try String(contentsOfFile: dir + "/state.json", encoding: .utf8) == "{damaged", "not moved aside yet")
  }

  @Test(arguments: ["--state-file", "--scenario", "--script"])
  func fifo_isRefusedWithExit2_insteadOfWaitingForAWriter(_ flag: String) async throws {
    let fifo = try await folder() + "/fifo"
    #expect(mkfifo(fifo, 0o600) == 0)
    let run = try await runWithin(10, ["--accessible", flag, fifo])
    #expect(run.status == 2, "\(run.err)")
    #expect(run.err.contains("is not a regular file"))
  }

  /// `--state-file $'caf\xe9.json'` opens that very file, not one with U+FFFD in its name.
  @Test func stateFile_nameThatIsNotUTF8_isOpenedByItsBytes() async throws {
    let dir = try await folder()
    let bytes = Array((dir + "/caf").utf8) + [0xE9] + Array(".json".utf8)
    let fd = open(bytes.map { CChar(bitPattern: $0) } + [0], O_WRONLY | O_CREAT, 0o600)
    #expect(fd >= 0)
    #expect(write(fd, Self.stateText, Self.stateText.utf8.count) == Self.stateText.utf8.count)
    close(fd)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = [
      "-c", "printf 'q\\n' | \"$0\" --accessible --open settings --state-file \"$(printf '\(dir)/caf\\351.json')\"",
      EndToEnd.binary,
    ]
    let stdout = Pipe()
    process.standardOutput = stdout
    process.standardError = FileHandle.nullDevice
    try process.run()
    let out = try await EndToEnd.onItsOwnThread {
      let out = String(decoding: stdout.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      process.waitUntilExit()
      return out
    }
    #expect(out.contains("My languages, DE."), "\(out)")
    #expect(access(dir + "/caf\u{FFFD}.json", F_OK) != 0)
  }
}

/// Paths and environment values are printed as clean text (issue 12, item 13).
extension HostileFilesTests {
  static let evilName = "\u{1B}]0;pwned\u{7}\u{1B}[2J\n\u{202E}x"

  func expectClean(_ text: String, _ comment: Comment? = nil) {
    #expect(!text.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 || $0.value == 0x202E }, comment)
    #expect(!text.contains("\n\u{202E}"), comment)
  }

  @Test func damagedStateFile_atAPathFullOfEscapes_isReportedClean() async throws {
    let dir = try await folder() + "/" + Self.evilName
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    try #"{"version":1,"loggedIn":tr"#.write(toFile: dir + "/state.json", atomically: true, encoding: .utf8)
    let run = try await EndToEnd.run(["--accessible", "--state-file", dir + "/state.json"], input: "q\n")
    #expect(run.err.contains("is damaged"), "\(run.err)")
    #expect(run.err.contains("]0;pwned"), "the name is shown, without its escapes")
    expectClean(run.err)
  }

  @Test func failedSave_underAHomeFullOfEscapes_isReportedClean_once() async throws {
    let home = "/proc/self/" + Self.evilName
    let run = try await EndToEnd.run(
      ["--accessible", "--answer", "allow", "--latency", "0"], input: "2\n6\n2\n2\n2\nq\n",
      environment: ["HOME": home, "XDG_STATE_HOME": ""])
    #expect(run.status == 0)
    let notes = run.err.split(separator: "\n").filter { $0.contains("could not save the state file") }
    // Said once, with a count when more than one write failed: on a busy machine the background saver
    // folds the taps' states into fewer writes (once into one, under the full suite), so no count is asked for.
    #expect(notes.count == 1, "said once: \(run.err)")
    expectClean(run.err)
  }
}

/// Standard input and output that misbehave (issue 12, items 15 and 17).
extension HostileFilesTests {
  /// Spawns the binary as a shell would (SIGPIPE at its default) with the given descriptors as 0, 1 and 2.
  func spawn(_ arguments: [String], stdin: Int32, stdout: Int32) async throws -> pid_t {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, stdin, 0)
    posix_spawn_file_actions_adddup2(&actions, stdout, 1)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    var attributes = SpawnSignals.asFromAShell()
    defer { posix_spawnattr_destroy(&attributes) }
    let argv = [EndToEnd.binary] + arguments
    var cArgs = argv.map { strdup($0) } + [nil]
    defer { for arg in cArgs { free(arg) } }
    let environment: [String] = ["TERM=dumb", "LANG=C.UTF-8"]
    var cEnv = environment.map { strdup($0) } + [nil]
    defer { for entry in cEnv { free(entry) } }
    var pid: pid_t = 0
    try #require(posix_spawn(&pid, argv[0], &actions, &attributes, &cArgs, &cEnv) == 0)
    return pid
  }

  /// The exit status (128 + a signal's number) once the app ends; -1 (and the app killed) if it has not ended
  /// after a generous time.
  func waitStatus(_ pid: pid_t) async -> Int32 {
    var status: Int32 = 0
    guard await Waiting.until({ waitpid(pid, &status, WNOHANG) == pid }) else {
      kill(pid, SIGKILL)
      _ = waitpid(pid, &status, 0)
      return -1
    }
    return status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
  }

  /// The reader of the accessible output goes away: the app ends quietly (0), not killed by SIGPIPE (141).
  @Test func accessible_readerGoesAway_endsQuietly() async throws {
    var input: [Int32] = [-1, -1]
    var output: [Int32] = [-1, -1]
    try #require(pipe(&input) == 0 && pipe(&output) == 0)
    close(output[0])  // Nobody will read what it says.
    let pid = try await spawn(
      ["--accessible", "--state-file", try folder() + "/s.json", "--latency", "0"], stdin: input[0], stdout: output[1])
    close(input[0])
    close(output[1])
    _ = "2\n2\nq\n".withCString { write(input[1], $0, strlen($0)) }
    close(input[1])
    #expect(await waitStatus(pid) == 0)
  }

  /// `< /dev/zero`: one endless line. It is skipped as it goes, so memory stays flat.
  @Test func accessible_endlessLine_memoryStaysBounded() async throws {
    let zero = open("/dev/zero", O_RDONLY)
    let null = open("/dev/null", O_WRONLY)
    defer {
      close(zero)
      close(null)
    }
    let pid = try await spawn(["--accessible", "--state-file", try folder() + "/s.json"], stdin: zero, stdout: null)
    // Until it has read 256 MiB (about 0.2 s on a quiet machine): a line kept whole would hold four times the
    // bound below. Counted by the kernel, so a busy machine makes the wait longer, not the check weaker.
    let limit = 256 << 20
    let read = await Waiting.until(timeout: .seconds(60)) { (ProcessProbe.bytesRead(pid) ?? 0) >= limit }
    let status = (try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)) ?? ""
    let bytes = ProcessProbe.bytesRead(pid) ?? 0
    kill(pid, SIGKILL)
    _ = await waitStatus(pid)
    #expect(read, "it read \(bytes) bytes of /dev/zero")
    let rss = status.split(separator: "\n").first { $0.hasPrefix("VmRSS:") }.flatMap {
      Int($0.split(separator: " ", omittingEmptySubsequences: true)[1])
    }
    let kilobytes = try #require(rss)
    #expect(kilobytes < 64_000, "resident memory after \(bytes >> 20) MiB of /dev/zero: \(kilobytes) kB")
  }

  @Test func accessible_lineOverTheLimit_isSkippedWithANotice() async throws {
    let run = try await EndToEnd.run(
      ["--accessible", "--state-file", try folder() + "/s.json"],
      input: String(repeating: "2", count: 70_000) + "\nr\nq\n")
    #expect(run.status == 0)
    #expect(run.out.contains("That line was longer than 65536 bytes, so it was skipped."))
    #expect(!run.out.contains("Not understood"))
    #expect(run.out.hasSuffix("Goodbye.\n"))
  }
}

/// Issue 28, item 7: standard output on a full disk (`> /dev/full`) is reported, and the run fails.
extension HostileFilesTests {
  func runToAFullDisk(_ arguments: [String], input: String = "q\n") throws -> EndToEnd.Run {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: EndToEnd.binary)
    process.arguments = arguments
    let stdin = Pipe()
    let stderr = Pipe()
    process.standardInput = stdin
    process.standardOutput = FileHandle(forWritingAtPath: "/dev/full")
    process.standardError = stderr
    signal(SIGPIPE, SIG_IGN)
    try process.run()
    try? stdin.fileHandleForWriting.write(contentsOf: Data(input.utf8))
    try? stdin.fileHandleForWriting.close()
    let err = stderr.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return EndToEnd.Run(status: process.terminationStatus, out: "", err: String(decoding: err, as: UTF8.self))
  }

  @Test(arguments: [["--accessible"], ["states"], ["--help"], ["--version"], ["render", "push-on"]])
  func standardOutput_onAFullDisk_exits1SayingSo(_ arguments: [String]) async throws {
    let state = try await folder() + "/s.json"
    // render reads and saves no state file (it refuses --state-file); the others are kept off the real one.
    let stateFile = arguments.first == "render" ? [] : ["--state-file", state]
    let run = try await EndToEnd.onItsOwnThread { try runToAFullDisk(arguments + stateFile) }
    #expect(run.status == 1, "\(arguments): \(run.err)")
    #expect(
      run.err.contains("push-settings: writing standard output failed (No space left on device)"), "\(run.err)")
    #expect(run.err.split(separator: "\n").count == 1, "said once: \(run.err)")
  }
}

/// Issue 28, item 7: `--state-file` naming a file that is not ours refuses it, and leaves it as it was (a
/// damaged state file is moved aside; this one was too).
extension HostileFilesTests {
  @Test(arguments: [
    "export PATH=$HOME/bin:$PATH\n", #"{"name": "app", "version": "1.0.0"}"#, "{garbage", "\u{7F}ELF\u{2}\u{1}",
  ])
  func stateFile_notOurs_exits2_andIsLeftAsItWas(_ content: String) async throws {
    let dir = try await folder()
    let path = dir + "/named-by-mistake"
    try content.write(toFile: path, atomically: true, encoding: .utf8)
    let run = try await EndToEnd.run(["--accessible", "--state-file", path], input: "q\n")
    #expect(run.status == 2, "\(run.err)")
    #expect(run.err.contains("is not a push-settings state file"), "\(run.err)")
    #expect(try String(contentsOfFile: path, encoding: .utf8) == content)
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["named-by-mistake"], "nothing moved aside")
  }

  /// From a developer's review: a state file named in a folder that is not there had the folder made,
  /// silently; a mistyped path is now refused, and nothing is made.
  @Test func stateFile_inAFolderThatIsNotThere_exits2_andMakesNothing() async throws {
    let dir = try await folder()
    let run = try await EndToEnd.run(["--accessible", "--state-file", dir + "/typo/deeper/s.json"], input: "q\n")
    #expect(run.status == 2, "\(run.err)")
    #expect(
      run.err.hasPrefix("push-settings: --state-file: there is no folder '/")
        && run.err.hasSuffix("' to keep it in; make it first\n") && run.err.split(separator: "\n").count == 1,
      "\(run.err)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir).isEmpty, "no folder made")
  }

  @Test(arguments: ["", "\n", #"{"version":1,"loggedIn":tr"#])
  func stateFile_emptyOrOursCutShort_isStillUsed(_ content: String) async throws {
    let path = try await folder() + "/state.json"
    try content.write(toFile: path, atomically: true, encoding: .utf8)
    let run = try await EndToEnd.run(["--accessible", "--state-file", path], input: "q\n")
    #expect(run.status == 0, "\(run.err)")
  }
}
