import PushCore

/// The alerts of My languages.
extension AlertState {
  /// A language that is not the primary: remove it (asked here, not done at once) or make it primary.
  static func languageChoice(_ code: String) -> AlertState {
    let name = LanguageCode.name(code)
    return AlertState(
      kind: .languageChoice, title: "\(name) (\(code))",
      message:
        "Remove \(name) from your languages? This device then stops setting your push choices on "
        + "\(code).wikipedia.org. Or make it the primary language, whose wiki your choices are read from.",
      buttons: [
        .init("Remove \(name)", .removeLanguage(code)), .init("Make Primary", .makePrimary(code)),
        .init("Cancel", .dismiss),
      ])
  }

  /// The primary language cannot be removed until another one is primary.
  static func primaryLanguage(_ code: String, others: Int) -> AlertState {
    let name = LanguageCode.name(code)
    let how =
      others > 0
      ? "To remove it, first choose another of your languages and make it primary."
      : "Add another language first, make it primary, and then \(name) can be removed."
    return AlertState(
      kind: .languageChoice, title: "\(name) is your primary language",
      message: "Your push choices are read from \(code).wikipedia.org. \(how)", buttons: [.init("OK", .dismiss)])
  }
}
