import PushCore
import PushInboxFeature
import PushSettingsFeature
import PushTestSupport
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
    _ = state.reduce(.editToggled)
    _ = state.reduce(.markAllTapped)
    #expect(state.confirmingMarkAll)
    let effects = state.reduce(.markAllConfirmed)
    #expect(!state.editing, "answering ends edit mode")
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
        == [.cancel(.bannerTimer), .dismissBanner(id: 4, afterMs: InboxEffect.bannerMs)],
      "a second banner shows at once, over the first, with its own few seconds (as iOS does)")
    #expect(state.banners.map(\.notification?.id) == [4])
    #expect(state.reduce(.bannerDismissed(id: 1)) == [], "the replaced banner's dismissal changes nothing")
    #expect(state.banners.map(\.notification?.id) == [4])
    #expect(state.lockScreen == [later])
    #expect(state.notifications.map(\.id) == [4, 3, 2, 1])
    #expect(state.unreadCount == 4)
  }

  @Test func filters_hideWhatTheyExclude() {
    var state = Self.loaded([Self.item(1, .language("en"), read: true), Self.item(2, .commons)])
    var filter = InboxFilter()
    filter.readStatus = .unread
    _ = state.reduce(.filterChanged(filter))
    #expect(state.shown.map(\.id) == [2])
    filter.hiddenProjects = [.commons]
    _ = state.reduce(.filterChanged(filter))
    #expect(state.shown.isEmpty)
    filter = InboxFilter()
    filter.hiddenTypes = [.thanks]
    _ = state.reduce(.filterChanged(filter))
    #expect(state.shown.isEmpty, "both are thanks")
    #expect(!state.filter.showsAllTypes)
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

/// Edit mode as the app has it (`NotificationsCenterViewController`, May 2022): Edit only with something to
/// edit, Mark (its menu) only with a selection, Mark all as read only with nothing selected and something
/// unread; the swipe action's More sheet; the two sheets.
@Suite struct InboxEditModeTests {
  static let unread = InboxStateReduceTests.item(1, .language("en"))
  static let read = InboxStateReduceTests.item(2, .commons, read: true)

  @Test func edit_inAnEmptyList_isUnavailable() {
    var state = InboxStateReduceTests.loaded([])
    state.expect(.editToggled)
  }

  @Test func edit_thenDone_forgetsTheSelection() {
    var state = InboxStateReduceTests.loaded([Self.unread, Self.read])
    state.expect(.editToggled) {
      $0.editing = true
      $0.outcomes.post(.editing(true))
    }
    state.expect(.selectionToggled(id: 2)) {
      $0.selected = [2]
      $0.outcomes.post(.selection(id: 2, selected: true, count: 1))
    }
    state.expect(.selectionToggled(id: 2)) {
      $0.selected = []
      $0.outcomes.post(.selection(id: 2, selected: false, count: 0))
    }
    state.expect(.selectionToggled(id: 9))  // No such notification: nothing to select.
    _ = state.reduce(.selectionToggled(id: 1))
    state.expect(.editToggled) {
      $0.editing = false
      $0.selected = []
      $0.outcomes.post(.editing(false))
    }
  }

  @Test func markMenu_onlyWithASelection() {
    var state = InboxStateReduceTests.loaded([Self.unread, Self.read])
    _ = state.reduce(.editToggled)
    state.expect(.markMenuOpened)
    _ = state.reduce(.selectionToggled(id: 1))
    state.expect(.markMenuOpened) { $0.markMenuOpen = true }
    state.expect(.markMenuDismissed) { $0.markMenuOpen = false }
  }

  @Test func markMenu_choice_marksTheSelection_andEndsEditMode() {
    var state = InboxStateReduceTests.loaded([Self.unread, Self.read])
    _ = state.reduce(.editToggled)
    _ = state.reduce(.selectionToggled(id: 2))
    _ = state.reduce(.markMenuOpened)
    state.expect(.markSelected(read: true), effects: []) {
      // Already read: nothing to write, and edit mode still ends; both are said.
      $0.editing = false
      $0.selected = []
      $0.markMenuOpen = false
      $0.outcomes.post(.nothingToMark(read: true))
      $0.outcomes.post(.editing(false))
    }
    _ = state.reduce(.editToggled)
    _ = state.reduce(.selectionToggled(id: 1))
    _ = state.reduce(.markMenuOpened)
    state.expect(.markSelected(read: true), effects: [.mark(ids: [1: .language("en")], read: true)]) {
      $0.editing = false
      $0.selected = []
      $0.markMenuOpen = false
      $0.marking = [1: true]
      $0.outcomes.post(.editing(false))
    }
  }

  @Test func markAll_onlyInEditMode_withNothingSelected_andSomethingUnread() {
    var state = InboxStateReduceTests.loaded([Self.unread, Self.read])
    state.expect(.markAllTapped)  // Not a button outside edit mode.
    _ = state.reduce(.editToggled)
    _ = state.reduce(.selectionToggled(id: 2))
    state.expect(.markAllTapped)  // Something is selected.
    _ = state.reduce(.selectionToggled(id: 2))
    state.expect(.markAllTapped) { $0.confirmingMarkAll = true }
    state.expect(.markAllCancelled) { $0.confirmingMarkAll = false }
    var allRead = InboxStateReduceTests.loaded([Self.read])
    _ = allRead.reduce(.editToggled)
    allRead.expect(.markAllTapped)  // Nothing unread.
  }

  @Test func markAllConfirmed_withoutTheQuestion_doesNothing() {
    var state = InboxStateReduceTests.loaded([Self.unread])
    _ = state.reduce(.editToggled)
    state.expect(.markAllConfirmed)
  }

  @Test func more_opensTheSheet_andItsMarkClosesIt() {
    var state = InboxStateReduceTests.loaded([Self.unread, Self.read])
    state.expect(.moreOpened(id: 9))  // No such notification.
    state.expect(.moreOpened(id: 2)) { $0.moreSheet = 2 }
    state.expect(.markTapped(id: 2, read: false), effects: [.mark(ids: [2: .commons], read: false)]) {
      $0.moreSheet = nil
      $0.marking = [2: false]
    }
    _ = state.reduce(.editToggled)
    state.expect(.moreOpened(id: 1))  // Not in edit mode: there are no swipe actions there.
  }

  @Test func more_notificationSettings_marksItRead_andClosesTheSheet() {
    var state = InboxStateReduceTests.loaded([Self.unread, Self.read])
    _ = state.reduce(.moreOpened(id: 1))
    // Marked read as the screen opens: only a failure of it would be news (quiet).
    state.expect(
      .notificationSettingsChosen(id: 1), effects: [.mark(ids: [1: .language("en")], read: true, quiet: true)]
    ) {
      $0.moreSheet = nil
      $0.marking = [1: true]
    }
    _ = state.reduce(.moreOpened(id: 2))
    state.expect(.notificationSettingsChosen(id: 2)) { $0.moreSheet = nil }  // Read already.
  }

  @Test func sheets_openOneAtATime_andDoneOrBackClosesThem() {
    var state = InboxStateReduceTests.loaded([Self.unread])
    state.expect(.filtersOpened) { $0.sheet = .filters }
    state.expect(.sheetClosed) { $0.sheet = nil }
    state.expect(.projectsOpened) { $0.sheet = .projects }
    state.expect(.backTapped) { $0.sheet = nil }
  }

  @Test func allProjects_areTheAppsAndWhereLoadedOnesCameFrom() {
    var state = InboxStateReduceTests.loaded([Self.unread, InboxStateReduceTests.item(3, .language("fr"))])
    state.context.languages = ["en", "de"]
    #expect(state.allProjects == [.language("en"), .language("de"), .wikidata, .commons, .language("fr")])
  }
}
