import PushPresentation
import PushSettingsFeature
import PushTerminal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The interactive full-screen loop: draw when something changed, read a key, act on it.
public struct FullScreenSession {
  public let store: Store
  public var wantColor: Bool
  public var initialUI: UIState

  public init(store: Store, wantColor: Bool, ui: UIState = UIState()) {
    self.store = store
    self.wantColor = wantColor
    initialUI = ui
  }

  /// Runs until the user quits or a signal arrives; returns the exit status. The terminal is always restored.
  public func run() throws(Terminal.StartError) -> Int32 {
    SignalWatch.install()
    let terminal = try Terminal(wantColor: wantColor)
    defer { terminal.close() }
    let renderer = FrameRenderer(glyphs: terminal.unicode ? .unicode : .ascii, color: terminal.color)
    let handler = KeyHandler()
    var ui = initialUI
    var drawn: (state: AppState, ui: UIState, size: (Int, Int))?
    var hits: [Int: String] = [:]

    while true {
      if let signal = SignalWatch.take() { return 128 + signal }
      let state = store.state
      let size = terminal.size
      if drawn == nil || drawn!.state != state || drawn!.ui != ui || drawn!.size != size {
        let model = ScreenModel(state)
        let rendered = renderer.render(model, ui: ui, width: size.width, height: size.height)
        ui.scroll[model.key] = rendered.scroll
        hits = rendered.hits
        terminal.draw(rendered.frame)
        drawn = (state, ui, size)
      }
      guard let key = terminal.readKey() else { continue }
      if key == .resize {
        drawn = nil
        continue
      }
      let model = ScreenModel(store.state)
      let page = max(1, size.height - 6)
      for command in handler.handle(key, model: model, ui: &ui, hits: hits, page: page) {
        switch command {
        case .send(let action): store.send(action)
        case .background:
          store.send(.enteredBackground)
          store.send(.enteredForeground)
        case .suspend:
          store.send(.enteredBackground)
          terminal.suspend()
          store.send(.enteredForeground)
          drawn = nil
        case .quit:
          return 0
        }
      }
    }
  }
}
