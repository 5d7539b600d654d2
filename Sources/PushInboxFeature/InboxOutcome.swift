import PushCore

/// What came of something the user asked of the Notifications Center, decided where it happened.
public enum InboxOutcome: Equatable, Sendable {
  /// A mark ended: `done` notifications now read (or unread), and per wiki how many stay as they were.
  /// `ids`: the notifications it was about. `quiet`: the mark came with opening a notification, so only a
  /// failure is news.
  case marked(read: Bool, done: Int, failed: [WikiCount], ids: [Int], quiet: Bool)
  /// The Mark menu's choice changed nothing: every selected notification already was so.
  case nothingToMark(read: Bool)
  /// Edit mode began or ended.
  case editing(Bool)
  /// A notification was selected or deselected in edit mode; `count` are selected now.
  case selection(id: Int, selected: Bool, count: Int)
  /// A check for new notifications the user asked for ended: how many are new, or it failed.
  case refreshed(new: Int)
  case refreshFailed

  /// A wiki and how many notifications on it.
  public struct WikiCount: Equatable, Sendable {
    public var wiki: Wiki
    public var count: Int
    public init(_ wiki: Wiki, _ count: Int) {
      self.wiki = wiki
      self.count = count
    }
  }
}
