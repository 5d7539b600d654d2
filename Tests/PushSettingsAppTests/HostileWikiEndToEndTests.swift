import Foundation
import PushCore
import PushTestSupport
import Testing

/// Issue 28, item 2: the real binary against a wiki whose every text carries terminal escapes (a clipboard
/// write, a title change, a screen clear, C1 controls, a line break forging a line). Whatever the mode and
/// the sink (standard output and error, the trace, the recording, the full screen's terminal), nothing but
/// text leaves: no byte below 0x20 but the line breaks a sink allows, no DEL, no C1 control.
@Suite(.serialized) struct HostileWikiEndToEndTests {
  static func backend(_ wiki: HostileWiki) async throws -> String {
    try await BackendEndToEndTests.file(url: wiki.url)
  }

  /// Every scalar of `text` is text, or one of `allowed`.
  static func expectClean(_ text: String, allowing allowed: Set<Unicode.Scalar> = ["\n"], _ sink: String) {
    let bad = text.unicodeScalars.filter { $0.isUnsafeForTerminal && !allowed.contains($0) }
    #expect(bad.isEmpty, "\(sink): \(bad.map { String($0.value, radix: 16) }) in \(text.debugDescription.prefix(3000))")
  }

  /// The text of each event of an asciicast, as a player would write it to a terminal.
  static func castEvents(_ path: String) throws -> [String] {
    let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").dropFirst()
    return try lines.compactMap { line in
      let event = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [Any]
      return event?.count == 3 && event?[1] as? String == "o" ? event?[2] as? String : nil
    }
  }

  /// What a terminal would act on that the app did not mean: the hostile sequences, whole or in part.
  static func expectNoHostileSequence(_ text: String, _ sink: String) {
    for marker in HostileWiki.rawMarkers {
      #expect(!text.contains(marker), "\(sink): \(marker.debugDescription) went through")
    }
  }

  static func accessibleRun(_ mode: HostileWiki.Mode, _ extra: [String] = [], input: String) async throws -> (
    EndToEnd.Run, trace: String, cast: [String]
  ) {
    let wiki = try HostileWiki(mode)
    defer { wiki.stop() }
    let trace = EndToEnd.tempPath("hostile-trace.jsonl")
    let cast = EndToEnd.tempPath("hostile.cast")
    let run = try await EndToEnd.run(
      [
        "--accessible", "--backend", try await Self.backend(wiki), "--state-file", EndToEnd.tempPath("hostile.json"),
        "--trace", trace, "--record", cast,
      ] + extra, input: input)
    return (run, (try? String(contentsOfFile: trace, encoding: .utf8)) ?? "", try Self.castEvents(cast))
  }

  @Test func loginRefusedWithEscapes_accessibleMode_everySinkIsClean() async throws {
    let (run, trace, cast) = try await Self.accessibleRun(.refuseLogin, input: "1\nr\nq\n")
    #expect(run.status == 0, "\(run.err)")
    #expect(run.err.contains("could not log in to en.wikipedia.org"), "\(run.err)")
    #expect(run.err.contains("pwned-title"), "the reason is said, cleaned: \(run.err)")
    Self.expectClean(run.out, "standard output")
    Self.expectClean(run.err, "standard error")
    Self.expectClean(trace, "--trace")
    for text in [run.out, run.err] { #expect(!text.contains("\nFORGED LINE"), "a line of the server's: \(text)") }
    for event in cast { Self.expectClean(event, allowing: ["\r", "\n"], "--record") }
  }

  @Test func hostileAnswers_accessibleMode_inboxAndErrors_everySinkIsClean() async throws {
    // Explore's bell to the Notifications Center, past its onboarding and opt-in (its list: agents and
    // titles), the first notification, back to Explore, Settings, Push notifications, turn it on (the
    // subscription fails with the hostile reason phrase), read again.
    let (run, trace, cast) = try await Self.accessibleRun(
      .hostileAnswers, ["--answer", "allow"], input: "1\n6\n2\n3\nr\nb\nb\n2\n6\n2\nr\nq\n")
    #expect(run.status == 0, "\(run.err)")
    #expect(run.out.contains("pwned-title"), "the hostile texts were shown, cleaned: \(run.out.prefix(3000))")
    #expect(run.out.contains("thanked you for your edit on"), "the inbox was read: \(run.out.prefix(3000))")
    Self.expectClean(run.out, "standard output")
    Self.expectClean(run.err, "standard error")
    Self.expectClean(trace, "--trace")
    for text in [run.out, run.err] { #expect(!text.contains("\nFORGED LINE"), "a line of the server's: \(text)") }
    for event in cast { Self.expectClean(event, allowing: ["\r", "\n"], "--record") }
  }

  /// The full screen on a pseudo-terminal: its own escapes are ncurses', the server's never reach it; the
  /// recording holds the frames, which a player would act on.
  @Test(arguments: [HostileWiki.Mode.refuseLogin, .hostileAnswers])
  func fullScreen_hostileWiki_noServerEscapeReachesTheTerminalOrTheRecording(_ mode: HostileWiki.Mode) async throws {
    let wiki = try HostileWiki(mode)
    defer { wiki.stop() }
    let cast = EndToEnd.tempPath("hostile-full.cast")
    let backend = try await Self.backend(wiki)
    var run = try PseudoTerminalRun([
      "--backend", backend, "--state-file", EndToEnd.tempPath("hostile-full.json"), "--record", cast,
    ])
    defer { close(run.master) }
    let started = await run.waitFor("Featured article")
    #expect(started, "the full screen started on Explore: \(String(decoding: run.output, as: UTF8.self).suffix(2000))")
    // The bell (n) to the Notifications Center, past its onboarding (its list: agents and titles), the opt-in
    // closed, the first notification's detail, back.
    let down = "\u{1B}OB"  // What a terminal in keypad mode sends for the arrow.
    // Each key on its own, once the one before was read and the loop sleeps again (a lone Esc is then Esc, not
    // the start of the next key's sequence).
    for keys in ["n", "\r", "\u{1B}", down, "\r", "\u{1B}", "\u{1B}"] {
      let taken = await run.typeUntilTaken(keys)
      #expect(taken, "\(keys.debugDescription) was read")
    }
    // The hostile text arrives when its answer does, however long that takes on a busy machine.
    let shown = await run.waitFor("pwned-title")
    #expect(shown, "the hostile text was on screen, shown in its place")
    run.type("q")
    let status = await run.exitStatus()
    #expect(status == 0)
    let output = String(decoding: run.output, as: UTF8.self)
    Self.expectNoHostileSequence(output, "the terminal")
    #expect(!output.contains("\nFORGED LINE"), "a line of the server's on standard error")
    #expect(output.contains("pwned-title"), "the hostile text was on screen, shown in its place")
    for event in try Self.castEvents(cast) { Self.expectNoHostileSequence(event, "--record") }
  }
}

extension HostileWiki.Mode: CustomTestStringConvertible {
  public var testDescription: String { self == .refuseLogin ? "login refused" : "hostile answers" }
}
