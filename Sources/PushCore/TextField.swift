/// A one-line text being edited: its text and the insertion point, counted in characters as the user
/// sees them (grapheme clusters), so "é", "👍🏽" and "日" each move the cursor by one.
public struct TextField: Equatable, Sendable {
  public private(set) var text: String
  /// The insertion point, from 0 (before the first character) to `text.count`.
  public private(set) var cursor: Int
  /// The most characters it holds: typing and pasting stop there, so that a runaway paste cannot make
  /// every later keystroke slow.
  public let limit: Int

  public init(_ text: String = "", cursor: Int? = nil, limit: Int = 1_000) {
    self.text = String(text.prefix(limit))
    self.limit = limit
    self.cursor = min(max(0, cursor ?? self.text.count), self.text.count)
  }

  /// One change a key or a paste makes.
  public enum Edit: Equatable, Sendable {
    /// Typed or pasted text; control characters are dropped, so they never reach the text or the screen.
    case insert(String)
    case deleteBackward
    case deleteForward
    case left
    case right
    case home
    case end
    /// The whole text replaced (the accessible mode's typed line), the insertion point at its end.
    case replaceAll(String)
  }

  public mutating func apply(_ edit: Edit) {
    switch edit {
    case .insert(let typed):
      // The common keystroke, one printable ASCII character typed at the end of an ASCII text: nothing to
      // clean and nothing to count (the cursor equals the byte count only when every character before it is
      // one byte and none follows; a printable ASCII character never joins the one before it).
      if typed.utf8.count == 1, let byte = typed.utf8.first, (0x20..<0x7F).contains(byte), cursor == text.utf8.count,
        cursor < limit
      {
        text.append(typed)
        cursor += 1
        return
      }
      // Line breaks and tabs in a paste separate words: each becomes a space (a Windows line end, CR LF, is
      // one break); other controls are dropped.
      let spaced = typed.replacing("\r\n", with: "\n").unicodeScalars.map {
        $0 == "\n" || $0 == "\r" || $0 == "\t" ? " " : $0
      }
      let clean = String(String.UnicodeScalarView(spaced.filter { !$0.isUnsafeForTerminal }))
      let room = limit - text.count
      guard !clean.isEmpty, room > 0 else { return }
      let fitting = clean.count > room ? String(clean.prefix(room)) : clean
      let at = index(cursor)
      let end = text.utf8.distance(from: text.startIndex, to: at) + fitting.utf8.count
      text.insert(contentsOf: fitting, at: at)
      // Counted on the new text: a combining mark joins the character before it, so the count may grow by less.
      cursor = text[..<text.utf8.index(text.startIndex, offsetBy: end)].count
    case .deleteBackward:
      guard cursor > 0 else { return }
      text.remove(at: index(cursor - 1))
      cursor -= 1
    case .deleteForward:
      guard cursor < text.count else { return }
      text.remove(at: index(cursor))
    case .left: cursor = max(0, cursor - 1)
    case .right: cursor = min(text.count, cursor + 1)
    case .home: cursor = 0
    case .end: cursor = text.count
    case .replaceAll(let typed):
      text = ""
      cursor = 0
      apply(.insert(typed))
    }
  }

  private func index(_ offset: Int) -> String.Index { text.index(text.startIndex, offsetBy: offset) }
}
