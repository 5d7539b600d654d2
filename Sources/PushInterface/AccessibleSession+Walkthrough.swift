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

/// The accessible mode playing a walkthrough: lines are typed, what was said is what is looked at.
extension AccessibleSession {
  package func play(_ script: Script, pace: ScriptPace = .fast) async throws(ScriptFailure) -> Int32 {
    await idle(quietly: true)
    start()
    return try await WalkthroughPlayer.play(script, on: self, pace: pace) ?? 0
  }
}

/// The accessible mode as a walkthrough's stage: lines are typed, what was said is what is looked at.
extension AccessibleSession: WalkthroughStage {
  package func shown() -> String {
    announce()
    return transcript
  }
  package var medium: (expected: String, found: String) { ("to be said", "was said") }
  package func evidence() -> String {
    "it was not; the last lines said:\n"
      + transcript.split(separator: "\n").suffix(8).map { "  " + $0 }.joined(separator: "\n")
  }
  package func interruption() -> Int32? { nil }
  package func stepped() async { await idle() }
  package func stop() {}

  package func waitForChange(after seen: Int, atMost limit: Duration) async -> Int {
    let ms = Int(limit.components.seconds * 1_000 + limit.components.attoseconds / 1_000_000_000_000_000)
    let changes = await waitForChange(after: seen, until: now() + max(1, ms))
    announce()
    return changes
  }

  package func play(_ step: Script.Step, place: String, pace: ScriptPace) async throws(ScriptFailure) -> Int32? {
    guard case .type(let text) = step else {
      throw ScriptFailure(message: "\(place): key, text and paste need the full screen")
    }
    if pace.keyMs > 0 { try? await Task.sleep(for: .milliseconds(pace.keyMs)) }
    if !input(text) { return 0 }
    await idle()
    return nil
  }

  /// Lets `ms` pass, saying what the app does meanwhile, then lets it finish what it started.
  package func pause(ms: Int) async -> Int32? {
    let end = now() + ms
    var seen = app.changes.count
    while now() < end {
      seen = await waitForChange(after: seen, until: end)
      announce()
    }
    await idle()
    return nil
  }

  /// Nothing to hold in a transcript: the narration's caption is said in its place.
  package func hold(caption: String?, pace: ScriptPace) async -> Int32? {
    if let caption { say(["Note: \(caption)"]) }
    return nil
  }
}
