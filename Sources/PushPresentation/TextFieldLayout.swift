import PushCore

/// A text field's text as the screen shows it: cut into lines by characters (never inside one), each
/// character as wide as the terminal draws it, and where the insertion point falls.
public enum TextFieldLayout {
  /// The columns one character takes: its first scalar's width (marks, skin tones and joiners draw in the
  /// same cells); in ASCII, a character outside ASCII is shown as "?", one column.
  public static func width(_ character: Character, ascii: Bool) -> Int {
    if ascii { return 1 }
    guard let first = character.unicodeScalars.first else { return 0 }
    return max(1, TextLayout.width(first))
  }

  /// The text in lines of at most `columns` columns, and the insertion point's line and column. A wide
  /// character that does not fit at the end of a line starts the next; an insertion point after a full
  /// last line is at the start of a new one.
  public static func lines(_ field: TextField, columns: Int, ascii: Bool) -> (
    lines: [[Character]], caret: (line: Int, column: Int)
  ) {
    let columns = max(2, columns)
    // Printable ASCII, what most keystrokes type: a character per byte, a column each, no grapheme walk.
    let utf8 = field.text.utf8
    guard utf8.allSatisfy({ (0x20..<0x7F).contains($0) }) else { return general(field, columns: columns, ascii: ascii) }
    var lines: [[Character]] = []
    var line: [Character] = []
    line.reserveCapacity(min(columns, utf8.count))
    for byte in utf8 {
      if line.count == columns {
        lines.append(line)
        line.removeAll(keepingCapacity: true)
      }
      line.append(Character(Unicode.Scalar(byte)))
    }
    lines.append(line)
    // The insertion point after a full last line is at the start of a new one.
    if field.cursor >= utf8.count && line.count == columns { lines.append([]) }
    return (lines, (field.cursor / columns, field.cursor % columns))
  }

  /// `lines` for any text: characters by grapheme cluster, each as wide as the terminal draws it. `lines`
  /// takes a shortcut for printable ASCII that must agree with this (a test compares them).
  public static func general(_ field: TextField, columns: Int, ascii: Bool) -> (
    lines: [[Character]], caret: (line: Int, column: Int)
  ) {
    var lines: [[Character]] = [[]]
    var used = 0
    var caret = (line: 0, column: 0)
    for (index, character) in field.text.enumerated() {
      let w = width(character, ascii: ascii)
      if used + w > columns {
        lines.append([])
        used = 0
      }
      if index == field.cursor { caret = (lines.count - 1, used) }
      lines[lines.count - 1].append(ascii && !character.isASCII ? "?" : character)
      used += w
    }
    if field.cursor >= field.text.count {
      if used >= columns {
        lines.append([])
        used = 0
      }
      caret = (lines.count - 1, used)
    }
    return (lines, caret)
  }
}
