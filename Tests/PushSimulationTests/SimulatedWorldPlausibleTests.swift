import PushCore
import PushSimulation
import Testing

/// Issue 35, point 11: the simulated inbox makes sense to someone who knows the wikis: no translation
/// milestone, login notice or article link on Wikidata or Commons, no thanked or reverted article on
/// Wikidata, files (not articles) on Commons, and no page under a rights change, a login or an e-mail.
@Suite struct SimulatedWorldPlausibleTests {
  @Test func seededInbox_eachTypeOnlyWhereItHappens_namingAPageThatFits() async {
    let world = SimulatedWorld(config: SimulationConfig(), clock: .virtual())
    await world.seedInbox(count: 600, wikis: [.language("en"), .wikidata, .commons, .language("de")])
    let all = await world.inboxNotifications
    #expect(all.count == 600)
    let wikipediasOnly: Set<NotificationType> = [
      .cx, .articleLinked, .wikibaseAction, .pageReview, .thankYouEdit, .loginFail, .loginSuccess,
    ]
    for n in all {
      let type = n.category
      if case .language = n.wiki {
      } else {
        #expect(!wikipediasOnly.contains(type), "\(type) on \(n.wiki)")
      }
      if n.wiki == .wikidata { #expect(type != .reverted && type != .editThank, "\(type) on Wikidata") }
      switch type {
      case .userRights, .loginFail, .loginSuccess, .emailUser: #expect(n.title == nil, "\(type) names \(n.title ?? "")")
      default: #expect(n.title != nil)
      }
      if n.wiki == .commons, let title = n.title { #expect(title.hasPrefix("File:"), "\(title) on Commons") }
    }
    // Every wiki still gets notifications: the table moves a type, it does not empty a wiki.
    for wiki in [Wiki.language("en"), .wikidata, .commons, .language("de")] {
      #expect(all.contains { $0.wiki == wiki }, "none on \(wiki)")
    }
  }
}
