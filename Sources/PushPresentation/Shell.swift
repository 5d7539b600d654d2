import PushAppFeature
import PushCore
import PushSettingsFeature

/// The shell's pure transition: keys and choices in, focus changes and commands out. `model` is the
/// screen being shown, which the keys act on.
public enum Shell {
  public static func reduce(_ state: inout ShellState, _ action: ShellAction, model: ScreenModel) -> [Command] {
    switch action {
    case .keyPressed(let key, let hits, let page):
      return keyPressed(&state, key, model: model, hits: hits, page: page)
    case .rowChosen(let id):
      guard let row = (model.alert?.buttons ?? model.rows).first(where: { $0.id == id }) else { return [] }
      if row.focusable { state.ui.setFocus(row, in: model) }
      return activate(&state, row)
    case .backRequested:
      return back(&state, model)
    case .panelToggled:
      state.panelOpen = state.panelAvailable && !state.panelOpen
      return []
    case .logToggled:
      state.logOpen = state.logAvailable && !state.logOpen
      return []
    case .annotationsToggled:
      state.annotations.toggle()
      return []
    case .scrolled(let screen, let offset):
      state.ui.scroll[screen] = offset
      return []
    }
  }

  static func keyPressed(_ state: inout ShellState, _ key: Key, model: ScreenModel, hits: HitMap, page: Int)
    -> [Command]
  {
    if key != .resize { state.ui.status = nil }
    if state.ui.showHelp {
      // The arrows and page keys scroll a help that does not fit; any other key closes it.
      switch key {
      case .down, .character("j"): state.ui.helpScroll = min(Self.helpScrollLimit, state.ui.helpScroll + 1)
      case .up, .character("k"): state.ui.helpScroll = max(0, state.ui.helpScroll - 1)
      case .pageDown: state.ui.helpScroll = min(Self.helpScrollLimit, state.ui.helpScroll + page)
      case .pageUp: state.ui.helpScroll = max(0, state.ui.helpScroll - page)
      default:
        state.ui.showHelp = false
        state.ui.helpScroll = 0
        return key == .control("c") ? [.quit] : []
      }
      return []
    }
    // Keys belong to the focused row first: a text field takes printable keys and its editing keys.
    if model.alert == nil, let row = state.ui.focusedRow(in: model), case .textField(_, let target)? = row.value,
      row.enabled, let edit = textEdit(key)
    {
      return [.edit(target, edit)]
    }
    // The focused row's own keys (a cell's swipe actions) come before the screen's.
    if model.alert == nil, case .character(let c) = key, let row = state.ui.focusedRow(in: model),
      let action = row.keyActions.first(where: { $0.key == c })
    {
      var target = row
      target.activation = action.activation
      target.label = action.label
      return activate(&state, target)
    }
    var ui = state.ui
    defer { state.ui = ui }
    switch key {
    case .up, .character("k"), .backTab: ui.move(-1, in: model)
    case .down, .character("j"), .tab, .end, .pageDown:
      switch key {
      case .end: ui.moveToEnd(true, in: model)
      case .pageDown: ui.move(page, in: model)
      default: ui.move(1, in: model)
      }
      // The app loads the next page when its last cell shows.
      if let action = model.endReached, model.alert == nil, let focused = ui.focusedRow(in: model),
        focused.id == model.rows.last(where: { $0.focusableOnScreen && $0.placement == .body })?.id
      {
        return [.send(action)]
      }
    case .home: ui.moveToEnd(false, in: model)
    case .pageUp: ui.move(-page, in: model)
    case .enter, .space, .character("\r"), .character("\n"), .character(" "):
      state.ui = ui
      defer { ui = state.ui }  // Activating may set the status line.
      return activate(&state, ui.focusedRow(in: model))
    case .click(let row, let column):
      guard let id = hits.id(row: row, column: column), let target = model.focusableRows.first(where: { $0.id == id })
      else {
        // The top bar's "‹ Settings", drawn from column 1: it goes back, as in the app (not under an alert,
        // which takes every tap).
        guard row == 0, model.alert == nil, let back = model.backTitle,
          (1...TextLayout.width("‹ \(back)")).contains(column)
        else { return [] }
        return Shell.back(&state, model)
      }
      ui.setFocus(target, in: model)
      state.ui = ui
      defer { ui = state.ui }
      return activate(&state, target)
    case .left, .escape, .backspace, .character("h"):
      return back(&state, model)
    case .character("q"):
      return model.backTitle == nil && model.alert == nil ? [.quit] : back(&state, model)
    case .character("?"): ui.showHelp = true
    case .character("!"), .function(2): state.panelOpen = state.panelAvailable && !state.panelOpen
    case .character("l"): state.logOpen = state.logAvailable && !state.logOpen
    case .character("a"): state.annotations.toggle()
    case .character("b"): return [.background]
    // A banner is opened as a tap on it opens it: its notification, in the Notifications Center.
    case .character("p") where model.banner != nil:
      state.panelOpen = false
      return [.send(.pushOpened(id: model.banner!.id))]
    // The app's bell: the Notifications Center, from anywhere (while logged in).
    case .character("n"):
      state.panelOpen = false
      return [.send(.opened(.notifications))]
    case .control("c"): return [.quit]
    case .control("z"): return [.suspend]
    default: break
    }
    return []
  }

  /// The edit a key makes in a text field; nil for keys the field leaves to the screen (Up, Down, Esc…).
  static func textEdit(_ key: Key) -> TextField.Edit? {
    switch key {
    case .character(let c) where c != "\r" && c != "\n": .insert(String(c))
    case .space: .insert(" ")
    case .paste(let text): .insert(text)
    case .backspace: .deleteBackward
    case .delete: .deleteForward
    case .left: .left
    case .right: .right
    case .home: .home
    case .end: .end
    default: nil
    }
  }

  /// Past the end of the longest the help wraps to (one word a line at the narrowest width).
  static let helpScrollLimit = 40

  static func activate(_ state: inout ShellState, _ row: Row?) -> [Command] {
    guard let row else { return [] }
    guard row.enabled else {
      // Said in words on the status line: dim alone is lost on a monochrome terminal and to a screen reader.
      state.ui.status = "\(row.label) is unavailable" + (row.hint.map { ": \($0)" } ?? "") + "."
      return []
    }
    // A button closes its alert or menu: the next one opens on its own focus (a picker on its current value).
    state.ui.alertFocus = nil
    switch row.activation {
    case .send(let action)?:
      if case .opened = action { state.panelOpen = false }
      return [.send(action)]
    case .panel(let action)?:
      return [.panel(action)]
    case .inert?:
      state.ui.status = row.hint ?? "\(row.label) is not part of this simulation"
      return []
    case nil: return []
    }
  }

  /// Back closes the panel, or an alert that has a dismiss button (the OS prompt must be answered), or
  /// goes back a screen.
  static func back(_ state: inout ShellState, _ model: ScreenModel) -> [Command] {
    if model.alert != nil { state.ui.alertFocus = nil }
    if state.panelOpen {
      // A menu open in the panel closes first.
      if case .panel(let action)? = model.alert?.cancel { return [.panel(action)] }
      state.panelOpen = false
      return []
    }
    if let alert = model.alert {
      guard case .send(let action)? = alert.cancel else { return [] }
      return [.send(action)]
    }
    return model.backTitle == nil ? [] : [.send(.backTapped)]
  }
}
