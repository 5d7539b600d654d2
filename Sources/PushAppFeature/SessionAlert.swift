import PushCore

/// The alerts of the account and My languages, which the root raises and answers.
public enum SessionAlert: Equatable, Sendable {
  /// The app's confirmation before logging out (`AccountViewController.swift`).
  case logoutConfirmation
  /// A language that is not the primary: remove it (asked here, not done at once) or make it primary.
  case languageChoice(String)
  /// The primary language cannot be removed until another one is primary.
  case primaryLanguage(String, others: Int)

  /// What a button does.
  public enum Action: Equatable, Sendable {
    case dismiss
    case logOut
    case removeLanguage(String)
    case makePrimary(String)
  }

  public var title: String {
    switch self {
    case .logoutConfirmation: "Are you sure you want to log out?"
    case .languageChoice(let code): "\(LanguageCode.name(code)) (\(code))"
    case .primaryLanguage(let code, _): "\(LanguageCode.name(code)) is your primary language"
    }
  }

  public var message: String {
    switch self {
    case .logoutConfirmation: return ""
    case .languageChoice(let code):
      let name = LanguageCode.name(code)
      return "Remove \(name) from your languages? This device then stops setting your push choices on "
        + "\(code).wikipedia.org. Or make it the primary language, whose wiki your choices are read from."
    case .primaryLanguage(let code, let others):
      let how =
        others > 0
        ? "To remove it, first choose another of your languages and make it primary."
        : "Add another language first, make it primary, and then \(LanguageCode.name(code)) can be removed."
      return "Your push choices are read from \(code).wikipedia.org. \(how)"
    }
  }

  public var buttons: [(label: String, action: Action)] {
    switch self {
    case .logoutConfirmation: [("Log out", .logOut), ("Cancel", .dismiss)]
    case .languageChoice(let code):
      [
        ("Remove \(LanguageCode.name(code))", .removeLanguage(code)), ("Make Primary", .makePrimary(code)),
        ("Cancel", .dismiss),
      ]
    case .primaryLanguage: [("OK", .dismiss)]
    }
  }
}
