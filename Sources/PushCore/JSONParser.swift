/// A strict JSON parser (RFC 8259) that reports where the text went wrong.
public struct JSONParser {
  public struct Failure: Error, Equatable, Sendable, CustomStringConvertible {
    public var offset: Int
    public var reason: String
    public var description: String { "\(reason) at byte \(offset)" }
  }

  private let bytes: [UInt8]
  private var index = 0
  private var depth = 0

  public static func parse(_ text: String) throws(Failure) -> JSONValue {
    var parser = JSONParser(bytes: Array(text.utf8))
    parser.skipSpace()
    let value = try parser.value()
    parser.skipSpace()
    guard parser.index == parser.bytes.count else { throw parser.fail("unexpected text after the document") }
    return value
  }

  private init(bytes: [UInt8]) { self.bytes = bytes }

  private func fail(_ reason: String) -> Failure { Failure(offset: index, reason: reason) }

  private mutating func skipSpace() {
    while index < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[index]) { index += 1 }
  }

  private mutating func value() throws(Failure) -> JSONValue {
    guard index < bytes.count else { throw fail("unexpected end of text") }
    switch bytes[index] {
    case UInt8(ascii: "{"): return try object()
    case UInt8(ascii: "["): return try array()
    case UInt8(ascii: "\""): return .string(try string())
    case UInt8(ascii: "t"): try literal("true"); return .bool(true)
    case UInt8(ascii: "f"): try literal("false"); return .bool(false)
    case UInt8(ascii: "n"): try literal("null"); return .null
    default: return try number()
    }
  }

  private mutating func literal(_ word: String) throws(Failure) {
    let w = Array(word.utf8)
    guard index + w.count <= bytes.count, Array(bytes[index..<index + w.count]) == w else {
      throw fail("unexpected character")
    }
    index += w.count
  }

  private mutating func nest() throws(Failure) {
    depth += 1
    if depth > 256 { throw fail("nested too deeply") }
  }

  private mutating func object() throws(Failure) -> JSONValue {
    try nest()
    index += 1
    var pairs: [(String, JSONValue)] = []
    skipSpace()
    if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
      index += 1
      depth -= 1
      return .object(pairs)
    }
    // A key given twice is refused: parsers disagree on which one counts (the first was taken here, most take
    // the last), so two readers of one answer could act on different values.
    var keys: Set<String> = []
    while true {
      skipSpace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw fail("expected a key") }
      let keyStart = index
      let key = try string()
      guard keys.insert(key).inserted else {
        index = keyStart
        throw fail("the key \"\(key.prefix(40))\" appears twice in one object")
      }
      skipSpace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw fail("expected ':'") }
      index += 1
      skipSpace()
      pairs.append((key, try value()))
      skipSpace()
      guard index < bytes.count else { throw fail("unexpected end of text") }
      if bytes[index] == UInt8(ascii: ",") {
        index += 1
      } else if bytes[index] == UInt8(ascii: "}") {
        index += 1
        depth -= 1
        return .object(pairs)
      } else {
        throw fail("expected ',' or '}'")
      }
    }
  }

  private mutating func array() throws(Failure) -> JSONValue {
    try nest()
    index += 1
    var items: [JSONValue] = []
    skipSpace()
    if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
      index += 1
      depth -= 1
      return .array(items)
    }
    while true {
      skipSpace()
      items.append(try value())
      skipSpace()
      guard index < bytes.count else { throw fail("unexpected end of text") }
      if bytes[index] == UInt8(ascii: ",") {
        index += 1
      } else if bytes[index] == UInt8(ascii: "]") {
        index += 1
        depth -= 1
        return .array(items)
      } else {
        throw fail("expected ',' or ']'")
      }
    }
  }

  private mutating func hex4() throws(Failure) -> UInt32 {
    guard index + 4 <= bytes.count else { throw fail("short \\u escape") }
    var v: UInt32 = 0
    for _ in 0..<4 {
      let c = bytes[index]
      let d: UInt32
      switch c {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): d = UInt32(c - UInt8(ascii: "0"))
      case UInt8(ascii: "a")...UInt8(ascii: "f"): d = UInt32(c - UInt8(ascii: "a") + 10)
      case UInt8(ascii: "A")...UInt8(ascii: "F"): d = UInt32(c - UInt8(ascii: "A") + 10)
      default: throw fail("bad \\u escape")
      }
      v = v * 16 + d
      index += 1
    }
    return v
  }

  private mutating func string() throws(Failure) -> String {
    index += 1
    var out: [UInt8] = []
    while true {
      guard index < bytes.count else { throw fail("unterminated string") }
      let c = bytes[index]
      if c == UInt8(ascii: "\"") {
        index += 1
        break
      }
      if c < 0x20 { throw fail("control character in string") }
      if c != UInt8(ascii: "\\") {
        out.append(c)
        index += 1
        continue
      }
      index += 1
      guard index < bytes.count else { throw fail("unterminated escape") }
      let e = bytes[index]
      index += 1
      switch e {
      case UInt8(ascii: "\""): out.append(0x22)
      case UInt8(ascii: "\\"): out.append(0x5C)
      case UInt8(ascii: "/"): out.append(0x2F)
      case UInt8(ascii: "b"): out.append(0x08)
      case UInt8(ascii: "f"): out.append(0x0C)
      case UInt8(ascii: "n"): out.append(0x0A)
      case UInt8(ascii: "r"): out.append(0x0D)
      case UInt8(ascii: "t"): out.append(0x09)
      case UInt8(ascii: "u"):
        var scalar = try hex4()
        // A surrogate stands only as the first half of a pair followed by its second: any other is refused,
        // the same whatever follows it (a lone one became U+FFFD, a high one before another escape was refused).
        if (0xDC00..<0xE000).contains(scalar) { throw fail("a lone surrogate \\u\(String(scalar, radix: 16))") }
        if (0xD800..<0xDC00).contains(scalar) {
          guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u")
          else { throw fail("a lone surrogate \\u\(String(scalar, radix: 16))") }
          index += 2
          let low = try hex4()
          guard (0xDC00..<0xE000).contains(low) else {
            throw fail("a lone surrogate \\u\(String(scalar, radix: 16))")
          }
          scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
        }
        let s = Unicode.Scalar(scalar) ?? "\u{FFFD}"
        out.append(contentsOf: Array(String(s).utf8))
      default: throw fail("bad escape")
      }
    }
    return String(decoding: out, as: UTF8.self)
  }

  /// RFC 8259's grammar exactly: `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`, so `0005`, `.5`,
  /// `+1`, `1.` and `1e` are refused.
  private mutating func number() throws(Failure) -> JSONValue {
    let start = index
    func isDigit(_ i: Int) -> Bool { i < bytes.count && (0x30...0x39).contains(bytes[i]) }
    func digits() -> Bool {
      guard isDigit(index) else { return false }
      while isDigit(index) { index += 1 }
      return true
    }
    func refuse() -> Failure {
      let failure = fail("not a number RFC 8259 allows")
      index = start
      return failure
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
    guard isDigit(index) else {
      index = start
      throw fail("unexpected character")
    }
    if bytes[index] == UInt8(ascii: "0") {
      index += 1
      if isDigit(index) { throw refuse() }  // A leading zero.
    } else {
      _ = digits()
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      index += 1
      guard digits() else { throw refuse() }
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
      index += 1
      if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
      guard digits() else { throw refuse() }
    }
    let text = String(decoding: bytes[start..<index], as: UTF8.self)
    guard let n = Double(text), n.isFinite else { throw refuse() }
    // An integer a double cannot hold exactly (beyond 2^53) is refused rather than changed: an id or a count
    // read as its neighbour would be a wrong answer, not a bad one.
    if !text.contains(where: { $0 == "." || $0 == "e" || $0 == "E" }) {
      let magnitude = text.hasPrefix("-") ? text.dropFirst() : Substring(text)
      if magnitude.count > 16 || (magnitude.count == 16 && magnitude > "9007199254740992") {
        let failure = fail("the integer \(text.prefix(40)) is beyond 2^53, so it cannot be kept exactly")
        index = start
        throw Failure(offset: start, reason: failure.reason)
      }
    }
    return .number(n)
  }
}
