import PushCore

/// Whether a server's text would show a secret (the bot password) on some sink: the screen, the accessible
/// lines, standard error, a cast, a trace. A sink shows text cleaned (controls and format characters such as
/// U+200E, U+200D and U+2066–2069 dropped), HTML-decoded (Echo's header and body: tags dropped, entities
/// decoded) and a reader undoes percent-encoding and case in his head, so the comparison is made on the text
/// as each of those would show it, against the secret normalised the same way, never on the raw text.
struct SecretMatch: Sendable {
  /// The secret's normalised forms, as scalars: with its combining marks, and without them (compared with the
  /// text without its marks: a mark inside the password leaves it readable).
  private let needles: [[Unicode.Scalar]]
  /// The same as a string, compared by `Character` (canonical equivalence: a precomposed letter matches its
  /// decomposed spelling).
  private let needleText: String
  /// A secret this short is held only where it stands as a word: a one-letter password is in nearly every
  /// text, and withholding them all hid every error message, while in the middle of a longer word it tells
  /// a reader nothing.
  private let wholeWord: Bool
  /// The secret without its spaces, compared with the text without its spaces: a copy spelled out letter by
  /// letter ("h u n t e r 2") is still the password to a reader.
  private let compact: [Unicode.Scalar]
  static let shortest = 6

  /// `nil` for an empty secret (nothing to withhold).
  init?(secret: String) {
    let folded = Self.folded(secret, tags: false, plusAsSpace: false)
    // A secret made only of characters no sink shows is compared as typed.
    let scalars = folded.isEmpty ? Array(secret.unicodeScalars) : folded
    guard !scalars.isEmpty else { return nil }
    let unmarked = scalars.filter { !Self.isMark($0) }
    needles = [scalars, unmarked.isEmpty ? scalars : unmarked]
    needleText = String(String.UnicodeScalarView(scalars))
    wholeWord = scalars.count < Self.shortest
    compact = scalars.filter { $0 != " " }
  }

  /// Whether `text`, as any sink would show it, holds the secret.
  func isHeld(in text: String) -> Bool {
    // Each view only where it can differ: tags dropped where there is a `<`, `+` as a space where there is
    // a `+` (an entity or a percent-escape could make either, so any `&` or `%` asks for them too).
    let encoded = text.utf8.contains { $0 == UInt8(ascii: "&") || $0 == UInt8(ascii: "%") }
    let tagViews = encoded || text.utf8.contains(UInt8(ascii: "<")) ? [false, true] : [false]
    let plusViews = encoded || text.utf8.contains(UInt8(ascii: "+")) ? [false, true] : [false]
    for tags in tagViews {
      for plusAsSpace in plusViews {
        let view = Self.folded(text, tags: tags, plusAsSpace: plusAsSpace)
        if Self.contains(view, needles[0], wholeWord: wholeWord) { return true }
        if !wholeWord, view.contains(" "), Self.contains(view.filter { $0 != " " }, compact, wholeWord: false) {
          return true
        }
        if view.contains(where: Self.isMark),
          Self.contains(view.filter { !Self.isMark($0) }, needles[1], wholeWord: wholeWord)
        {
          return true
        }
        // Canonical equivalence (a precomposed letter for a decomposed one) matters only beyond ASCII.
        if !wholeWord, !view.allSatisfy(\.isASCII), String(String.UnicodeScalarView(view)).contains(needleText) {
          return true
        }
      }
    }
    return false
  }

  /// The text as a reader would take it from a sink: percent-encoding and HTML entities undone (again and
  /// again: `&amp;#45;`, `%2526`), tags dropped when `tags`, controls and format characters dropped, every
  /// kind of space one space, full-width ASCII as ASCII, lower case.
  static func folded(_ text: String, tags: Bool, plusAsSpace: Bool) -> [Unicode.Scalar] {
    var current = Array(text.unicodeScalars)
    for _ in 0..<6 {
      let next = percentDecoded(htmlDecoded(current.filter { !isIgnorable($0) }, tags: tags), plusAsSpace: plusAsSpace)
      if next == current { break }
      current = next
    }
    var out: [Unicode.Scalar] = []
    out.reserveCapacity(current.count)
    for scalar in current where !isIgnorable(scalar) {
      // ASCII, the common case, without Unicode's tables.
      if scalar.isASCII {
        let value = scalar.value
        if value == 0x20 || (0x09...0x0D).contains(value) {
          if out.last != " " { out.append(" ") }
        } else {
          out.append((0x41...0x5A).contains(value) ? Unicode.Scalar(UInt8(value + 0x20)) : scalar)
        }
        continue
      }
      if scalar.properties.isWhitespace {
        if out.last != " " { out.append(" ") }
        continue
      }
      var scalar = scalar
      // Full-width forms of ASCII (U+FF01–FF5E) read as ASCII.
      if (0xFF01...0xFF5E).contains(scalar.value), let ascii = Unicode.Scalar(scalar.value - 0xFEE0) {
        scalar = ascii
      }
      for lower in scalar.properties.lowercaseMapping.unicodeScalars { out.append(lookAlike(lower) ?? lower) }
    }
    return out
  }

  /// The ASCII character a reader takes `scalar` for (already lower case): another dash, a mathematical
  /// letter or digit (bold, italic, double-struck…), a Cyrillic or Greek letter that looks like a Latin one.
  /// A copy of the password written with them is the password to anyone who reads it.
  static func lookAlike(_ scalar: Unicode.Scalar) -> Unicode.Scalar? {
    let value = scalar.value
    switch value {
    case 0x2010...0x2015, 0x2212, 0x2043, 0x02D7, 0xFE58, 0xFE63, 0xFF0D: return "-"
    case 0x1D400...0x1D6A3:
      // Mathematical alphanumerics: 13 styles of A–Z then a–z, one after the other.
      let index = (value - 0x1D400) % 52
      return Unicode.Scalar(UInt8(index < 26 ? 0x61 + index : 0x61 + index - 26))
    case 0x1D7CE...0x1D7FF: return Unicode.Scalar(UInt8(0x30 + (value - 0x1D7CE) % 10))
    default: return lookAlikes[value].map { Unicode.Scalar($0) }
    }
  }

  /// Cyrillic and Greek letters (in lower case: the text is lowered first, so an upper-case look-alike such
  /// as Т is here as т) and Latin variants that read as a Latin letter.
  static let lookAlikes: [UInt32: UInt8] = [
    0x0430: 0x61, 0x0432: 0x62, 0x0435: 0x65, 0x043A: 0x6B, 0x043C: 0x6D, 0x043D: 0x68, 0x043E: 0x6F,
    0x0440: 0x70, 0x0441: 0x63, 0x0442: 0x74, 0x0443: 0x79, 0x0445: 0x78, 0x0455: 0x73, 0x0456: 0x69,
    0x0458: 0x6A, 0x0501: 0x64, 0x04CF: 0x6C, 0x051B: 0x71, 0x051D: 0x77, 0x04AF: 0x79, 0x04BB: 0x68,
    0x03B1: 0x61, 0x03B2: 0x62, 0x03B5: 0x65, 0x03B6: 0x7A, 0x03B7: 0x68, 0x03B9: 0x69, 0x03BA: 0x6B,
    0x03BC: 0x6D, 0x03BD: 0x6E, 0x03BF: 0x6F, 0x03C1: 0x70, 0x03C4: 0x74, 0x03C5: 0x79, 0x03C7: 0x78,
    0x03F2: 0x63, 0x0131: 0x69, 0x2113: 0x6C, 0x212E: 0x65,
  ]

  /// What no sink shows as a character of its own: controls (ESC, C1, DEL; a line break or tab is a space)
  /// and format characters (Unicode Cf: bidirectional marks and isolates, joiners, the BOM, tags).
  static func isIgnorable(_ scalar: Unicode.Scalar) -> Bool {
    if scalar == "\n" || scalar == "\r" || scalar == "\t" { return false }
    if scalar.isASCII { return scalar.value < 0x20 || scalar.value == 0x7F }
    // Letters that show nothing: the Hangul fillers, the braille blank.
    if [0x115F, 0x1160, 0x3164, 0xFFA0, 0x2800].contains(scalar.value) { return true }
    switch scalar.properties.generalCategory {
    case .control, .format: return true
    default:
      // Variation selectors and the combining grapheme joiner are marks that show nothing.
      return scalar.value == 0x034F || (0xFE00...0xFE0F).contains(scalar.value)
        || (0xE0100...0xE01EF).contains(scalar.value) || (0x180B...0x180F).contains(scalar.value)
    }
  }

  static func isMark(_ scalar: Unicode.Scalar) -> Bool { scalar.isCombiningMark }

  /// Whether `needle` is in `haystack`; with `wholeWord`, only where no letter or digit touches it.
  private static func contains(_ haystack: [Unicode.Scalar], _ needle: [Unicode.Scalar], wholeWord: Bool) -> Bool {
    guard !needle.isEmpty, haystack.count >= needle.count else { return false }
    let first = needle[0]
    var index = 0
    let last = haystack.count - needle.count
    while index <= last {
      if haystack[index] == first {
        var offset = 1
        while offset < needle.count, haystack[index + offset] == needle[offset] { offset += 1 }
        if offset == needle.count {
          let end = index + needle.count
          if !wholeWord
            || ((index == 0 || !isWordPart(haystack[index - 1]))
              && (end == haystack.count || !isWordPart(haystack[end])))
          {
            return true
          }
        }
      }
      index += 1
    }
    return false
  }

  private static func isWordPart(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.isAlphabetic || scalar.properties.numericType != nil || isMark(scalar)
  }

  /// Entities decoded (named ones browsers and Echo use, decimal and hex, with or without the `;`); with
  /// `tags`, `<…>` dropped as `removingHTML` does.
  static func htmlDecoded(_ scalars: [Unicode.Scalar], tags: Bool) -> [Unicode.Scalar] {
    guard scalars.contains("&") || (tags && scalars.contains("<")) else { return scalars }
    var out: [Unicode.Scalar] = []
    out.reserveCapacity(scalars.count)
    var index = 0
    while index < scalars.count {
      let scalar = scalars[index]
      if tags, scalar == "<", let close = scalars[index...].firstIndex(of: ">") {
        index = close + 1
        continue
      }
      if scalar == "&", let (decoded, length) = entity(scalars, at: index) {
        out.append(contentsOf: decoded)
        index += length
        continue
      }
      out.append(scalar)
      index += 1
    }
    return out
  }

  private static let named: [String: String] = [
    "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": " ", "hyphen": "-", "dash": "-",
    "minus": "-", "ndash": "–", "mdash": "—", "period": ".", "comma": ",", "colon": ":", "semi": ";",
    "excl": "!", "quest": "?", "num": "#", "dollar": "$", "percnt": "%", "commat": "@", "lowbar": "_",
    "ast": "*", "plus": "+", "equals": "=", "sol": "/", "bsol": "\\", "lpar": "(", "rpar": ")", "lsqb": "[",
    "rsqb": "]", "lcub": "{", "rcub": "}", "verbar": "|", "tilde": "~", "grave": "`", "hat": "^",
    "shy": "\u{AD}", "zwj": "\u{200D}", "zwnj": "\u{200C}", "lrm": "\u{200E}", "rlm": "\u{200F}",
  ]

  /// The entity starting at `start` (an `&`), and how many scalars it takes; `nil` when it is none.
  private static func entity(_ scalars: [Unicode.Scalar], at start: Int) -> ([Unicode.Scalar], Int)? {
    var index = start + 1
    guard index < scalars.count else { return nil }
    if scalars[index] == "#" {
      index += 1
      var radix = 10
      if index < scalars.count, scalars[index] == "x" || scalars[index] == "X" {
        radix = 16
        index += 1
      }
      var value: UInt32 = 0
      var digits = 0
      while index < scalars.count, let digit = Character(scalars[index]).hexDigitValue, digit < radix {
        // Beyond Unicode's range: not a character; the digits are kept counting so the entity ends where it does.
        if value <= 0x10FFFF { value = value * UInt32(radix) + UInt32(digit) }
        digits += 1
        index += 1
      }
      guard digits > 0 else { return nil }
      if index < scalars.count, scalars[index] == ";" { index += 1 }
      let decoded: Unicode.Scalar = Unicode.Scalar(value) ?? "\u{FFFD}"
      return ([decoded], index - start)
    }
    var name = ""
    while index < scalars.count, name.unicodeScalars.count < 10, scalars[index].properties.isAlphabetic {
      name.unicodeScalars.append(scalars[index])
      index += 1
    }
    guard let decoded = named[name.lowercased()] else { return nil }
    if index < scalars.count, scalars[index] == ";" { index += 1 }
    return (Array(decoded.unicodeScalars), index - start)
  }

  /// `%XX` undone (either case), as UTF-8; with `plusAsSpace`, `+` is a space as in a form.
  static func percentDecoded(_ scalars: [Unicode.Scalar], plusAsSpace: Bool) -> [Unicode.Scalar] {
    guard scalars.contains("%") || (plusAsSpace && scalars.contains("+")) else { return scalars }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(scalars.count)
    var index = 0
    while index < scalars.count {
      let scalar = scalars[index]
      if scalar == "%", index + 2 < scalars.count,
        let high = Character(scalars[index + 1]).hexDigitValue, let low = Character(scalars[index + 2]).hexDigitValue
      {
        bytes.append(UInt8(high * 16 + low))
        index += 3
        continue
      }
      if plusAsSpace, scalar == "+" {
        bytes.append(0x20)
      } else {
        bytes.append(contentsOf: String(scalar).utf8)
      }
      index += 1
    }
    return Array(String(decoding: bytes, as: UTF8.self).unicodeScalars)
  }
}

/// The backend file's passwords, for texts that reach a sink by another way than a wiki's answer (the push
/// mailbox's files): a text that holds one, as any sink would show it, is withheld whole.
public struct SecretWithholding: Sendable {
  private let secrets: [SecretMatch]

  public init(_ backend: BackendFile) {
    secrets = ([backend.password] + (backend.otherEditor.map { [$0.password] } ?? [])).compactMap {
      SecretMatch(secret: $0)
    }
  }

  /// What stands for a text that held a password.
  public static let withheld = "(withheld: it held the bot password)"

  /// `text`, or `withheld` when it holds a password.
  public func scrubbed(_ text: String) -> String {
    secrets.contains { $0.isHeld(in: text) } ? Self.withheld : text
  }
}
