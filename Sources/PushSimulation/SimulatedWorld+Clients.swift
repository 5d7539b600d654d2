import PushCore
import PushDescriptionFeature
import PushInboxFeature
import PushSettingsFeature

extension SimulatedWorld {
  /// The feature's clients, served by this world. Persistence and logging are the caller's.
  public nonisolated func clients(
    clock: ClockClient, persistence: PersistenceClient, log: @escaping @Sendable (String) -> Void = { _ in }
  ) -> PushClients {
    PushClients(
      os: OSNotificationClient(
        authorizationStatus: { await self.authorizationStatus() },
        requestAuthorization: { shown in await self.requestAuthorization(shown) },
        answerPrompt: { allow in await self.answerPrompt(allow) },
        registerForRemoteNotifications: { await self.registerForRemoteNotifications() },
        deviceToken: { await self.currentDeviceToken() },
        setPermissionInSettings: { status in await self.setPermissionInSettings(status) }
      ),
      api: APIClient { request in
        // The wait happens outside the actor, so calls to many wikis overlap as real requests do.
        await clock.sleep(await self.latencyForNextCall())
        await self.stallIfAsked(request)
        return await self.handle(request)
      },
      clock: clock,
      persistence: persistence,
      log: log
    )
  }

  /// The inbox's clients, served by this world: the same API, its pushes, and its clock.
  /// `bannerWait` is how a banner's seconds pass (the live clock's sleep in the app; by default never).
  public nonisolated func inboxClients(
    api: APIClient, bannerWait: @escaping @Sendable (Int) async -> Void = InboxClients.never
  ) -> InboxClients {
    InboxClients(
      api: api, pushes: { await self.pushes() }, nowMs: { self.clock.nowMs() - self.startMs }, bannerWait: bannerWait)
  }

  /// The description feature's clients, served by this world: the same API, and its reverts.
  public nonisolated func descriptionClients(api: APIClient) -> DescriptionClients {
    DescriptionClients(api: api, reverts: { await self.reverts() })
  }
}
