import PushAppFeature
import PushCore
import PushInboxFeature
import PushSettingsFeature
import PushSimulation
import PushTestSupport
import Testing

/// The Notifications Center against the simulated wikis: what Echo holds, what the screen gets.
@Suite struct InboxFlowTests {
  @Test func opening_readsEveryWikisNotifications_newestFirst_andMarksThemSeen() async {
    let h = Harness(config: Harness.quiet(), persisted: PersistedState(languages: ["en", "de"]))
    await h.settle()
    await h.world.seedInbox(count: 120, wikis: Wiki.fanOut(languages: ["en", "de"]) + [.language("fr")])
    await h.send(.rowOpened(.notifications))
    #expect(h.inbox.notifications.count == EchoNotificationsAPI.pageSize)
    #expect(zip(h.inbox.notifications, h.inbox.notifications.dropFirst()).allSatisfy { $0.id > $1.id })
    let unread = await h.world.inboxNotifications.count { !$0.read }
    #expect(h.inbox.unreadCount == unread)
    #expect(await h.calls("markread").map(\.action) == ["echomarkseen"])
    await h.send(app: .inbox(.reachedEnd(primary: .language("en"))), .inbox(.reachedEnd(primary: .language("en"))))
    #expect(h.inbox.notifications.count == 120)
    #expect(h.inbox.nextPage == nil)
  }

  @Test func markAllAsRead_ofTenThousand_isOneCallPerWiki() async {
    let h = Harness(config: Harness.quiet(), persisted: PersistedState(languages: ["en", "de"]))
    await h.settle()
    let wikis = Wiki.fanOut(languages: ["en", "de"]) + [.language("fr")]
    await h.world.seedInbox(count: 10_000, wikis: wikis)
    await h.send(.rowOpened(.notifications))
    await h.send(app: .inbox(.markAllTapped), .inbox(.markAllConfirmed(wikis: Wiki.fanOut(languages: ["en", "de"]))))
    let marks = await h.calls("markread").filter { $0.action == "echomarkread" }
    #expect(marks.count == 5, "one per wiki: the app's four and fr, which a loaded notification came from")
    #expect(await h.world.inboxNotifications.allSatisfy(\.read))
    #expect(h.inbox.unreadCount == 0)
  }

  @Test func markRead_failingOnAWiki_putsItBack() async {
    let h = Harness(config: Harness.quiet(), persisted: PersistedState(languages: ["en", "de"]))
    await h.settle()
    let (n, _) = await h.world.notify(.mention, on: .language("de"), by: "Ama", title: "Jazz")
    await h.send(.rowOpened(.notifications))
    await h.world.setFaults(FaultPlan(always: [.markRead(.language("de"))]))
    await h.send(app: .inbox(.markTapped(id: n.id, read: true)))
    #expect(h.inbox.shown.first { $0.id == n.id }?.read == false)
    #expect(h.inbox.markFailure?.wiki == .language("de"))
    #expect(await h.world.inboxNotifications.first { $0.id == n.id }?.read == false)
  }

  @Test func pushWhileTheAppRuns_arrivesAsABanner_andCounts_untilLogout() async {
    let h = Harness(config: Harness.quiet { $0.permission = .authorized })
    await h.settle()
    await h.turnOn()
    #expect(h.inbox.listening)
    await h.world.notify(.reverted, on: .language("en"), by: "Mei", title: "Tokyo")
    for _ in 0..<10_000 where h.inbox.banners.isEmpty { await Task.yield() }
    #expect(h.inbox.banners.map(\.notification.category) == [.reverted])
    #expect(h.inbox.unreadCount == 1)
    await h.send(.rowOpened(.account), .logoutTapped)
    #expect(!h.inbox.listening)
    #expect(h.inbox.banners.isEmpty)
  }
}

@Suite struct LockScreenFlowTests {
  @Test func inTheBackground_pushesWaitOnTheLockScreen_andOpeningOneOpensTheAppOnIt() async {
    let h = Harness(config: Harness.quiet { $0.permission = .authorized })
    await h.settle()
    await h.turnOn()
    await h.send(.enteredBackground)
    let (n, _) = await h.world.notify(.mention, on: .language("en"), by: "Ama", title: "Jazz")
    for _ in 0..<10_000 where h.inbox.lockScreen.isEmpty { await Task.yield() }
    #expect(h.inbox.lockScreen.map(\.notification.id) == [n.id])
    #expect(h.inbox.banners.isEmpty, "no banner in the background")
    await h.send(app: .pushOpened(id: n.id))
    #expect(!h.state.inBackground)
    #expect(h.state.screen == .notifications)
    #expect(h.inbox.lockScreen.isEmpty)
    #expect(await h.world.inboxNotifications.first { $0.id == n.id }?.read == true, "opening it read it")
  }
}
