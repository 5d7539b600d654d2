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

/// One terminal cell: a character of width 1 or 2 (then the next cell is its continuation, empty).
public struct Cell: Equatable, Sendable {
  public var character: String
  public var style: CellStyle
  public static let blank = Cell(character: " ", style: .plain)
}

/// A whole drawn screen and where the hardware cursor goes.
public struct Frame: Equatable, Sendable {
  public let width: Int
  public let height: Int
  public private(set) var cells: [Cell]
  public var cursor: (row: Int, column: Int)

  /// One-character strings for ASCII, made once: most cells are ASCII, and making each anew costs.
  static let ascii: [String] = (0..<128).map { String(Unicode.Scalar(UInt8($0))) }

  public init(width: Int, height: Int) {
    self.width = max(0, width)
    self.height = max(0, height)
    cells = Array(repeating: .blank, count: self.width * self.height)
    cursor = (0, 0)
  }

  public static func == (lhs: Frame, rhs: Frame) -> Bool {
    lhs.width == rhs.width && lhs.height == rhs.height && lhs.cells == rhs.cells && lhs.cursor == rhs.cursor
  }

  public subscript(row: Int, column: Int) -> Cell {
    cells[row * width + column]
  }

  /// Writes `text` from (row, column), clipped at the right edge; returns the column after it.
  @discardableResult
  public mutating func put(_ text: String, row: Int, column: Int, style: CellStyle = .plain) -> Int {
    guard row >= 0, row < height else { return column }
    var col = column
    // Rules and boxes repeat one character: make its string once per call.
    var lastScalar: Unicode.Scalar = "\u{0}"
    var lastString = ""
    for scalar in text.unicodeScalars {
      let w = TextLayout.width(scalar)
      if w == 0 {
        // A combining mark joins the character before it.
        if col > column, col - 1 < width { cells[row * width + col - 1].character.unicodeScalars.append(scalar) }
        continue
      }
      guard col >= 0, col + w <= width else { break }
      let character: String
      if scalar.value < 128 {
        character = Frame.ascii[Int(scalar.value)]
      } else if scalar == lastScalar {
        character = lastString
      } else {
        character = String(scalar)
        lastScalar = scalar
        lastString = character
      }
      cells[row * width + col] = Cell(character: character, style: style)
      if w == 2 { cells[row * width + col + 1] = Cell(character: "", style: style) }
      col += w
    }
    return col
  }

  /// Applies a style to a run of cells, keeping their characters.
  public mutating func restyle(row: Int, from: Int, to: Int, _ change: (inout CellStyle) -> Void) {
    guard row >= 0, row < height else { return }
    for col in max(0, from)..<min(width, to) { change(&cells[row * width + col].style) }
  }

  /// The screen as plain text, one line per row, trailing spaces kept so every line is `width` wide.
  public var text: String {
    (0..<height).map { line($0) }.joined(separator: "\n") + "\n"
  }

  public func line(_ row: Int) -> String {
    (0..<width).map { self[row, $0].character }.joined()
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
