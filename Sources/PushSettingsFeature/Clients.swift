import PushCore
import PushWikiClient

/// Every outside dependency of the feature, injected at init.
public struct PushClients: Sendable {
  public var os: OSNotificationClient
  /// The wikis, with the CSRF tokens every feature shares.
  public var wiki: WikiClient
  public var clock: ClockClient
  /// Where errors that are logged but not shown go (logout's unsubscribe).
  public var log: @Sendable (String) -> Void

  public init(
    os: OSNotificationClient, wiki: WikiClient, clock: ClockClient, log: @escaping @Sendable (String) -> Void = { _ in }
  ) {
    self.os = os
    self.wiki = wiki
    self.clock = clock
    self.log = log
  }
}
