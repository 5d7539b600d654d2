extension Unicode.Scalar {
  /// C0/C1 controls (ESC, BEL, NUL…), DEL and the bidirectional controls that can reorder what a terminal shows.
  public var isUnsafeForTerminal: Bool {
    value < 0x20 || (0x7F...0x9F).contains(value) || (0x202A...0x202E).contains(value)
      || (0x2066...0x2069).contains(value) || value == 0x200E || value == 0x200F
  }

  /// What a screen shows in place of an unsafe scalar, never the scalar itself: a C0 control or DEL in caret
  /// notation (`^[` for ESC, `^?` for DEL), as `cat -v` and ncurses show them; a C1 control as `?`; a
  /// bidirectional control as nothing. `TextLayout.width` counts these widths.
  public var shownInPlace: String {
    if value < 0x20 { return "^" + String(Unicode.Scalar(UInt8(value) + 0x40)) }
    if value == 0x7F { return "^?" }
    if (0x80...0x9F).contains(value) { return "?" }
    return ""
  }
}

extension String {
  /// The text without anything that could move the cursor, recolour, write the clipboard or reorder a line.
  /// Removing ESC leaves a sequence's remains as plain, harmless characters.
  public var terminalSafe: String {
    guard unicodeScalars.contains(where: \.isUnsafeForTerminal) else { return self }
    return String(String.UnicodeScalarView(unicodeScalars.filter { !$0.isUnsafeForTerminal }))
  }

  /// One line of output: `terminalSafe`, and a line break or tab inside it a space, so text from outside can
  /// neither act on the terminal nor start a line of its own that reads as the app's. What a log viewer,
  /// braille display or speech synthesizer would take as a line break (U+2028, U+2029) is a space too;
  /// invisible characters that only hide or reorder (U+061C, zero-width space, word joiner, BOM, tag
  /// characters) are dropped; and a character keeps at most `maximumMarks` combining marks, as a screen's
  /// cell does (200,000 marks made one line of 543 KB).
  public var lineSafe: String {
    guard unicodeScalars.contains(where: { $0.isUnsafeForTerminal || $0.isUnsafeInALine || $0.isCombiningMark })
    else { return self }
    var out = String.UnicodeScalarView()
    var marks = 0
    for scalar in unicodeScalars {
      if scalar.isCombiningMark {
        marks += 1
        if marks <= Self.maximumMarks { out.append(scalar) }
        continue
      }
      marks = 0
      if scalar == "\n" || scalar == "\r" || scalar == "\t" || scalar == "\u{2028}" || scalar == "\u{2029}" {
        out.append(" ")
      } else if !scalar.isUnsafeForTerminal && !scalar.isUnsafeInALine {
        out.append(scalar)
      }
    }
    return String(out)
  }

  /// The combining marks a character keeps in a line (a screen's cell keeps as many).
  public static let maximumMarks = 3
}

extension Unicode.Scalar {
  /// Line and paragraph separators, and invisible characters that only hide or reorder text.
  var isUnsafeInALine: Bool {
    switch value {
    case 0x2028, 0x2029, 0x061C, 0x200B, 0x2060...0x2064, 0xFEFF, 0x180E, 0xE0000...0xE007F: true
    default: false
    }
  }

  /// A nonspacing, spacing or enclosing mark: it joins the character before it.
  public var isCombiningMark: Bool {
    guard value >= 0x300 else { return false }  // The first mark: ASCII and Latin-1 are decided at once.
    return switch properties.generalCategory {
    case .nonspacingMark, .spacingMark, .enclosingMark: true
    default: false
    }
  }
}

extension String {
  /// The text with `prefix` swapped for `replacement`, when it starts with it.
  public func replacingPrefix(_ prefix: String, with replacement: String) -> String {
    hasPrefix(prefix) ? replacement + dropFirst(prefix.count) : self
  }
}
