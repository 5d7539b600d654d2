import PushCore

/// The Notifications Center's filters, as the app has them: read status, types, projects.
public struct InboxFilter: Equatable, Sendable {
  public enum ReadStatus: String, Equatable, Sendable, CaseIterable {
    case all = "All"
    case unread = "Unread"
    case read = "Read"
  }

  public var readStatus: ReadStatus = .all
  /// Types turned off (hidden); empty shows all types.
  public var hiddenTypes: Set<NotificationType> = []
  /// Projects turned off (hidden); empty shows every project.
  public var hiddenProjects: Set<Wiki> = []

  public init() {}

  public func admits(_ n: EchoNotification) -> Bool {
    switch readStatus {
    case .unread where n.read, .read where !n.read: return false
    default: return !hiddenTypes.contains(n.category) && !hiddenProjects.contains(n.wiki)
    }
  }

  /// How many filters are set (for "Modify N filters to see more messages").
  public var count: Int {
    (readStatus == .all ? 0 : 1) + hiddenTypes.count + hiddenProjects.count
  }

  public var isEmpty: Bool { count == 0 }
}
