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
  /// Scalars 0, 1 and 2, 21 bits each (a scalar's most), from the low bits up; zero where there is none.
  private var first: UInt64
  /// Scalar 3 in the low 21 bits, the style from bit 32: two words and no padding, so a row compares as plain
  /// memory and a frame of 80x24 is 30 kB.
  private var rest: UInt64

  private static let scalarBits: UInt64 = 21
  private static let scalarMask: UInt64 = 0x1F_FFFF
  private static let styleShift: UInt64 = 32

  public var style: CellStyle {
    get {
      let bits = rest >> Self.styleShift
      return CellStyle(
        bold: bits & 1 != 0, reverse: bits & 2 != 0, dim: bits & 4 != 0, underline: bits & 8 != 0,
        color: CellStyle.Color(rawValue: UInt8(truncatingIfNeeded: bits >> 8)))
    }
    set { rest = rest & Self.scalarMask | Self.pack(newValue) << Self.styleShift }
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
    rest = Self.pack(style) << Self.styleShift
  }

  public init(character: String, style: CellStyle = .plain) {
    first = 0
    rest = Self.pack(style) << Self.styleShift
    for scalar in character.unicodeScalars { combine(scalar) }
  }

  /// The right half of a wide character.
  public static func continuation(_ style: CellStyle) -> Cell { Cell(character: "", style: style) }
  public static let blank = Cell(scalar: " ")

  public var isContinuation: Bool { first == 0 }

  /// Scalar `index` (0 to 3), 0 where there is none.
  private func scalar(_ index: UInt64) -> UInt64 {
    index < 3 ? first >> (index * Self.scalarBits) & Self.scalarMask : rest & Self.scalarMask
  }

  /// Adds a combining mark; a fifth scalar is dropped, as the terminal would.
  public mutating func combine(_ scalar: Unicode.Scalar) {
    let value = UInt64(scalar.value)
    for index: UInt64 in 0..<3 where self.scalar(index) == 0 {
      first |= value << (index * Self.scalarBits)
      return
    }
    if rest & Self.scalarMask == 0 { rest |= value }
  }

  /// Calls `body` with each scalar, in order (no String is made: the terminal copies cells this way).
  /// (A while loop over shifts: a debug build spent most of a gallery's time stepping a range generically.)
  public func forEachScalar(_ body: (UInt32) -> Void) {
    var packed = first
    var slot = 0
    while slot < 3 {
      let value = packed & Self.scalarMask
      guard value != 0 else { return }
      body(UInt32(truncatingIfNeeded: value))
      packed >>= Self.scalarBits
      slot += 1
    }
    let last = rest & Self.scalarMask
    if last != 0 { body(UInt32(truncatingIfNeeded: last)) }
  }

  /// A space, whatever marks follow it: nothing a terminal or a picture of one draws ink for.
  public var isSpace: Bool { first & Self.scalarMask == 0x20 }

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
