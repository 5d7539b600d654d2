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

/// The accessible mode's loops: input and announcements run side by side, neither waits for the other.
extension AccessibleSession {
  enum Event: Sendable {
    case line(String)
    case key(LineKey)
    case ended
    /// The app was stopped and continued: the prompt and the half-typed line are shown again.
    case resumed
    /// A signal ends the session with 128 + its number.
    case interrupted(Int32)
    /// The app changed, or something is due (a progress line, a paced line's time limit).
    case tick
  }

  /// Reads lines until q or the end of input. `paced` (input that is not a terminal was typed ahead): each
  /// line waits until the app has finished what the one before started, at most `limitMs`, as a person
  /// would wait to hear the answer; a terminal's lines are answered the moment they come.
  package func runInteractive(
    _ lines: AsyncStream<String> = LineReader.lines(), paced: Bool = false, limitMs: Int = 15_000
  ) async -> Int32 {
    await run(paced: paced, limitMs: limitMs) { continuation in
      for await line in lines { continuation.yield(.line(line)) }
      continuation.yield(.ended)
    }
  }

  /// Reads a terminal key by key (`TerminalInput`): the session echoes what is typed, and shows the prompt
  /// and the half-typed line again after anything it says meanwhile.
  package func runInteractive(keys: AsyncStream<TerminalInput.Event>) async -> Int32 {
    await run(paced: false, limitMs: 0) { continuation in
      for await event in keys {
        switch event {
        case .key(let key): continuation.yield(.key(key))
        case .ended: continuation.yield(.ended)
        case .resumed: continuation.yield(.resumed)
        case .interrupted(let sig): continuation.yield(.interrupted(sig))
        }
      }
      continuation.yield(.ended)
    }
  }

  private func run(
    paced: Bool, limitMs: Int, feed: @escaping @Sendable (AsyncStream<Event>.Continuation) async -> Void
  ) async -> Int32 {
    if paced { await idle(limitMs: limitMs, quietly: true) }
    start()
    let (events, continuation) = AsyncStream<Event>.makeStream()
    let feeder = Task { await feed(continuation) }
    // Woken by the app's changes, not by a timer: an idle app costs nothing.
    let changes = app.changes
    let watcher = Task {
      var seen = changes.count
      while !Task.isCancelled {
        seen = await changes.wait(after: seen)
        continuation.yield(.tick)
      }
    }
    var timer: Task<Void, Never>?
    defer {
      feeder.cancel()
      watcher.cancel()
      timer?.cancel()
      continuation.finish()
    }
    var queue: [(String, Int?)] = []
    var ended = false
    var lastInput = now()
    showPrompt()
    for await event in events {
      switch event {
      case .line(let line):
        queue.append((line, nil))
        promptShown = false  // Enter was pressed: the terminal is at the start of a new line.
      case .key(let key):
        if let line = edit(key) { queue.append(line) } else if key == .end && typed.isEmpty { ended = true }
      case .resumed:
        promptShown = false
        showPrompt()
      case .interrupted(let sig):
        // The shell's prompt then starts on a line of its own, not after the half-typed line.
        if promptShown { _ = write(Array("\n".utf8)) }
        return 128 + sig
      case .ended: ended = true
      case .tick: break
      }
      announce()
      if let status = drain(&queue, paced: paced, limitMs: limitMs, lastInput: &lastInput) { return status }
      showDuePrompt()
      if ended && queue.isEmpty && (!paced || !busy || now() - lastInput >= limitMs) { return 0 }
      // Something due that no change of the app would announce: a progress line, the end of a paced line's
      // wait, a screen held back while the app was checking something.
      timer?.cancel()
      let pacing = paced && busy && (!queue.isEmpty || ended) ? lastInput + limitMs : nil
      if let due = [pacing, nextDue].compactMap({ $0 }).min() { timer = tick(at: due, continuation) }
    }
    return 0
  }

  /// Answers the lines waiting, each (when paced) once the app has finished what the one before started;
  /// the session's exit status when a line ended it.
  private func drain(_ queue: inout [(String, Int?)], paced: Bool, limitMs: Int, lastInput: inout Int) -> Int32? {
    var answered = false
    while !queue.isEmpty, !(paced && busy && now() - lastInput < limitMs) {
      // What the line before did is said before the next is read: a change made at once, with nothing left
      // running (an alert's Cancel), was otherwise said after the next line, or never when that was q.
      if answered { announce() }
      answered = true
      let (line, started) = queue.removeFirst()
      if outputGone { return 0 }
      if line == LineReader.tooLong {
        reply(["That line was longer than \(LineReader.limit) bytes, so it was skipped."])
      } else if !input(line, started: started) {
        return 0
      }
      lastInput = now()
      if busy { promptDueAt = now() + Self.promptWaitMs } else { showPrompt() }
    }
    return nil
  }

  /// The longest a prompt waits for the answer to a command (the app's slowest calls time out by then).
  static let promptWaitMs = 15_000

  /// The prompt held back after a command, once the app is done with it (or has taken too long).
  func showDuePrompt() {
    guard let due = promptDueAt, !busy || now() >= due else { return }
    promptDueAt = nil
    showPrompt()
  }

  /// A tick at `due` (ms on `now`'s clock), unless cancelled first.
  private func tick(at due: Int, _ continuation: AsyncStream<Event>.Continuation) -> Task<Void, Never> {
    let ms = max(1, due - now())
    return Task {
      try? await Task.sleep(for: .milliseconds(ms))
      if !Task.isCancelled { continuation.yield(.tick) }
    }
  }

  /// A key of the line being typed: shown, and the line when it is complete (with when its typing began).
  func edit(_ key: LineKey) -> (String, Int?)? {
    switch key {
    case .text(let text):
      let safe = text.terminalSafe
      guard !safe.isEmpty else { return nil }
      // Typing before the answer came: the prompt first, as the line's start.
      if promptDueAt != nil {
        promptDueAt = nil
        showPrompt()
      }
      if typed.isEmpty { lineStarted = now() }
      typed += safe
      _ = write(Array(safe.utf8))
    case .erase:
      guard let last = typed.last else { return nil }
      typed.removeLast()
      rubOut([last])
    case .eraseWord:
      var gone: [Character] = []
      while let last = typed.last, last == " " { gone.append(typed.removeLast()) }
      while let last = typed.last, last != " " { gone.append(typed.removeLast()) }
      rubOut(gone)
    case .eraseLine:
      rubOut(Array(typed))
      typed = ""
    case .escape:
      if typing != nil {
        _ = write(Array("\n".utf8))
        typed = ""
        lineStarted = nil
        promptShown = false
        cancelTyping()
        showPrompt()
      } else {
        rubOut(Array(typed))
        typed = ""
      }
    case .pastedLineBreak where typing != nil:
      // A multi-line paste into the text field is one text, its lines joined with a space (a line after
      // it must not become a command).
      return edit(.text(" "))
    case .enter, .pastedLineBreak:
      _ = write(Array("\n".utf8))
      let line = typed
      let started = lineStarted
      typed = ""
      lineStarted = nil
      promptShown = false
      return (line, started)
    case .end:
      break
    }
    if typed.isEmpty { lineStarted = nil }
    return nil
  }

  /// Takes characters off the end of the shown line: back, a space, back again, for each column.
  private func rubOut(_ characters: [Character]) {
    let columns = characters.reduce(0) { $0 + max(1, TextLayout.width($1)) }
    guard columns > 0 else { return }
    _ = write(Array(String(repeating: "\u{8} \u{8}", count: columns).utf8))
  }

  /// When `announce` would next say something without a change of the app: a progress line, or a new
  /// screen held back while the app checks something.
  var nextDue: Int? {
    ([progress.nextDue, busy && holdScreenUntil > now() ? holdScreenUntil : nil, promptDueAt].compactMap { $0 }
      + reportHoldEnds).min()
  }

  /// Waits until the app changes, something is due, or `end` (ms on `now`'s clock) comes; the changes seen.
  func waitForChange(after seen: Int, until end: Int) async -> Int {
    let due = min(end, nextDue ?? end)
    return await app.changes.wait(after: seen, timeout: .milliseconds(max(1, due - now())))
  }

  /// The prompt before the next read, on a terminal, with what was already typed of the line.
  func showPrompt() {
    guard prompt, !promptShown else { return }
    _ = write(Array((promptText + typed).utf8))
    promptShown = true
  }

  /// Lets the app work, announcing as it goes, until it is idle or `limitMs` have passed.
  package func idle(limitMs: Int = 15_000, quietly: Bool = false) async {
    let end = now() + limitMs
    if !quietly { announce() }
    var seen = app.changes.count
    while busy && now() < end {
      seen = await waitForChange(after: seen, until: end)
      if !quietly { announce() }
    }
    if quietly { heard = app.model }
  }
}
