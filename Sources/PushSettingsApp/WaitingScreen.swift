import PushAppFeature
import PushCore
import PushPresentation
import PushTerminal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The full screen while the app is prepared (the logins with --backend, which a slow wiki may hold for
/// seconds): the screen it will start on with what it waits for, and the keys and signals meanwhile. q,
/// Ctrl-C and the ending signals end the run at once, Ctrl-Z stops it, a resize redraws, and every other key
/// is kept for the app, which presses it first.
struct WaitingScreen {
  let terminal: Terminal?
  let annotations: Bool
  /// The exit status, once a key or signal asked to end.
  private(set) var quit: Int32?
  /// Keys typed meanwhile, for the app.
  private(set) var kept: [Key] = []
  /// Whether the waiting screen was drawn.
  private(set) var drew = false
  private var shown: (AppState, String)?

  init(terminal: Terminal?, annotations: Bool) {
    self.terminal = terminal
    self.annotations = annotations
  }

  /// Shows what the app waits for, over the screen it will start on.
  mutating func show(_ waiting: (AppState, String)) {
    shown = waiting
    draw()
  }

  /// Takes the signals and keys that came.
  mutating func takeInput() {
    while quit == nil {
      let (stop, ending) = SignalWatch.plan(SignalWatch.takeAll())
      if let ending { quit = 128 + ending }
      guard stop else { break }
      suspend()
    }
    guard let terminal else { return }
    while quit == nil, let key = terminal.readKeyNow() {
      switch key {
      case .character("q"), .control("c"): quit = 0
      case .control("z"): suspend()
      case .resize: draw()
      default: kept.append(key)
      }
    }
    if quit == nil, terminal.hungUp { quit = 128 + SIGHUP }  // As if the hang-up had been signalled.
  }

  /// Sleeps until `fd` can be read, a key or a signal comes (only a signal without a terminal: standard
  /// input is then not ours to read).
  func sleep(on fd: Int32) { Terminal.sleepUntilEvent([fd], input: terminal != nil) }

  private mutating func suspend() {
    guard let terminal else { return SignalWatch.stopProcess() }
    terminal.suspend()
    draw()
  }

  private mutating func draw() {
    guard let terminal, let (state, message) = shown else { return }
    terminal.draw(Self.frame(state, message, annotations: annotations, terminal: terminal))
    drew = true
  }

  /// The screen the app will start on, with what it waits for on its last line (where notices go).
  static func frame(_ state: AppState, _ message: String, annotations: Bool, terminal: Terminal) -> Frame {
    let (width, height) = terminal.size
    var renderer = FrameRenderer(glyphs: terminal.unicode ? .unicode : .ascii, color: terminal.color)
    renderer.dimShown = terminal.dim
    let model = ScreenModel(state).annotated(annotations)
    var frame = renderer.render(model, ui: UIState(), width: width, height: height).frame
    guard width >= FrameRenderer.minimumWidth, height >= FrameRenderer.minimumHeight else { return frame }
    let style = CellStyle(reverse: true, color: .accent)
    // Wrapped on up to two lines from the bottom, as the notices are (40 columns cut it).
    let lines = Array(TextLayout.wrap(renderer.glyphs.text(message), to: width).prefix(2))
    for (index, line) in lines.enumerated() {
      let row = height - lines.count + index
      frame.fill(row: row, with: " ", style: style)
      frame.put(line, row: row, column: 0, style: style)
    }
    return frame
  }
}
