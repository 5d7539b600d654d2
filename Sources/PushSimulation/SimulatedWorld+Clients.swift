import PushCore
import PushWikiClient

extension SimulatedWorld {
  /// The simulated device's OS side: the permission, its prompt, and the device token.
  public nonisolated var os: OSNotificationClient {
    OSNotificationClient(
      authorizationStatus: { await self.authorizationStatus() },
      requestAuthorization: { shown in await self.requestAuthorization(shown) },
      answerPrompt: { allow in await self.answerPrompt(allow) },
      registerForRemoteNotifications: { await self.registerForRemoteNotifications() },
      deviceToken: { await self.currentDeviceToken() },
      setPermissionInSettings: { status in await self.setPermissionInSettings(status) }
    )
  }

  /// The wikis' API as this world serves it, each call taking the world's latency on `clock`.
  public nonisolated func api(clock: ClockClient) -> APIClient {
    APIClient { request in
      // The wait happens outside the actor, so calls to many wikis overlap as real requests do.
      await clock.sleep(await self.latencyForNextCall())
      await self.stallIfAsked(request)
      return await self.handle(request)
    }
  }

  /// The world's time in ms since it began (what notifications are stamped with).
  public nonisolated var nowMs: @Sendable () -> Int { { self.clock.nowMs() - self.startMs } }
}
