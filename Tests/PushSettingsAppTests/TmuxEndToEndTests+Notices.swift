import Foundation
import PushTestSupport
import Testing

/// What the app says as it starts reaches the full screen, which hides standard error.
extension TerminalEndToEndTests {
  @Test func fullScreen_damagedStateFileAndScenario_areShownOnTheLastLine_untilAKey() async throws {
    let state = EndToEnd.tempPath("damaged.json")
    try "{garbage".write(toFile: state, atomically: true, encoding: .utf8)
    let scenario = EndToEnd.root.appendingPathComponent("scenarios/denied-in-ios.json").path
    let command = "\(EndToEnd.binary) --state-file \(state) --scenario \(scenario); sleep 30"
    try tmux("new-session", "-d", "-s", "e2e", "-x", "120", "-y", "24", command)
    defer { _ = try? tmux("kill-server") }
    let lines = try await waitFor("Explore feed")
    #expect(lines.contains { $0.hasPrefix("Warning: the state file") && $0.contains("is damaged") })
    try tmux("send-keys", "-t", "e2e", "Down")
    _ = try await waitFor("q quit")
  }

  @Test func fullScreen_scenarioDescription_isShownAtStart() async throws {
    let scenario = EndToEnd.root.appendingPathComponent("scenarios/denied-in-ios.json").path
    let command = "\(EndToEnd.binary) --fresh --scenario \(scenario); sleep 30"
    try tmux("new-session", "-d", "-s", "e2e", "-x", "120", "-y", "24", command)
    defer { _ = try? tmux("kill-server") }
    _ = try await waitFor("Scenario: Notifications denied in iOS Settings")
  }
}
