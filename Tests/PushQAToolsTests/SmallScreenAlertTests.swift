import PushPresentation
import PushQATools
import Testing

/// Issue 35, point 11, and a designer's review: at 40x12 an alert's last sentence was cut ("…") beside three
/// empty lines; the blank lines between its parts and the space that keeps Cancel apart go first.
@Suite struct SmallScreenAlertTests {
  @Test(arguments: [
    ("mark-all-confirm", "read on all of your devices."), ("permission-prompt", "be configured in Settings."),
    ("token-timeout", "related to your account."),
  ])
  func alertAt40x12_showsItsWholeMessage(_ name: String, _ end: String) async throws {
    let reached = try await #require(NamedState.named(name)).reach()
    let frame = reached.frame(width: 40, height: 12)
    #expect(frame.text.contains(end), "\(frame.text)")
    #expect(!frame.text.contains("…"), "\(frame.text)")
    // Its buttons are all there, the cursor on the focused one.
    #expect(frame.line(frame.cursor.row).contains("["), "\(frame.text)")
  }
}
