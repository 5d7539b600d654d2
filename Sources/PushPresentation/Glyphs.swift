/// The characters the screen draws with: Unicode where the locale is UTF-8, ASCII elsewhere.
public struct Glyphs: Sendable {
  public var back: String
  public var chevron: String
  public var focus: String
  public var switchOn: String
  public var switchOff: String
  public var rule: String
  public var moreAbove: String
  public var moreBelow: String
  /// The scroll indicator's thumb at the screen's right edge, as iOS shows where a list is scrolled.
  public var scrollThumb: String
  public var warning: String
  public var ellipsis: String
  /// A modal screen's close button.
  public var close: String
  /// A row that opens a page outside the app.
  public var externalLink: String
  /// A row's reorder control, in edit mode.
  public var reorder: String
  public var box: (h: String, v: String, tl: String, tr: String, bl: String, br: String)
  public var keys: String
  /// The key help while a text field has focus, where letters are text.
  public var fieldKeys: String

  public static let unicode = Glyphs(
    back: "‹", chevron: "›", focus: "▌", switchOn: "●", switchOff: "○", rule: "─", moreAbove: "▲ more above",
    moreBelow: "▼ more below", scrollThumb: "┃", warning: "⚠", ellipsis: "…", close: "✕", externalLink: "↗",
    reorder: "≡",
    box: ("─", "│", "┌", "┐", "└", "┘"),
    keys: "↑↓ move  Space select  ← back  ? keys  ! simulate  l log  b bg  q quit",
    fieldKeys: "Type to edit  ←→ move in the text  Tab next  Esc close  F2 simulate  ^C quit")

  public static let ascii = Glyphs(
    back: "<", chevron: ">", focus: ">", switchOn: "(*)", switchOff: "( )", rule: "-", moreAbove: "^ more above",
    moreBelow: "v more below", scrollThumb: "|", warning: "!", ellipsis: "...", close: "x", externalLink: "^",
    reorder: "=",
    box: ("-", "|", "+", "+", "+", "+"),
    keys: "Up/Down move  Space select  Left back  ? keys  ! simulate  l log  b bg  q quit",
    fieldKeys: "Type to edit  Left/Right move in the text  Tab next  Esc close  F2 simulate  ^C quit")

  /// Model text as this glyph set can show it: in ASCII, typographic marks and accents are simplified
  /// and anything else outside ASCII becomes "?".
  public func text(_ s: String) -> String {
    ellipsis == "…" ? s : s.asciiApproximation
  }
}

extension String {
  /// A Latin letter's base letter, by its Unicode name ("LATIN CAPITAL LETTER A WITH RING ABOVE" is "A",
  /// "… O WITH STROKE" is "O"): capitals and other accents than the common ones above keep their letter.
  static func latinBase(_ scalar: Unicode.Scalar) -> String? {
    guard let name = scalar.properties.name else { return nil }
    for (prefix, capital) in [("LATIN CAPITAL LETTER ", true), ("LATIN SMALL LETTER ", false)] {
      guard name.hasPrefix(prefix) else { continue }
      let letter = name.dropFirst(prefix.count).prefix { $0 != " " }
      guard letter.count == 1, let first = letter.first, first.isASCII, first.isLetter else { return nil }
      return capital ? String(first) : first.lowercased()
    }
    return nil
  }

  var asciiApproximation: String {
    var out = ""
    for scalar in unicodeScalars {
      if scalar.isASCII {
        out.unicodeScalars.append(scalar)
        continue
      }
      switch scalar {
      case "…": out += "..."
      case "“", "”": out += "\""
      case "‘", "’": out += "'"
      case "–", "—": out += "-"
      case "é", "è", "ê", "ë": out += "e"
      case "á", "à", "â", "ä", "ã": out += "a"
      case "í", "ì", "î", "ï": out += "i"
      case "ó", "ò", "ô", "ö", "õ": out += "o"
      case "ú", "ù", "û", "ü": out += "u"
      case "ç": out += "c"
      case "ñ": out += "n"
      case "ß": out += "ss"
      case "×", "✕": out += "x"
      case "✓": out += "*"
      case "○": out += "o"
      case "░": out += ":"
      case "●": out += "*"
      case "◉": out += "C"
      case "▥": out += "#"
      default: out += Self.latinBase(scalar) ?? "?"
      }
    }
    return out
  }
}
