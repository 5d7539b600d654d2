import PushAppFeature

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

    var isLiteral: Bool { !pieces.contains { if case .argument = $0 { true } else { false } } }

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

    /// A translation with its run-time parts put in: `{{PLURAL:$n|…}}` chooses its form by the number in
    /// part n and the language's rule, then each `$n` is part n.
    static func fill(_ translation: String, arguments: [String], plural: PluralRule) -> String {
      let scalars = Array(Self.choosePlurals(translation, arguments: arguments, plural: plural).unicodeScalars)
      var out = ""
      var index = 0
      while index < scalars.count {
        if scalars[index] == "$", index + 1 < scalars.count, let number = Int(String(scalars[index + 1])),
          number >= 1, number <= arguments.count
        {
          out += arguments[number - 1]
          index += 2
          continue
        }
        out.unicodeScalars.append(scalars[index])
        index += 1
      }
      return out
    }

    /// Each `{{PLURAL:$n|one|other}}` replaced by its form for part n's number, and each
    /// `{{GENDER:|male|female|unknown}}` by the form for a user whose gender is not known (the app passes none).
    static func choosePlurals(_ text: String, arguments: [String], plural rule: PluralRule) -> String {
      let plural = Array("{{PLURAL:".unicodeScalars)
      let gender = Array("{{GENDER:".unicodeScalars)
      let scalars = Array(text.unicodeScalars)
      var out = String.UnicodeScalarView()
      var index = 0
      while index < scalars.count {
        let isGender = has(gender, in: scalars, at: index)
        let open = isGender ? gender : plural
        guard isGender || has(plural, in: scalars, at: index),
          let close = (index + open.count..<scalars.count).first(where: { has(["}", "}"], in: scalars, at: $0) })
        else {
          out.append(scalars[index])
          index += 1
          continue
        }
        let body = String(String.UnicodeScalarView(scalars[(index + open.count)..<close]))
        let parts = body.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
        let number =
          Int((parts.first ?? "").dropFirst())
          .flatMap { $0 >= 1 && $0 <= arguments.count ? arguments[$0 - 1] : nil }
          .flatMap { Int($0.filter(\.isNumber)) } ?? 0
        let forms = Array(parts.dropFirst())
        let chosen = isGender ? (forms.count > 2 ? forms[2] : forms.first ?? "") : rule.form(for: number, among: forms)
        out.append(contentsOf: chosen.unicodeScalars)
        index = close + 2
      }
      return String(out)
    }
  }
}

/// CLDR's plural categories for the languages the replica carries, in the order MediaWiki's `{{PLURAL}}`
/// lists their forms; a form that is not given is the last one given.
public struct PluralRule: Sendable {
  public let language: UILanguage

  public init(_ language: UILanguage) {
    self.language = language
  }

  /// The form for `n` among `forms`; an explicit `N=text` form wins for exactly N.
  public func form(for n: Int, among forms: [String]) -> String {
    var plain: [String] = []
    for form in forms {
      if let equals = form.firstIndex(of: "="), let exact = Int(form[..<equals]) {
        if exact == n { return String(form[form.index(after: equals)...]) }
      } else {
        plain.append(form)
      }
    }
    guard !plain.isEmpty else { return "" }
    return plain[min(category(n), plain.count - 1)]
  }

  /// The index of `n`'s category among the language's categories.
  public func category(_ n: Int) -> Int {
    let n = abs(n)
    switch language {
    case .japanese, .simplifiedChinese: return 0
    case .french: return n <= 1 ? 0 : 1
    case .russian:
      if n % 10 == 1 && n % 100 != 11 { return 0 }
      if (2...4).contains(n % 10) && !(12...14).contains(n % 100) { return 1 }
      return 2
    case .hebrew: return n == 1 ? 0 : n == 2 ? 1 : 2
    case .arabic:
      switch n {
      case 0: return 0
      case 1: return 1
      case 2: return 2
      default: return (3...10).contains(n % 100) ? 3 : (11...99).contains(n % 100) ? 4 : 5
      }
    default: return n == 1 ? 0 : 1
    }
  }
}
