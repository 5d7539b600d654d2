import PushCore

/// A side effect the inbox's reducer asks for; `InboxEffectRunner` performs it.
public enum InboxEffect: Equatable, Sendable {
  /// Reads a page of every wiki's notifications from `wiki` (the primary), from `continueFrom`; `asked`: the
  /// user asked to check for new ones (what came of it is an outcome).
  case load(wiki: Wiki, continueFrom: String?, replacing: Bool, asked: Bool = false, uselang: String? = nil)
  /// Marks notifications read (or unread) on the wikis they belong to, one call per wiki; `quiet`: it comes
  /// with opening one, and only a failure is news.
  case mark(ids: [Int: Wiki], read: Bool, quiet: Bool = false)
  /// Marks everything read (`all=1`): one call per wiki, however many notifications; `ids` are the loaded
  /// unread ones, shown read meanwhile.
  case markAll(wikis: [Wiki], ids: [Int: Wiki])
  case markSeen(wiki: Wiki)
  /// Listens for pushes on the device until cancelled.
  case listenForPushes
  /// The app's language changed (iOS's Preferred Language): the push service extension asks Echo in it.
  case extensionLanguage(String?)
  /// Takes the banner of notification `id` away after a few seconds.
  case dismissBanner(id: Int, afterMs: Int)
  case cancel(ID)

  /// Effects that can be cancelled, by what they are.
  public enum ID: Hashable, Sendable {
    /// The device's stream of incoming pushes, listened to while logged in.
    case incomingPushes
    /// How long a push banner stays on screen.
    case bannerTimer
  }

  public var id: ID? {
    switch self {
    case .listenForPushes: .incomingPushes
    case .dismissBanner: .bannerTimer
    default: nil
    }
  }

  /// The stream of pushes runs until cancelled, and a banner's seconds are a time the user watches: waiting
  /// for the app to settle waits for neither.
  public var isStream: Bool {
    switch self {
    case .listenForPushes, .dismissBanner: true
    default: false
    }
  }

  /// How long a banner stays, as iOS shows one.
  public static let bannerMs = 4_000
}
