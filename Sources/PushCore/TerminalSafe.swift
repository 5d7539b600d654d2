extension Unicode.Scalar {
  /// C0/C1 controls (ESC, BEL, NUL…), DEL and the bidirectional controls that can reorder what a terminal shows.
  public var isUnsafeForTerminal: Bool {
    value < 0x20 || (0x7F...0x9F).contains(value) || (0x202A...0x202E).contains(value)
      || (0x2066...0x2069).contains(value) || value == 0x200E || value == 0x200F
  }
}

extension String {
  /// The text without anything that could move the cursor, recolour, write the clipboard or reorder a line.
  /// Removing ESC leaves a sequence's remains as plain, harmless characters.
  public var terminalSafe: String {
    guard unicodeScalars.contains(where: \.isUnsafeForTerminal) else { return self }
    return String(String.UnicodeScalarView(unicodeScalars.filter { !$0.isUnsafeForTerminal }))
  }
}

extension String {
  /// The text with `prefix` swapped for `replacement`, when it starts with it.
  public func replacingPrefix(_ prefix: String, with replacement: String) -> String {
    hasPrefix(prefix) ? replacement + dropFirst(prefix.count) : self
  }
}
