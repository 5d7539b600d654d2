extension String {
  public var trimmingSpaces: String {
    var s = Substring(self)
    while s.first == " " { s.removeFirst() }
    while s.last == " " { s.removeLast() }
    return String(s)
  }

  /// Text from the command line, safe to print in one line of a message.
  public var sanitizedForMessage: String {
    // A line's rules: a character keeps a few combining marks (20,000 of them on one letter made an error
    // line of 41 KB, as the prefix below counts characters).
    let cleaned = RawBytes.shown(self).lineSafe
    return cleaned.count > 60 ? String(cleaned.prefix(60)) + "…" : cleaned
  }
}
