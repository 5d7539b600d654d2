/// An article of the built-in set the simulation knows: what the article screen shows and where its
/// description is kept.
public struct Article: Equatable, Hashable, Sendable, Identifiable {
  /// "en:Ada Lovelace": the language and the title, unique in the set. Kept, not made each time: the
  /// editor's screen looks its article up on every keystroke.
  public let id: String
  public let language: String
  public let title: String
  /// Its Wikidata item, where every language but English keeps the description.
  public var item: String
  /// The description when the run starts; nil shows the "Add title description" CTA.
  public var description: String?
  public var lead: String

  public init(language: String, title: String, item: String, description: String?, lead: String) {
    self.language = language
    self.title = title
    id = "\(language):\(title)"
    self.item = item
    self.description = description
    self.lead = lead
  }

  public var wiki: Wiki { .language(language) }

  /// Where a description of this article is saved, and so where a revert of it happens.
  public var descriptionWiki: Wiki { language == "en" ? .language("en") : .wikidata }

  /// The built-in set: two articles per language, one without a description and one with.
  public static let library: [Article] = [
    Article(
      language: "en", title: "Mount Kenya", item: "Q43292", description: nil,
      lead:
        "Mount Kenya is the highest mountain in Kenya and the second-highest in Africa, after Kilimanjaro. Its highest peaks are Batian and Nelion."
    ),
    Article(
      language: "en", title: "Ada Lovelace", item: "Q7259", description: "English mathematician (1815–1852)",
      lead:
        "Augusta Ada King, Countess of Lovelace, was an English mathematician and writer, chiefly known for her work on Charles Babbage's Analytical Engine."
    ),
    Article(
      language: "de", title: "Korallenriff", item: "Q11292", description: nil,
      lead:
        "Korallenriffe sind Strukturen im Meer, die von Steinkorallen aufgebaut werden. Sie kommen vor allem in tropischen Gewässern vor."
    ),
    Article(
      language: "de", title: "Berlin", item: "Q64", description: "Hauptstadt und Land der Bundesrepublik Deutschland",
      lead:
        "Berlin ist die Hauptstadt und ein Land der Bundesrepublik Deutschland und mit rund 3,8 Millionen Einwohnern ihre bevölkerungsreichste Stadt."
    ),
    Article(
      language: "fr", title: "Photosynthèse", item: "Q11982", description: nil,
      lead:
        "La photosynthèse est le processus par lequel les plantes produisent de la matière organique grâce à l'énergie lumineuse."
    ),
    Article(
      language: "fr", title: "Jazz", item: "Q8341", description: "genre musical",
      lead:
        "Le jazz est un genre musical né aux États-Unis au début du XXe siècle, issu de la rencontre des musiques africaines et européennes."
    ),
    Article(
      language: "es", title: "Tokio", item: "Q1490", description: nil,
      lead: "Tokio es la capital de facto de Japón y una de las áreas metropolitanas más pobladas del mundo."
    ),
    Article(
      language: "ja", title: "富士山", item: "Q39231", description: nil,
      lead: "富士山は、静岡県と山梨県に跨る活火山である。標高3776メートル、日本最高峰の独立峰である。"
    ),
  ]

  /// The built-in articles in these languages, in the languages' order.
  public static func library(for languages: [String]) -> [Article] {
    languages.flatMap { language in library.filter { $0.language == language } }
  }

  public static func find(_ id: String) -> Article? { library.first { $0.id == id } }

  /// Explore's top read: the primary language's built-in articles (the feed is the primary wiki's).
  public static func topRead(for languages: [String]) -> [Article] { library(for: Array(languages.prefix(1))) }
}

/// The description editor's rules (seed 003): 1 to 90 characters as the user sees them, longer allowed
/// with a warning, whitespace normalised on publish.
public enum DescriptionRules {
  public static let limit = 90

  /// Runs of whitespace (newlines and tabs too) become one space; none at either end.
  public static func normalized(_ text: String) -> String {
    text.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
  }

  /// Publishing needs something that is not only whitespace.
  public static func canPublish(_ text: String) -> Bool { text.contains { !$0.isWhitespace } }

  /// Over the limit: still publishable, with the warning.
  public static func isTooLong(_ text: String) -> Bool { isTooLong(count: text.count) }

  /// Over the limit, for a text of `count` characters.
  public static func isTooLong(count: Int) -> Bool { count > limit }

  /// The counter, as the app shows it ("12 / 90"); characters as the user sees them.
  public static func counter(_ text: String) -> String { counter(count: text.count) }

  /// The counter for a text of `count` characters.
  public static func counter(count: Int) -> String { "\(count) / \(limit)" }

  /// The warning shown under the field when the text is too long.
  public static let tooLongWarning =
    "Try to keep descriptions short so users can understand the article's subject at a glance"

  /// A description kept on Wikidata that starts with a capital letter: the app warns (`descriptionIsUppercase`,
  /// `description-edit-warning-casing`); English keeps its own in the article, and is never warned.
  public static func warnsOfCasing(_ text: String, onWikidata: Bool) -> Bool {
    guard onWikidata, let first = text.first else { return false }
    return first.isLetter && first.isUppercase
  }

  /// The casing warning's words.
  public static let casingWarning = "Only proper nouns should be capitalized, even at the start of the sentence."
}
