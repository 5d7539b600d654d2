import PushAppFeature
import PushCore
import PushInboxFeature
import PushSimulation
import PushWikiClient

extension AppClients {
  /// The app's clients served by a simulated world: its device, its wikis (or `api`, real wikis with
  /// `--backend`), its pushes (or `pushes`: Echo's real ones with `--backend`) and reverts, on `clock`. `bannerWait` is how a banner's seconds pass (the live
  /// clock's sleep in the app; by default never, so that a held screen keeps its banner).
  public static func simulated(
    _ world: SimulatedWorld, clock: ClockClient, api: APIClient? = nil,
    pushes: (@Sendable () async -> AsyncStream<IncomingPush>)? = nil, persistence: PersistenceClient = .none,
    bannerWait: @escaping @Sendable (Int) async -> Void = InboxClients.never,
    extensionLanguage: (@Sendable (String?) async -> Void)? = nil,
    log: @escaping @Sendable (String) -> Void = { _ in }
  ) -> AppClients {
    AppClients(
      os: world.os, api: api ?? world.api(clock: clock), clock: clock, persistence: persistence,
      pushes: pushes ?? { await world.pushes() }, reverts: { await world.reverts() }, nowMs: world.nowMs,
      bannerWait: bannerWait,
      extensionLanguage: extensionLanguage ?? { code in world.settings.change { $0.extensionLanguage = code } },
      log: log)
  }
}
