import Foundation
import PushTestSupport
import Testing

/// A relaunch sees what the simulated wikis kept, as the real app would (the real binary, piped, with its
/// own state folder): Thanks turned off stays off; --reset-world starts the wikis new; --fresh keeps nothing.
@Suite struct KeptWorldEndToEndTests {
  static func home() throws -> [String: String] {
    let home = EndToEnd.tempPath("xdg")
    try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
    return ["XDG_STATE_HOME": home]
  }

  @Test func thanksTurnedOff_isStillOffAfterARelaunch_untilTheWorldIsReset() async throws {
    let env = try Self.home()
    let first = try await EndToEnd.run(
      ["--answer", "allow", "--languages", "en,de"], input: "2\n6\n2\n5\nq\n", environment: env)
    #expect(first.out.contains("5. Thanks, off."), "\(first.out)")

    let second = try await EndToEnd.run([], input: "2\n6\nsim\nq\n", environment: env)
    #expect(second.out.contains("2. Push notifications, switch button, on."), "\(second.out)")
    #expect(second.out.contains("5. Thanks, off"), "the wikis kept it:\n\(second.out)")
    #expect(second.out.contains("The wikis keep 1 push subscription, 4 values changed from Echo's defaults"))
    #expect(!second.err.contains("warning"), "\(second.err)")

    let reset = try await EndToEnd.run(["--reset-world"], input: "2\n6\nq\n", environment: env)
    #expect(reset.out.contains("5. Thanks, on"), "new wikis hold Echo's defaults:\n\(reset.out)")
    let after = try await EndToEnd.run([], input: "2\n6\nq\n", environment: env)
    #expect(after.out.contains("5. Thanks, on"), "the reset was kept")

    let fresh = try await EndToEnd.run(["--fresh"], input: "2\n6\nq\n", environment: env)
    #expect(fresh.out.contains("2. Push notifications, switch button, off."), "--fresh reads nothing")
  }

  /// The designer's review: a description published before a relaunch showed "no description" and offered
  /// "Add title description" again, though the wikis kept it; the feed and the article read them now.
  @Test func aPublishedDescription_showsAfterARelaunch_inTheFeedAndTheArticle() async throws {
    let env = try Self.home()
    let first = try await EndToEnd.run(
      [], input: "10\n2\n4\n1\nMountain in Kenya\n4\nq\n", environment: env)
    #expect(first.out.contains("Description published"), "\(first.out)")

    let second = try await EndToEnd.run([], input: "10\nq\n", environment: env)
    #expect(second.out.contains("10. Mount Kenya, button, Mountain in Kenya"), "the feed:\n\(second.out)")
    #expect(!second.out.contains("Mount Kenya, button, no description"), "\(second.out)")
    #expect(second.out.contains("Edit description"), "the article:\n\(second.out)")
    #expect(!second.out.contains("Add title description"), "\(second.out)")
  }

  @Test func aKeptInbox_isNotSeededAgain_andADamagedWorldIsSaid_theAppsStateStillRead() async throws {
    let env = try Self.home()
    let file = env["XDG_STATE_HOME"]! + "/push-settings/state.json"
    _ = try await EndToEnd.run(["--inbox", "12", "--answer", "allow"], input: "2\n6\n2\nq\n", environment: env)
    let again = try await EndToEnd.run(["--inbox", "12"], input: "sim\nq\n", environment: env)
    #expect(again.err.contains("--inbox 12 is not used: the wikis kept what they held"), "\(again.err)")
    #expect(again.out.contains("12 notifications"), "\(again.out)")

    var text = try String(contentsOfFile: file, encoding: .utf8)
    let start = try #require(text.range(of: "\"world\":"))
    text = String(text[..<start.upperBound]) + "{\"since\": \"yesterday\"}}\n"
    try text.write(toFile: file, atomically: true, encoding: .utf8)
    let damaged = try await EndToEnd.run([], input: "q\n", environment: env)
    #expect(damaged.err.contains("the kept world's header cannot be read, so the simulated wikis start new"))
    #expect(damaged.out.contains("Settings, "), "the app still starts")
    let state = try await EndToEnd.run([], input: "2\n6\nq\n", environment: env)
    #expect(state.out.contains("2. Push notifications, switch button, on."), "the app's own state was read")
  }

  /// Issue 34, B7: one unreadable notification in the kept world discarded the whole world ("the simulated
  /// wikis start new"), and the exit saved an empty world with no copy kept. Now that entry alone is left out,
  /// the rest is kept, the file as it was is kept aside first, and the user is told.
  @Test func aBadInboxEntry_isLeftOut_theRestKept_andTheFileKeptAside() async throws {
    let env = try Self.home()
    let folder = env["XDG_STATE_HOME"]! + "/push-settings"
    let file = folder + "/state.json"
    _ = try await EndToEnd.run(["--inbox", "12", "--answer", "allow"], input: "2\n6\n2\nq\n", environment: env)
    var text = try String(contentsOfFile: file, encoding: .utf8)
    let entries = try #require(text.range(of: #""entries":["#))
    text.insert(contentsOf: #""a bad row","#, at: entries.upperBound)
    try text.write(toFile: file, atomically: true, encoding: .utf8)

    let run = try await EndToEnd.run([], input: "sim\nq\n", environment: env)
    #expect(
      run.err.contains(
        "the kept world's notification 1 of the inbox cannot be read, so it was left out and the rest kept; "
          + "the file was kept as "), "\(run.err)")
    #expect(!run.err.contains("start new"), "\(run.err)")
    #expect(run.out.contains("1 push subscription") && run.out.contains("12 notifications"), "\(run.out)")
    let kept = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.contains(".damaged-") }
    try #require(kept.count == 1, "\(kept)")
    #expect(try String(contentsOfFile: folder + "/" + kept[0], encoding: .utf8) == text, "kept as it was")

    // Saved at exit without the bad entry: the next run reads it all, and says nothing.
    let after = try await EndToEnd.run([], input: "sim\nq\n", environment: env)
    #expect(after.out.contains("12 notifications"), "\(after.out)")
    #expect(!after.err.contains("cannot be read"), "\(after.err)")
  }
}
