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
    case .rowActionChosen(let id, let key):
      guard model.alert == nil, let row = model.rows.first(where: { $0.id == id }), row.focusable,
        row.keyActions.contains(where: { $0.key == key })
      else { return [] }
      state.ui.setFocus(row, in: model)
      return focusedRowKey(&state, .character(key), model: model) ?? []
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
    if state.ui.showHelp { return helpKey(&state, key, page: page) }
    if let commands = focusedRowKey(&state, key, model: model) { return commands }
    if let commands = moveKey(&state, key, model: model, page: page) { return commands }
    return screenKey(&state, key, model: model, hits: hits)
  }

  /// The arrows, page keys, Home and End scroll a help that does not fit; any other key closes it.
  static func helpKey(_ state: inout ShellState, _ key: Key, page: Int) -> [Command] {
    switch key {
    case .down, .character("j"): state.ui.helpScroll = min(Self.helpScrollLimit, state.ui.helpScroll + 1)
    case .up, .character("k"): state.ui.helpScroll = max(0, state.ui.helpScroll - 1)
    case .pageDown: state.ui.helpScroll = min(Self.helpScrollLimit, state.ui.helpScroll + page)
    case .pageUp: state.ui.helpScroll = max(0, state.ui.helpScroll - page)
    // Its ends, as in a list (they had closed it); the renderer stops at the last page.
    case .home: state.ui.helpScroll = 0
    case .end: state.ui.helpScroll = Self.helpScrollLimit
    default:
      state.ui.showHelp = false
      state.ui.helpScroll = 0
      return key == .control("c") ? [.quit] : []
    }
    return []
  }

  /// Keys belong to the focused row first: a text field takes printable keys and its editing keys, and a
  /// cell's own keys (its swipe actions) come before the screen's. Nil: the row leaves the key to the screen.
  static func focusedRowKey(_ state: inout ShellState, _ key: Key, model: ScreenModel) -> [Command]? {
    guard model.alert == nil, let row = state.ui.focusedRow(in: model) else { return nil }
    if case .textField(_, let target)? = row.value, row.enabled, let edit = textEdit(key) {
      return [.edit(target, edit)]
    }
    if case .character(let c) = key, let action = row.keyActions.first(where: { $0.key == c }) {
      var target = row
      target.activation = action.activation
      target.label = action.label
      return activate(&state, target)
    }
    return nil
  }

  /// The keys that move the focus; nil for any other. The app loads the next page when its last cell shows.
  static func moveKey(_ state: inout ShellState, _ key: Key, model: ScreenModel, page: Int) -> [Command]? {
    switch key {
    case .up, .character("k"), .backTab: state.ui.move(-1, in: model)
    case .home: state.ui.moveToEnd(false, in: model)
    case .pageUp: state.ui.move(-page, in: model)
    case .end: state.ui.moveToEnd(true, in: model)
    case .pageDown: state.ui.move(page, in: model)
    case .down, .character("j"), .tab: state.ui.move(1, in: model)
    case .left, .right:
      // In a bar (the toolbar, the navigation bar) the arrows go along it, as the eye reads it; elsewhere
      // Left is back.
      guard model.alert == nil, let row = state.ui.focusedRow(in: model), row.placement != .body else { return nil }
      let bar = { (placement: Row.Placement) in placement.atBottom ? 0 : placement == .body ? 1 : 2 }
      let along = model.rows.filter { $0.focusableOnScreen && bar($0.placement) == bar(row.placement) }
      guard let index = along.firstIndex(where: { $0.id == row.id }) else { return [] }
      let next = max(0, min(along.count - 1, index + (key == .right ? 1 : -1)))
      state.ui.setFocus(along[next], in: model)
      return []
    default: return nil
    }
    guard [.down, .character("j"), .tab, .end, .pageDown].contains(key), let action = model.endReached,
      model.alert == nil, let focused = state.ui.focusedRow(in: model),
      focused.id == model.rows.last(where: { $0.focusableOnScreen && $0.placement == .body })?.id
    else { return [] }
    return [.send(action)]
  }

  /// The screen's keys: activating, a click, back, quitting, the overlays, the background, a banner, the bell.
  static func screenKey(_ state: inout ShellState, _ key: Key, model: ScreenModel, hits: HitMap) -> [Command] {
    switch key {
    case .enter, .space, .character("\r"), .character("\n"), .character(" "):
      return activate(&state, state.ui.focusedRow(in: model))
    case .click(let row, let column):
      return click(&state, row: row, column: column, model: model, hits: hits)
    case .left, .escape, .backspace, .character("h"):
      return back(&state, model)
    case .character("q"):
      return model.backTitle == nil && model.alert == nil ? [.quit] : back(&state, model)
    case .character("?"): state.ui.showHelp = true
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

  /// A click activates the row under it; the top bar's "‹ Settings" (or close button) goes back, as in the
  /// app (not under an alert, which takes every tap).
  static func click(_ state: inout ShellState, row: Int, column: Int, model: ScreenModel, hits: HitMap) -> [Command] {
    guard let id = hits.id(row: row, column: column), let target = model.focusableRows.first(where: { $0.id == id })
    else {
      guard row == 0, model.alert == nil, model.backTitle != nil, hits.back?.contains(hits.logical(column)) == true
      else { return [] }
      return Shell.back(&state, model)
    }
    state.ui.setFocus(target, in: model)
    return activate(&state, target)
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
      // A long label (a placeholder's sentence) is not repeated: the row is on the screen, focused.
      let what = row.label.count <= 24 ? "\(row.label) is unavailable" : "Unavailable"
      state.ui.status = what + (row.hint.map { ": \($0)" } ?? "") + "."
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
