import PushCore
import PushPresentation
import PushSettingsFeature
import PushSimulation

/// The full-screen interface without a terminal: state, focus, panel and call log, keys in, frames out.
/// The ncurses loop, scripts and the recorder all drive this one type.
final class ScreenSession {
  let store: Store
  let control: SimulationControl?
  let trace: TraceLog?
  var renderer: FrameRenderer
  var ui: UIState
  var panelOpen = false
  var logOpen = false
  private(set) var hits: [Int: String] = [:]
  private let handler = KeyHandler()
  static let logHeight = 7

  init(store: Store, control: SimulationControl?, trace: TraceLog?, renderer: FrameRenderer, ui: UIState = UIState()) {
    self.store = store
    self.control = control
    self.trace = trace
    self.renderer = renderer
    self.ui = ui
  }

  /// The last model and the state it was made from: a keystroke asks for the model twice (to act on the
  /// key, then to draw), and a focus move does not change the state, so it is made once per change.
  private var lastModel: (state: AppState, model: ScreenModel)?

  var model: ScreenModel {
    let state = store.state
    if panelOpen, let control { return PanelModel.make(control, state) }
    if let lastModel, lastModel.state == state { return lastModel.model }
    let model = ScreenModel(state)
    lastModel = (state, model)
    return model
  }

  /// Everything that changes what is drawn, to redraw only when it differs.
  struct Fingerprint: Equatable {
    var state: AppState
    var ui: UIState
    var panel: Bool
    var log: Bool
    var settings: SimulationControl.Settings?
    var calls: Int
    var width: Int
    var height: Int
  }

  func fingerprint(width: Int, height: Int) -> Fingerprint {
    Fingerprint(
      state: store.state, ui: ui, panel: panelOpen, log: logOpen, settings: panelOpen ? control?.settings : nil,
      calls: logOpen ? trace?.count ?? 0 : 0, width: width, height: height)
  }

  func render(width: Int, height: Int) -> Frame {
    let model = self.model
    let showLog = logOpen && trace != nil && height >= FrameRenderer.minimumHeight + Self.logHeight
    let appHeight = showLog ? height - Self.logHeight : height
    let rendered = renderer.render(model, ui: ui, width: width, height: appHeight)
    ui.scroll[model.key] = rendered.scroll
    hits = rendered.hits
    guard showLog, let trace else { return rendered.frame }
    var frame = Frame(width: width, height: height)
    frame.paste(rendered.frame, atRow: 0)
    let title = " Call log (l hides it) "
    frame.fill(row: appHeight, with: renderer.glyphs.rule.unicodeScalars.first ?? "-", style: .plain)
    frame.put(title, row: appHeight, column: 2, style: CellStyle(bold: true))
    let records = trace.suffix(Self.logHeight - 1)
    for (i, record) in records.enumerated() {
      let line = TextLayout.truncate(renderer.glyphs.text(record.logLine.terminalSafe), to: width - 2)
      frame.put(line, row: appHeight + 1 + i, column: 1, style: CellStyle(bold: !record.ok))
    }
    frame.cursor = rendered.frame.cursor
    return frame
  }

  /// Moves the focus and renders, on copies: nothing the user sees or the store holds changes. Run once
  /// after the first frame, so the first real keystroke finds its code paged in and the runtime's type data
  /// made (it was about half as slow again as the ones after it). Returns the scratch frame, for tests.
  @discardableResult
  func warmUp(width: Int, height: Int) -> Frame {
    // The first keystroke is also the first time two fingerprints are compared (the first frame had none
    // to compare with), which finds the state's Equatable conformances.
    _ = fingerprint(width: width, height: height) == fingerprint(width: width, height: height)
    var scratch = ui
    let model = self.model
    _ = handler.handle(.down, model: model, ui: &scratch, hits: hits, page: max(1, height - 6))
    return renderer.render(model, ui: scratch, width: width, height: height).frame
  }

  enum Outcome: Equatable {
    case quit
    case suspend
  }

  /// Acts on a key; returns what the loop itself must do.
  func handle(_ key: Key, page: Int = 10) -> [Outcome] {
    let state = store.state
    var outcomes: [Outcome] = []
    for command in handler.handle(key, model: model, ui: &ui, hits: hits, page: page) {
      switch command {
      case .send(let action): store.send(action)
      case .tool(let id):
        guard let control else { break }
        if let action = PanelModel.perform(id, control: control, state: state) {
          if case .rowOpened = action { panelOpen = false }
          store.send(action)
        }
      case .togglePanel: panelOpen = control != nil && !panelOpen
      case .toggleLog: logOpen = trace != nil && !logOpen
      case .background:
        store.send(.enteredBackground)
        store.send(.enteredForeground)
      case .suspend: outcomes.append(.suspend)
      case .quit: outcomes.append(.quit)
      }
    }
    return outcomes
  }
}
