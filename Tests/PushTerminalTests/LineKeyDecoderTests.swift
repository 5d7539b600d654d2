import PushTerminal
import Testing

@Suite struct LineKeyDecoderTests {
  @Test func decode_textEditsAndEnter() {
    var decoder = LineKeyDecoder()
    #expect(
      decoder.decode(Array("ab\u{7F}c\u{17}\u{15}\r".utf8)) == [
        .text("ab"), .erase, .text("c"), .eraseWord, .eraseLine, .enter,
      ])
    #expect(decoder.decode(Array("x\r\n".utf8)) == [.text("x"), .enter], "CR LF is one Enter")
    #expect(
      decoder.decode(Array("x\r\ny\n".utf8)) == [.text("x"), .pastedLineBreak, .text("y"), .enter],
      "a line break with text after it in the same read was pasted")
    #expect(decoder.decode([0x04]) == [.end])
    #expect(decoder.decode(Array("a\tb".utf8)) == [.text("a b")], "a tab is a space")
  }

  /// Arrows and function keys are skipped whole; a lone Esc is Esc.
  @Test func decode_escapeSequencesAreSkipped_aLoneEscIsEsc() {
    var decoder = LineKeyDecoder()
    #expect(decoder.decode(Array("1\u{1B}[A2\u{1B}OB3\u{1B}[15~".utf8)) == [.text("1"), .text("2"), .text("3")])
    #expect(decoder.decode([0x1B]) == [.escape])
    #expect(decoder.decode(Array("\u{1B}x".utf8)) == [.escape, .text("x")])
    #expect(decoder.decode([0x01, 0x02, 0x07]).isEmpty, "other control bytes are dropped")
  }

  /// A character split across two reads arrives whole.
  @Test func decode_aCharacterSplitAcrossReads_arrivesWhole() {
    var decoder = LineKeyDecoder()
    let bytes = Array("é日".utf8)
    #expect(decoder.decode(bytes[0..<1]).isEmpty)
    #expect(decoder.decode(bytes[1..<3]) == [.text("é")])
    #expect(decoder.decode(bytes[3...]) == [.text("日")])
  }
}
