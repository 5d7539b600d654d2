import PushAppFeature
import PushCore
import PushLive
import PushPresentation
import PushQATools
import PushSettingsFeature

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The accessible mode's loops: input and announcements run side by side, neither waits for the other.
extension AccessibleSession {
  enum Event: Sendable {
    case line(String)
    case ended
    case tick
  }

  /// How often the app is looked at for changes to announce.
  static let tickMs = 20

  /// Reads lines until q or the end of input. `paced` (input that is not a terminal was typed ahead): each
  /// line waits until the app has finished what the one before started, at most `limitMs`, as a person
  /// would wait to hear the answer; a terminal's lines are answered the moment they come.
  package func runInteractive(
    _ lines: AsyncStream<String> = LineReader.lines(), paced: Bool = false, limitMs: Int = 15_000
  ) async -> Int32 {
    if paced { await idle(limitMs: limitMs, quietly: true) }
    start()
    let (events, continuation) = AsyncStream<Event>.makeStream()
    let feeder = Task {
      for await line in lines { continuation.yield(.line(line)) }
      continuation.yield(.ended)
    }
    let tick = Self.tickMs
    let ticker = Task {
      while !Task.isCancelled {
        try? await Task.sleep(for: .milliseconds(tick))
        continuation.yield(.tick)
      }
    }
    defer {
      feeder.cancel()
      ticker.cancel()
      continuation.finish()
    }
    var queue: [String] = []
    var ended = false
    var lastInput = now()
    showPrompt()
    for await event in events {
      switch event {
      case .line(let line):
        queue.append(line)
        promptShown = false  // Enter was pressed: the terminal is at the start of a new line.
      case .ended: ended = true
      case .tick: break
      }
      announce()
      while !queue.isEmpty, !(paced && busy && now() - lastInput < limitMs) {
        let line = queue.removeFirst()
        if outputGone { return 0 }
        if line == LineReader.tooLong {
          say(["That line was longer than \(LineReader.limit) bytes, so it was skipped."])
        } else if !input(line) {
          return 0
        }
        lastInput = now()
        showPrompt()
      }
      if ended && queue.isEmpty && (!paced || !busy || now() - lastInput >= limitMs) { return 0 }
    }
    return 0
  }

  /// "> " before the next read, on a terminal.
  func showPrompt() {
    guard prompt else { return }
    _ = write(Array("> ".utf8))
    promptShown = true
  }

  /// Lets the app work, announcing as it goes, until it is idle or `limitMs` have passed.
  package func idle(limitMs: Int = 15_000, quietly: Bool = false) async {
    let start = now()
    if !quietly { announce() }
    while busy && now() - start < limitMs {
      try? await Task.sleep(for: .milliseconds(Self.tickMs))
      if !quietly { announce() }
    }
    if quietly { heard = app.model }
  }

  package func play(_ script: Script, pace: ScriptPace = .fast) async throws(ScriptFailure) -> Int32 {
    await idle(quietly: true)
    start()
    for line in script.lines {
      let place = "script \(script.name) line \(line.number)"
      switch line.step {
      case .keys, .text:
        throw ScriptFailure(message: "\(place): key, text and paste need the full screen")
      case .type(let text):
        if pace.keyMs > 0 { try? await Task.sleep(for: .milliseconds(pace.keyMs)) }
        if !input(text) { return 0 }
        await idle()
      case .wait(let ms):
        let end = now() + ms
        while now() < end {
          try? await Task.sleep(for: .milliseconds(min(Self.tickMs, max(1, end - now()))))
          announce()
        }
        await idle()
      case .expect(let text, let within):
        let end = now() + within
        announce()
        while !Script.shows(transcript, text) {
          if now() >= end {
            throw ScriptFailure(message: "\(place): expected to hear \"\(text)\" within \(within) ms; it was not said")
          }
          try? await Task.sleep(for: .milliseconds(Self.tickMs))
          announce()
        }
        if pace.lookMs > 0 { try? await Task.sleep(for: .milliseconds(pace.lookMs)) }
      case .expectNot(let text):
        if Script.shows(transcript, text) {
          throw ScriptFailure(message: "\(place): \"\(text)\" was said and should not be")
        }
      case .change(let change):
        if let control = app.control, let problem = await Script.apply(change, to: control) {
          throw ScriptFailure(message: "\(place): \(problem)")
        }
        await idle()
      case .background:
        app.backgroundAndBack()
        await idle()
      case .launch:
        break  // Taken when the app was started.
      }
    }
    return 0
  }
}
