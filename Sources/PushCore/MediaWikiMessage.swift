/// A MediaWiki interface message with its parameters put in, as `Message::text()` does for the wikitext the
/// app's and Echo's messages use: `{{PLURAL:$n|…}}` by the number in parameter n and the language's rule,
/// `{{GENDER:…|male|female|unknown}}` by the form for a user whose gender is not known (nobody here has set
/// one), `{{GRAMMAR:case|word}}` as the word, then each `$n`. The app's translations (`Localizer`) and the
/// simulated Echo's headers are both filled here.
public enum MediaWikiMessage {
  public static func fill(_ text: String, arguments: [String], plural: PluralRule) -> String {
    let scalars = Array(choosePlurals(text, arguments: arguments, plural: plural).unicodeScalars)
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

  static func has(_ literal: [Unicode.Scalar], in scalars: [Unicode.Scalar], at start: Int) -> Bool {
    guard start >= 0, start + literal.count <= scalars.count else { return false }
    for offset in literal.indices where scalars[start + offset] != literal[offset] { return false }
    return true
  }

  /// Each `{{PLURAL:…}}`, `{{GENDER:…}}` and `{{GRAMMAR:…}}` replaced by the form chosen, the innermost first
  /// (Hebrew nests a GENDER in a PLURAL's form).
  static func choosePlurals(_ text: String, arguments: [String], plural rule: PluralRule) -> String {
    let words: [(open: [Unicode.Scalar], kind: Int)] = [
      (Array("{{PLURAL:".unicodeScalars), 0), (Array("{{GENDER:".unicodeScalars), 1),
      (Array("{{GRAMMAR:".unicodeScalars), 2),
    ]
    var scalars = Array(text.unicodeScalars)
    var searchEnd = scalars.count
    while let start = (0..<searchEnd).reversed().first(where: { index in
      words.contains { has($0.open, in: scalars, at: index) }
    }) {
      let word = words.first { has($0.open, in: scalars, at: start) }!
      guard
        let close = (start + word.open.count..<scalars.count).first(where: { has(["}", "}"], in: scalars, at: $0) })
      else {
        searchEnd = start
        continue
      }
      let body = String(String.UnicodeScalarView(scalars[(start + word.open.count)..<close]))
      let parts = body.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
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
      scalars.replaceSubrange(start..<(close + 2), with: chosen.unicodeScalars)
      searchEnd = start
    }
    return String(String.UnicodeScalarView(scalars))
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
