import PushPresentation
import Testing

@Suite struct TextLayoutTests {
  @Test func wrap_breaksAtSpacesAndSplitsLongWords() {
    #expect(TextLayout.wrap("one two three", to: 7) == ["one two", "three"])
    #expect(TextLayout.wrap("abcdefghij", to: 4) == ["abcd", "efgh", "ij"])
    #expect(TextLayout.wrap("", to: 5) == [""])
  }

  @Test func truncate_countsDisplayColumns() {
    #expect(TextLayout.truncate("日本語です", to: 5) == "日本…")
    #expect(TextLayout.truncate("short", to: 10) == "short")
    #expect(TextLayout.truncate("abc", to: 0) == "")
  }

  @Test func width_countsColumnsPerScalar() {
    #expect(TextLayout.width("a" as Unicode.Scalar) == 1)
    #expect(TextLayout.width("\u{0}" as Unicode.Scalar) == 0)
    #expect(TextLayout.width("\u{2FF}" as Unicode.Scalar) == 1, "the last scalar of the fast path")
    #expect(TextLayout.width("\u{301}" as Unicode.Scalar) == 0, "a combining mark")
    #expect(TextLayout.width("語" as Unicode.Scalar) == 2)
    #expect(TextLayout.width("Thanks ●") == 8)
  }
}
