import PushCore

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
