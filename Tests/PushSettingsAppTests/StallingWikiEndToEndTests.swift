import Foundation
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
    #expect(String(decoding: run.output, as: UTF8.self).contains("Settings"), "over the screen it starts on")
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
    #expect(run.out.contains(".wikipedia.org and 3 other wikis…\nSettings"), "\(run.out.prefix(300))")
  }
}
