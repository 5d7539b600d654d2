import PushSettingsFeature

/// A key or mouse event, decoded by the terminal module.
public enum Key: Equatable, Sendable {
  case up, down, left, right, enter, space, escape, backspace, home, end, pageUp, pageDown, tab
  case character(Character)
  /// Ctrl with a letter: Ctrl-C is `.control("c")`.
  case control(Character)
  case function(Int)
  case click(row: Int, column: Int)
  case resize
}

/// What the interface should do after a key.
public enum Command: Equatable, Sendable {
  case send(Action)
  case tool(String)
  case togglePanel
  case toggleLog
  case background
  case suspend
  case quit
}

/// Maps keys to focus changes and commands: the interactive behaviour, without a terminal.
public struct KeyHandler: Sendable {
  public init() {}

  public func handle(_ key: Key, model: ScreenModel, ui: inout UIState, hits: [Int: String] = [:], page: Int = 10)
    -> [Command]
  {
    if ui.showHelp {
      ui.showHelp = false
      if case .control("c") = key { return [.quit] }
      return []
    }
    switch key {
    case .up, .character("k"): ui.move(-1, in: model)
    case .down, .character("j"), .tab: ui.move(1, in: model)
    case .home: ui.moveToEnd(false, in: model)
    case .end: ui.moveToEnd(true, in: model)
    case .pageUp: ui.move(-page, in: model)
    case .pageDown: ui.move(page, in: model)
    case .enter, .space, .character("\r"), .character("\n"), .character(" "):
      return activate(ui.focusedRow(in: model))
    case .click(let row, _):
      guard let id = hits[row], let target = model.focusableRows.first(where: { $0.id == id }) else { return [] }
      ui.setFocus(target, in: model)
      return activate(target)
    case .left, .escape, .backspace, .character("h"):
      return back(model)
    case .character("q"):
      return model.backTitle == nil && model.alert == nil ? [.quit] : back(model)
    case .character("?"): ui.showHelp = true
    case .character("!"), .function(2): return [.togglePanel]
    case .character("l"): return [.toggleLog]
    case .character("b"): return [.background]
    case .control("c"): return [.quit]
    case .control("z"): return [.suspend]
    default: break
    }
    return []
  }

  func activate(_ row: Row?) -> [Command] {
    guard let row, row.enabled else { return [] }
    switch row.activation {
    case .send(let action)?: return [.send(action)]
    case .tool(let id)?: return [.tool(id)]
    case .inert?, nil: return []
    }
  }

  /// Back closes an alert that has a dismiss button; the OS prompt must be answered.
  public func back(_ model: ScreenModel) -> [Command] {
    if model.key == ScreenModel.panelKey { return [.togglePanel] }
    if let alert = model.alert {
      let dismiss = alert.buttons.first { $0.activation == .send(.alertButtonTapped(.dismiss)) }
      return dismiss.map { _ in [.send(.alertButtonTapped(.dismiss))] } ?? []
    }
    return model.backTitle == nil ? [] : [.send(.backTapped)]
  }
}
