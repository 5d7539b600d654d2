import Glibc
import Testing

@testable import PushPresentation

@_silgen_name("wcwidth") private func cWidth(_ scalar: Int32) -> Int32
@_silgen_name("gnu_get_libc_version") private func libcVersion() -> UnsafePointer<CChar>

@Suite struct TextLayoutTests {
  @Test func wrap_breaksAtSpacesAndSplitsLongWords() {
    #expect(TextLayout.wrap("one two three", to: 7) == ["one two", "three"])
    #expect(TextLayout.wrap("abcdefghij", to: 4) == ["abcd", "efgh", "ij"])
    #expect(TextLayout.wrap("", to: 5) == [""])
  }

  @Test func wrap_japanese_neverStartsALineWithASmallKanaOrAClosingMark() {
    // "アクティビティ" cut after "アクテ" left "ィ" (a small kana) at a line's start (a designer's review).
    let lines = TextLayout.wrap("あなたのアクティビティ。", to: 12)
    #expect(lines == ["あなたのアク", "ティビティ。"])
    for line in TextLayout.wrap("「通知」を受け取る。ちょっと待って、ください。", to: 8) {
      #expect(!TextLayout.noLineStart.contains(line.unicodeScalars.first!), "\(line)")
      #expect(!TextLayout.noLineEnd.contains(line.unicodeScalars.last!), "\(line)")
    }
    #expect(TextLayout.wrap("abcdefgh", to: 3) == ["abc", "def", "gh"], "other scripts split as before")
  }

  @Test func truncate_countsDisplayColumns() {
    #expect(TextLayout.truncate("日本語です", to: 5) == "日本…")
    #expect(TextLayout.truncate("short", to: 10) == "short")
    #expect(TextLayout.truncate("abc", to: 0) == "")
  }

  @Test func width_countsColumnsPerScalar() {
    #expect(TextLayout.width("a" as Unicode.Scalar) == 1)
    #expect(TextLayout.width("\u{0}" as Unicode.Scalar) == 2, "shown as ^@")
    #expect(TextLayout.width("\u{2FF}" as Unicode.Scalar) == 1, "the last scalar of the fast path")
    #expect(TextLayout.width("\u{301}" as Unicode.Scalar) == 0, "a combining mark")
    #expect(TextLayout.width("語" as Unicode.Scalar) == 2)
    #expect(TextLayout.width("Thanks ●") == 8)
  }

  /// What ncurses and tmux draw wide or in no column: the emoji a designer found invisible (⭐ took two
  /// columns on screen and one in the layout, and the next character drew over it) among them.
  @Test(
    arguments: [
      ("⭐", 2), ("✅", 2), ("⚡", 2), ("🥲", 2), ("👍", 2), ("🏽", 2), ("♥", 1), ("✔", 1), ("❤", 1), ("🇰", 1), ("日", 2),
      ("\u{4DC0}", 2), ("\u{200D}", 0), ("\u{FE0F}", 0), ("\u{0600}", 1), ("\u{1160}", 0),
    ] as [(Unicode.Scalar, Int)])
  func width_isTheTerminals(_ scalar: Unicode.Scalar, _ columns: Int) {
    #expect(TextLayout.width(scalar) == columns)
  }

  /// The table is the C library's, scalar for scalar, where the C library is the one it was made from
  /// (`scripts/width-table` makes it again after an upgrade).
  @Test func widthTable_isTheCLibrarysWcwidth() throws {
    let version = String(cString: libcVersion())
    try #require(
      version == TextLayout.widthTableLibc,
      "made from glibc \(TextLayout.widthTableLibc), running \(version): run scripts/width-table")
    setlocale(LC_ALL, "C.UTF-8")
    defer { setlocale(LC_ALL, "C") }
    var differ: [String] = []
    for value in UInt32(0x300)...0x10FFFF {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let theirs = Int(cWidth(Int32(bitPattern: value)))
      if theirs >= 0 && TextLayout.width(scalar) != theirs { differ.append(String(value, radix: 16)) }
    }
    #expect(differ.isEmpty, "\(differ.count) differ: \(differ.prefix(20))")
  }
}

/// The shortcuts before the width table's search say what the table says.
@Suite struct TextLayoutShortcutTests {
  @Test func hebrewAndArabicLetters_areOneColumn_asTheTableSays() {
    for range in [0x05D0...0x05EA, 0x0620...0x064A, 0xFE70...0xFEFC] {
      for v in range {
        let listed = TextLayout.widthRanges.first { UInt32(v) >= $0.first && UInt32(v) <= $0.last }
        #expect(listed == nil || listed?.width == 1, "U+\(String(v, radix: 16)) is listed as \(listed!.width)")
        #expect(TextLayout.width(Unicode.Scalar(UInt32(v))!) == 1)
      }
    }
    #expect(TextLayout.width("\u{064B}") == 0, "a haraka, just past the letters, is still a mark")
  }

  /// A memo's key is the text's bytes: equal texts are one key, different ones two.
  @Test func textKeys_hashAndCompareByBytes() {
    let arabic = "إشعارات " + "ب"
    #expect(TextKey(arabic) == TextKey("إشعارات ب") && TextKey(arabic).hashValue == TextKey("إشعارات ب").hashValue)
    #expect(TextKey(arabic) != TextKey("إشعارات"))
    #expect(TextKey.compareBytes("a", "b") < 0 && TextKey.compareBytes("ab", "a") > 0)
    #expect(TextKey.compareBytes("", "") == 0 && TextKey.compareBytes("", "a") < 0)
    #expect(TextKey.compareBytes("Z", "é") < 0 && TextKey.compareBytes("é", "ë") < 0, "by UTF-8 bytes")
  }
}
