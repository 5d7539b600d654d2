import PushCore
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Terminal column widths, truncation and wrapping, without the C library's locale-dependent wcwidth.
public enum TextLayout {
  /// The columns a terminal gives `scalar`, as the C library's `wcwidth` in a UTF-8 locale says (ncurses and
  /// tmux follow it), or for a control the columns of what the screen shows instead: marks, format characters
  /// and bidirectional controls none, East Asian wide characters and emoji presented as
  /// emoji two (⭐, ✅ as well as 日), everything else one. Where the screen counted otherwise, a character was
  /// drawn over its neighbour. Not the C library itself: its answer depends on the locale the app runs in.
  public static func width(_ scalar: Unicode.Scalar) -> Int {
    let v = scalar.value
    // Below the first combining mark every scalar is one column (most text, decided at once), but for the
    // controls, which the screen shows in their place (`Unicode.Scalar.shownInPlace`): `^[`, two columns.
    if v < 0x0300 { return v < 0x20 || v == 0x7F ? 2 : 1 }
    // Hebrew and Arabic letters, and the Arabic presentation forms FriBidi shapes into: one column each,
    // without the search (a mirrored screen is mostly these).
    if (0x05D0...0x05EA).contains(v) || (0x0620...0x064A).contains(v) || (0xFE70...0xFEFC).contains(v) { return 1 }
    var low = 0
    var high = widthRanges.count - 1
    while low <= high {
      let middle = (low + high) / 2
      let range = widthRanges[middle]
      if v < range.first {
        high = middle - 1
      } else if v > range.last {
        low = middle + 1
      } else {
        return Int(range.width)
      }
    }
    // Emoji newer than the C library's tables: wide, as a terminal that knows them draws them (but for the
    // regional indicators that pair into flags, one column each). None comes before U+231A (⌚), so nothing
    // below it asks Unicode's tables.
    if v < 0x231A { return 1 }
    if scalar.properties.isEmojiPresentation && !(0x1F1E6...0x1F1FF).contains(v) { return 2 }
    return 1
  }

  public static func width(_ character: Character) -> Int {
    character.unicodeScalars.reduce(0) { $0 + width($1) }
  }

  /// Counted by scalars, not grapheme clusters: much faster, and the same for the text we show.
  public static func width(_ text: String) -> Int { text.unicodeScalars.reduce(0) { $0 + width($1) } }

  /// Cuts `text` to `columns`, ending with the ellipsis when something was cut.
  public static func truncate(_ text: String, to columns: Int, ellipsis: String = "…") -> String {
    guard columns > 0 else { return "" }
    guard width(text) > columns else { return text }
    let room = columns - width(ellipsis)
    guard room > 0 else { return String(ellipsis.prefix(columns)) }
    var out = String.UnicodeScalarView()
    var used = 0
    for scalar in text.unicodeScalars {
      let w = width(scalar)
      if used + w > room { break }
      out.append(scalar)
      used += w
    }
    return String(out) + ellipsis
  }

  /// What may not start a line in Japanese and Chinese (small kana, the prolonged sound mark, closing marks).
  static let noLineStart: Set<Unicode.Scalar> = Set(
    "ぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶㇰㇱㇲㇳㇴㇵㇶㇷㇸㇹㇺㇻㇼㇽㇾㇿーゝゞヽヾ々、。，．・：；？！）」』】〕〉》〙〗｝］ー…‥".unicodeScalars)
  /// What may not end one (opening brackets).
  static let noLineEnd: Set<Unicode.Scalar> = Set("（「『【〔〈《〘〖｛［".unicodeScalars)

  /// Word-wraps `text` into lines of at most `columns`; words longer than a line are split. (A renderer
  /// keeps the last few results in its own `WrapCache`: a screen wraps the same paragraphs on every frame.)
  public static func wrap(_ text: String, to columns: Int) -> [String] {
    guard columns > 0 else { return [] }
    var lines: [String] = []
    var line = ""
    var used = 0
    for word in text.split(separator: " ", omittingEmptySubsequences: true) {
      var word = String(word)
      var w = width(word)
      if used > 0 && used + 1 + w <= columns {
        line += " " + word
        used += 1 + w
        continue
      }
      if used > 0 {
        lines.append(line)
        line = ""
        used = 0
      }
      while w > columns {
        let scalars = Array(word.unicodeScalars)
        var cut = 0
        var hw = 0
        while cut < scalars.count, hw + width(scalars[cut]) <= columns {
          hw += width(scalars[cut])
          cut += 1
        }
        // Japanese and Chinese line breaking (kinsoku): a small kana or a closing mark does not start a line,
        // an opening bracket does not end one; the break moves back a character or two.
        var kept = cut
        while kept > 1, kept < scalars.count,
          noLineStart.contains(scalars[kept]) || noLineEnd.contains(scalars[kept - 1])
        {
          kept -= 1
        }
        if cut - kept <= 2 { cut = kept }
        if cut == 0 {  // A character wider than the line.
          word = String(String.UnicodeScalarView(scalars.dropFirst()))
        } else {
          lines.append(String(String.UnicodeScalarView(scalars[..<cut])))
          word = String(String.UnicodeScalarView(scalars[cut...]))
        }
        w = width(word)
      }
      line = word
      used = w
    }
    if used > 0 || lines.isEmpty { lines.append(line) }
    return lines
  }
}

/// The last few results of a pure function of a key (a paragraph wrapped for a width, a text put in visual
/// order), kept by the renderer that made them: not shared, so the renderer stays a pure function of its input
/// and two renderers never see each other's results. Bounded: emptied when full.
final class Memo<Key: Hashable & Sendable, Value: Sendable>: Sendable {
  private let entries = Locked<[Key: Value]>([:])
  private let limit: Int

  init(limit: Int) { self.limit = limit }

  /// `make(key)`, from the memo when it was made lately.
  func value(_ key: Key, _ make: (Key) -> Value) -> Value {
    if let cached = entries.withLock({ $0[key] }) { return cached }
    let value = make(key)
    entries.withLock {
      if $0.count >= limit { $0.removeAll(keepingCapacity: true) }
      $0[key] = value
    }
    return value
  }
}

/// A string as a memo's key, hashed and compared by its UTF-8 bytes: Swift's own hashing of a String puts
/// non-ASCII text in normal form first, which for a paragraph of Arabic cost more than the wrapping it saved.
/// Two spellings of one text are two keys: a miss at worst.
struct TextKey: Hashable, Sendable {
  let text: String

  init(_ text: String) { self.text = text }

  static func == (a: TextKey, b: TextKey) -> Bool { compareBytes(a.text, b.text) == 0 }

  /// The order of two strings' UTF-8 bytes (memcmp's sign), without walking them a byte at a time.
  static func compareBytes(_ a: String, _ b: String) -> Int {
    var a = a
    var b = b
    return a.withUTF8 { x in
      b.withUTF8 { y in
        let common = min(x.count, y.count)
        let order = common == 0 ? 0 : memcmp(x.baseAddress!, y.baseAddress!, common)
        return order != 0 ? Int(order) : x.count - y.count
      }
    }
  }

  func hash(into hasher: inout Hasher) {
    var text = self.text
    text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
  }
}

/// Texts laid out for a width: wrapped paragraphs, and the key help cut to fit.
final class WrapCache: Sendable {
  /// What was made of the text: its wrapped lines, or the key help cut to fit.
  enum Kind: Hashable, Sendable {
    case wrapped
    case footer
  }
  struct Key: Hashable, Sendable {
    var text: TextKey
    var columns: Int
    var kind: Kind
  }
  private let memo = Memo<Key, [String]>(limit: 64)

  /// `text` wrapped to `columns`, from the cache when it was wrapped lately.
  func wrap(_ text: String, to columns: Int) -> [String] {
    memo.value(Key(text: TextKey(text), columns: columns, kind: .wrapped)) {
      TextLayout.wrap($0.text.text, to: $0.columns)
    }
  }

  /// What `make` makes of `text` for `columns` as one line (the key help), from the cache when made lately.
  func line(_ text: String, _ columns: Int, _ make: () -> String) -> String {
    memo.value(Key(text: TextKey(text), columns: columns, kind: .footer)) { _ in [make()] }[0]
  }
}
