import PushCore
import PushWikiClient

/// The Notifications Center as one value: what was loaded, what is loading, the filters, the marks being
/// written, and the pushes that arrived. Changed only by `InboxState.reduce`.
public struct InboxState: Equatable, Sendable {
  /// The session, the languages, whether the app is open and whether Notifications is on top, from the root.
  public var context = AppContext()
  /// The first-visit onboarding and the push opt-in were answered (the state file keeps them).
  public var persisted = Persisted()
  /// Loaded so far, newest first.
  public var notifications: [EchoNotification] = []
  /// The server's unread count (the badge).
  public var unreadCount = 0
  public var loading: Loading = .idle
  /// Where the next page starts (`notcontinue`); nil when everything is loaded.
  public var nextPage: String?
  /// The last load failed: where and why (the list keeps what it had).
  public var loadFailure: WikiFailure?
  public var filter = InboxFilter()
  /// Read states being written to the server, by notification id; shown at once, put back on failure.
  public var marking: [Int: Bool] = [:]
  /// "Mark all as read" is asking for confirmation.
  public var confirmingMarkAll = false
  /// Marks the server took since the last reload began: a page read before they landed must not undo them.
  var confirmedMarks: [Int: Bool] = [:]
  /// A mark that failed, in words, for the screen to say once.
  public var markFailure: WikiFailure?
  /// The push shown as a banner while the app is in the foreground: at most one, as iOS shows a new banner
  /// at once over the one before.
  public var banners: [IncomingPush] = []
  /// Pushes that arrived while the app was in the background: the lock screen lists them.
  public var lockScreen: [IncomingPush] = []
  /// The listener for pushes is running (started at launch and login, cancelled at logout).
  public var listening = false
  /// Edit mode: cells are selected rather than opened, and the selection is marked at once.
  public var editing = false
  public var selected: Set<Int> = []
  /// Edit mode's "Mark" menu is up, for the selection.
  public var markMenuOpen = false
  /// The sheet over the list: the filters or the projects.
  public var sheet: Sheet?
  /// The notification whose "More" sheet (the swipe action's) is up.
  public var moreSheet: Int?
  /// The notification whose detail is open (by id), over the list.
  public var detail: Int?
  /// When the list was last read, on the world's clock: "how long ago" counts from here.
  public var readAtMs = 0
  /// What the user's requests came to (marks, checks for new ones, edit mode), for the front ends to say.
  public var outcomes = OutcomeLog<InboxOutcome>()

  public init(persisted: Persisted = Persisted()) { self.persisted = persisted }

  /// The Notifications Center's part of the state file.
  public struct Persisted: Equatable, Sendable {
    /// The first-visit onboarding ("Editing notifications") was continued past.
    public var onboardingShown: Bool
    /// The push opt-in ("Turn on push notifications?") was answered: never again.
    public var pushOptInShown: Bool

    public init(onboardingShown: Bool = false, pushOptInShown: Bool = false) {
      self.onboardingShown = onboardingShown
      self.pushOptInShown = pushOptInShown
    }

    public var json: [(String, JSONValue)] {
      [("inboxOnboardingShown", .bool(onboardingShown)), ("pushOptInShown", .bool(pushOptInShown))]
    }

    /// Files from before the Notifications Center have neither key: its first visit is still to come.
    public init(fields: StateFields) throws(StateDecodeError) {
      onboardingShown = try fields.boolAddedLater("inboxOnboardingShown")
      pushOptInShown = try fields.boolAddedLater("pushOptInShown")
    }
  }

  /// The two sheets of the toolbar's buttons, each closed by its Done.
  public enum Sheet: Equatable, Sendable {
    /// Read status and types (the type filter button, or "Modify N filters").
    case filters
    /// Which projects' notifications show (the project filter button).
    case projects
  }

  public enum Loading: Equatable, Sendable {
    case idle
    /// The first page: the screen says "Checking for notifications...".
    case first
    case nextPage
    /// Pull to refresh: the list stays while it reloads.
    case refresh
  }

  /// A notification as the screen shows it: with the read state being written, if any.
  func withMark(_ n: EchoNotification) -> EchoNotification {
    var n = n
    if let read = marking[n.id] { n.read = read }
    return n
  }

  /// What the user sees: the loaded notifications with the marks being written applied, filtered.
  public var shown: [EchoNotification] { notifications.map(withMark).filter(filter.admits) }

  /// The notification whose detail is open, with its mark applied.
  public var detailShown: EchoNotification? {
    notifications.first { $0.id == detail }.map(withMark)
  }

  /// How many notifications are unread as the screen shows them.
  public var unreadShown: Int { shown.count { !$0.read } }

  /// Something is unread, loaded or on the server: "Mark all as read" has something to do.
  public var hasUnread: Bool { unreadCount > 0 || notifications.contains { !withMark($0).read } }

  /// The selection in the list's order, with the marks being written applied.
  public var selectedNotifications: [EchoNotification] {
    notifications.filter { selected.contains($0.id) }.map(withMark)
  }

  /// Every project the inbox knows (`allInboxProjects`): the app's languages, Wikidata and Commons, and any
  /// a loaded notification came from.
  public var allProjects: Set<Wiki> { Set(context.fanOutWikis + notifications.map(\.wiki)) }

  /// The notification whose More sheet is up, with its mark applied.
  public var moreShown: EchoNotification? {
    notifications.first { $0.id == moreSheet }.map(withMark)
  }
}

/// A call that failed on one wiki.
public struct WikiFailure: Equatable, Sendable {
  public var wiki: Wiki
  public var failure: ServiceFailure
  public init(wiki: Wiki, failure: ServiceFailure) {
    self.wiki = wiki
    self.failure = failure
  }
}

extension InboxState {
  /// Notification `id` as the app has it: a push waiting on the lock screen, or a loaded one.
  public func notification(id: Int) -> EchoNotification? {
    lockScreen.first { $0.notification?.id == id }?.notification ?? notifications.first { $0.id == id }
  }
}
