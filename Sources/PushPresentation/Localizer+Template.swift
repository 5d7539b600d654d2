import PushAppFeature
import PushCore

extension Localizer {
  /// A string of the app's with run-time parts `$1`, `$2`… (as `Localizable.strings` writes them); `%1` is a
  /// part that must be a number (one a plural is chosen by).
  struct Template: Sendable {
    enum Piece: Equatable, Sendable {
      case literal([Unicode.Scalar])
      case argument(Int, numeric: Bool)
    }
    var pieces: [Piece] = []

    init(_ text: String) {
      var literal: [Unicode.Scalar] = []
      let scalars = Array(text.unicodeScalars)
      var index = 0
      while index < scalars.count {
        let scalar = scalars[index]
        if scalar == "$" || scalar == "%", index + 1 < scalars.count,
          let number = Int(String(scalars[index + 1]))
        {
          if !literal.isEmpty { pieces.append(.literal(literal)) }
          literal = []
          pieces.append(.argument(number, numeric: scalar == "%"))
          index += 2
          continue
        }
        literal.append(scalar)
        index += 1
      }
      if !literal.isEmpty { pieces.append(.literal(literal)) }
    }

    /// Whether `text` has a run-time part (`$1`, `%1`), read as bytes.
    static func hasParts(_ text: String) -> Bool {
      var previous: UInt8 = 0
      for byte in text.utf8 {
        if (previous == UInt8(ascii: "$") || previous == UInt8(ascii: "%")) && byte >= 0x30 && byte <= 0x39 {
          return true
        }
        previous = byte
      }
      return false
    }

    var literalLength: Int {
      pieces.reduce(0) { total, piece in
        if case .literal(let scalars) = piece { return total + scalars.count }
        return total
      }
    }

    /// The run-time parts of `text` by number (`$1` first), or nil where `text` is not this string. A part
    /// is never empty; where a part could end at more than one place, the first that lets the rest match.
    func match(_ text: String) -> [String]? { match(Array(text.unicodeScalars)) }

    func match(_ scalars: [Unicode.Scalar]) -> [String]? {
      // Most strings are not this one: its first and last words tell at once.
      if case .literal(let first)? = pieces.first, !Self.has(first, in: scalars, at: 0) { return nil }
      if case .literal(let last)? = pieces.last, !Self.has(last, in: scalars, at: scalars.count - last.count) {
        return nil
      }
      var found: [Int: Range<Int>] = [:]
      guard match(scalars, from: 0, piece: 0, &found) else { return nil }
      let count = found.keys.max() ?? 0
      return (0..<count).map { number in
        found[number + 1].map { String(String.UnicodeScalarView(scalars[$0])) } ?? ""
      }
    }

    private func match(_ scalars: [Unicode.Scalar], from start: Int, piece: Int, _ found: inout [Int: Range<Int>])
      -> Bool
    {
      guard piece < pieces.count else { return start == scalars.count }
      switch pieces[piece] {
      case .literal(let literal):
        guard Self.has(literal, in: scalars, at: start) else { return false }
        return match(scalars, from: start + literal.count, piece: piece + 1, &found)
      case .argument(let number, let numeric):
        guard start < scalars.count else { return false }
        if piece + 1 == pieces.count {
          guard !numeric || scalars[start...].allSatisfy(Self.isDigit) else { return false }
          found[number] = start..<scalars.count
          return true
        }
        var end = start + 1
        while end <= scalars.count {
          if numeric && !Self.isDigit(scalars[end - 1]) { break }
          found[number] = start..<end
          if match(scalars, from: end, piece: piece + 1, &found) { return true }
          end += 1
        }
        found[number] = nil
        return false
      }
    }

    static func isDigit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }

    static func has(_ literal: [Unicode.Scalar], in scalars: [Unicode.Scalar], at start: Int) -> Bool {
      guard start >= 0, start + literal.count <= scalars.count else { return false }
      for offset in literal.indices where scalars[start + offset] != literal[offset] { return false }
      return true
    }
  }
}

extension PluralRule {
  /// The rule of an app language (English's for the pseudo-languages).
  public init(_ language: UILanguage) { self.init(code: language.rawValue) }
}
