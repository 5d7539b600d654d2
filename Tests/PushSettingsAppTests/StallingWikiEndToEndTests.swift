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
    // The file's languages come in any order (JSONSerialization): the primary is en or de.
    let shown = run.waitFor(".wikipedia.org and 3 other wikis…")
    #expect(shown, "\(String(decoding: run.output, as: UTF8.self).suffix(1500))")
    #expect(ContinuousClock.now - start < .seconds(3), "shown after \(ContinuousClock.now - start)")
    #expect(String(decoding: run.output, as: UTF8.self).contains("Settings"), "over the screen it starts on")
    let offset = run.output.count
    run.type("xyz")
    run.drain(ms: 500)
    #expect(!String(decoding: run.output.dropFirst(offset), as: UTF8.self).contains("xyz"), "typed keys not echoed")
    // The wiki goes away: the logins fail, the app starts logged out and says why.
    wiki.stop()
    let failed = run.waitFor("Login failed on 4 wikis", after: offset)
    #expect(failed)
    run.type("q")
    #expect(run.exitStatus() == 0)
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
