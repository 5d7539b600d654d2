import PushCore
import PushWikiClient

/// Marks written to the wikis: shown at once, put back where a wiki refused, and counted for the outcome.
extension InboxState {
  /// Shows the new read state at once and writes it to each notification's wiki.
  mutating func mark(_ ids: [Int], read: Bool, quiet: Bool = false) -> [InboxEffect] {
    // A new mark replaces the last one's failure: the message is about what was just tried.
    markFailure = nil
    var byWiki: [Int: Wiki] = [:]
    for id in ids {
      guard let n = notifications.first(where: { $0.id == id }), (marking[id] ?? n.read) != read else { continue }
      marking[id] = read
      byWiki[id] = n.wiki
    }
    return byWiki.isEmpty ? [] : [.mark(ids: byWiki, read: read, quiet: quiet)]
  }

  /// A mark that failed on a wiki puts those notifications back as they were, and says so. Returns how
  /// many took the mark, and per wiki how many stay as they were.
  mutating func markFinished(_ ids: [Int], read: Bool, _ outcomes: [WikiOutcome]) -> (
    done: Int, failed: [InboxOutcome.WikiCount]
  ) {
    let failed = outcomes.filter { $0.failure != nil }
    var done = 0
    var stayed: [Wiki: Int] = [:]
    for id in ids {
      guard marking[id] == read, let index = notifications.firstIndex(where: { $0.id == id }) else { continue }
      marking[id] = nil
      let wiki = notifications[index].wiki
      if failed.contains(where: { $0.wiki == wiki }) {
        if notifications[index].read != read { stayed[wiki, default: 0] += 1 }
      } else {
        let was = notifications[index].read
        notifications[index].read = read
        confirmedMarks[id] = read
        if was != read {
          unreadCount = max(0, unreadCount + (read ? -1 : 1))
          done += 1
        }
      }
    }
    if let first = failed.first, let failure = first.failure {
      markFailure = WikiFailure(wiki: first.wiki, failure: failure)
    }
    return (done, stayed.keys.sorted().map { InboxOutcome.WikiCount($0, stayed[$0]!) })
  }
}
