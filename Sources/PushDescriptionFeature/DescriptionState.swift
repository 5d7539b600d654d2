import PushCore
import PushWikiClient

/// Title descriptions as one value: the article on screen, the onboarding, the editor, what was published
/// and what was reverted. Changed only by `DescriptionState.reduce`.
public struct DescriptionState: Equatable, Sendable {
  /// The editor, while it is open. First: a typed character changes it, and comparing states stops here.
  public var editor: Editor?
  /// The session and whether the app is open, from the root.
  public var context = AppContext()
  /// The two onboarding pages were seen ("Start editing"): never again (persisted).
  public var onboardingShown = false
  /// A description was published before: later publishes get an alert, not the overlay (persisted).
  public var publishedBefore = false
  /// Descriptions as the app last learned them (read from the wikis, a publish, a revert), by article id;
  /// "" for none.
  public var known: [String: String] = [:]
  /// How many times the app learned a description otherwise than by reading (a publish, a revert): a read
  /// asked before the latest of them may be older than it, and is dropped.
  public var learnedOtherwise = 0
  /// The article on screen, by id.
  public var articleID: String?
  public var page: Page = .article
  /// What publishing just showed: the overlay the first time, an alert later.
  public var published: Published?
  /// The user's latest published edit: what a revert undoes.
  public var latestEdit: DescriptionEdit?
  /// The latest revert the app learned of: what the Reverted edit view shows.
  public var revert: DescriptionRevert?
  /// The "Reverted edit" alert is up (the app was open when it learned of it).
  public var revertAlertShown = false
  /// The app listens for reverts (while logged in).
  public var listening = false
  /// How many times the editor opened: each opening is a new screen, so focus starts in the field.
  public var editorOpenings = 0

  /// "Reverted edit" shows, except over the editor: typing is not interrupted, and "Read more" would leave
  /// unsaved text behind. It shows when the editor closes.
  /// The revert's alert waits while the editor is open and while "published" is being said (the user's own
  /// action first, then the news).
  public var showsRevertAlert: Bool { revertAlertShown && page != .editor && published == nil }

  public init(onboardingShown: Bool = false, publishedBefore: Bool = false) {
    self.onboardingShown = onboardingShown
    self.publishedBefore = publishedBefore
  }

  public init(persisted: Persisted) {
    self.init(onboardingShown: persisted.onboardingShown, publishedBefore: persisted.publishedBefore)
  }

  /// The feature's part of the state file.
  public struct Persisted: Equatable, Sendable {
    public var onboardingShown: Bool
    public var publishedBefore: Bool

    public init(onboardingShown: Bool = false, publishedBefore: Bool = false) {
      self.onboardingShown = onboardingShown
      self.publishedBefore = publishedBefore
    }

    public var json: [(String, JSONValue)] {
      [("descriptionOnboardingShown", .bool(onboardingShown)), ("descriptionPublishedBefore", .bool(publishedBefore))]
    }

    /// Files from before the description editor have neither key: its onboarding and first publish are to come.
    public init(fields: StateFields) throws(StateDecodeError) {
      onboardingShown = try fields.boolAddedLater("descriptionOnboardingShown")
      publishedBefore = try fields.boolAddedLater("descriptionPublishedBefore")
    }
  }

  public var persisted: Persisted { Persisted(onboardingShown: onboardingShown, publishedBefore: publishedBefore) }

  /// What the article screen is showing over it.
  public enum Page: Equatable, Sendable {
    case article
    /// The first-time onboarding, page 1 or 2.
    case onboarding(Int)
    case editor
    /// The Reverted edit view.
    case reverted
  }

  public enum Published: Equatable, Sendable {
    /// "Description published!" with Done: the first publish.
    case overlay
    /// A system alert: later publishes (seed 003; the shipped app shows none).
    case alert
  }

  /// The description editor.
  public struct Editor: Equatable, Sendable {
    public var field: TextField
    /// The description when the editor opened ("" for none): "Add description" or "Edit description".
    public var original: String
    public var publishing = false
    /// The wiki said the user may not edit (a block) when the editor opened: the field and Publish are off.
    public var blocked = false
    /// The last publish failed (on the article's description wiki): the app's panel (blocked, abuse
    /// filter) or banner says so until dismissed.
    public var failure: ServiceFailure?

    public init(text: String) {
      field = TextField(text)
      original = text
    }

  }

  public var article: Article? { articleID.flatMap(Article.find) }

  /// The description the app shows for an article: the latest it learned, else the built-in one.
  public func description(of article: Article) -> String? {
    guard let known = known[article.id] else { return article.description }
    return known.isEmpty ? nil : known
  }

  /// The user's latest edit is there to be reverted: published in this run and not reverted since.
  public var hasEditToRevert: Bool {
    // Revision 0: MediaWiki answered `nochange` (the page already said it), so there is no edit to revert.
    guard let latestEdit, latestEdit.revision != 0 else { return false }
    return revert?.edit.revision != latestEdit.revision
  }

  /// Blocked and abuse-filter refusals are the app's panels; any other failure is its error banner.
  public static func isPanel(_ failure: ServiceFailure) -> Bool {
    failure.code == "blocked" || failure.code.hasPrefix("abusefilter")
  }

  /// Whether an Echo notification is the revert of the user's latest description edit.
  public func isRevertOfLatestEdit(_ notification: EchoNotification) -> Bool {
    guard let edit = latestEdit else { return false }
    return notification.category == .reverted && notification.wiki == edit.wiki
      && notification.title == edit.article.title
  }
}
