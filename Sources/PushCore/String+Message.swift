extension String {
  public var trimmingSpaces: String {
    var s = Substring(self)
    while s.first == " " { s.removeFirst() }
    while s.last == " " { s.removeLast() }
    return String(s)
  }

  /// Text from the command line, safe to print in one line of a message.
  public var sanitizedForMessage: String {
    // A line's rules: a character keeps a few combining marks, since the cut below counts characters and a
    // letter with thousands of marks is one.
    let cleaned = RawBytes.shown(self).lineSafe
    return cleaned.count > 60 ? String(cleaned.prefix(60)) + "…" : cleaned
  }
}
