import Foundation
import PushTestSupport
import Testing

/// The description editor's field in a real terminal: typed and pasted text, the cursor at the insertion
/// point, and a locale that is not UTF-8.
extension TerminalEndToEndTests {
  /// Starts the app in the editor (its field holds "Stratovolcano in central Kenya", 30 characters).
  func startInEditor(environment: String = "") async throws {
    let command =
      "\(environment)\(EndToEnd.binary) --state-file /tmp/ps-\(socket).json --state description-editor; "
      + "echo EXIT=$?; sleep 600"
    try await tmux("new-session", "-d", "-s", "e2e", "-x", "80", "-y", "24", command)
    _ = try await waitFor("30 / 90")
  }

  /// Quits with Ctrl-C, which must end the app cleanly.
  func quitEditor() async throws {
    try await tmux("send-keys", "-t", "e2e", "C-c")
    _ = try await waitFor("EXIT=0")
  }

  @Test func editor_typingAndBracketedPaste_keepTheText_andTheCursorFollows() async throws {
    defer { _ = try? tmuxNow("kill-server") }
    try await startInEditor()
    try await tmux("send-keys", "-t", "e2e", "-l", " 日本 q")
    _ = try await waitFor("35 / 90", "q is a letter in the field, not quit")
    // "Stratovolcano in central Kenya 日本 q": 30 + 5 characters, the two wide ones two columns each.
    let at = try await cursor()
    #expect(at.x == 4 + 30 + 1 + 4 + 2 && at.y == 3, "the cursor is at the insertion point: \(at)")
    try await tmux("set-buffer", "-b", "p", " with\nglaciers\u{1B}[31m")
    try await tmux("paste-buffer", "-p", "-b", "p", "-t", "e2e")
    let screen = try await waitFor("with glaciers[31m").joined(separator: "\n")
    #expect(screen.contains("53 / 90"), "the line break is a space, the escape dropped: \(screen)")
    try await quitEditor()
  }

  @Test func editor_CLocale_keepsWhatFollowsACharacterItCannotShow() async throws {
    defer { _ = try? tmuxNow("kill-server") }
    try await startInEditor(environment: "LANG=C LC_ALL=C ")
    try await tmux("send-keys", "-t", "e2e", "-l", "A日BCD")
    let screen = try await waitFor("35 / 90").joined(separator: "\n")
    #expect(screen.contains("KenyaA?BCD"), "日 is one character, shown as ?, and BCD is kept: \(screen)")
    // A paste that pauses after 日: the rest is still the paste's (its tab a space), not keys (a tab would
    // move the focus off the field).
    // One tmux command list, so the pause is the server's own 300 ms and not two client start-ups on a busy
    // machine (which once made it longer than the app's one-second limit for a paste's pause).
    try await tmux(
      "send-keys", "-t", "e2e", "-l", "\u{1B}[200~日", ";", "run-shell", "sleep 0.3", ";",
      "send-keys", "-t", "e2e", "-l", "\tE\u{1B}[201~")
    let pasted = try await waitFor("38 / 90").joined(separator: "\n")
    #expect(pasted.contains("KenyaA?BCD? E"), "\(pasted)")
    try await quitEditor()
  }
}
