import PushCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// A whole drawn screen and where the hardware cursor goes.
public struct Frame: Equatable, Sendable {
  public let width: Int
  public let height: Int
  public private(set) var cells: [Cell]
  public var cursor: (row: Int, column: Int)
  /// The layout is mirrored (a right-to-left language): what is drawn at column c from the leading edge is
  /// at c from the right, and each text is shown in its visual order. Columns given to `put`, `fill` and
  /// `restyle` count from the leading edge; `cells`, the subscript and `cursor` are as the terminal shows
  /// them.
  public var rightToLeft = false
  /// The renderer's memo of texts put in visual order: a mirrored screen's rows are the same texts from one
  /// keystroke to the next, and FriBidi need not order them again. Not part of what the frame shows.
  var bidi: Memo<TextKey, String>?

  public init(width: Int, height: Int) {
    self.width = max(0, width)
    self.height = max(0, height)
    cells = Array(repeating: .blank, count: self.width * self.height)
    cursor = (0, 0)
  }

  /// A blank frame made in `old`'s cells when it has this size and nothing else holds it: a keystroke's
  /// frame then needs no new memory (a fresh 30 KB for each frame at 80x24 could land on pages never
  /// touched, a page fault each).
  public init(recycling old: consuming Frame?, width: Int, height: Int) {
    guard var frame = consume old, frame.width == max(0, width), frame.height == max(0, height) else {
      self.init(width: width, height: height)
      return
    }
    frame.cells.withUnsafeMutableBufferPointer { $0.update(repeating: .blank) }
    frame.cursor = (0, 0)
    frame.rightToLeft = false
    frame.bidi = nil
    self = frame
  }

  public static func == (lhs: Frame, rhs: Frame) -> Bool {
    lhs.width == rhs.width && lhs.height == rhs.height && lhs.cells == rhs.cells && lhs.cursor == rhs.cursor
  }

  public subscript(row: Int, column: Int) -> Cell {
    cells[row * width + column]
  }

  /// Whether `row` differs from the same row of `other`, a frame of the same size. The terminal asks this
  /// first, so a keystroke that changes two rows compares the rest here, where the comparison is inlined.
  public func rowDiffers(_ row: Int, from other: Frame) -> Bool {
    guard other.width == width, other.height == height, row >= 0, row < height else { return true }
    guard width > 0 else { return false }
    // Cells are two words with no padding: a row is compared as memory.
    return cells.withUnsafeBytes { mine in
      other.cells.withUnsafeBytes { theirs in
        let start = row * width * MemoryLayout<Cell>.stride
        return memcmp(mine.baseAddress! + start, theirs.baseAddress! + start, width * MemoryLayout<Cell>.stride) != 0
      }
    }
  }

  /// Writes `text` from (row, column), clipped at the right edge; returns the column after it. A control
  /// character never reaches a cell: what stands for it does (`^[`), in as many columns as the layout counted.
  @discardableResult
  public mutating func put(_ text: String, row: Int, column: Int, style: CellStyle = .plain) -> Int {
    guard row >= 0, row < height else { return column }
    if rightToLeft { return putMirrored(text, row: row, column: column, style: style) }
    // Right-to-left text (an Arabic user name, a Hebrew title) in a left-to-right line: in visual order.
    return putInVisualOrder(Bidi.visual(text, rightToLeft: false), row: row, column: column, style: style)
  }

  /// Writes text that is already in the order it shows (a screen read back from its file), left to right.
  @discardableResult
  public mutating func putInVisualOrder(_ text: String, row: Int, column: Int, style: CellStyle = .plain) -> Int {
    guard row >= 0, row < height else { return column }
    var col = column
    for scalar in text.unicodeScalars {
      if scalar.isUnsafeForTerminal {
        for shown in scalar.shownInPlace.unicodeScalars {
          guard col >= 0, col + 1 <= width else { return col }
          cells[row * width + col] = Cell(scalar: shown, style: style)
          col += 1
        }
        continue
      }
      let w = TextLayout.width(scalar)
      if w == 0 {
        // A combining mark joins the character before it.
        if col > column, col - 1 < width { cells[row * width + col - 1].combine(scalar) }
        continue
      }
      guard col >= 0, col + w <= width else { break }
      cells[row * width + col] = Cell(scalar: scalar, style: style)
      if w == 2 { cells[row * width + col + 1] = .continuation(style) }
      col += w
    }
    return col
  }

  /// Fills columns `from..<to` of `row` with one single-width character (rules, blank runs), without
  /// decoding a string for it.
  public mutating func fill(row: Int, from: Int = 0, to: Int? = nil, with scalar: Unicode.Scalar, style: CellStyle) {
    guard row >= 0, row < height else { return }
    let cell = Cell(scalar: scalar, style: style)
    for col in shown(max(0, from)..<min(width, to ?? width)) { cells[row * width + col] = cell }
  }

  /// Applies a style to a run of cells, keeping their characters.
  public mutating func restyle(row: Int, from: Int, to: Int, _ change: (inout CellStyle) -> Void) {
    guard row >= 0, row < height else { return }
    for col in shown(max(0, from)..<min(width, to)) { change(&cells[row * width + col].style) }
  }

  /// Columns counted from the leading edge, as the terminal shows them.
  func shown(_ columns: Range<Int>) -> Range<Int> {
    guard rightToLeft, !columns.isEmpty else { return columns }
    return (width - columns.upperBound)..<(width - columns.lowerBound)
  }

  /// `put` in a mirrored layout: the text in visual order for a right-to-left line, ending (on the right)
  /// where a left-to-right layout would start it; what does not fit is cut at its logical end, on the left.
  private mutating func putMirrored(_ text: String, row: Int, column: Int, style: CellStyle) -> Int {
    var run: [Cell] = []
    // Spaces that pad a text (an alert's centred button) stay on their side of the mirrored line whatever the
    // text's own direction: an English "[ Allow ]" is centred as a Hebrew one is.
    let shown = bidi?.value(TextKey(text)) { Bidi.mirroredPadded($0.text) } ?? Bidi.mirroredPadded(text)
    for visual in shown.unicodeScalars {
      // Box corners and the focus mark hug the other side.
      let scalar = Bidi.mirroredShape(visual)
      if scalar.isUnsafeForTerminal {
        for shown in scalar.shownInPlace.unicodeScalars { run.append(Cell(scalar: shown, style: style)) }
        continue
      }
      switch TextLayout.width(scalar) {
      case 0: if !run.isEmpty { run[run.count - 1].combine(scalar) }
      case 2:
        run.append(Cell(scalar: scalar, style: style))
        run.append(.continuation(style))
      default: run.append(Cell(scalar: scalar, style: style))
      }
    }
    let room = max(0, width - max(0, column))
    if run.count > room {
      run.removeFirst(run.count - room)
      // A wide character cut in half leaves its right half: a blank instead.
      if run.first?.isContinuation == true { run[0] = Cell(scalar: " ", style: style) }
    }
    let start = width - max(0, column) - run.count
    for (offset, cell) in run.enumerated() { cells[row * width + start + offset] = cell }
    return column + run.count
  }

  /// The screen as plain text, one line per row, trailing spaces kept so every line is `width` wide.
  public var text: String {
    (0..<height).map { line($0) }.joined(separator: "\n") + "\n"
  }

  public func line(_ row: Int) -> String {
    var text = String.UnicodeScalarView()
    for column in 0..<width { self[row, column].forEachScalar { text.append(Unicode.Scalar($0) ?? "\u{FFFD}") } }
    return String(text)
  }
}

extension Frame {
  /// Copies another frame's cells in, from `row` down, clipped to this frame.
  public mutating func paste(_ other: Frame, atRow row: Int) {
    for y in 0..<other.height where row + y < height {
      for x in 0..<min(width, other.width) { cells[(row + y) * width + x] = other[y, x] }
    }
  }
}

extension Frame {
  /// Puts one character in its cells: its first scalar, and the scalars that draw with it combined into
  /// that cell. Returns the column after it.
  @discardableResult
  public mutating func put(character: Character, row: Int, column: Int, width w: Int, style: CellStyle) -> Int {
    guard row >= 0, row < height, column >= 0, column + w <= width else { return column }
    if character.unicodeScalars.contains(where: \.isUnsafeForTerminal) {
      // Not from a text field (it keeps none), but never drawn: question marks in its columns.
      fill(row: row, from: column, to: column + w, with: "?", style: style)
      return column + w
    }
    var scalars = character.unicodeScalars.makeIterator()
    guard let first = scalars.next() else { return column }
    // A first scalar of width 0 (a lone mark) or 1 in a two-column character is drawn on a space.
    let base: Unicode.Scalar = TextLayout.width(first) == 0 ? " " : first
    cells[row * width + column] = Cell(scalar: base, style: style)
    if base != first { cells[row * width + column].combine(first) }
    if w == 2 { cells[row * width + column + 1] = TextLayout.width(first) == 2 ? .continuation(style) : .blank }
    while let next = scalars.next() { cells[row * width + column].combine(next) }
    return column + w
  }
}
