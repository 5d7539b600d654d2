import PushCore
import PushWikiClient

/// Everything that can happen to title descriptions, named after the event.
public enum DescriptionAction: Equatable, Sendable {
  /// An article was opened from the Explore feed's list.
  case articleOpened(id: String)
  /// The Explore feed came up with these articles: their descriptions are read from the wikis.
  case feedShown(articleIDs: [String])
  /// What the wikis said the articles' descriptions are now, by article id ("" for none), for the read asked
  /// when `asked` descriptions had been learned otherwise (a later publish or revert is newer).
  case descriptionsRead(asked: Int, [String: String])
  /// "Add title description" (or "Edit description"): the onboarding the first time, else the editor.
  case addTapped
  /// "Next" on the first onboarding page.
  case onboardingNext
  /// "Skip" on the first onboarding page: the editor opens, and the onboarding is not shown again.
  case onboardingSkipped
  /// "Start editing" on the second: never shown again.
  case startEditingTapped
  /// A key, a paste or a typed line (the accessible mode) in the editor's field.
  case edited(TextField.Edit)
  /// What the wiki said, when the editor (its `opening`) opened, of whether the user may edit there.
  case editChecked(opening: Int, Result<ServiceFailure?, ServiceFailure>)
  case publishTapped
  case publishFinished(Result<DescriptionEdit, ServiceFailure>)
  /// The error banner or panel was dismissed.
  case failureDismissed
  /// The close button, Esc or back: the editor closes at once (the app does not ask).
  case closeTapped
  /// "Done" on the published overlay, or OK on the alert.
  case publishedDismissed
  /// Back on the onboarding or the Reverted edit view.
  case backTapped
  /// The app learned that another user reverted the latest edit.
  case revertLearned(DescriptionRevert)
  /// The alert's "Read more" or its push: the Reverted edit view opens.
  case revertOpened
  /// The revert's push was opened from the lock screen: the Reverted edit view, from what the push says
  /// if the app has not yet learned more.
  case revertPushOpened(EchoNotification)
  /// The revert's push arrived while the app is open, before the app learned of it otherwise (with real wikis
  /// the push is how it learns): the app says so with its alert, from what the push says.
  case revertPushArrived(EchoNotification)
  case revertAlertDismissed
  case listeningStarted
  case loggedOut
}

/// A side effect the reducer asks for; `DescriptionEffectRunner` performs it.
public enum DescriptionEffect: Equatable, Sendable {
  /// Publishes `text` as the article's description where its language keeps them.
  case publish(Article, text: String, previous: String?)
  /// Asks the wiki whether the user may edit the article's description (opening `opening` of the editor).
  case checkEdit(Article, opening: Int)
  /// Reads the articles' descriptions from their wikis (`asked`: what `descriptionsRead` carries back).
  case readDescriptions([Article], asked: Int)
  /// Listens for reverts of the user's description edits until cancelled.
  case listenForReverts
  case cancel(ID)

  /// Effects that can be cancelled, by what they are.
  public enum ID: Hashable, Sendable {
    /// What the app learns of reverts of the user's description edits, listened to while logged in.
    case reverts
  }

  public var id: ID? { self == .listenForReverts ? .reverts : nil }

  /// Listening for reverts runs until cancelled: waiting for the app to settle does not wait for it.
  public var isStream: Bool { self == .listenForReverts }
}
