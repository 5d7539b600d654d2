import Foundation
import PushCore
import PushTestSupport
import Testing

/// Walkthroughs and recordings in a real terminal (tmux), at the sizes people use.
extension TerminalEndToEndTests {
  /// Each script at one of the sizes, the sizes taken in turn: every script and every size plays in a real
  /// terminal (`WalkthroughTests` plays every script at every size headless), in a quarter of the time.
  static let scriptsAtOneSizeEach = WalkthroughTests.scripts.enumerated().map { index, name in
    (name, WalkthroughTests.sizes[index % WalkthroughTests.sizes.count])
  }

  @Test(arguments: scriptsAtOneSizeEach)
  func walkthrough_inATerminal_withNoExtraFlags_playsToTheEnd(_ name: String, _ size: String) async throws {
    let parts = size.split(separator: "x").map(String.init)
    let path = WalkthroughTests.folder.appendingPathComponent(name).path
    let command = "\(EndToEnd.binary) --pace fast --script \(path) 2>/tmp/\(socket).err; echo exit=$?; sleep 30"
    try await tmux("new-session", "-d", "-s", "e2e", "-x", parts[0], "-y", parts[1], command)
    defer { _ = try? tmuxNow("kill-server") }
    let screen = try await waitFor("exit=")
    let err = (try? String(contentsOfFile: "/tmp/\(socket).err", encoding: .utf8)) ?? ""
    #expect(screen.contains { $0.contains("exit=0") }, "\(name) at \(size): \(err)")
  }

  /// Writes `text` as a script and plays it in an 80x24 tmux session (`e2e`) with `flags`, saying `exit=N`
  /// when it ends; the caller kills the server.
  func play(_ text: String, named name: String, flags: String = "--fresh") async throws {
    let script = EndToEnd.tempPath("\(name)-\(socket).script")
    try text.write(toFile: script, atomically: true, encoding: .utf8)
    let command = "\(EndToEnd.binary) \(flags) --script \(script); echo exit=$?; sleep 30"
    try await tmux("new-session", "-d", "-s", "e2e", "-x", "80", "-y", "24", command)
  }

  /// A designer's review: at a `pause` the last line said "End of the walkthrough: …" instead of the
  /// pause's caption (the end's hold wrote over it). The caption stays until a key; then the walkthrough goes on.
  @Test func walkthrough_pause_showsItsCaption_untilAKey() async throws {
    try await play("key down\npause \"narrate this\"\nkey up\n", named: "pause", flags: "--fresh --pace human")
    defer { _ = try? tmuxNow("kill-server") }
    let paused = try await waitFor("narrate this (a key goes on)")
    #expect(!paused.contains { $0.contains("End of the walkthrough") }, "\(paused.joined(separator: "\n"))")
    try await tmux("send-keys", "-t", "e2e", "x")
    _ = try await waitFor("End of the walkthrough")
    try await tmux("send-keys", "-t", "e2e", "q")
    _ = try await waitFor("exit=0")
  }

  /// Issue 35, point 11: a walkthrough held on its last screen says the demo has ended, and the arrows look
  /// over that screen instead of ending it (Down quit a demo a presenter only meant to scroll).
  @Test func walkthrough_heldLastScreen_saysItEnded_andArrowsDoNotQuit() async throws {
    try await play("open settings\nkey down\nexpect \"Account\"\n", named: "ended")
    defer { _ = try? tmuxNow("kill-server") }
    _ = try await waitFor("End of the walkthrough")
    try await tmux("send-keys", "-t", "e2e", "Down")
    try await tmux("send-keys", "-t", "e2e", "Down")
    // The focus moved (two rows down from Support Wikipedia, where the script left it), and the demo is held.
    let moved = try await Waiting.until { try await self.screen().contains { $0.hasPrefix("▌ Search") } }
    let held = try await screen()
    #expect(moved, "\(held.joined(separator: "\n"))")
    #expect(held.contains { $0.contains("End of the walkthrough") })
    #expect(!held.contains { $0.contains("exit=") })
    try await tmux("send-keys", "-t", "e2e", "x")
    let screen = try await waitFor("exit=")
    #expect(screen.contains { $0.contains("exit=0") }, "any other key ends it")
  }

  /// A cast made in a terminal has its size and TERM, and a resize is an asciicast v2 "r" event.
  @Test func record_inATerminal_resizeIsAnREvent_andTERMIsTheEnvironments() async throws {
    let cast = EndToEnd.tempPath("resize.cast")
    let script = EndToEnd.tempPath("down.script")
    try "open settings\nkey down\nexpect \"Account\"\n".write(toFile: script, atomically: true, encoding: .utf8)
    let command =
      "TERM=screen \(EndToEnd.binary) --pace fast --hold 600 --record \(cast) --script \(script); echo exit=$?; sleep 30"
    try await tmux("new-session", "-d", "-s", "e2e", "-x", "80", "-y", "24", command)
    defer { _ = try? tmuxNow("kill-server") }
    _ = try await waitFor("Explore feed")
    try await tmux("resize-window", "-t", "e2e", "-x", "100", "-y", "30")
    let resized = try await Waiting.until { try await self.screen().contains { $0.count >= 100 } }
    #expect(resized, "the app drew at the new width")
    try await tmux("send-keys", "-t", "e2e", "x")
    let screen = try await waitFor("exit=")
    #expect(screen.contains { $0.contains("exit=0") }, "a key ends the hold")
    let lines = try String(contentsOfFile: cast, encoding: .utf8).split(separator: "\n").map(String.init)
    let header = try JSONParser.parse(lines[0])
    #expect(header["width"] == 80)
    #expect(header["height"] == 24)
    #expect(header["env"]?["TERM"] == "screen")
    #expect(lines.contains { $0.contains(#""r","100x30"]"#) }, "the resize is recorded")
  }
}
