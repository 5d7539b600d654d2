import PushCore

/// A text field's text as the screen shows it: wrapped at words (never inside a character), each
/// character as wide as the terminal draws it, and where the insertion point falls.
public enum TextFieldLayout {
  /// The columns one character takes: its first scalar's width (marks, skin tones and joiners draw in the
  /// same cells); in ASCII, a character outside ASCII is shown as "?", one column.
  public static func width(_ character: Character, ascii: Bool) -> Int {
    if ascii { return 1 }
    guard let first = character.unicodeScalars.first else { return 0 }
    return max(1, TextLayout.width(first))
  }

  /// The text in lines of at most `columns` columns, and the insertion point's line and column. Lines
  /// break after a space, as a text view wraps words; a word longer than a line is cut where it reaches the
  /// edge. Spaces that find the line full stay at its end, past it (they hang, as in a text view), rather
  /// than start the next line. A wide character that does not fit at the end of a line starts the next; the
  /// insertion point at the end of a full line stays on it, at most one column past its edge.
  public static func lines(_ field: TextField, columns: Int, ascii: Bool) -> (
    lines: [[Character]], caret: (line: Int, column: Int)
  ) {
    let columns = max(2, columns)
    // Printable ASCII, what most keystrokes type: a character per byte, a column each, no grapheme walk.
    let utf8 = field.text.utf8
    guard utf8.allSatisfy({ (0x20..<0x7F).contains($0) }) else { return general(field, columns: columns, ascii: ascii) }
    // On one line (the usual description) nothing wraps.
    if utf8.count < columns {
      return ([utf8.map { Character(Unicode.Scalar($0)) }], (0, min(field.cursor, utf8.count)))
    }
    return wrap(utf8.map { (Character(Unicode.Scalar($0)), 1) }, cursor: field.cursor, columns: columns)
  }

  /// `lines` for any text: characters by grapheme cluster, each as wide as the terminal draws it. `lines`
  /// takes a shortcut for printable ASCII that must agree with this (a test compares them).
  public static func general(_ field: TextField, columns: Int, ascii: Bool) -> (
    lines: [[Character]], caret: (line: Int, column: Int)
  ) {
    let cells = field.text.map { character in
      (ascii && !character.isASCII ? "?" : character, width(character, ascii: ascii))
    }
    return wrap(cells, cursor: field.cursor, columns: max(2, columns))
  }

  /// Lays characters of known widths out in lines (see `lines`).
  static func wrap(_ cells: [(Character, Int)], cursor: Int, columns: Int) -> (
    lines: [[Character]], caret: (line: Int, column: Int)
  ) {
    var lines: [[Character]] = [[]]
    var used = 0
    // Where the current line may break: after its last space (the index in the line, the columns before).
    var breakAfter: (index: Int, used: Int)?
    var caret: (line: Int, column: Int)?
    for (index, (character, w)) in cells.enumerated() {
      let last = lines.count - 1
      if used + w > columns {
        if character == " " && used >= columns {
          // Spaces hang past the edge, as in a text view (the insertion point stops at the screen's last
          // column); the line breaks after them.
          if index == cursor { caret = (last, min(used, columns + 1)) }
          lines[last].append(character)
          used += 1
          breakAfter = (lines[last].count, used)
          continue
        }
        if let split = breakAfter {
          // The word being typed moves down whole, with the insertion point if it is in it.
          let moved = Array(lines[last][split.index...])
          lines[last].removeSubrange(split.index...)
          lines.append(moved)
          used -= split.used
          if let at = caret, at.line == last, at.column >= split.used { caret = (last + 1, at.column - split.used) }
        }
        breakAfter = nil
        if used + w > columns {
          // A word as long as the line, or no space to break at: cut at the edge.
          lines.append([])
          used = 0
        }
      }
      if index == cursor { caret = (lines.count - 1, used) }
      lines[lines.count - 1].append(character)
      used += w
      if character == " " { breakAfter = (lines[lines.count - 1].count, used) }
    }
    if let caret, cursor < cells.count { return (lines, caret) }
    // At the end of a full line the insertion point stays on it, as in a text view: the next character
    // typed starts the next line.
    return (lines, (lines.count - 1, min(used, columns + 1)))
  }
}
