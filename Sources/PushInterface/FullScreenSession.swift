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

/// The full-screen app: in a terminal through ncurses, or headless (no terminal) for scripts.
package final class FullScreenSession {
  package let session: ScreenSession
  package let recorder: CastRecorder?
  private(set) var terminal: Terminal?
  private var drawn: ScreenSession.Fingerprint?
  /// The frame the terminal stopped showing: the next one is made in its memory.
  private var spare: Frame?
  /// The screen's size without a terminal (`--size` with a script).
  package var headlessSize = (width: 80, height: 24)
  /// Why an output file (--trace, --record) stopped being written, if one did: shown on the last line.
  package var outputProblem: () -> String? = { nil }
  private var shownProblem: String?
  /// Said on the last line as the app starts (a scenario's description, a warning), until the first key.
  package var notice: String?
  /// A key was pressed while a walkthrough played (it takes none but Ctrl-C): it ends the hold that follows
  /// at once, as a key during the hold would.
  var keyDuringPlay = false

  package init(session: ScreenSession, recorder: CastRecorder?) {
    self.session = session
    self.recorder = recorder
  }

  package var size: (width: Int, height: Int) { terminal?.size ?? headlessSize }

  /// True when TERM was not known and ncurses uses `Terminal.fallbackType`.
  package var usedFallbackTerminal: Bool { terminal?.usedFallback ?? false }

  /// Draws if anything changed (nothing is rendered when nothing did).
  package func draw(force: Bool = false) {
    let (w, h) = size
    let fingerprint = session.fingerprint(width: w, height: h)
    let problem = lastLine
    guard force || drawn != fingerprint || problem != shownProblem else { return }
    var frame = session.render(width: w, height: h, reusing: spare.take())
    shownProblem = problem
    if let problem { overlay(problem, on: &frame) }
    terminal?.use(session.store.read { state, _ in state.app.paintedTheme })
    spare = terminal?.draw(frame)
    recorder?.frame(frame)
    drawn = fingerprint
  }

  /// What the last line says over the key help, if anything: a failed output file first, then a notice, the
  /// held clock, a call log without room.
  var lastLine: String? { outputProblem() ?? notice ?? heldNote ?? logNote }

  /// Said on the last line while the call log is asked for but the screen has no room for it: otherwise `l`
  /// would seem to do nothing.
  var logNote: String? {
    let needed = FrameRenderer.minimumHeight + ScreenSession.logHeight
    guard session.app.shell.logOpen, session.app.trace != nil, size.height < needed else { return nil }
    return "Call log: needs \(needed) rows, has \(size.height) (l hides it)"
  }

  /// Said on the last line while the simulated clock is paused (a held moment, or paused in the panel), so that
  /// a screen that does not move says why; the panel says it itself.
  var heldNote: String? {
    session.app.clockPaused && !session.app.shell.panelOpen ? AppController.heldNote : nil
  }

  /// Over the key help: the user must know the trace or the recording is cut before relying on it. Wrapped
  /// on up to three lines from the bottom (a warning was cut at the screen's edge).
  private func overlay(_ problem: String, on frame: inout Frame) {
    let (w, h) = (frame.width, frame.height)
    guard w > 0, h > 0 else { return }
    let style = CellStyle(reverse: true, color: problem == outputProblem() ? .bad : .accent)
    var lines = TextLayout.wrap(problem, to: w)
    // The last line, and the empty lines just above it: never the tab bar or the rows of the screen.
    var most = 1
    while most < min(3, h), frame.line(h - 1 - most).allSatisfy({ $0 == " " }) { most += 1 }
    if lines.count > most {
      lines = Array(lines.prefix(most))
      lines[most - 1] = TextLayout.truncate(lines[most - 1] + " …", to: w)
    }
    for (index, line) in lines.enumerated() {
      let row = h - lines.count + index
      frame.fill(row: row, with: " ", style: style)
      frame.put(line, row: row, column: 0, style: style)
    }
  }

  /// Draws, then returns the screen's text (for scripts), with what its last line says over the keys.
  package func screenText() -> String {
    draw()
    var frame = session.render(width: size.width, height: size.height)
    if let problem = lastLine { overlay(problem, on: &frame) }
    return frame.text
  }

  /// Starts ncurses; `headless` keeps it off (scripts without a terminal).
  package func start(headless: Bool, wantColor: Bool) throws(Terminal.StartError) {
    SignalWatch.install()
    if headless { return }
    start(on: try Terminal(wantColor: wantColor))
  }

  /// Takes over a terminal already started (the full screen starts it while the app is being prepared).
  package func start(on terminal: Terminal) {
    SignalWatch.install()
    self.terminal = terminal
    session.renderer = FrameRenderer(glyphs: terminal.unicode ? .unicode : .ascii, color: terminal.color)
    session.renderer.dimShown = terminal.dim
  }

  package func stop() {
    terminal?.close()
    terminal = nil
  }

  /// Handles a key as the user would press it; false when it asks to quit.
  package func press(_ key: Key) -> Bool {
    if key != .resize { notice = nil }
    if key == .resize {
      drawn = nil
      return true
    }
    // While the screen says "Too small" nothing of the app is shown: a key must not act on what cannot be
    // seen. Quitting and suspending still work.
    if size.width < FrameRenderer.minimumWidth || size.height < FrameRenderer.minimumHeight {
      switch key {
      case .control("c"), .character("q"): return false
      case .control("z"): suspend()
      default: break
      }
      return true
    }
    for outcome in session.handle(key, page: max(1, size.height - 6)) {
      switch outcome {
      case .quit: return false
      case .suspend: suspend()
      }
    }
    return true
  }

  /// Ctrl-Z or a SIGTSTP from outside: the app goes to the background, stops, and comes back on `fg`.
  package func suspend() {
    session.app.enterBackground()
    if let terminal { terminal.suspend() } else { SignalWatch.stopProcess() }
    session.app.enterForeground()
    drawn = nil
  }

  /// The signal that asks the app to end, if one came; a stop is handled here and is not one.
  package func endingSignal() -> Int32? {
    // After a stop, again: what came while stopped (or was read while stopping) is taken now, not at a wake-up
    // that it may not cause.
    while true {
      let (stop, ending) = SignalWatch.plan(SignalWatch.takeAll())
      guard stop else { return ending }
      suspend()
    }
  }

  /// The interactive loop: draw when something changed, take every key waiting, then sleep until a key, a
  /// signal or a change of the app wakes it (no timer: an idle app does nothing at all). `typedAhead`: keys
  /// typed while the app was prepared, pressed first.
  package func runInteractive(typedAhead: [Key] = []) -> Int32 {
    defer { stop() }
    guard let terminal else { return 0 }
    for key in typedAhead where !press(key) { return 0 }
    let wake = WakePipe()
    session.app.changes.observe { wake.ping() }
    var warm = false
    while true {
      if let signal = endingSignal() { return 128 + signal }
      draw()
      if !warm {
        warm = true
        let scratch = session.warmUp(width: size.width, height: size.height)
        terminal.warmUp(scratch)
        spare = consume scratch  // Memory already touched: the first key's frame is made in it.
      }
      // Keys already waiting first: ncurses may hold bytes it read for an escape sequence, which poll
      // cannot see.
      if let key = terminal.readKeyNow() {
        if !press(key) { return 0 }
        continue
      }
      if terminal.hungUp { return 128 + SIGHUP }  // As if the hang-up had been signalled.
      Terminal.sleepUntilEvent([wake.readFD])
      wake.drain()
    }
  }

  /// Waits `ms` (a script's pace), redrawing as the app changes; stops early on a signal or Ctrl-C. Other
  /// keys are taken as during any step (`interruption`: a resize is drawn, a key ends the hold to come).
  package func pause(ms: Int) async -> Int32? {
    let clock = ContinuousClock()
    let end = clock.now + .milliseconds(ms)
    var seen = session.app.changes.count
    while true {
      if let status = interruption() { return status }
      draw()
      let left = end - clock.now
      guard left > .zero else { return nil }
      seen = await wait(after: seen, atMost: left)
    }
  }

  /// Sleeps until the app changes, a key or a signal comes, or `limit` passes; the changes seen so far.
  func wait(after seen: Int, atMost limit: Duration) async -> Int {
    guard terminal != nil else { return await session.app.changes.wait(after: seen, timeout: limit) }
    // In a terminal a key must wake it too: the wait is on a thread of its own, not the pool's.
    let wake = WakePipe()
    let changes = session.app.changes
    let watcher = Task {
      _ = await changes.wait(after: seen, timeout: limit); wake.ping()
    }
    let ms = Int32(
      clamping: limit.components.seconds * 1_000 + limit.components.attoseconds / 1_000_000_000_000_000 + 1)
    await OwnThread.run { Terminal.sleepUntilEvent([wake.readFD], timeoutMs: ms) }
    watcher.cancel()
    return changes.count
  }

  /// The last line while a walkthrough's last screen is held until a key.
  package static let walkthroughEnded = "End of the walkthrough: Up, Down look over this screen; any other key quits"

  /// Holds the last screen of a script in a terminal: until a key, or for a time (a key ends it early).
  /// `line`: what the last line says meanwhile (a pause's caption; by default that the walkthrough ended).
  func hold(_ hold: ScriptHold, saying line: String = walkthroughEnded) async -> Int32? {
    guard let terminal else { return nil }
    let limit: Int?
    switch hold {
    case .none: return nil
    case .untilKey: limit = nil
    case .ms(let ms): limit = ms
    }
    if keyDuringPlay { return nil }
    let clock = ContinuousClock()
    let end = limit.map { clock.now + .milliseconds($0) }
    var seen = session.app.changes.count
    // Held until a key: the last line says the demo has ended; the arrows look over the last screen (a long
    // list) without ending it.
    if limit == nil { notice = line }
    defer { notice = nil }
    while true {
      if let signal = endingSignal() { return 128 + signal }
      draw()
      if let key = terminal.readKeyNow() {
        let looks: [Key] = [.resize, .up, .down, .pageUp, .pageDown, .home, .end]
        guard looks.contains(key) else { return nil }
        _ = press(key)
        if limit == nil { notice = line }
        continue
      }
      let left = end.map { $0 - clock.now } ?? .seconds(3_600)
      guard left > .zero else { return nil }
      seen = await wait(after: seen, atMost: left)
    }
  }

  /// Plays a script at `pace`, then holds the last screen; returns the exit status, or throws what was not seen.
  package func play(_ script: Script, pace: ScriptPace = .fast, hold: ScriptHold = .none) async throws(ScriptFailure)
    -> Int32
  {
    defer { stop() }
    draw(force: true)
    if let status = try await WalkthroughPlayer.play(script, on: self, pace: pace) { return status }
    if let status = await pause(ms: 50) { return status }
    return await self.hold(hold) ?? 0
  }
}
