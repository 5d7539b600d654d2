extension Wiki {
  /// The database name Echo gives cross-wiki notifications under (`enwiki`, `wikidatawiki`, `commonswiki`).
  public var databaseName: String {
    switch self {
    case .language(let code): code.replacing("-", with: "_") + "wiki"
    case .wikidata: "wikidatawiki"
    case .commons: "commonswiki"
    }
  }

  /// The wiki a database name stands for.
  public init?(databaseName name: String) {
    switch name {
    case "wikidatawiki": self = .wikidata
    case "commonswiki": self = .commons
    default:
      guard name.hasSuffix("wiki") else { return nil }
      let code = String(name.dropLast(4)).replacing("_", with: "-")
      guard LanguageCode.isValid(code) else { return nil }
      self = .language(code)
    }
  }
}
