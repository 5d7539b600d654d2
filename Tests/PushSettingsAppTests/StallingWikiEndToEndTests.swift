import Foundation
import PushCore
import PushTestSupport
import Testing

/// Issue 28, item 8: a wiki that takes its time to answer the login. The full screen showed nothing until
/// the read time-out (10 s), and keys typed meanwhile were echoed on the terminal.
@Suite(.serialized) struct StallingWikiEndToEndTests {
  @Test func fullScreen_stallingLogin_showsTheScreenAtOnce_sayingItLogsIn_andEchoesNothing() async throws {
    let wiki = try TestServer { _ in .silence }
    let backend = try await BackendEndToEndTests.file(url: wiki.url)
    var run = try PseudoTerminalRun(["--backend", backend, "--state-file", EndToEnd.tempPath("stall.json")])
    defer { close(run.master) }
    let start = ContinuousClock.now
    // The file's languages come in any order (JSONSerialization): the primary is en or de. Watched from a
    // thread of its own, so the time is when the app showed it, not when a busy pool resumed the test.
    let seen = await run.waitOffThePool(".wikipedia.org and 3 other wikis…")
    #expect(seen != nil, "\(String(decoding: run.output, as: UTF8.self).suffix(1500))")
    // Shown while the login still waits: before its 10-second read time-out could have ended it (the bound is
    // that time-out, what the screen once waited for, not how fast a busy machine starts the app).
    let took = (seen ?? .now) - start
    #expect(took < .seconds(10), "shown after \(took)")
    #expect(
      String(decoding: run.output, as: UTF8.self).contains("Featured article"), "over the screen it starts on: Explore")
    #expect(!String(decoding: run.output, as: UTF8.self).contains("Login failed"), "shown before the login ended")
    let offset = run.output.count
    run.type("xyz")
    // The wiki goes away: the logins fail (or have, by the read time-out, on a machine slow to get here), the
    // app starts logged out and says why.
    wiki.stop()
    let failed = await run.waitFor("Login failed on 4 wikis", after: offset)
    #expect(failed)
    // A terminal echoes a key as it takes it in, long before the app has drawn what the failed login brings.
    #expect(!String(decoding: run.output.dropFirst(offset), as: UTF8.self).contains("xyz"), "typed keys not echoed")
    run.type("q")
    #expect(await run.exitStatus() == 0)
  }

  @Test func accessible_saysItLogsIn_beforeTheFirstScreen() async throws {
    let run = try await EndToEnd.run(
      [
        "--accessible", "--backend", try await BackendEndToEndTests.file(), "--state-file",
        EndToEnd.tempPath("stall-a11y.json"),
      ], input: "q\n")
    #expect(run.status == 0, "\(run.err)")
    #expect(run.out.hasPrefix("Logging in to "), "\(run.out.prefix(300))")
    #expect(run.out.contains(".wikipedia.org and 3 other wikis…\nExplore, "), "\(run.out.prefix(300))")
  }

  /// Issue 34, B6: a quit while the logins wait on a wiki that does not answer takes effect at once (it waited
  /// for the read time-out, 10 s, or for each login step of a slow wiki: 18 s), with the terminal restored.
  @Test(arguments: [("q", Int32(0)), ("\u{3}", 0), ("TERM", 128 + SIGTERM), ("HUP", 128 + SIGHUP)])
  func fullScreen_quitDuringAStalledLogin_endsAtOnce(_ how: String, _ expected: Int32) async throws {
    let wiki = try TestServer { _ in .silence }
    defer { wiki.stop() }
    let backend = try await BackendEndToEndTests.file(url: wiki.url)
    var run = try PseudoTerminalRun(["--backend", backend, "--state-file", EndToEnd.tempPath("stall-quit.json")])
    defer { close(run.master) }
    #expect(
      await run.waitOffThePool(" other wikis…") != nil, "\(String(decoding: run.output, as: UTF8.self).suffix(500))")
    let (status, took) = await run.quitTimed(how)
    #expect(status == expected)
    // The bound is far under the read time-out the quit waited for, not how fast a busy machine ends a process.
    #expect(took < .seconds(4), "ended \(took) after the quit")
    run.readToEnd()
    #expect(String(decoding: run.output, as: UTF8.self).contains("\u{1B}[?1049l"), "left the alternate screen")
    #expect(run.modesAreAsBefore())
  }

  /// Issue 34, B6, in the accessible mode on a terminal: q and Enter, Ctrl-D or a signal while the logins wait.
  @Test(arguments: [("q\r", Int32(0)), ("\u{4}", 0), ("INT", 128 + SIGINT), ("TERM", 128 + SIGTERM)])
  func accessible_quitDuringAStalledLogin_endsAtOnce(_ how: String, _ expected: Int32) async throws {
    let wiki = try TestServer { _ in .silence }
    defer { wiki.stop() }
    let backend = try await BackendEndToEndTests.file(url: wiki.url)
    var run = try PseudoTerminalRun([
      "--accessible", "--backend", backend, "--state-file", EndToEnd.tempPath("stall-quit-a11y.json"),
    ])
    defer { close(run.master) }
    #expect(
      await run.waitOffThePool(" other wikis…") != nil, "\(String(decoding: run.output, as: UTF8.self).suffix(500))")
    // The app takes the terminal (echo off) before it says what it waits for.
    #expect(!run.terminalIsCooked())
    let (status, took) = await run.quitTimed(how)
    #expect(status == expected)
    #expect(took < .seconds(4), "ended \(took) after the quit")
    run.readToEnd()
    if expected == 0 { #expect(String(decoding: run.output, as: UTF8.self).hasSuffix("Goodbye.\r\n")) }
    #expect(run.modesAreAsBefore())
  }

  /// The same with the output to a file (a log) and the keys from a terminal: the accessible mode reads lines
  /// then, and a q typed during the logins waited for them (18 s against a slow wiki; the attacker's review).
  @Test(arguments: [("q\r", Int32(0)), ("\u{4}", 0)])
  func accessible_outputToAFile_quitDuringAStalledLogin_endsAtOnce(_ how: String, _ expected: Int32) async throws {
    let wiki = try TestServer { _ in .silence }
    defer { wiki.stop() }
    let backend = try await BackendEndToEndTests.file(url: wiki.url)
    let output = EndToEnd.tempPath("stall-quit-log.txt")
    var run = try PseudoTerminalRun(
      ["--accessible", "--backend", backend, "--state-file", EndToEnd.tempPath("stall-quit-log.json")],
      outputFile: output)
    defer { close(run.master) }
    let logging = await Waiting.until {
      ((try? String(contentsOfFile: output, encoding: .utf8)) ?? "").contains("wikis…")
    }
    #expect(logging, "it says what it waits for")
    let (status, took) = await run.quitTimed(how)
    #expect(status == expected)
    #expect(took < .seconds(4), "ended \(took) after the quit")
    #expect(((try? String(contentsOfFile: output, encoding: .utf8)) ?? "").hasSuffix("Goodbye.\n"))
  }

  /// What is typed while the logins wait is the session's once they end: a command is answered, a half-typed
  /// line stays typed.
  @Test func accessible_keysTypedDuringTheLogin_areKeptForTheSession() async throws {
    let wiki = try TestServer { _ in .silence }
    let backend = try await BackendEndToEndTests.file(url: wiki.url)
    var run = try PseudoTerminalRun([
      "--accessible", "--backend", backend, "--state-file", EndToEnd.tempPath("stall-typed-a11y.json"),
    ])
    defer { close(run.master) }
    #expect(await run.waitOffThePool(" other wikis…") != nil)
    run.type("2\rq")
    wiki.stop()
    #expect(await run.waitFor("2, Search Wikipedia, is not part of this simulation."))
    run.type("uit\r")
    #expect(await run.exitStatus() == 0)
    #expect(String(decoding: run.output, as: UTF8.self).contains("> quit\r\nGoodbye."))
  }
}

extension PseudoTerminalRun {
  /// Quits as `how` says (a signal's name, or keys to type), then waits for the app to end on a thread of its
  /// own: its exit status and how long it took after the quit. A run that does not end in a generous time is
  /// killed (status nil).
  mutating func quitTimed(_ how: String) async -> (Int32?, Duration) {
    let signals = ["TERM": SIGTERM, "HUP": SIGHUP, "INT": SIGINT]
    let (pid, master) = (pid, master)
    return await OwnThread.run { () -> (Int32?, Duration) in
      let start = ContinuousClock.now
      if let signal = signals[how] {
        kill(pid, signal)
      } else {
        _ = how.utf8CString.withUnsafeBufferPointer { write(master, $0.baseAddress!, $0.count - 1) }
      }
      var status: Int32 = 0
      while waitpid(pid, &status, WNOHANG) != pid {
        if ContinuousClock.now - start > Waiting.generous {
          kill(pid, SIGKILL)
          _ = waitpid(pid, &status, 0)
          return (nil, ContinuousClock.now - start)
        }
        usleep(2_000)
      }
      let took = ContinuousClock.now - start
      // A signal's ending: 128 + its number, as a shell says it.
      let code = status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + status & 0x7F
      return (code, took)
    }
  }
}
