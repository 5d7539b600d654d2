import PushCore
import Testing

/// PushCore's text search stands in for the standard library's string-processing module, which the app's
/// modules do not import: the same answers, by characters.
@Suite struct StringSearchTests {
  @Test func contains_matchesWholeCharacters_notPartsOfThem() {
    #expect("Turn on push notifications".contains("push"))
    #expect(!"Turn on push notifications".contains("Push"))
    // "é" written as e and a combining accent is one character: "e" alone is not in it.
    #expect(!"caf\u{65}\u{301}".contains("e"))
    #expect("caf\u{65}\u{301} au lait".contains("caf\u{65}\u{301}"))
    #expect("abc".contains(""))
    #expect(!"".contains("a"))
    #expect(Substring("a  b").contains("  "))
  }

  @Test func firstRange_isTheFirstOccurrence() throws {
    let text = "one at two at three"
    let range = try #require(text.firstRange(of: " at "))
    #expect(text[..<range.lowerBound] == "one")
    #expect(text[range.upperBound...] == "two at three")
    #expect(text.firstRange(of: "four") == nil)
    let doubled = "aab"
    #expect(doubled.firstRange(of: "ab").map { doubled.distance(from: doubled.startIndex, to: $0.lowerBound) } == 1)
  }

  @Test func replacing_everyOccurrence_leftToRight_withoutOverlap() {
    #expect("a > b > c".replacing(" > ", with: ", ") == "a, b, c")
    #expect("aaa".replacing("aa", with: "b") == "ba")
    #expect("pt-br".replacing("-", with: "_") == "pt_br")
    #expect("no match".replacing("x", with: "y") == "no match")
    #expect("abc".replacing("", with: "x") == "abc")
    #expect(Substring("x..y").replacing("..", with: ".") == "x.y")
  }

  @Test func split_onText_keepsOrOmitsEmptyPieces() {
    #expect("a  b    c".split(separator: "  ") == ["a", "b", "c"])
    #expect("a  b    c".split(separator: "  ", omittingEmptySubsequences: false) == ["a", "b", "", "c"])
    #expect(
      "x as the bot user: y as the bot user: z".split(separator: " as the bot user: ", maxSplits: 1) == [
        "x", "y as the bot user: z",
      ])
    #expect("  ".split(separator: "  ") == [])
    #expect("  ".split(separator: "  ", omittingEmptySubsequences: false) == ["", ""])
    #expect("abc".split(separator: "") == ["abc"])
  }

  /// ASCII text is split on its bytes (a fast path): the pieces are the standard library's, split by the
  /// character, for every count of splits and either way with empty pieces; "\r\n", one character, and text
  /// beyond ASCII (a space and a combining accent are one character) keep the characters' way.
  @Test func split_byOneASCIICharacter_isTheStandardLibrarys() {
    let texts = [
      "", " ", "  ", "a", " a", "a ", " a b  c ", "the quick  brown fox", "a,b,,c,", ",", "x\ny\n\nz", "x\r\ny\nz",
      "caf\u{65}\u{301} au lait", "a \u{301}b c", "日本 語 です",
    ]
    for text in texts {
      for separator in [" ", ",", "\n", "\r"] {
        for maxSplits in [0, 1, 2, 3, Int.max] {
          for omitting in [true, false] {
            let ours = text.split(separator: separator, maxSplits: maxSplits, omittingEmptySubsequences: omitting)
            let library = text.split(
              separator: Character(separator), maxSplits: maxSplits, omittingEmptySubsequences: omitting)
            #expect(
              ours == library, "\(text.debugDescription) by \(separator.debugDescription), \(maxSplits), \(omitting)")
          }
        }
      }
    }
  }
}
