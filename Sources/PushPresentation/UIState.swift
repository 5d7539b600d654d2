/// What only the interface keeps: focus per screen, scroll, the keys overlay.
public struct UIState: Equatable, Sendable {
  /// The focused row's id per screen key, so coming back to a screen finds the same row.
  public var focus: [String: String] = [:]
  public var scroll: [String: Int] = [:]
  /// The focused alert button, for the alert with this title.
  public var alertFocus: (title: String, index: Int)?
  public var showHelp = false
  /// How far the keys overlay is scrolled when it does not fit.
  public var helpScroll = 0
  /// A line for the status bar until the next key: why Enter did nothing on a row that is unavailable.
  public var status: String?

  public init() {}

  public static func == (lhs: UIState, rhs: UIState) -> Bool {
    lhs.focus == rhs.focus && lhs.scroll == rhs.scroll && lhs.showHelp == rhs.showHelp
      && lhs.helpScroll == rhs.helpScroll && lhs.status == rhs.status
      && lhs.alertFocus?.title == rhs.alertFocus?.title && lhs.alertFocus?.index == rhs.alertFocus?.index
  }

  /// The focused row: the remembered one if it is still there, else the first enabled one of the list (the
  /// navigation bar and the toolbar are reached from it), else the first that takes focus.
  public func focusedRow(in model: ScreenModel) -> Row? {
    if let alert = model.alert {
      guard !alert.buttons.isEmpty else { return nil }
      let index = alertFocus?.title == alert.title ? alertFocus!.index : alert.focus
      return alert.buttons[min(index, alert.buttons.count - 1)]
    }
    let rows = model.rows
    if let id = focus[model.key] ?? model.initialFocus,
      let row = rows.first(where: { $0.focusableOnScreen && $0.id == id })
    {
      return row
    }
    return rows.first(where: { $0.focusableOnScreen && $0.enabled && $0.placement == .body })
      ?? rows.first(where: { $0.focusableOnScreen && $0.enabled }) ?? rows.first(where: \.focusableOnScreen)
  }

  /// Moves focus by `delta` focusable rows (or alert buttons), stopping at the ends.
  public mutating func move(_ delta: Int, in model: ScreenModel) {
    let list = model.focusList
    let indices = model.focusableIndices
    guard !indices.isEmpty else { return }
    let id = focusedRow(in: model)?.id
    let current = indices.firstIndex { list[$0].id == id } ?? 0
    let next = max(0, min(indices.count - 1, current + delta))
    setFocus(list[indices[next]], in: model)
  }

  /// Home and End: the list's ends (not the bars' items around it, where the screen has a list).
  public mutating func moveToEnd(_ last: Bool, in model: ScreenModel) {
    let all = model.focusableIndices
    let list = model.focusList
    let body = all.filter { model.alert != nil || list[$0].placement == .body }
    let indices = body.isEmpty ? all : body
    guard let index = last ? indices.last : indices.first else { return }
    setFocus(list[index], in: model)
  }

  public mutating func setFocus(_ row: Row, in model: ScreenModel) {
    if let alert = model.alert {
      alertFocus = (alert.title, alert.buttons.firstIndex { $0.id == row.id } ?? 0)
    } else {
      focus[model.key] = row.id
    }
  }
}
