import PushCore
import Testing

@Suite struct TextFieldTests {
  @Test func typingASCIIAtTheEnd_endsAsTheGeneralInsertDoes() {
    // Key by key (the shortcut) against one paste of the same text (the general path), up to the limit.
    let typed = "Hello, world ~ 90 {x}"
    var keys = TextField("", limit: 12)
    for character in typed { keys.apply(.insert(String(character))) }
    var pasted = TextField("", limit: 12)
    pasted.apply(.insert(typed))
    #expect(keys == pasted)
    #expect(keys.text == "Hello, world" && keys.cursor == 12)
    // Not at the end, or after a text that is not ASCII, or a control: the general path, same rules.
    var middle = TextField("ac", cursor: 1)
    middle.apply(.insert("b"))
    #expect(middle.text == "abc" && middle.cursor == 2)
    var accented = TextField("e\u{301}")
    accented.apply(.insert("x"))
    #expect(accented.text == "e\u{301}x" && accented.cursor == 2)
    var control = TextField("a")
    control.apply(.insert("\u{7F}"))
    #expect(control.text == "a" && control.cursor == 1)
  }

  @Test func editing_countsCharactersAsTheUserSeesThem() {
    var field = TextField("")
    for text in ["e\u{301}", "👍🏽", "日", "a"] { field.apply(.insert(text)) }
    #expect(field.text.count == 4)
    #expect(field.cursor == 4)
    field.apply(.left)
    field.apply(.left)
    field.apply(.deleteBackward)  // removes 👍🏽 whole, not its skin-tone modifier
    #expect(field.text == "e\u{301}日a")
    #expect(field.cursor == 1)
    field.apply(.deleteForward)
    #expect(field.text == "e\u{301}a")
    field.apply(.home)
    field.apply(.deleteBackward)
    #expect(field.text == "e\u{301}a", "nothing before the start")
    field.apply(.end)
    field.apply(.right)
    #expect(field.cursor == 2, "stops at the end")
  }

  @Test func insert_dropsControlCharactersAndEscapes_lineBreaksAndTabsBecomeSpaces() {
    var field = TextField("ab", cursor: 1)
    field.apply(.insert("x\u{1b}[2Jy\u{7}\n"))
    #expect(field.text == "ax[2Jy b")
    #expect(field.cursor == 7)
    field.apply(.insert("\tz\r"))
    #expect(field.text == "ax[2Jy  z b")
  }

  @Test func paste_aWindowsLineEnd_isOneSpace() {
    var field = TextField("")
    field.apply(.insert("one\r\ntwo\n\rthree\r\n\r\nfour"))
    #expect(field.text == "one two  three  four", "CR LF is one break; LF CR and two CR LFs are two")
  }

  @Test func combiningMark_joinsTheCharacterBeforeIt() {
    var field = TextField("e")
    field.apply(.insert("\u{301}"))
    #expect(field.text == "e\u{301}")
    #expect(field.text.count == 1)
    #expect(field.cursor == 1)
  }
}

extension TextFieldTests {
  /// A runaway paste stops at the limit, so every later keystroke stays cheap.
  @Test func insert_stopsAtTheLimit() {
    var field = TextField("ab", limit: 5)
    field.apply(.insert(String(repeating: "x", count: 100_000)))
    #expect(field.text == "abxxx" && field.cursor == 5)
    field.apply(.insert("y"))
    #expect(field.text == "abxxx", "full: nothing more goes in")
    field.apply(.replaceAll("日本語日本語"))
    #expect(field.text == "日本語日本")
  }
}
