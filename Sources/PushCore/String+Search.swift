/// Searching and replacing text within text, by characters, as the standard library's string-processing
/// module does. The app's modules do not import that module (Package.swift): its generic searchers cost more
/// resident memory at start-up than these few loops (docs/figures.md). Declared on `String` and `Substring`
/// with `String` arguments, so that they are chosen over Foundation's where a test imports it.
extension String {
  /// Where `other` first occurs; nil when it does not (empty text occurs at the start).
  public func firstRange(of other: String) -> Range<Index>? { self[...].textRange(of: other) }

  /// Whether `other` occurs in this text (empty text always does).
  public func contains(_ other: String) -> Bool { self[...].textRange(of: other) != nil }

  /// This text with every occurrence of `target`, left to right and not overlapping, replaced (none when
  /// `target` is empty).
  public func replacing(_ target: String, with replacement: String) -> String {
    self[...].replacingText(target, with: replacement)
  }

  /// The pieces between occurrences of `separator`, left to right, at most `maxSplits` times.
  public func split(separator: String, maxSplits: Int = .max, omittingEmptySubsequences: Bool = true) -> [Substring] {
    self[...].splitText(separator, maxSplits: maxSplits, omittingEmpty: omittingEmptySubsequences)
  }
}

extension Substring {
  public func firstRange(of other: String) -> Range<Index>? { textRange(of: other) }
  public func contains(_ other: String) -> Bool { textRange(of: other) != nil }
  public func replacing(_ target: String, with replacement: String) -> String {
    replacingText(target, with: replacement)
  }
  public func split(separator: String, maxSplits: Int = .max, omittingEmptySubsequences: Bool = true) -> [Substring] {
    splitText(separator, maxSplits: maxSplits, omittingEmpty: omittingEmptySubsequences)
  }

  fileprivate func textRange(of other: String) -> Range<Index>? {
    guard let first = other.first else { return startIndex..<startIndex }
    var start = startIndex
    while let found = self[start...].firstIndex(of: first) {
      if self[found...].starts(with: other) { return found..<index(found, offsetBy: other.count) }
      start = index(after: found)
    }
    return nil
  }

  fileprivate func replacingText(_ target: String, with replacement: String) -> String {
    guard !target.isEmpty else { return String(self) }
    var out = ""
    var rest = self
    while let found = rest.textRange(of: target) {
      out += rest[..<found.lowerBound]
      out += replacement
      rest = rest[found.upperBound...]
    }
    out += rest
    return out
  }

  /// Text of ASCII alone is split on its bytes: each byte is a character there but for "\r\n", which is
  /// one (so not where the separator is either of the two). Nil for any other text. Splitting by characters
  /// found every grapheme's end: a fifth of the start-up's renderer, for its wrapped paragraphs.
  fileprivate func asciiSplit(_ separator: UInt8, maxSplits: Int, omittingEmpty: Bool) -> [Substring]? {
    let bytes = utf8
    guard separator < 0x80, !bytes.contains(where: { $0 >= 0x80 }) else { return nil }
    if separator == 0x0A || separator == 0x0D, bytes.contains(0x0D) { return nil }
    var pieces: [Substring] = []
    var start = bytes.startIndex
    var index = start
    var splits = 0
    while index != bytes.endIndex, splits < maxSplits {
      if bytes[index] == separator {
        if !(omittingEmpty && start == index) {
          pieces.append(self[start..<index])
          splits += 1
        }
        start = bytes.index(after: index)
      }
      index = bytes.index(after: index)
    }
    if !(omittingEmpty && start == bytes.endIndex) { pieces.append(self[start...]) }
    return pieces
  }

  fileprivate func splitText(_ separator: String, maxSplits: Int, omittingEmpty: Bool) -> [Substring] {
    guard !separator.isEmpty else { return omittingEmpty && isEmpty ? [] : [self] }
    // One ASCII character (a space, a comma, a newline): the standard library's split by a character, which
    // compares bytes, not this loop's searches (on start-up's path: every wrapped paragraph).
    if separator.utf8.count == 1, let character = separator.first {
      if let pieces = asciiSplit(separator.utf8.first!, maxSplits: maxSplits, omittingEmpty: omittingEmpty) {
        return pieces
      }
      return split(separator: character, maxSplits: maxSplits, omittingEmptySubsequences: omittingEmpty)
    }
    var pieces: [Substring] = []
    var rest = self
    var splits = 0
    while splits < maxSplits, let found = rest.textRange(of: separator) {
      splits += 1
      let piece = rest[..<found.lowerBound]
      if !(omittingEmpty && piece.isEmpty) { pieces.append(piece) }
      rest = rest[found.upperBound...]
    }
    if !(omittingEmpty && rest.isEmpty) { pieces.append(rest) }
    return pieces
  }
}
