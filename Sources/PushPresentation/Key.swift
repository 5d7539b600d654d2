/// A key or mouse event, decoded by the terminal module.
public enum Key: Equatable, Sendable {
  case up, down, left, right, enter, space, escape, backspace, delete, home, end, pageUp, pageDown, tab
  /// Shift-Tab: the previous item.
  case backTab
  case character(Character)
  /// Ctrl with a letter: Ctrl-C is `.control("c")`.
  case control(Character)
  case function(Int)
  case click(row: Int, column: Int)
  /// Text pasted in one piece (bracketed paste): it goes to a focused text field whole.
  case paste(String)
  case resize
}
