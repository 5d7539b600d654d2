import PushCore
import PushDescriptionFeature
import PushInboxFeature
import PushSettingsFeature
import PushWikiClient

/// The state file: saves the state as it changes.
public struct PersistenceClient: Sendable {
  public var save: @Sendable (PersistedState) -> ServiceFailure?
  public init(save: @escaping @Sendable (PersistedState) -> ServiceFailure?) { self.save = save }

  /// Saves nothing (named states, tests, `--fresh`).
  public static let none = PersistenceClient { _ in nil }
}

/// Every outside dependency of the app, injected at init: each feature's clients, sharing one `WikiClient`
/// (so one CSRF token per wiki), and the state file.
public struct AppClients: Sendable {
  public var settings: PushClients
  public var inbox: InboxClients
  public var description: DescriptionClients
  public var persistence: PersistenceClient

  public init(
    settings: PushClients, inbox: InboxClients = .none, description: DescriptionClients = .none,
    persistence: PersistenceClient = .none
  ) {
    self.settings = settings
    self.inbox = inbox
    self.description = description
    self.persistence = persistence
  }

  /// The clients of a device and wikis given by their parts: the features' clients share `api`'s token cache.
  public init(
    os: OSNotificationClient, api: APIClient, clock: ClockClient, persistence: PersistenceClient = .none,
    pushes: @escaping @Sendable () async -> AsyncStream<IncomingPush> = { AsyncStream { $0.finish() } },
    reverts: @escaping @Sendable () async -> AsyncStream<DescriptionRevert> = { AsyncStream { $0.finish() } },
    nowMs: @escaping @Sendable () -> Int, bannerWait: @escaping @Sendable (Int) async -> Void = InboxClients.never,
    extensionLanguage: @escaping @Sendable (String?) async -> Void = { _ in },
    log: @escaping @Sendable (String) -> Void = { _ in }
  ) {
    let wiki = WikiClient(api: api)
    self.init(
      settings: PushClients(os: os, wiki: wiki, clock: clock, log: log),
      inbox: InboxClients(
        wiki: wiki, pushes: pushes, nowMs: nowMs, bannerWait: bannerWait, extensionLanguage: extensionLanguage),
      description: DescriptionClients(wiki: wiki, reverts: reverts), persistence: persistence)
  }

  /// Where errors that are logged but not shown go.
  public var log: @Sendable (String) -> Void { settings.log }
}
