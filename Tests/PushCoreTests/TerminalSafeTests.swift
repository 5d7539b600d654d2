import PushCore
import Testing

/// What may leave the app in a line of the accessible mode, a cast or an error message.
@Suite struct TerminalSafeTests {
  @Test func lineSafe_controlsGo_andLineBreaksAreSpaces() {
    #expect("a\u{1B}[2Jb\nc\td\r".lineSafe == "a[2Jb c d ")
    #expect("bell\u{07}\u{85}\u{202E}x".lineSafe == "bellx")
  }

  /// Issue 34, minor point: a log viewer breaks a line at U+2028 and U+2029, so a server's text could forge a
  /// line of its own; invisible characters that only hide or reorder text are dropped.
  @Test func lineSafe_lineSeparatorsAreSpaces_andInvisibleCharactersGo() {
    #expect("Ama\u{2028}Done. Push is off.\u{2029}x".lineSafe == "Ama Done. Push is off. x")
    #expect("\u{FEFF}a\u{200B}b\u{061C}c\u{2060}d\u{E0041}\u{E007F}e\u{180E}".lineSafe == "abcde")
    // What a language needs stays: the joiners of Persian and of emoji sequences, accents.
    #expect("می\u{200C}خواهم".lineSafe == "می\u{200C}خواهم")
    #expect("👩\u{200D}💻 café e\u{301}".lineSafe == "👩\u{200D}💻 café e\u{301}")
  }

  @Test func lineSafe_keepsThreeMarksACharacter_asAScreensCellDoes() {
    let marks = String(repeating: "\u{301}", count: 200_000)
    let line = ("a" + marks + "b\u{308}\u{323}").lineSafe
    #expect(line == "a\u{301}\u{301}\u{301}b\u{308}\u{323}")
    #expect(("x" + String(repeating: "\u{20DD}", count: 5)).lineSafe.unicodeScalars.count == 4, "enclosing marks too")
  }

  @Test func lineSafe_plainText_isUnchanged() {
    for text in ["", "Settings", "Push notifications, on.", "日本語 Ünïcödé", "2. Support Wikipedia"] {
      #expect(text.lineSafe == text)
    }
  }
}

/// A developer's review: a flag's value of one letter and 20,000 combining marks made a 41 KB error line, as
/// the message's cut counts characters. A value quoted in a message keeps a line's rules, then is cut.
@Suite struct MessageValueTests {
  @Test func aValueQuotedInAMessage_isShort_whateverItIsMadeOf() {
    let marks = "e" + String(repeating: "\u{301}", count: 20_000)
    #expect(marks.sanitizedForMessage.utf8.count < 16, "\(marks.sanitizedForMessage.utf8.count)")
    let long = String(repeating: "x", count: 500)
    #expect(long.sanitizedForMessage == String(repeating: "x", count: 60) + "…")
    #expect("a\nb\u{1B}[2J".sanitizedForMessage == "a b[2J", "a line of its own, no control")
  }
}
