/// A MediaWiki interface message with its parameters put in, as `Message::text()` does for the wikitext the
/// app's and Echo's messages use: `{{PLURAL:$n|…}}` by the number in parameter n and the language's rule,
/// `{{GENDER:…|male|female|unknown}}` by the form for a user whose gender is not known (nobody here has set
/// one), `{{GRAMMAR:case|word}}` as the word, then each `$n`. The app's translations (`Localizer`) and the
/// simulated Echo's headers are both filled here.
public enum MediaWikiMessage {
  /// Works on UTF-8 bytes: the syntax (`{{`, `|`, `}}`, `$n`) is ASCII, and a byte never lands inside a
  /// multi-byte character's sequence (this is on start-up's path in every language but English).
  public static func fill(_ text: String, arguments: [String], plural: PluralRule) -> String {
    // Most of the app's strings have neither templates nor parameters: they are as written.
    guard hasSyntax(text) else { return text }
    let bytes = choosePlurals(Array(text.utf8), arguments: arguments, plural: plural)
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count + 16)
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "$"), index + 1 < bytes.count, bytes[index + 1] >= 0x31, bytes[index + 1] <= 0x39,
        Int(bytes[index + 1] - 0x30) <= arguments.count
      {
        out += arguments[Int(bytes[index + 1] - 0x30) - 1].utf8
        index += 2
        continue
      }
      out.append(byte)
      index += 1
    }
    return String(decoding: out, as: UTF8.self)
  }

  /// Whether `text` has a `$` or a `{` (a parameter or a template), found in one pass over its bytes.
  static func hasSyntax(_ text: String) -> Bool {
    var text = text
    return text.withUTF8 { bytes in bytes.contains { $0 == UInt8(ascii: "$") || $0 == UInt8(ascii: "{") } }
  }

  static let templateWords: [(open: [UInt8], kind: Int)] = [
    (Array("{{PLURAL:".utf8), 0), (Array("{{GENDER:".utf8), 1), (Array("{{GRAMMAR:".utf8), 2),
  ]

  static func has(_ literal: [UInt8], in bytes: [UInt8], at start: Int) -> Bool {
    guard start >= 0, start + literal.count <= bytes.count else { return false }
    for offset in literal.indices where bytes[start + offset] != literal[offset] { return false }
    return true
  }

  /// Each `{{PLURAL:…}}`, `{{GENDER:…}}` and `{{GRAMMAR:…}}` replaced by the form chosen, the innermost first
  /// (Hebrew nests a GENDER in a PLURAL's form).
  static func choosePlurals(_ text: [UInt8], arguments: [String], plural rule: PluralRule) -> [UInt8] {
    var bytes = text
    var searchEnd = bytes.count
    let open = UInt8(ascii: "{")
    let close = UInt8(ascii: "}")
    // The last "{{" that opens one of the three, before `searchEnd`: the innermost, or a later sibling.
    func lastOpening() -> (Int, (open: [UInt8], kind: Int))? {
      var index = searchEnd - 2
      while index >= 0 {
        if bytes[index] == open, bytes[index + 1] == open,
          let word = templateWords.first(where: { has($0.open, in: bytes, at: index) })
        {
          return (index, word)
        }
        index -= 1
      }
      return nil
    }
    while let (start, word) = lastOpening() {
      guard
        let end = (start + word.open.count..<max(start + word.open.count, bytes.count - 1)).first(where: {
          bytes[$0] == close && bytes[$0 + 1] == close
        })
      else {
        searchEnd = start
        continue
      }
      let parts = bytes[(start + word.open.count)..<end].split(
        separator: UInt8(ascii: "|"), omittingEmptySubsequences: false
      ).map { String(decoding: $0, as: UTF8.self) }
      let number =
        Int((parts.first ?? "").dropFirst())
        .flatMap { $0 >= 1 && $0 <= arguments.count ? arguments[$0 - 1] : nil }
        .flatMap { Int($0.filter(\.isNumber)) } ?? 0
      let forms = Array(parts.dropFirst())
      let chosen: String
      switch word.kind {
      case 0: chosen = rule.form(for: number, among: forms)
      case 1: chosen = forms.count > 2 ? forms[2] : forms.first ?? ""
      default: chosen = forms.last ?? ""
      }
      bytes.replaceSubrange(start..<(end + 2), with: chosen.utf8)
      searchEnd = start
    }
    return bytes
  }
}

/// CLDR's plural categories for the languages the replica carries, in the order MediaWiki's `{{PLURAL}}`
/// lists their forms; a form that is not given is the last one given.
public struct PluralRule: Sendable {
  /// The language's code, as `--ui-language` and `uselang` write it.
  public let code: String

  public init(code: String) {
    self.code = code
  }

  /// The form for `n` among `forms`; an explicit `N=text` form wins for exactly N.
  public func form(for n: Int, among forms: [String]) -> String {
    var plain: [String] = []
    for form in forms {
      // On UTF-8, not characters: breaking an Arabic form into graphemes cost more than the rest of the fill.
      let bytes = form.utf8
      if let equals = bytes.firstIndex(of: UInt8(ascii: "=")), let exact = Int(Substring(bytes[..<equals])) {
        if exact == n { return String(Substring(bytes[bytes.index(after: equals)...])) }
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
    switch code {
    case "ja", "zh-hans": return 0
    case "fr": return n <= 1 ? 0 : 1
    case "ru":
      if n % 10 == 1 && n % 100 != 11 { return 0 }
      if (2...4).contains(n % 10) && !(12...14).contains(n % 100) { return 1 }
      return 2
    case "he": return n == 1 ? 0 : n == 2 ? 1 : 2
    case "ar":
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
