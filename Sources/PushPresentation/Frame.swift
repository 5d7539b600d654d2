import PushCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// How a cell looks. Colour only adds to what the attributes and characters already say.
public struct CellStyle: Equatable, Sendable, Hashable {
  public enum Color: UInt8, Sendable, Hashable {
    case accent = 1
    case good = 2
    case busy = 3
    case bad = 4
    case muted = 5
  }
  public var bold = false
  public var reverse = false
  public var dim = false
  public var underline = false
  public var color: Color?

  public init(
    bold: Bool = false, reverse: Bool = false, dim: Bool = false, underline: Bool = false, color: Color? = nil
  ) {
    self.bold = bold
    self.reverse = reverse
    self.dim = dim
    self.underline = underline
    self.color = color
  }

  public static let plain = CellStyle()
}

/// One terminal cell: a character of width 1 or 2 (then the next cell is its continuation, empty), as up
/// to four scalars (a base and the marks that combine with it; ncurses keeps no more). Plain numbers, not a
/// String: a frame is compared cell by cell on every keystroke, and numbers compare without reference counts.
public struct Cell: Equatable, Sendable {
  /// Scalars 0 and 1 (low and high half), then 2 and 3; zero where there is none.
  private var first: UInt64
  private var rest: UInt64
  /// The style, packed: three words and no padding, so a row compares as plain memory.
  private var styleBits: UInt64

  public var style: CellStyle {
    get {
      CellStyle(
        bold: styleBits & 1 != 0, reverse: styleBits & 2 != 0, dim: styleBits & 4 != 0,
        underline: styleBits & 8 != 0, color: CellStyle.Color(rawValue: UInt8(truncatingIfNeeded: styleBits >> 8)))
    }
    set { styleBits = Self.pack(newValue) }
  }

  private static func pack(_ style: CellStyle) -> UInt64 {
    var bits: UInt64 = 0
    if style.bold { bits |= 1 }
    if style.reverse { bits |= 2 }
    if style.dim { bits |= 4 }
    if style.underline { bits |= 8 }
    return bits | UInt64(style.color?.rawValue ?? 0) << 8
  }

  public init(scalar: Unicode.Scalar, style: CellStyle = .plain) {
    first = UInt64(scalar.value)
    rest = 0
    styleBits = Self.pack(style)
  }

  public init(character: String, style: CellStyle = .plain) {
    first = 0
    rest = 0
    styleBits = Self.pack(style)
    for scalar in character.unicodeScalars { combine(scalar) }
  }

  /// The right half of a wide character.
  public static func continuation(_ style: CellStyle) -> Cell { Cell(character: "", style: style) }
  public static let blank = Cell(scalar: " ")

  public var isContinuation: Bool { first == 0 }

  /// Adds a combining mark; a fifth scalar is dropped, as the terminal would.
  public mutating func combine(_ scalar: Unicode.Scalar) {
    let value = UInt64(scalar.value)
    if first & 0xFFFF_FFFF == 0 {
      first = value
    } else if first >> 32 == 0 {
      first |= value << 32
    } else if rest & 0xFFFF_FFFF == 0 {
      rest = value
    } else if rest >> 32 == 0 {
      rest |= value << 32
    }
  }

  /// Calls `body` with each scalar, in order (no String is made: the terminal copies cells this way).
  public func forEachScalar(_ body: (UInt32) -> Void) {
    for value in [first & 0xFFFF_FFFF, first >> 32, rest & 0xFFFF_FFFF, rest >> 32] {
      guard value != 0 else { return }
      body(UInt32(value))
    }
  }

  /// Calls `body` with the scalars a terminal library draws in this cell: the first, and the marks that
  /// combine with it. ncurses keeps a cell's scalars only up to the first that takes columns of its own
  /// (a skin tone, a flag's second letter, the person after a joiner), and a joiner or variation selector
  /// left at the end would join or restyle whatever is drawn next. So a cluster the frame counts as one
  /// character is drawn as its first character (the accessible mode says the whole text).
  public func forEachDrawnScalar(_ body: (UInt32) -> Void) {
    var isFirst = true
    forEachScalar { value in
      defer { isFirst = false }
      if isFirst { return body(value) }
      guard let scalar = Unicode.Scalar(value), !(0xFE00...0xFE0F).contains(value),
        !(0xE0100...0xE01EF).contains(value)
      else { return }
      switch scalar.properties.generalCategory {
      case .nonspacingMark, .enclosingMark: body(value)
      default: break
      }
    }
  }

  public var character: String {
    var text = String.UnicodeScalarView()
    forEachScalar { text.append(Unicode.Scalar($0) ?? "\u{FFFD}") }
    return String(text)
  }
}

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

  public init(width: Int, height: Int) {
    self.width = max(0, width)
    self.height = max(0, height)
    cells = Array(repeating: .blank, count: self.width * self.height)
    cursor = (0, 0)
  }

  /// A blank frame made in `old`'s cells when it has this size and nothing else holds it: a keystroke's
  /// frame then needs no new memory (a fresh 46 KB for each frame at 80x24 could land on pages never
  /// touched, a page fault each).
  public init(recycling old: consuming Frame?, width: Int, height: Int) {
    guard var frame = consume old, frame.width == max(0, width), frame.height == max(0, height) else {
      self.init(width: width, height: height)
      return
    }
    frame.cells.withUnsafeMutableBufferPointer { $0.update(repeating: .blank) }
    frame.cursor = (0, 0)
    frame.rightToLeft = false
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
    // Cells are three words with no padding: a row is compared as memory.
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
    let text = Bidi.visual(text, rightToLeft: false)
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
    for visual in Bidi.mirrored(text).unicodeScalars {
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
