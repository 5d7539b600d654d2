import PushCore

/// What the simulated wikis' notifications may plausibly be: a fixed table of where each type happens and
/// what page it names, so that the inbox shows no translation milestone on Wikidata, no article revert on
/// Commons, no page footer on a rights change (a designer's review, issue 35).
extension SimulatedWorld {
  /// Types that happen only on a Wikipedia: an article's (links, reviews, reverts, Wikidata connections,
  /// translations, edit milestones) and the login notices of LoginNotify, as the replica's users meet them.
  static func onWikipediasOnly(_ category: NotificationType) -> Bool {
    switch category {
    case .cx, .articleLinked, .wikibaseAction, .pageReview, .thankYouEdit, .loginFail, .loginSuccess: true
    case .reverted, .editThank: false  // On Commons too, on a file.
    default: false
    }
  }

  /// Whether `category` can happen on `wiki`.
  static func happens(_ category: NotificationType, on wiki: Wiki) -> Bool {
    switch wiki {
    case .language: true
    case .commons: !onWikipediasOnly(category)
    // Wikidata's pages are items: nothing there is thanked or reverted by an article's title.
    case .wikidata: !onWikipediasOnly(category) && category != .reverted && category != .editThank
    }
  }

  /// The wiki a notification drawn for `drawn` among `wikis` happens on: that one, or the next that fits.
  static func plausibleWiki(_ category: NotificationType, drawn: Int, in wikis: [Wiki]) -> Int {
    for step in 0..<wikis.count {
      let index = (drawn + step) % wikis.count
      if happens(category, on: wikis[index]) { return index }
    }
    return drawn
  }

  /// The page a notification names on `wiki`, from one of `titles`: none for rights, logins and e-mail; a
  /// file on Commons, which has no articles.
  static func plausibleTitle(_ category: NotificationType, _ title: String, on wiki: Wiki) -> String? {
    switch category {
    case .userRights, .loginFail, .loginSuccess, .emailUser: nil
    default: wiki == .commons ? "File:\(title).jpg" : title
    }
  }
}
