import PushAppFeature
import PushCore
import PushInboxFeature
import PushSettingsFeature
import PushSimulation
import PushTestSupport
import PushWikiClient
import Testing

/// The Notifications Center against the simulated wikis: what Echo holds, what the screen gets.
@Suite struct InboxFlowTests {
  @Test func opening_readsEveryWikisNotifications_newestFirst_andMarksThemSeen() async {
    let h = Harness(config: Harness.quiet(), persisted: PersistedState(languages: ["en", "de"]))
    await h.settle()
    await h.world.seedInbox(count: 120, wikis: Wiki.fanOut(languages: ["en", "de"]) + [.language("fr")])
    await h.send(.opened(.notifications))
    #expect(h.inbox.notifications.count == EchoNotificationsAPI.pageSize)
    #expect(zip(h.inbox.notifications, h.inbox.notifications.dropFirst()).allSatisfy { $0.id > $1.id })
    let unread = await h.world.inboxNotifications.count { !$0.read }
    #expect(h.inbox.unreadCount == unread)
    #expect(await h.calls("markread").map(\.action) == ["echomarkseen"])
    await h.send(.inbox(.reachedEnd), .inbox(.reachedEnd))
    #expect(h.inbox.notifications.count == 120)
    #expect(h.inbox.nextPage == nil)
  }

  @Test func markAllAsRead_ofTenThousand_isOneCallPerWiki() async {
    let h = Harness(config: Harness.quiet(), persisted: PersistedState(languages: ["en", "de"]))
    await h.settle()
    let wikis = Wiki.fanOut(languages: ["en", "de"]) + [.language("fr")]
    await h.world.seedInbox(count: 10_000, wikis: wikis)
    await h.send(.opened(.notifications))
    await h.send(.inbox(.editToggled), .inbox(.markAllTapped), .inbox(.markAllConfirmed))
    let marks = await h.calls("markread").filter { $0.action == "echomarkread" }
    #expect(marks.count == 5, "one per wiki: the app's four and fr, which a loaded notification came from")
    #expect(await h.world.inboxNotifications.allSatisfy(\.read))
    #expect(h.inbox.unreadCount == 0)
  }

  @Test func markRead_failingOnAWiki_putsItBack() async {
    let h = Harness(config: Harness.quiet(), persisted: PersistedState(languages: ["en", "de"]))
    await h.settle()
    let (n, _) = await h.world.notify(.mention, on: .language("de"), by: "Ama", title: "Jazz")
    await h.send(.opened(.notifications))
    await h.world.setFaults(FaultPlan(always: [.markRead(.language("de"))]))
    await h.send(.inbox(.markTapped(id: n.id, read: true)))
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
    _ = await h.store.wait(timeout: Waiting.generous) { !$0.inbox.banners.isEmpty }
    #expect(h.inbox.banners.map(\.notification?.category) == [.reverted])
    #expect(h.inbox.unreadCount == 1)
    await h.send(.opened(.account), .logoutTapped)
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
    _ = await h.store.wait(timeout: Waiting.generous) { !$0.inbox.lockScreen.isEmpty }
    #expect(h.inbox.lockScreen.map(\.notification?.id) == [n.id])
    #expect(h.inbox.banners.isEmpty, "no banner in the background")
    await h.send(.pushOpened(id: n.id))
    #expect(!h.store.state.inBackground)
    #expect(h.store.state.screen == .notifications)
    #expect(h.inbox.lockScreen.isEmpty)
    #expect(h.inbox.detail == n.id, "the app opens on that notification")
    #expect(await h.world.inboxNotifications.first { $0.id == n.id }?.read == true, "opening it read it")
  }
}

/// Issue 28, item 12: a push opened from the lock screen before the Notifications Center was ever visited
/// shows its notification, not the onboarding over it (Back then did nothing visible: it closed the hidden
/// detail). The onboarding comes with the list, on the way back.
@Suite struct LockScreenFirstVisitTests {
  @Test func pushOpened_beforeAnyVisit_showsTheDetail_thenBackShowsTheListsOnboarding() async {
    let h = Harness(config: Harness.quiet { $0.permission = .authorized })
    await h.settle()
    await h.turnOn()
    #expect(!h.inbox.persisted.onboardingShown)
    await h.send(.enteredBackground)
    let (n, _) = await h.world.notify(.mention, on: .language("en"), by: "Ama", title: "Jazz")
    _ = await h.store.wait(timeout: Waiting.generous) { !$0.inbox.lockScreen.isEmpty }
    await h.send(.pushOpened(id: n.id))
    #expect(h.inbox.detail == n.id)
    #expect(!h.store.state.showsInboxOnboarding, "the notification is shown, not the onboarding over it")
    await h.send(.backTapped)
    #expect(h.inbox.detail == nil)
    #expect(h.store.state.screen == .notifications)
    #expect(h.store.state.showsInboxOnboarding, "the list's first visit")
    // Issue 33, point 4: back closes the onboarding, and the list is what it comes to.
    await h.send(.backTapped)
    #expect(h.store.state.screen == .notifications)
    #expect(!h.store.state.showsInboxOnboarding && h.inbox.persisted.onboardingShown)
  }
}

/// A notification's detail: opened from its cell, it reads the notification; back returns to the list, and
/// "Notification settings" opens Push notifications with the detail waiting behind it.
@Suite struct NotificationDetailFlowTests {
  @Test func openingACell_readsIt_andBackReturnsToTheList_notToSettings() async throws {
    let h = Harness(
      config: Harness.quiet(),
      persisted: PersistedState(languages: ["en", "de"], inboxOnboardingShown: true, pushOptInShown: true))
    await h.settle()
    await h.world.seedInbox(count: 30, wikis: Wiki.fanOut(languages: ["en", "de"]))
    await h.send(.opened(.notifications))
    let unread = try #require(h.inbox.notifications.first { !$0.read })
    let count = h.inbox.unreadCount
    await h.send(.inbox(.notificationOpened(id: unread.id)))
    #expect(h.inbox.detail == unread.id)
    #expect(h.inbox.detailShown?.read == true)
    #expect(h.inbox.unreadCount == count - 1)
    #expect(await h.world.inboxNotifications.first { $0.id == unread.id }?.read == true)
    await h.send(.inbox(.markTapped(id: unread.id, read: false)))
    #expect(h.inbox.detailShown?.read == false, "Mark as unread, from the detail")
    await h.send(.opened(.push))
    #expect(h.store.state.screen == .push)
    await h.send(.backTapped)
    #expect(h.store.state.screen == .notifications)
    #expect(h.inbox.detail == unread.id, "back from Push notifications finds the detail where it was")
    await h.send(.backTapped)
    #expect(h.store.state.screen == .notifications)
    #expect(h.inbox.detail == nil, "back from the detail is the list")
    await h.send(.backTapped)
    #expect(h.store.state.screen == nil)
  }

  @Test func openingAReadCell_writesNothing() async throws {
    let h = Harness(config: Harness.quiet(), persisted: PersistedState(languages: ["en"]))
    await h.settle()
    await h.world.seedInbox(count: 30, wikis: [.language("en")])
    await h.send(.opened(.notifications))
    let read = try #require(h.inbox.notifications.first { $0.read })
    let before = await h.calls("markread").count
    await h.send(.inbox(.notificationOpened(id: read.id)))
    #expect(h.inbox.detail == read.id)
    #expect(await h.calls("markread").count == before)
  }
}

/// The filters: opened over the list, closed by Done or back; what they keep is what the list shows.
@Suite struct FiltersFlowTests {
  @Test func filters_keepOnlyWhatTheySay_andBackClosesThemBeforeLeavingTheScreen() async {
    let h = Harness(config: Harness.quiet(), persisted: PersistedState(languages: ["en", "de"]))
    await h.settle()
    await h.world.seedInbox(count: 40, wikis: Wiki.fanOut(languages: ["en", "de"]))
    await h.send(.opened(.notifications))
    await h.send(.inbox(.filtersOpened))
    #expect(h.inbox.sheet == .filters)
    var filter = InboxFilter()
    filter.readStatus = .unread
    filter.hiddenProjects = [.commons]
    await h.send(.inbox(.filterChanged(filter)))
    #expect(!h.inbox.shown.isEmpty)
    #expect(h.inbox.shown.allSatisfy { !$0.read && $0.wiki != .commons })
    #expect(h.inbox.shown.count == h.inbox.notifications.count { !$0.read && $0.wiki != .commons })
    await h.send(.backTapped)
    #expect(h.inbox.sheet == nil)
    #expect(h.store.state.screen == .notifications, "back closed the filters, not the Notifications Center")
    #expect(h.inbox.filter == filter, "the filters stay after closing them")
  }

  @Test func openingANotification_closesTheFilters() async throws {
    let h = Harness(config: Harness.quiet(), persisted: PersistedState(languages: ["en"]))
    await h.settle()
    await h.world.seedInbox(count: 5, wikis: [.language("en")])
    await h.send(.opened(.notifications))
    await h.send(.inbox(.filtersOpened))
    let first = try #require(h.inbox.notifications.first)
    await h.send(.pushOpened(id: first.id))
    #expect(h.inbox.sheet == nil)
    #expect(h.inbox.detail == first.id)
  }
}

/// Edit mode: several notifications selected and marked at once, one call per wiki.
@Suite struct EditModeFlowTests {
  @Test func selectingSeveral_marksThemAtOnce_oneCallPerWiki_andEndsEditMode() async throws {
    let h = Harness(config: Harness.quiet(), persisted: PersistedState(languages: ["en", "de"]))
    await h.settle()
    await h.world.seedInbox(count: 40, wikis: Wiki.fanOut(languages: ["en", "de"]))
    await h.send(.opened(.notifications))
    let unread = h.inbox.notifications.filter { !$0.read }.prefix(4)
    try #require(unread.count == 4)
    await h.send(.inbox(.selectionToggled(id: unread[unread.startIndex].id)))
    #expect(h.inbox.selected.isEmpty, "nothing is selected outside edit mode")
    await h.send(.inbox(.editToggled))
    for n in unread { await h.send(.inbox(.selectionToggled(id: n.id))) }
    await h.send(.inbox(.selectionToggled(id: unread[unread.startIndex].id)))
    #expect(h.inbox.selected.count == 3, "selecting again unselects")
    let before = await h.calls("markread").count { $0.action == "echomarkread" }
    let count = h.inbox.unreadCount
    await h.send(.inbox(.markSelected(read: true)))
    #expect(!h.inbox.editing && h.inbox.selected.isEmpty)
    #expect(h.inbox.unreadCount == count - 3)
    let marked = Array(unread.dropFirst())
    let stored = await h.world.inboxNotifications
    #expect(marked.allSatisfy { n in stored.first { $0.id == n.id }?.read == true })
    #expect(stored.first { $0.id == unread[unread.startIndex].id }?.read == false, "the unselected one stays unread")
    let calls = await h.calls("markread").count { $0.action == "echomarkread" } - before
    #expect(calls == Set(marked.map(\.wiki)).count, "one call per wiki, not per notification")
  }

  @Test func leavingTheScreen_endsEditMode() async {
    let h = Harness(
      config: Harness.quiet(),
      persisted: PersistedState(languages: ["en"], inboxOnboardingShown: true, pushOptInShown: true))
    await h.settle()
    await h.world.seedInbox(count: 5, wikis: [.language("en")])
    await h.send(.opened(.notifications))
    await h.send(.inbox(.editToggled))
    await h.send(.backTapped)
    #expect(h.store.state.screen == nil)
    await h.send(.opened(.notifications))
    #expect(!h.inbox.editing)
  }
}
