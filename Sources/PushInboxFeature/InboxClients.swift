import PushCore
import PushWikiClient

/// The inbox's outside world: the wikis and the device's incoming pushes.
public struct InboxClients: Sendable {
  /// The wikis, with the CSRF tokens every feature shares.
  public var wiki: WikiClient
  /// Pushes as the device receives them, until the stream is dropped.
  public var pushes: @Sendable () async -> AsyncStream<IncomingPush>
  /// The world's time in ms, for "how long ago" (the same clock the notifications are stamped with).
  public var nowMs: @Sendable () -> Int
  /// How a banner's few seconds pass: real time in the app; never, where a screen is held still (named
  /// states, tests), so that a banner stays to be seen.
  public var bannerWait: @Sendable (_ ms: Int) async -> Void
  /// The device's language for the push service extension (`uselang`, nil for English): what it asks Echo
  /// for from now on.
  public var extensionLanguage: @Sendable (_ code: String?) async -> Void

  public init(
    wiki: WikiClient, pushes: @escaping @Sendable () async -> AsyncStream<IncomingPush>,
    nowMs: @escaping @Sendable () -> Int, bannerWait: @escaping @Sendable (Int) async -> Void = InboxClients.never,
    extensionLanguage: @escaping @Sendable (String?) async -> Void = { _ in }
  ) {
    self.wiki = wiki
    self.pushes = pushes
    self.nowMs = nowMs
    self.bannerWait = bannerWait
    self.extensionLanguage = extensionLanguage
  }

  /// Waits until cancelled.
  public static let never: @Sendable (Int) async -> Void = { _ in
    while !Task.isCancelled { try? await Task.sleep(for: .seconds(3_600)) }
  }

  /// No backend: every call fails at once and no push ever arrives (named states that never open the inbox).
  public static let none = InboxClients(
    wiki: WikiClient(api: .none), pushes: { AsyncStream { $0.finish() } }, nowMs: { 0 })
}
