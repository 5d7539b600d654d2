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
    if language == .doubleLength {
      return .translated(Pseudo.doubled(entry.template ?? Template(entry.text), arguments: arguments))
    }
    let lines = Self.lines(language)
    guard entry.index < lines.count, let translation = lines[entry.index] else { return .fellBack(key: entry.key) }
    let text = MediaWikiMessage.fill(translation, arguments: arguments, plural: PluralRule(language))
    // A section header the app draws in capitals is matched in capitals, and its translation drawn so.
    return .translated(entry.upper ? text.uppercased() : text)
  }

  /// A notification type's name (seed 000's words): Echo's own title for its preference category
  /// (`echo-category-title-…`, singular), else the app's key with the same words (a Notifications Center
  /// filter's), else English with Echo's key named as missing.
  public func typeName(_ type: NotificationType) -> Result? {
    guard language != .english, language != .rightToLeft else { return nil }
    if language == .doubleLength { return .translated(Pseudo.doubled(Template(type.label), arguments: [])) }
    let names = Self.typeNames(language)
    if let index = NotificationType.allCases.firstIndex(of: type), index < names.count, let name = names[index] {
      return .translated(name)
    }
    if case .translated(let text)? = localize(type.label) { return .translated(text) }
    return .fellBack(key: "echo-category-title-\(type.rawValue)")
  }

  /// `localize`'s text: the translation, or the English where there is none.
  public func text(_ english: String) -> String {
    if case .translated(let text)? = localize(english) { return text }
    return english
  }

  /// Made once, on first use: English never reaches it. Only the patterns are taken apart.
  static let table = Table(english, exactOrder: exactOrder, patternIndices: patternIndices)

  /// A language's translations, in `english`'s order (generated as Swift values: nothing to read).
  static func lines(_ language: UILanguage) -> [String?] {
    switch language {
    case .german: germanLines
    case .french: frenchLines
    case .spanish: spanishLines
    case .finnish: finnishLines
    case .japanese: japaneseLines
    case .simplifiedChinese: simplifiedChineseLines
    case .russian: russianLines
    case .arabic: arabicLines
    case .hebrew: hebrewLines
    case .english, .doubleLength, .rightToLeft: []
    }
  }

  /// Echo's titles for the 16 types in the language, singular, in `NotificationType`'s order: filled once, the
  /// first time the language is shown (every frame of the Push notifications screen names them).
  static func typeNames(_ language: UILanguage) -> [String?] {
    switch language {
    case .german: germanTypeNames
    case .french: frenchTypeNames
    case .spanish: spanishTypeNames
    case .finnish: finnishTypeNames
    case .japanese: japaneseTypeNames
    case .simplifiedChinese: simplifiedChineseTypeNames
    case .russian: russianTypeNames
    case .arabic: arabicTypeNames
    case .hebrew: hebrewTypeNames
    case .english, .doubleLength, .rightToLeft: []
    }
  }
  static let germanTypeNames = singular(germanTypeTitles, .german)
  static let frenchTypeNames = singular(frenchTypeTitles, .french)
  static let spanishTypeNames = singular(spanishTypeTitles, .spanish)
  static let finnishTypeNames = singular(finnishTypeTitles, .finnish)
  static let japaneseTypeNames = singular(japaneseTypeTitles, .japanese)
  static let simplifiedChineseTypeNames = singular(simplifiedChineseTypeTitles, .simplifiedChinese)
  static let russianTypeNames = singular(russianTypeTitles, .russian)
  static let arabicTypeNames = singular(arabicTypeTitles, .arabic)
  static let hebrewTypeNames = singular(hebrewTypeTitles, .hebrew)

  static func singular(_ titles: [String?], _ language: UILanguage) -> [String?] {
    titles.map { $0.map { MediaWikiMessage.fill($0, arguments: ["1"], plural: PluralRule(language)) } }
  }
}

extension Localizer {
  /// The English patterns: exact strings by a binary search over the generated order, strings with run-time
  /// parts tried in turn.
  struct Table: Sendable {
    /// One English string of the app's: its key, and its form as drawn.
    struct Entry: Sendable {
      var key: String
      /// A section header the app draws in capitals (the generated key ends in `#upper`).
      var upper: Bool
      /// The English as drawn; taken apart (`template`) only where it has run-time parts.
      var text: String
      var template: Template?
      /// Its place in `english`, and so in each language's lines.
      var index: Int

      init(_ english: [(key: String, text: String)], _ index: Int, template: Template? = nil) {
        let (name, text) = english[index]
        let suffix = "#upper"
        upper = name.hasSuffix(suffix)
        key = upper ? String(name.dropLast(suffix.count)) : name
        self.text = text
        self.template = template
        self.index = index
      }
    }
    let english: [(key: String, text: String)]
    /// English with no run-time part: indices into `english`, by the text's UTF-8 bytes.
    let exactOrder: [Int]
    /// English with run-time parts (`$1`), tried in order: longest literal text first.
    var patterns: [Entry] = []

    init(_ english: [(key: String, text: String)], exactOrder: [Int], patternIndices: [Int]) {
      self.english = english
      self.exactOrder = exactOrder
      patterns = patternIndices.map { Entry(english, $0, template: Template(english[$0].text)) }
      patterns.sort { ($0.template?.literalLength ?? 0) > ($1.template?.literalLength ?? 0) }
    }

    /// The entry and the run-time parts of an English string of the app's.
    func match(_ text: String) -> (Entry, [String])? {
      if let index = exact(text) { return (Entry(english, index), []) }
      let scalars = Array(text.unicodeScalars)
      for entry in patterns {
        if let arguments = entry.template?.match(scalars) { return (entry, arguments) }
      }
      return nil
    }

    /// The index in `english` of `text` when it is one of the strings with no run-time part.
    func exact(_ text: String) -> Int? {
      var low = 0
      var high = exactOrder.count - 1
      while low <= high {
        let middle = (low + high) / 2
        let index = exactOrder[middle]
        let order = TextKey.compareBytes(english[index].text, text)
        if order == 0 { return index }
        if order < 0 { low = middle + 1 } else { high = middle - 1 }
      }
      return nil
    }
  }
}
