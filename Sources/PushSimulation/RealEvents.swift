import PushCore
import PushWikiClient

/// With `--backend`: events happen for real on the local wikis. The other editor writes on the user's talk
/// page, thanks, mentions, links, reverts; someone fails to log in as the user; the user's own mentions tell
/// the user whether they were sent. Echo then notifies and pushes by its own rules.
public struct RealEvents: Sendable {
  /// The other editor's user name (a script's `by USER` must name it).
  public var actor: String
  /// Where events can happen: the app's wikis, then those outside its languages.
  public var wikis: [Wiki]
  /// Why the local wikis cannot raise a type; nil when they can.
  public var unavailable: @Sendable (NotificationType) -> String?
  /// Makes the event happen on a wiki; says what was done, or why it failed.
  public var raise: @Sendable (NotificationType, Wiki) async -> Result<String, ServiceFailure>
  /// The other editor undoes the user's description edit (its revision on its wiki).
  public var revert: @Sendable (DescriptionEdit) async -> Result<String, ServiceFailure>

  public init(
    actor: String, wikis: [Wiki], unavailable: @escaping @Sendable (NotificationType) -> String?,
    raise: @escaping @Sendable (NotificationType, Wiki) async -> Result<String, ServiceFailure>,
    revert: @escaping @Sendable (DescriptionEdit) async -> Result<String, ServiceFailure>
  ) {
    self.actor = actor
    self.wikis = wikis
    self.unavailable = unavailable
    self.raise = raise
    self.revert = revert
  }

  /// Why the local wikis (MediaWiki 1.39 with Echo, Thanks and LoginNotify) cannot raise a type.
  public static func localWikisCannotRaise(_ type: NotificationType) -> String? {
    switch type {
    case .dtSubscription: "needs DiscussionTools (topic subscriptions)"
    case .cx: "needs ContentTranslation"
    case .wikibaseAction: "needs Wikibase (a client wiki and a repository)"
    case .pageReview: "needs PageTriage"
    case .userRights: "needs an account that may change user rights; the other editor may not"
    case .emailUser: "needs e-mail (a mailer and confirmed addresses)"
    case .thankYouEdit: "comes at the 10,000th edit; the accounts start at 5,000 so that none comes by surprise"
    case .loginSuccess: "needs a login from another network"
    case .editUserTalk, .editThank, .mention, .mentionSuccess, .mentionFailure, .articleLinked, .reverted,
      .loginFail:
      nil
    }
  }
}
