import PushCore
import PushInboxFeature
import PushTestSupport
import PushWikiClient
import Testing

/// What the user's requests came to is the reducer's to say (issue 32): each outcome, as the state carries it.
@Suite struct InboxOutcomeTests {
  static func item(_ id: Int, _ wiki: Wiki, read: Bool = false) -> EchoNotification {
    InboxStateReduceTests.item(id, wiki, read: read)
  }
  static let down = ServiceFailure(code: "http-503", message: "the server answered 503 Service Unavailable")

  /// Issue 33, point 3: filtered to Unread with German Wikipedia hidden, mark all marks all seven, not the
  /// three on screen.
  @Test func markAll_countsEveryNotificationTheWikisTook_notOnlyTheShownOnes() {
    let items = (1...7).map { Self.item($0, $0 <= 4 ? .language("de") : .language("en")) }
    var state = InboxStateReduceTests.loaded(items)
    var filter = InboxFilter()
    filter.readStatus = .unread
    filter.hiddenProjects = [.language("de")]
    _ = state.reduce(.filterChanged(filter))
    #expect(state.shown.count == 3)
    _ = state.reduce(.editToggled)
    _ = state.reduce(.markAllTapped)
    let effects = state.reduce(.markAllConfirmed)
    guard case .markAll(let wikis, let ids)? = effects.first else {
      Issue.record("expected markAll, got \(effects)")
      return
    }
    let before = state.outcomes.count
    _ = state.reduce(.markAllFinished(ids: ids.keys.sorted(), wikis.map { WikiOutcome(wiki: $0, failure: nil) }))
    #expect(state.notifications.allSatisfy(\.read) && state.unreadCount == 0)
    #expect(
      state.outcomes.since(before) == [.marked(read: true, done: 7, failed: [], ids: Array(1...7), quiet: false)])
    #expect(state.outcomes.since(before).count == 1)
  }

  @Test func mark_failingOnOneWiki_saysHowManyStayThere_andCountsTheRest() {
    var state = InboxStateReduceTests.loaded([
      Self.item(1, .language("de")), Self.item(2, .language("de")), Self.item(3, .commons),
    ])
    _ = state.reduce(.editToggled)
    for id in [1, 2, 3] { _ = state.reduce(.selectionToggled(id: id)) }
    _ = state.reduce(.markMenuOpened)
    _ = state.reduce(.markSelected(read: true))
    let results = [WikiOutcome(wiki: .commons, failure: nil), WikiOutcome(wiki: .language("de"), failure: Self.down)]
    _ = state.reduce(.markFinished(ids: [1, 2, 3], read: true, results))
    #expect(
      state.outcomes.entries.last
        == .marked(read: true, done: 1, failed: [.init(.language("de"), 2)], ids: [1, 2, 3], quiet: false))
  }

  @Test func opening_marksReadQuietly_andTheOutcomeSaysSo() {
    var state = InboxStateReduceTests.loaded([Self.item(5, .language("en"))])
    #expect(state.reduce(.notificationOpened(id: 5)) == [.mark(ids: [5: .language("en")], read: true, quiet: true)])
    _ = state.reduce(
      .markFinished(ids: [5], read: true, [WikiOutcome(wiki: .language("en"), failure: nil)], quiet: true))
    #expect(state.outcomes.entries.last == .marked(read: true, done: 1, failed: [], ids: [5], quiet: true))
  }

  @Test func refresh_theUserAskedFor_saysHowManyAreNew_orThatItFailed_theAppsOwnSaysNothing() {
    var state = InboxStateReduceTests.loaded([Self.item(1, .language("en"))])
    let count = state.outcomes.count
    #expect(state.reduce(.refreshedByApp) == [.load(wiki: .language("en"), continueFrom: nil, replacing: true)])
    let page = NotificationPage(
      notifications: [Self.item(2, .commons), Self.item(1, .language("en"))], unreadCount: 2, nextPage: nil)
    _ = state.reduce(.pageLoaded(wiki: .language("en"), .success(page), replacing: true))
    #expect(state.outcomes.count == count, "the app's own read is no answer to anyone")
    #expect(
      state.reduce(.refreshPulled) == [.load(wiki: .language("en"), continueFrom: nil, replacing: true, asked: true)])
    state.expect(.pageLoaded(wiki: .language("en"), .success(page), replacing: true, asked: true)) {
      $0.loading = .idle
      $0.outcomes.post(.refreshed(new: 0))
    }
    _ = state.reduce(.refreshPulled)
    _ = state.reduce(.pageLoaded(wiki: .language("en"), .failure(Self.down), replacing: true, asked: true))
    #expect(state.outcomes.entries.last == .refreshFailed)
  }

  @Test func log_keepsTheNewest_andCountsOn_throughALogOut() {
    var state = InboxStateReduceTests.loaded([Self.item(1, .language("en"))])
    for _ in 0..<40 { _ = state.reduce(.editToggled) }
    #expect(state.outcomes.count == 40)
    #expect(state.outcomes.entries.count == 32)
    #expect(state.outcomes.since(38) == [.editing(true), .editing(false)])
    _ = state.reduce(.loggedOut)
    #expect(state.outcomes.count == 40, "a front end's count of what it said stays right")
  }
}
