import CFriBidi

/// Text in the order a terminal draws it. A terminal puts characters left to right as they come, so a line
/// with right-to-left text (Arabic, Hebrew, Persian) is given to it in visual order, by the Unicode
/// Bidirectional Algorithm, with Arabic letters in their joined forms (GNU FriBidi does both).
public enum Bidi {
  /// `text` in visual order. Its direction is that of its first letter (an English label in a mirrored
  /// layout still reads left to right, as iOS shows it); text with no letter takes the layout's
  /// (`rightToLeft`). Text with nothing right to left in a left-to-right layout is returned as it is.
  public static func visual(_ text: String, rightToLeft: Bool) -> String {
    // Nothing right to left, and a letter (left to right) to set the direction: already in visual order.
    if !hasRightToLeft(text) && (!rightToLeft || hasLetter(text)) { return text }
    let logical = text.unicodeScalars.map(\.value)
    guard !logical.isEmpty, logical.count < Int(Int32.max) else { return text }
    var visual = [UInt32](repeating: 0, count: logical.count)
    let done = logical.withUnsafeBufferPointer { input in
      visual.withUnsafeMutableBufferPointer { output in
        push_fribidi_visual(input.baseAddress, Int32(logical.count), rightToLeft ? 1 : 0, output.baseAddress)
      }
    }
    guard done != 0 else { return text }
    return utf8String(visual)
  }

  /// The scalars FriBidi wrote, as a string: encoded to UTF-8 here and decoded in one go (a scalar appended
  /// at a time, or decoding as UTF-32, was most of a mirrored screen's first frame). A ligature's second
  /// letter becomes U+FEFF, which takes no cell: left out; so is anything that is not a scalar.
  static func utf8String(_ scalars: [UInt32]) -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(scalars.count * 3)
    for value in scalars where value != 0xFEFF {
      guard let scalar = Unicode.Scalar(value) else { continue }
      UTF8.encode(scalar) { bytes.append($0) }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Whether any scalar is of a right-to-left script (Hebrew, Arabic, Syriac, Thaana, N'Ko and their
  /// presentation forms). Bytes below U+0590 are passed over without decoding.
  public static func hasRightToLeft(_ text: String) -> Bool {
    for byte in text.utf8 where byte >= 0xD6 {
      return text.unicodeScalars.contains { isRightToLeft($0) }
    }
    return false
  }

  /// A mirrored layout's text: a glyph at its leading or trailing edge (the way back's "‹ Settings", a
  /// row's "Example ›") goes to the other side, facing the other way, as iOS mirrors its images; the rest
  /// in its visual order.
  /// `mirrored`, with the spaces that pad a text kept on their side of the line whatever the text's own
  /// direction (an English "[ Allow ]" centred in a mirrored alert as a Hebrew one is).
  static func mirroredPadded(_ text: String) -> String {
    let scalars = text.unicodeScalars
    let leading = scalars.prefix { $0 == " " }.count
    guard leading < scalars.count else { return text }
    let trailing = scalars.reversed().prefix { $0 == " " }.count
    guard leading > 0 || trailing > 0 else { return mirrored(text) }
    let core = String(String.UnicodeScalarView(scalars.dropFirst(leading).dropLast(trailing)))
    return String(repeating: " ", count: trailing) + mirrored(core) + String(repeating: " ", count: leading)
  }

  public static func mirrored(_ text: String) -> String {
    // Most texts have no glyph at either edge: put in visual order as they are, without taking them apart.
    let view = text.unicodeScalars
    if let first = view.first, let last = view.last, mirror(first) == nil, mirror(last) == nil {
      return visual(text, rightToLeft: true)
    }
    var scalars = Array(view)
    var leading: Unicode.Scalar?
    var trailing: Unicode.Scalar?
    if scalars.count > 2, let glyph = mirror(scalars[0]), scalars[1] == " " {
      leading = glyph
      scalars.removeFirst(2)
    }
    if scalars.count > 2, let glyph = mirror(scalars[scalars.count - 1]), scalars[scalars.count - 2] == " " {
      trailing = glyph
      scalars.removeLast(2)
    }
    let core = visual(String(String.UnicodeScalarView(scalars)), rightToLeft: true)
    return (trailing.map { "\($0) " } ?? "") + core + (leading.map { " \($0)" } ?? "")
  }

  /// The glyphs that point along the line, and where they point in a mirrored layout.
  static func mirror(_ scalar: Unicode.Scalar) -> Unicode.Scalar? {
    switch scalar {
    case "‹": "›"
    case "›": "‹"
    case "<": ">"
    case ">": "<"
    case "↗": "↖"
    default: nil
    }
  }

  /// A drawing glyph as a mirrored layout draws it: box corners and tees, and the half block of the focus
  /// mark, face the other way.
  public static func mirroredShape(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
    switch scalar {
    case "┌": "┐"
    case "┐": "┌"
    case "└": "┘"
    case "┘": "└"
    case "├": "┤"
    case "┤": "├"
    case "╭": "╮"
    case "╮": "╭"
    case "╰": "╯"
    case "╯": "╰"
    case "▌": "▐"
    case "▐": "▌"
    default: scalar
    }
  }

  /// Whether the first letter is of a right-to-left script; nil for a text without letters.
  static func firstLetterIsRightToLeft(_ text: String) -> Bool? {
    for scalar in text.unicodeScalars where scalar.properties.isAlphabetic { return isRightToLeft(scalar) }
    return nil
  }

  /// Whether any scalar is a letter (ASCII letters found without decoding).
  static func hasLetter(_ text: String) -> Bool {
    for byte in text.utf8 where (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A { return true }
    return text.unicodeScalars.contains { !$0.isASCII && $0.properties.isAlphabetic }
  }

  static func isRightToLeft(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF, 0x1E800...0x1EFFF: true
    default: false
    }
  }
}
