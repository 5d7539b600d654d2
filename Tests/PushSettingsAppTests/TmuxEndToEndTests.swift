import Foundation
import PushCore
import PushInterface
import PushLive
import PushQATools
import PushTestSupport
import Synchronization
import Testing

/// The real binary in a real terminal: tmux at 80x24.
@Suite(.serialized) struct TerminalEndToEndTests {
  let socket = "ps-test-\(UUID().uuidString.prefix(8))"

  /// Runs tmux (below) on a thread of its own: the test waits for it without holding a thread of Swift's pool.
  @discardableResult
  func tmux(_ args: String...) async throws -> String {
    try await EndToEnd.onItsOwnThread { [self] in try tmuxNow(args) }
  }

  @discardableResult
  func tmuxNow(_ args: String...) throws -> String { try tmuxNow(args) }

  /// Runs tmux with posix_spawn and waitpid: Foundation's Process waits for inherited descriptors to close,
  /// which never happens when the tmux server it starts keeps them.
  func tmuxNow(_ args: [String]) throws -> String {
    let outPath = FileManager.default.temporaryDirectory.appendingPathComponent("\(socket)-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: outPath) }
    let argv = ["tmux", "-L", socket] + args
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, outPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    // Nothing else of this process may leak into the tmux server: it would hold other tests' pipes open.
    let open = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd"))?.compactMap { Int32($0) } ?? []
    for fd in open where fd > 2 && fcntl(fd, F_GETFD) >= 0 { posix_spawn_file_actions_addclose(&actions, fd) }
    var cArgs = argv.map { strdup($0) } + [nil]
    defer { for arg in cArgs { free(arg) } }
    // Nor this thread's signal state: the test runner's threads block most signals and the tests ignore
    // SIGPIPE, and a tmux server started that way never hears its children exit, so kill-server left it
    // running. Start tmux as a shell would.
    var attributes = SpawnSignals.asFromAShell()
    defer { posix_spawnattr_destroy(&attributes) }
    var pid: pid_t = 0
    let rc = posix_spawnp(&pid, "tmux", &actions, &attributes, &cArgs, environ)
    guard rc == 0 else { throw POSIXError(POSIXErrorCode(rawValue: rc) ?? .EINVAL) }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    return (try? String(contentsOfFile: outPath, encoding: .utf8)) ?? ""
  }

  func screen() async throws -> [String] {
    try await tmux("capture-pane", "-p", "-t", "e2e").components(separatedBy: "\n")
  }

  func cursor() async throws -> (x: Int, y: Int) {
    let parts = try await tmux("display", "-p", "-t", "e2e", "#{cursor_x},#{cursor_y}").trimmingCharacters(
      in: .whitespacesAndNewlines
    ).split(separator: ",").compactMap { Int($0) }
    return (parts.first ?? -1, parts.last ?? -1)
  }

  /// Waits for `text` to be on screen (a generous deadline, for a test that would hang).
  func waitFor(_ text: String, _ comment: Comment? = nil) async throws -> [String] {
    var lines: [String] = []
    let shown = try await Waiting.until(every: .milliseconds(50)) {
      lines = try await screen()
      return lines.contains { $0.contains(text) }
    }
    if !shown { Issue.record("'\(text)' never showed; the screen was:\n\(lines.joined(separator: "\n"))") }
    return lines
  }

  /// The line the cursor is on, once it contains `text` (the screen may still be drawing).
  func cursorLine(containing text: String = "") async throws -> String {
    var line = ""
    _ = try await Waiting.until(every: .milliseconds(50)) {
      let lines = try await screen()
      let y = try await cursor().y
      line = y >= 0 && y < lines.count ? lines[y] : ""
      // "".contains("") is false: with no text, any line the cursor is on will do.
      return text.isEmpty || line.contains(text)
    }
    return line
  }

  @Test func fullScreen_turnOnThenFailingTypeWrite_thenSIGTERMRestoresTerminal() async throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("ps-tmux-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    let command =
      "stty -g > \(dir)/before; \(EndToEnd.binary) --state-file \(dir)/state.json --open settings --answer allow "
      + "--fail write:commons --latency 20; status=$?; stty -g > \(dir)/after; echo EXIT=$status; sleep 600"
    try await tmux("new-session", "-d", "-s", "e2e", "-x", "80", "-y", "24", command)
    defer { _ = try? tmuxNow("kill-server") }

    _ = try await waitFor("Explore feed")
    await #expect(try cursorLine(containing: "Account").contains("Account"))
    // Push notifications is the sixth row of Settings, as in the app.
    try await tmux("send-keys", "-t", "e2e", "Down", "Down", "Down", "Down", "Down", "Enter")
    _ = try await waitFor("○ Off")
    await #expect(try cursorLine(containing: "Push notifications").contains("Push notifications"))
    #expect(try await cursor().x == 2)

    try await tmux("send-keys", "-t", "e2e", "Space")
    _ = try await waitFor("Notify me about")
    await #expect(try cursorLine(containing: "● On").contains("● On"), "the primary switch reads on")
    await #expect(try cursorLine().contains("Push notifications"))

    try await tmux("send-keys", "-t", "e2e", "Down", "Down", "Space")
    _ = try await waitFor("Couldn't change Thanks")
    // The alert may be caught half drawn: wait for its last line, then read the whole of it.
    _ = try await waitFor("[ OK ]")
    #expect(try await screen().joined().contains("commons.wikimedia.org"))
    await #expect(try cursorLine(containing: "[ OK ]").contains("[ OK ]"))

    try await tmux("send-keys", "-t", "e2e", "Enter")
    _ = try await waitFor("Notify me about")
    await #expect(try cursorLine(containing: "Thanks").contains("Thanks"))
    await #expect(try cursorLine(containing: "● On").contains("● On"), "switched back on after the failure")

    let pid = try await tmux("display", "-p", "-t", "e2e", "#{pane_pid}").trimmingCharacters(
      in: .whitespacesAndNewlines)
    let child =
      try String(contentsOfFile: "/proc/\(pid)/task/\(pid)/children", encoding: .utf8)
      .split(separator: " ").first.map(String.init) ?? ""
    #expect(!child.isEmpty)
    kill(pid_t(child) ?? 0, SIGTERM)
    _ = try await waitFor("EXIT=143")
    let before = try String(contentsOfFile: "\(dir)/before", encoding: .utf8)
    let after = try String(contentsOfFile: "\(dir)/after", encoding: .utf8)
    #expect(before == after, "stty settings restored")
    let state = try String(contentsOfFile: "\(dir)/state.json", encoding: .utf8)
    #expect(state.contains("\"subscribed\":true"))
  }

  @Test func fullScreen_resizeStormDownTo1x1_keepsRunningAndQuitsCleanly() async throws {
    let command = "\(EndToEnd.binary) --state-file /tmp/ps-\(socket).json --state push-on; echo EXIT=$?; sleep 600"
    try await tmux("new-session", "-d", "-s", "e2e", "-x", "80", "-y", "24", command)
    defer { _ = try? tmuxNow("kill-server") }
    _ = try await waitFor("Notify me about")
    for (w, h) in [(1, 1), (2, 1), (40, 12), (1, 24), (80, 1), (39, 11), (120, 40), (3, 3), (1, 1), (60, 15)] {
      try await tmux("resize-window", "-t", "e2e", "-x", "\(w)", "-y", "\(h)")
      try await tmux("send-keys", "-t", "e2e", "Down")
    }
    try await tmux("resize-window", "-t", "e2e", "-x", "80", "-y", "24")
    _ = try await waitFor("Push notifications")
    try await tmux("send-keys", "-t", "e2e", "Left")
    _ = try await waitFor("Explore feed")
    // q closes Settings, then quits on Explore.
    try await tmux("send-keys", "-t", "e2e", "q", "q")
    _ = try await waitFor("EXIT=0")
  }

  @Test func fullScreen_CLocale_fallsBackToASCII() async throws {
    let command =
      "LANG=C LC_ALL=C \(EndToEnd.binary) --state-file /tmp/ps-\(socket).json --state push-on; echo EXIT=$?; sleep 600"
    try await tmux("new-session", "-d", "-s", "e2e", "-x", "80", "-y", "24", command)
    defer { _ = try? tmuxNow("kill-server") }
    let screen = try await waitFor("Notify me about").joined(separator: "\n")
    #expect(screen.contains("(*) On"))
    #expect(screen.contains("< Settings"))
    #expect(!screen.contains("●"))
    #expect(!screen.contains("─"))
    try await tmux("send-keys", "-t", "e2e", "C-c")
    _ = try await waitFor("EXIT=0")
  }

  @Test func fullScreen_ctrlZThenFg_stopsRestoresAndComesBack() async throws {
    try await tmux("new-session", "-d", "-s", "e2e", "-x", "80", "-y", "24", "bash --norc -i")
    defer { _ = try? tmuxNow("kill-server") }
    try await tmux(
      "send-keys", "-t", "e2e", "\(EndToEnd.binary) --state-file /tmp/ps-\(socket).json --open settings", "Enter")
    _ = try await waitFor("Explore feed")
    try await tmux("send-keys", "-t", "e2e", "C-z")
    _ = try await waitFor("Stopped")
    try await tmux("send-keys", "-t", "e2e", "fg", "Enter")
    _ = try await waitFor("Explore feed")
    await #expect(
      try cursorLine(containing: "Account").contains("Account"), "redrawn with the cursor on the focused row")
    try await tmux("send-keys", "-t", "e2e", "q", "q")
    try await tmux("send-keys", "-t", "e2e", "echo DONE=$?", "Enter")
    _ = try await waitFor("DONE=0")
  }

  /// A developer's review: Ctrl-Z while a walkthrough played was taken as any other key and ignored (the
  /// README says Ctrl-Z suspends). It stops the walkthrough as it stops the app, and `fg` goes on with it.
  @Test func walkthrough_ctrlZThenFg_stopsRestoresAndGoesOn() async throws {
    let script = EndToEnd.tempPath("long-\(socket).script")
    try (["open settings"] + Array(repeating: "wait 500ms", count: 120)).joined(separator: "\n")
      .write(toFile: script, atomically: true, encoding: .utf8)
    try await tmux("new-session", "-d", "-s", "e2e", "-x", "80", "-y", "24", "bash --norc -i")
    defer { _ = try? tmuxNow("kill-server") }
    try await tmux("send-keys", "-t", "e2e", "\(EndToEnd.binary) --script \(script)", "Enter")
    _ = try await waitFor("Explore feed")
    try await tmux("send-keys", "-t", "e2e", "C-z")
    _ = try await waitFor("Stopped")
    try await tmux("send-keys", "-t", "e2e", "fg", "Enter")
    _ = try await waitFor("Explore feed")
    try await tmux("send-keys", "-t", "e2e", "C-c")
    try await tmux("send-keys", "-t", "e2e", "echo DONE=$?", "Enter")
    _ = try await waitFor("DONE=130")
  }

  @Test func fullScreen_tooSmallThenResized_keepsRunning() async throws {
    let command =
      "\(EndToEnd.binary) --state-file /tmp/ps-\(socket).json --logged-out --open settings; echo EXIT=$?; sleep 600"
    try await tmux("new-session", "-d", "-s", "e2e", "-x", "30", "-y", "8", command)
    defer { _ = try? tmuxNow("kill-server") }
    _ = try await waitFor("Too small: 30x8")
    try await tmux("resize-window", "-t", "e2e", "-x", "80", "-y", "24")
    _ = try await waitFor("Log in")
    try await tmux("send-keys", "-t", "e2e", "q", "q")
    _ = try await waitFor("EXIT=0")
  }
}
