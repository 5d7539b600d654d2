import PushCore

/// A side effect the inbox's reducer asks for; `InboxEffectRunner` performs it.
public enum InboxEffect: Equatable, Sendable {
  /// Reads a page of every wiki's notifications from `wiki` (the primary), from `continueFrom`.
  case load(wiki: Wiki, continueFrom: String?, replacing: Bool)
  /// Marks notifications read (or unread) on the wikis they belong to, one call per wiki.
  case mark(ids: [Int: Wiki], read: Bool)
  /// Marks everything read (`all=1`): one call per wiki, however many notifications; `ids` are the loaded
  /// unread ones, shown read meanwhile.
  case markAll(wikis: [Wiki], ids: [Int: Wiki])
  case markSeen(wiki: Wiki)
  /// Listens for pushes on the device until cancelled.
  case listenForPushes
  /// Takes the banner of notification `id` away after a few seconds.
  case dismissBanner(id: Int, afterMs: Int)
  case cancel(EffectID)

  public var id: EffectID? {
    switch self {
    case .listenForPushes: .incomingPushes
    case .dismissBanner: .bannerTimer
    default: nil
    }
  }

  /// How long a banner stays, as iOS shows one.
  public static let bannerMs = 4_000
}
