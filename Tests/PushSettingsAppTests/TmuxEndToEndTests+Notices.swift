import Foundation
import PushTestSupport
import Testing

/// What the app says as it starts reaches the full screen, which hides standard error.
extension TerminalEndToEndTests {
  @Test func fullScreen_damagedStateFileAndScenario_areShownOnTheLastLine_untilAKey() async throws {
    let state = EndToEnd.tempPath("damaged.json")
    try #"{"version":1,"loggedIn":tr"#.write(toFile: state, atomically: true, encoding: .utf8)  // Ours, cut short.
    let scenario = EndToEnd.root.appendingPathComponent("scenarios/denied-in-ios.json").path
    let command = "\(EndToEnd.binary) --state-file \(state) --scenario \(scenario); sleep 30"
    try await tmux("new-session", "-d", "-s", "e2e", "-x", "120", "-y", "24", command)
    defer { _ = try? tmuxNow("kill-server") }
    let lines = try await waitFor("Featured article")
    // Two notes (the warning and the scenario's description): how many comes first, as a small screen cuts
    // the end of a long one (a designer's review: "(+1 more at exit)" at its end was cut at 80x24).
    let said = lines.joined(separator: " ").split(separator: " ").joined(separator: " ")
    #expect(
      said.contains("(1 of 2, the rest at exit) Warning: the state file") && said.contains("is damaged"),
      "\(lines.joined(separator: "\n"))")
    try await tmux("send-keys", "-t", "e2e", "Down")
    _ = try await waitFor("q quit")
  }

  /// Issue 28, item 13: a start-up warning longer than the screen is wide is wrapped, not cut at the edge. And
  /// from a designer's review: written on standard error while the full screen was up, it had also landed on
  /// the title bar and stayed there (ncurses did not know it was there); it goes to the shell's screen.
  @Test func fullScreen_longStartupWarning_isWrappedWhole_andKeptOffTheScreen() async throws {
    let command = "\(EndToEnd.binary) --fresh --fail write:fr; echo EXIT=$?; sleep 30"
    try await tmux("new-session", "-d", "-s", "e2e", "-x", "80", "-y", "24", command)
    defer { _ = try? tmuxNow("kill-server") }
    _ = try await waitFor("My languages")
    // The warning's last words: the capture may catch a frame being drawn, so the whole of it is waited for.
    let lines = try await waitFor("or in My languages")
    let bottom = lines.suffix(4).joined(separator: " ").split(separator: " ").joined(separator: " ")
    #expect(
      bottom.contains(
        "Warning: Failures on fr happen only once fr is one of the app languages (now en): add it with "
          + "--languages en,fr or in My languages"), "\(lines.suffix(4))")
    #expect(!lines.joined(separator: "\n").contains("push-settings: warning"), "\(lines.joined(separator: "\n"))")
    #expect(lines.first?.contains("Wikipedia") == true, "the title bar as the app draws it: \(lines.first ?? "")")
    try await tmux("send-keys", "-t", "e2e", "q")
    let after = try await waitFor("EXIT=0")
    #expect(after.joined().contains("push-settings: warning: Failures on fr"), "said on the shell's screen")
  }

  @Test func fullScreen_scenarioDescription_isShownAtStart() async throws {
    let scenario = EndToEnd.root.appendingPathComponent("scenarios/denied-in-ios.json").path
    let command = "\(EndToEnd.binary) --fresh --scenario \(scenario); sleep 30"
    try await tmux("new-session", "-d", "-s", "e2e", "-x", "120", "-y", "24", command)
    defer { _ = try? tmuxNow("kill-server") }
    _ = try await waitFor("Scenario: Notifications denied in iOS Settings")
  }
}

extension TerminalEndToEndTests {
  /// Issue 35 (a review): `--open push` opens each screen as a tap on its row would, so the way back lands
  /// where the taps were: on Push notifications in Settings, then on Explore's gear.
  @Test func open_push_backLandsWhereTheTapsWere() async throws {
    let command = "\(EndToEnd.binary) --fresh --open push; echo EXIT=$?; sleep 30"
    try await tmux("new-session", "-d", "-s", "e2e", "-x", "80", "-y", "24", command)
    defer { _ = try? tmuxNow("kill-server") }
    _ = try await waitFor("Be alerted to activity")
    try await tmux("send-keys", "-t", "e2e", "Left")
    await #expect(try cursorLine(containing: "Push notifications").contains("Push notifications"))
    try await tmux("send-keys", "-t", "e2e", "Escape")
    _ = try await waitFor("Featured article")
    await #expect(try cursorLine(containing: "⚙").contains("⚙"), "on Explore, the gear that opened Settings")
    try await tmux("send-keys", "-t", "e2e", "q")
    _ = try await waitFor("EXIT=0")
  }
}
