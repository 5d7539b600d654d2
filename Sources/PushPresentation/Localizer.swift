import PushAppFeature
import PushCore

/// The app's words in the app's language. The screens are made in English, the app's development language;
/// each string that is one of the app's own (a key of its `Localizable.strings`, as `Screens/STRINGS.md`
/// names them) is then replaced by that key's translation, with what was filled in at run time (a user
/// name, a count) carried over. Data (article titles, user names, Echo's texts) is left as it is.
public struct Localizer: Sendable {
  public let language: UILanguage

  public init(_ language: UILanguage) {
    self.language = language
  }

  /// What became of one string.
  public enum Result: Equatable, Sendable {
    /// The app's string, in the language.
    case translated(String)
    /// The app's string, but the language has no translation of its key: iOS shows the development
    /// language's (English), and the QA detail says so.
    case fellBack(key: String)
  }

  /// The string in the language; nil where it is not one of the app's strings (data, the replica's words).
  public func localize(_ english: String) -> Result? {
    guard language != .english, language != .rightToLeft, !english.isEmpty else { return nil }
    guard let (entry, arguments) = Self.table.match(english) else { return nil }
    if language == .doubleLength { return .translated(Pseudo.doubled(entry.template, arguments: arguments)) }
    guard let translation = Self.translations(language)[entry.key] else { return .fellBack(key: entry.key) }
    let text = Template.fill(translation, arguments: arguments, plural: PluralRule(language))
    // A section header the app draws in capitals is matched in capitals, and its translation drawn so.
    return .translated(entry.upper ? text.uppercased() : text)
  }

  /// A notification type's name (seed 000's words): Echo's own title for its preference category
  /// (`echo-category-title-…`, singular), else the app's key with the same words (a Notifications Center
  /// filter's), else English with Echo's key named as missing.
  public func typeName(_ type: NotificationType) -> Result? {
    guard language != .english, language != .rightToLeft else { return nil }
    if language == .doubleLength { return .translated(Pseudo.doubled(Template(type.label), arguments: [])) }
    let key = "echo-category-title-\(type.rawValue)"
    if let title = Self.translations(language)[key] {
      return .translated(Template.fill(title, arguments: ["1"], plural: PluralRule(language)))
    }
    if case .translated(let text)? = localize(type.label) { return .translated(text) }
    return .fellBack(key: key)
  }

  /// `localize`'s text: the translation, or the English where there is none.
  public func text(_ english: String) -> String {
    if case .translated(let text)? = localize(english) { return text }
    return english
  }

  /// Made once, on first use: English never reaches it.
  static let table = Table(english: englishSource)

  /// One language's translations by key, read on first use (only the language shown is ever read).
  static func translations(_ language: UILanguage) -> [String: String] {
    switch language {
    case .german: german
    case .french: french
    case .spanish: spanish
    case .finnish: finnish
    case .japanese: japanese
    case .simplifiedChinese: simplifiedChinese
    case .russian: russian
    case .arabic: arabic
    case .hebrew: hebrew
    case .english, .doubleLength, .rightToLeft: [:]
    }
  }
  static let german = Table.translations(.german)
  static let french = Table.translations(.french)
  static let spanish = Table.translations(.spanish)
  static let finnish = Table.translations(.finnish)
  static let japanese = Table.translations(.japanese)
  static let simplifiedChinese = Table.translations(.simplifiedChinese)
  static let russian = Table.translations(.russian)
  static let arabic = Table.translations(.arabic)
  static let hebrew = Table.translations(.hebrew)
}

extension Localizer {
  /// The English patterns by key and each language's translations, read from the generated sources.
  struct Table: Sendable {
    /// One English string of the app's: its key, and its form as drawn.
    struct Entry: Sendable {
      var key: String
      /// A section header the app draws in capitals (the generated key ends in `#upper`).
      var upper: Bool
      var template: Template
    }
    /// English with no run-time part, by its text.
    var exact: [String: Entry] = [:]
    /// English with run-time parts (`$1`), tried in order: longest literal text first.
    var patterns: [Entry] = []

    init(english: String) {
      let suffix = "#upper"
      for (name, text) in Self.lines(english) {
        let upper = name.hasSuffix(suffix)
        let entry = Entry(
          key: upper ? String(name.dropLast(suffix.count)) : name, upper: upper, template: Template(text))
        if entry.template.isLiteral {
          if exact[text] == nil { exact[text] = entry }
        } else {
          patterns.append(entry)
        }
      }
      patterns.sort { $0.template.literalLength > $1.template.literalLength }
    }

    static func translations(_ language: UILanguage) -> [String: String] {
      guard let source = translationSources.first(where: { $0.0 == language })?.1 else { return [:] }
      var byKey: [String: String] = [:]
      for (key, text) in lines(source) { byKey[key] = text }
      return byKey
    }

    /// The entry and the run-time parts of an English string of the app's.
    func match(_ english: String) -> (Entry, [String])? {
      if let entry = exact[english] { return (entry, []) }
      let scalars = Array(english.unicodeScalars)
      for entry in patterns {
        if let arguments = entry.template.match(scalars) { return (entry, arguments) }
      }
      return nil
    }

    /// `key<TAB>text` lines; `\n`, `\t` and `\\` escaped in the text.
    static func lines(_ source: String) -> [(String, String)] {
      source.split(separator: "\n").compactMap { line in
        guard let tab = line.firstIndex(of: "\t") else { return nil }
        return (String(line[..<tab]), unescape(line[line.index(after: tab)...]))
      }
    }

    static func unescape(_ text: Substring) -> String {
      guard text.contains("\\") else { return String(text) }
      var out = ""
      var escaped = false
      for character in text {
        if escaped {
          out.append(character == "n" ? "\n" : character == "t" ? "\t" : character)
          escaped = false
        } else if character == "\\" {
          escaped = true
        } else {
          out.append(character)
        }
      }
      return out
    }
  }
}
