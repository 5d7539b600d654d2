import PushAppFeature
import PushCore
import PushLive
import PushPresentation
import PushQATools
import PushSettingsFeature
import PushTerminal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The full screen as a walkthrough's stage: keys and text are pressed, the screen is what is looked at.
extension FullScreenSession: WalkthroughStage {
  package var app: AppController { session.app }
  package func shown() -> String { screenText() }
  package var medium: (expected: String, found: String) { ("on the screen", "is on the screen") }
  package func evidence() -> String { "the screen was:\n" + screenText() }
  package func waitForChange(after seen: Int, atMost limit: Duration) async -> Int {
    await wait(after: seen, atMost: limit)
  }
  package func stepped() async { draw() }

  package func interruption() -> Int32? {
    if let signal = endingSignal() { return 128 + signal }
    switch terminal?.readKeyNow() {
    case .control("c"): return 130
    // Ctrl-Z stops the walkthrough as it stops the app (the terminal given back); `fg` goes on with it.
    case .control("z"):
      suspend()
      draw()
    // A terminal resized while a walkthrough plays is drawn at its new size (and recorded), not dropped
    // with the other keys a walkthrough does not take.
    case .resize: _ = press(.resize)
    case .some: keyDuringPlay = true
    case nil: break
    }
    return nil
  }

  package func play(_ step: Script.Step, place: String, pace: ScriptPace) async throws(ScriptFailure) -> Int32? {
    switch step {
    case .keys(let keys):
      return await press(keys, everyMs: pace.keyMs)
    case .text(let text, let paste):
      let focused = session.app.shell.ui.focusedRow(in: session.app.model)
      guard focused?.role == .textField else {
        stop()
        throw ScriptFailure(
          message: "\(place): \(paste ? "paste" : "text") needs a text field with focus; the focus is on "
            + "\(focused.map { "\"\($0.label)\"" } ?? "nothing")")
      }
      // Typed at a typist's pace, a quarter of the keys' (a line would otherwise take seconds).
      return await press(paste ? [Key.paste(text)] : text.map { Key.character($0) }, everyMs: pace.keyMs / 4)
    default:
      throw ScriptFailure(message: "\(place): type needs the accessible mode")
    }
  }

  /// Presses keys `everyMs` apart, drawing after each; a status when one quits or a signal comes.
  private func press(_ keys: [Key], everyMs: Int) async -> Int32? {
    for key in keys {
      if let status = await pause(ms: everyMs) { return status }
      if !press(key) { return 0 }
      draw()
    }
    return nil
  }

  /// Only a demo in a terminal is held; tests and recordings made fast go straight on.
  package func hold(caption: String?, pace: ScriptPace) async -> Int32? {
    guard terminal != nil, pace.keyMs > 0 else { return nil }
    let control = session.app.control
    let wasRunning = control.map { $0.clockHeld && !$0.clockPaused } ?? false
    control?.pauseClock()
    // The caption stays on the last line for as long as the demo is held.
    if let status = await hold(.untilKey, saying: (caption ?? "Paused") + " (a key goes on)") { return status }
    if wasRunning { await control?.resumeClock() }
    draw()
    return nil
  }
}
