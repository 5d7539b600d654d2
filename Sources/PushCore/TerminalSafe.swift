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
  /// neither act on the terminal nor start a line of its own that reads as the app's.
  public var lineSafe: String {
    guard unicodeScalars.contains(where: \.isUnsafeForTerminal) else { return self }
    var out = String.UnicodeScalarView()
    for scalar in unicodeScalars {
      if scalar == "\n" || scalar == "\r" || scalar == "\t" {
        out.append(" ")
      } else if !scalar.isUnsafeForTerminal {
        out.append(scalar)
      }
    }
    return String(out)
  }
}

extension String {
  /// The text with `prefix` swapped for `replacement`, when it starts with it.
  public func replacingPrefix(_ prefix: String, with replacement: String) -> String {
    hasPrefix(prefix) ? replacement + dropFirst(prefix.count) : self
  }
}
