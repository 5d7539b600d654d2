import PushCore
import PushWikiClient

/// Mark all as read: the question, then one call per wiki.
extension InboxState {
  /// "Mark all as read": asks, then one call per wiki; the loaded unread ones show read meanwhile.
  mutating func markAll(_ action: InboxAction) -> [InboxEffect] {
    switch action {
    case .markAllTapped:
      // Edit mode's toolbar button, enabled with nothing selected and something unread.
      confirmingMarkAll = editing && selected.isEmpty && hasUnread
      return []
    case .markAllCancelled:
      confirmingMarkAll = false
      return []
    case .markAllConfirmed:
      guard confirmingMarkAll else { return [] }
      confirmingMarkAll = false
      if editing { outcomes.post(.editing(false)) }
      editing = false
      let unread = shownIgnoringFilter.filter { !$0.read }
      guard !unread.isEmpty || unreadCount > 0 else { return [] }
      for n in unread { marking[n.id] = true }
      let all = Set(context.fanOutWikis).union(notifications.map(\.wiki)).sorted()
      return [.markAll(wikis: all, ids: Dictionary(uniqueKeysWithValues: unread.map { ($0.id, $0.wiki) }))]
    case .markAllFinished(let ids, let results):
      let unreadBefore = unreadCount
      let (done, failed) = markFinished(ids, read: true, results)
      // Notifications not loaded yet were marked too: where every wiki took it, nothing is unread.
      if results.allSatisfy({ $0.failure == nil }) { unreadCount = 0 }
      // Every notification the wikis took counts, loaded or not, whatever the filter shows.
      outcomes.post(
        .marked(read: true, done: max(done, unreadBefore - unreadCount), failed: failed, ids: ids, quiet: false))
      return []
    default:
      return []
    }
  }

  /// Every loaded notification with the marks being written applied, ignoring the filters.
  var shownIgnoringFilter: [EchoNotification] { notifications.map(withMark) }
}
