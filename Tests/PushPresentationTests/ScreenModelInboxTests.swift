import PushAppFeature
import PushCore
import PushInboxFeature
import PushPresentation
import PushSettingsFeature
import PushWikiClient
import Testing

/// The Notifications screens as rows: a failed mark said on the detail, and back titles that name where
/// back really goes.
@Suite struct ScreenModelInboxTests {
  static func app(read: Bool = false) -> AppState {
    var app = AppState(persisted: PersistedState(inboxOnboardingShown: true, pushOptInShown: true))
    _ = app.reduce(.opened(.notifications))
    let n = EchoNotification(
      id: 7, wiki: .language("en"), category: .editThank, timestampMs: -3_600_000, read: read, agent: "Jan",
      title: "Berlin")
    let page = NotificationPage(notifications: [n], unreadCount: read ? 0 : 1, nextPage: nil)
    _ = app.reduce(.inbox(.pageLoaded(wiki: .language("en"), .success(page), replacing: true)))
    return app
  }

  /// Issue 35, point 8: a push that arrives while the list is open says "Now", as its detail does, not
  /// today's date (a time ahead of the list's clock).
  @Test func aPushNewerThanTheList_saysNow_inTheListAsInItsDetail() {
    var app = Self.app()
    let pushed = EchoNotification(
      id: 8, wiki: .language("en"), category: .mention, timestampMs: 60_000, read: false, agent: "Ama", title: "Jazz")
    _ = app.reduce(.inbox(.pushReceived(IncomingPush(notification: pushed, presentation: .banner))))
    #expect(ScreenModel(app).rows.first { $0.id == "inbox.8" }?.value == .detail("Now"))
    #expect(ScreenModel(app).rows.first { $0.id == "inbox.7" }?.value == .detail("1 hr ago"))
  }

  @Test func aMarkThatFails_isSaidOnTheDetail_nextToItsButton() {
    var app = Self.app()
    _ = app.reduce(.inbox(.notificationOpened(id: 7)))
    #expect(ScreenModel(app).rows.contains { $0.id == "detail.mark" && $0.label == "Mark as unread" })
    _ = app.reduce(
      .inbox(
        .markFinished(
          ids: [7], read: true,
          [
            WikiOutcome(
              wiki: .language("en"), failure: ServiceFailure(code: "readonly", message: "The wiki is in read-only mode")
            )
          ])))
    let rows = ScreenModel(app).rows
    #expect(rows.contains { $0.id == "detail.markFailed" && $0.role == .alert })
    #expect(rows.contains { $0.id == "detail.mark" && $0.label == "Mark as read" }, "put back")
  }

  /// The detail has no title in its bar; a screen opened over it goes back to "Notification Detail", the
  /// app's back title for it.
  @Test func detail_isUntitled_andWhatOpensOverItGoesBackToNotificationDetail() {
    var app = Self.app()
    _ = app.reduce(.inbox(.notificationOpened(id: 7)))
    #expect(ScreenModel(app).backTitle == "Notifications")
    #expect(ScreenModel(app).titleHidden)
    _ = app.reduce(.opened(.push))
    #expect(ScreenModel(app).backTitle == "Notification Detail")
    _ = app.reduce(.backTapped)
    #expect(ScreenModel(app).title == "Notification Detail")
  }

  /// A push opened before the list is read again is newer than that read: it said its date ("11/30/26", a
  /// time ahead of the clock) for a frame, then "Now".
  @Test func detail_ofANotificationNewerThanTheListsRead_saysNow() {
    var app = AppState(persisted: PersistedState(inboxOnboardingShown: true, pushOptInShown: true))
    _ = app.reduce(.opened(.notifications))
    let n = EchoNotification(
      id: 8, wiki: .language("en"), category: .editThank, timestampMs: 120_000, agent: "Jan", title: "Berlin")
    let page = NotificationPage(notifications: [n], unreadCount: 1, nextPage: nil)
    _ = app.reduce(.inbox(.pageLoaded(wiki: .language("en"), .success(page), replacing: true)))
    _ = app.reduce(.inbox(.notificationOpened(id: 8)))
    #expect(app.inbox.readAtMs < n.timestampMs, "the list was read before it")
    let header = ScreenModel(app).rows.first { $0.id == "detail.header" }
    #expect(header?.label == "From Jan, English Wikipedia, Now")
  }

  @Test func eachNotificationsDetail_isItsOwnScreen() {
    var app = Self.app()
    _ = app.reduce(.inbox(.notificationOpened(id: 7)))
    #expect(ScreenModel(app).key != ScreenModel(Self.app()).key)
    #expect(ScreenModel(app).key.hasSuffix(".7"))
  }
}

/// Issue 28, item 13: at 40 columns a notification's row keeps its type, cutting what comes before it.
@Suite struct InboxRowNarrowTests {
  @Test func notificationRow_at40Columns_keepsItsType() {
    var app = AppState(persisted: PersistedState(inboxOnboardingShown: true, pushOptInShown: true))
    _ = app.reduce(.opened(.notifications))
    let n = EchoNotification(
      id: 1, wiki: .language("fr"), category: .articleLinked, timestampMs: 0, read: false, agent: nil,
      title: "Some page with a long title")
    let page = NotificationPage(notifications: [n], unreadCount: 1, nextPage: nil)
    _ = app.reduce(.inbox(.pageLoaded(wiki: .language("en"), .success(page), replacing: true)))
    let frame = FrameRenderer().render(ScreenModel(app), ui: UIState(), width: 40, height: 12).frame
    let lines = (0..<frame.height).map(frame.line)
    #expect(lines.contains { $0.contains("Page link") }, "the type stays on a narrow screen: \(lines)")
  }
}

/// Issue 35, point 15, and issue 33, point 22: one time for one push. On the lock screen a push newer than the
/// Notifications Center's last read says "now", as the list and the detail say "Now" for it; an older one its
/// time of day. The cursor sits on a card's message, which tells one push from the other (its first line, the
/// app's name and the time, is alike on every card).
@Suite struct LockScreenTimeTests {
  @Test func newerThanTheLastRead_isNow_olderByItsTimeOfDay() {
    var state = AppState(persisted: PersistedState())
    let older = EchoNotification(
      id: 1, wiki: .language("en"), category: .mention, timestampMs: 1_000, agent: "Ama", title: "Jazz")
    let newer = EchoNotification(
      id: 2, wiki: .language("en"), category: .reverted, timestampMs: 9_000_000, agent: "Mei", title: "Tokyo")
    state.inbox.readAtMs = 5_000_000
    state.inbox.lockScreen = [
      IncomingPush(notification: older, presentation: .banner),
      IncomingPush(notification: newer, presentation: .banner),
    ]
    state.inBackground = true
    let model = ScreenModel(state)
    #expect(model.key == ScreenModel.lockKey)
    let times = model.rows.compactMap { row -> String? in
      if case .detail(let time)? = row.value { return time }
      return nil
    }
    #expect(times == ["now", EchoTimestamp.timeOfDay(1_000)], "newest first")
    let frame = FrameRenderer(glyphs: .unicode, color: false).render(model, ui: UIState(), width: 80, height: 24).frame
    let cursorLine = frame.line(frame.cursor.row)
    #expect(cursorLine.hasPrefix("▌ Mei reverted your edit on Tokyo."), "|\(cursorLine)|")
  }
}
