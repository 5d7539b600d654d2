import PushCore
import Testing

@Suite struct JSONParserTests {
  @Test func parse_nestedDocument_roundTripsThroughSerialization() throws {
    let text = #"{"a":[1,2.5,true,false,null],"b":{"c":"d\"e\\f\n\u00e9\ud83d\ude00"}}"#
    let value = try JSONParser.parse(text)
    #expect(value["a"]?.arrayValue?.count == 5)
    #expect(value["b"]?["c"]?.stringValue == "d\"e\\f\né😀")
    #expect(try JSONParser.parse(value.serialized) == value)
  }

  @Test func parse_keepsKeyOrder() throws {
    let value = try JSONParser.parse(#"{"z":1,"a":2}"#)
    #expect(value.objectValue?.map(\.0) == ["z", "a"])
    #expect(value.serialized == #"{"z":1,"a":2}"#)
  }

  @Test(arguments: [
    "", "{", "[1,]", "{\"a\" 1}", "tru", "\"abc", "{} x", "01x", "\"\u{01}\"", "-", "0005", ".5", "+1", "1.", "1e",
    "-.5", "01", "1e+", "[1.e5]", "1e999",
  ])
  func parse_malformedText_throwsWithOffset(_ text: String) {
    #expect(throws: JSONParser.Failure.self) { try JSONParser.parse(text) }
  }

  @Test func parse_deepNesting_isRefusedNotCrashed() {
    let text = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
    #expect(throws: JSONParser.Failure.self) { try JSONParser.parse(text) }
  }

  @Test func serialize_controlCharacters_areEscaped() {
    #expect(JSONValue.string("a\u{1B}[2Jb\u{07}").serialized == #""a\u001b[2Jb\u0007""#)
  }

  @Test func parse_numbersRFC8259Allows() throws {
    for (text, value) in [
      ("0", 0.0), ("-0", 0), ("10", 10), ("0.5", 0.5), ("-1.25e2", -125), ("1E-2", 0.01), ("2e+3", 2000),
    ] {
      #expect(try JSONParser.parse(text) == .number(value), "\(text)")
    }
  }
}

/// Issue 28, item 2: a trace, a recording or a state file shown with `cat` acts on nothing: every control,
/// C1 and bidirectional control is escaped, and reads back as it was.
@Suite struct JSONSerializationSafetyTests {
  @Test func serialized_escapesEveryUnsafeScalar_andReadsBack() throws {
    let text = "a\u{1B}]52;c;eA==\u{7}b\u{9B}c\u{7F}d\u{202E}e\u{2066}f"
    let json = JSONValue.string(text).serialized
    #expect(json == #""a\u001b]52;c;eA==\u0007b\u009bc\u007fd\u202ee\u2066f""#)
    #expect(try JSONParser.parse(json) == .string(text))
  }
}

/// Issue 28, item 9: what parsers disagree on is refused, the same way each time.
@Suite struct JSONParserAmbiguityTests {
  @Test(arguments: [
    #"{"a":1,"a":2}"#, #"{"loggedIn":true,"x":{},"loggedIn":false}"#, #"{"a":{"b":1,"b":1}}"#,
  ])
  func parse_duplicateKey_isRefused(_ text: String) {
    #expect(throws: JSONParser.Failure.self) { try JSONParser.parse(text) }
  }

  @Test func parse_sameKeyInDifferentObjects_isFine() throws {
    #expect(try JSONParser.parse(#"[{"a":1},{"a":2}]"#) == .array([.object([("a", 1)]), .object([("a", 2)])]))
  }

  @Test(arguments: [#""\ud800""#, #""\ud800x""#, #""\ud800\u0041""#, #""\udc00""#, #""a\udfffb""#])
  func parse_loneSurrogate_isRefusedWhateverFollows(_ text: String) {
    #expect(throws: JSONParser.Failure.self) { try JSONParser.parse(text) }
  }

  @Test func parse_surrogatePair_isOneScalar() throws {
    #expect(try JSONParser.parse(#""\ud83d\ude00""#) == .string("😀"))
  }

  @Test(arguments: ["9007199254740993", "-9007199254740993", "12345678901234567890", "100000000000000000"])
  func parse_integerBeyond2to53_isRefused(_ text: String) {
    #expect(throws: JSONParser.Failure.self) { try JSONParser.parse(text) }
  }

  @Test(arguments: ["9007199254740992", "-9007199254740992", "1e300", "12345678901234567.5", "0"])
  func parse_numbersADoubleHolds_areTaken(_ text: String) throws {
    _ = try JSONParser.parse(text)
  }
}
