import PushCore
import PushInboxFeature
import PushSettingsFeature
import PushWikiClient
import Testing

@Suite struct InboxStateReduceTests {
  static func item(_ id: Int, _ wiki: Wiki, read: Bool = false) -> EchoNotification {
    EchoNotification(id: id, wiki: wiki, category: .editThank, timestampMs: id * 1_000, read: read, agent: "Jan")
  }

  static func loaded(_ items: [EchoNotification], next: String? = nil) -> InboxState {
    var state = InboxState()
    _ = state.reduce(.opened)
    let page = NotificationPage(notifications: items, unreadCount: items.count { !$0.read }, nextPage: next)
    _ = state.reduce(.pageLoaded(wiki: .language("en"), .success(page), replacing: true))
    return state
  }

  @Test func opened_checksForNotificationsAndMarksThemSeen_onThePrimaryWiki() {
    var state = InboxState()
    state.context.languages = ["de", "en"]
    #expect(
      state.reduce(.opened)
        == [.load(wiki: .language("de"), continueFrom: nil, replacing: true), .markSeen(wiki: .language("de"))])
    #expect(state.loading == .first)
  }

  @Test func reachedEnd_loadsTheNextPageOnce_andAppendsIt() {
    var state = Self.loaded([Self.item(9, .language("en"))], next: "8")
    #expect(
      state.reduce(.reachedEnd) == [
        .load(wiki: .language("en"), continueFrom: "8", replacing: false)
      ])
    #expect(state.reduce(.reachedEnd) == [], "one page at a time")
    let page = NotificationPage(notifications: [Self.item(8, .wikidata)], unreadCount: 2, nextPage: nil)
    _ = state.reduce(.pageLoaded(wiki: .language("en"), .success(page), replacing: false))
    #expect(state.notifications.map(\.id) == [9, 8])
    #expect(state.reduce(.reachedEnd) == [], "nothing more")
  }

  @Test func markRead_showsAtOnce_andAFailurePutsItBackAndSaysWhere() {
    var state = Self.loaded([Self.item(3, .language("de"))])
    #expect(state.reduce(.markTapped(id: 3, read: true)) == [.mark(ids: [3: .language("de")], read: true)])
    #expect(state.shown.first?.read == true)
    let failure = ServiceFailure(code: "http-503", message: "the server answered 503 Service Unavailable")
    _ = state.reduce(.markFinished(ids: [3], read: true, [WikiOutcome(wiki: .language("de"), failure: failure)]))
    #expect(state.shown.first?.read == false, "put back")
    #expect(state.markFailure == WikiFailure(wiki: .language("de"), failure: failure))
    #expect(state.unreadCount == 1)
  }

  @Test func markAll_asksFirst_thenOneCallPerWiki_notPerNotification() {
    var state = Self.loaded((1...30).map { Self.item($0, $0 % 2 == 0 ? .language("en") : .commons) })
    state.context.languages = ["en", "de"]
    _ = state.reduce(.markAllTapped)
    #expect(state.confirmingMarkAll)
    let effects = state.reduce(.markAllConfirmed)
    guard case .markAll(let wikis, let ids)? = effects.first, effects.count == 1 else {
      Issue.record("expected one markAll, got \(effects)")
      return
    }
    #expect(wikis == [.language("de"), .language("en"), .wikidata, .commons].sorted())
    #expect(ids.count == 30)
    #expect(state.unreadShown == 0)
    _ = state.reduce(.markAllFinished(ids: Array(ids.keys), wikis.map { WikiOutcome(wiki: $0, failure: nil) }))
    #expect(state.unreadCount == 0)
    #expect(!state.confirmingMarkAll)
  }

  @Test func push_inTheForegroundIsABanner_quietIsNot_inTheBackgroundTheLockScreen_allInTheList() {
    var state = Self.loaded([])
    let thanks = IncomingPush(notification: Self.item(1, .language("en")), presentation: .banner)
    let quiet = IncomingPush(notification: Self.item(2, .language("en")), presentation: .quiet)
    let later = IncomingPush(notification: Self.item(3, .language("en")), presentation: .banner)
    _ = state.reduce(.pushReceived(thanks))
    _ = state.reduce(.pushReceived(quiet))
    state.context.inBackground = true
    _ = state.reduce(.pushReceived(later))
    state.context.inBackground = false
    #expect(state.banners == [thanks])
    #expect(
      state.reduce(
        .pushReceived(IncomingPush(notification: Self.item(4, .commons), presentation: .banner)))
        == [], "a second banner waits its turn")
    #expect(
      state.reduce(.bannerDismissed(id: 1)) == [.dismissBanner(id: 4, afterMs: InboxEffect.bannerMs)],
      "then gets its own few seconds")
    #expect(state.banners.map(\.notification?.id) == [4])
    #expect(state.lockScreen == [later])
    #expect(state.notifications.map(\.id) == [4, 3, 2, 1])
    #expect(state.unreadCount == 4)
  }

  @Test func filters_hideWhatTheyExclude_andTheEmptyStateCountsThem() {
    var state = Self.loaded([Self.item(1, .language("en"), read: true), Self.item(2, .commons)])
    var filter = InboxFilter()
    filter.readStatus = .unread
    _ = state.reduce(.filterChanged(filter))
    #expect(state.shown.map(\.id) == [2])
    filter.hiddenProjects = [.commons]
    _ = state.reduce(.filterChanged(filter))
    #expect(state.shown.isEmpty)
    #expect(state.filter.count == 2)
  }

  @Test func loggedOut_forgetsTheListAndStopsListening() {
    var state = Self.loaded([Self.item(1, .language("en"))])
    #expect(state.reduce(.listeningStarted) == [.listenForPushes])
    #expect(state.reduce(.loggedOut) == [.cancel(.incomingPushes), .cancel(.bannerTimer)])
    #expect(state == InboxState())
  }
}

@Suite struct InboxStaleReadTests {
  /// Opening a push reloads the list and marks the notification read at once: when the page was read
  /// before the mark landed, the mark stands.
  @Test func aPageReadBeforeAMarkLanded_doesNotMakeItUnreadAgain() {
    var state = InboxStateReduceTests.loaded([InboxStateReduceTests.item(1, .language("en"))])
    _ = state.reduce(.opened)
    _ = state.reduce(.notificationOpened(id: 1))
    _ = state.reduce(.markFinished(ids: [1], read: true, [WikiOutcome(wiki: .language("en"), failure: nil)]))
    #expect(state.unreadCount == 0)
    let stale = NotificationPage(
      notifications: [InboxStateReduceTests.item(1, .language("en"))], unreadCount: 1, nextPage: nil)
    _ = state.reduce(.pageLoaded(wiki: .language("en"), .success(stale), replacing: true))
    #expect(state.notifications.first?.read == true)
    #expect(state.unreadCount == 0)
    _ = state.reduce(.refreshPulled)
    let fresh = NotificationPage(
      notifications: [InboxStateReduceTests.item(1, .language("en"))], unreadCount: 1, nextPage: nil)
    _ = state.reduce(.pageLoaded(wiki: .language("en"), .success(fresh), replacing: true))
    #expect(state.notifications.first?.read == false, "a reload begun after the mark is the server's word")
  }
}

/// Issue 28, item 11: "Couldn't mark as read." is about the last mark; a new visit or a refresh that
/// succeeded shows the server's truth instead.
@Suite struct InboxMarkFailureTests {
  static func failedMark() -> InboxState {
    var state = InboxStateReduceTests.loaded([InboxStateReduceTests.item(9, .language("en"))])
    _ = state.reduce(.markTapped(id: 9, read: true))
    _ = state.reduce(
      .markFinished(
        ids: [9], read: true,
        [WikiOutcome(wiki: .language("en"), failure: ServiceFailure(code: "x", message: "down"))]))
    #expect(state.markFailure != nil)
    return state
  }

  @Test func markFailure_clearsWhenTheInboxIsOpenedAgain() {
    var state = Self.failedMark()
    _ = state.reduce(.opened)
    #expect(state.markFailure == nil)
  }

  @Test func markFailure_clearsAfterARefreshThatSucceeded_notAfterOneThatFailed() {
    var state = Self.failedMark()
    _ = state.reduce(.refreshPulled)
    _ = state.reduce(
      .pageLoaded(wiki: .language("en"), .failure(ServiceFailure(code: "x", message: "down")), replacing: true))
    #expect(state.markFailure != nil)
    _ = state.reduce(.refreshPulled)
    let page = NotificationPage(
      notifications: [InboxStateReduceTests.item(9, .language("en"))], unreadCount: 1, nextPage: nil)
    _ = state.reduce(.pageLoaded(wiki: .language("en"), .success(page), replacing: true))
    #expect(state.markFailure == nil)
  }
}
