import PushPresentation

/// Said lines as a terminal or a braille display shows them.
extension AccessibleSession {
  /// A said line on a terminal `width` columns wide: wrapped at words a column short of the edge (a
  /// terminal that wraps by itself would split a word), its further lines indented by two spaces.
  package static func fit(_ line: String, width: Int) -> [String] {
    let columns = width - 3
    guard columns >= 20, TextLayout.width(line) > width - 1 else { return [line] }
    let parts = TextLayout.wrap(line, to: columns)
    guard let first = parts.first else { return [line] }
    return [first] + parts.dropFirst().map { "  " + $0 }
  }
}
