import PushCore
import PushWikiClient

/// The user's Echo notifications on every wiki, oldest first. Echo keeps them per wiki; the API the app
/// calls (`notwikis=*`) reads them across wikis, so one list serves every wiki here.
struct SimulatedInbox: Sendable {
  private(set) var notifications: [EchoNotification] = []
  private var nextID = 1
  /// Everything up to this time was seen (the app opened the Notifications Center).
  private(set) var seenUpToMs = Int.min

  mutating func add(
    _ category: NotificationType, on wiki: Wiki, by agent: String?, title: String?, atMs: Int, read: Bool = false
  ) -> EchoNotification {
    let notification = EchoNotification(
      id: nextID, wiki: wiki, category: category, timestampMs: atMs, read: read, agent: agent, title: title,
      revision: category == .reverted || category == .editThank ? 1_000_000 + nextID : nil)
    nextID += 1
    notifications.append(notification)
    return notification
  }

  var unreadCount: Int { notifications.count { !$0.read } }

  /// `meta=notifications`: newest first, `notlimit` at a time from `notcontinue`, filtered by read state.
  func list(_ request: APIRequest) -> JSONValue {
    let limit = max(1, min(Int(request["notlimit"] ?? "") ?? 10, 50))
    var items = notifications.reversed().filter { item in
      switch request["notfilter"] {
      case "!read"?: !item.read
      case "read"?: item.read
      default: true
      }
    }
    if let from = request["notcontinue"].flatMap(Int.init) { items = items.filter { $0.id <= from } }
    let page = items.prefix(limit)
    var body: [(String, JSONValue)] = [("list", .array(page.map(Self.model)))]
    if items.count > limit { body.append(("continue", .string(String(items[limit].id)))) }
    if (request["notprop"] ?? "").split(separator: "|").contains("count") {
      body += [("count", .string(String(unreadCount))), ("rawcount", .number(Double(unreadCount)))]
    }
    return .object([("batchcomplete", true), ("query", .object([("notifications", .object(body))]))])
  }

  /// One notification in Echo's model format (the app writes the texts itself).
  static func model(_ n: EchoNotification) -> JSONValue {
    var fields: [(String, JSONValue)] = [
      ("wiki", .string(n.wiki.databaseName)), ("id", .number(Double(n.id))), ("type", .string(n.type)),
      ("category", .string(n.category.rawValue)), ("section", .string(n.isNotice ? "message" : "alert")),
      (
        "timestamp",
        .object([
          ("utciso8601", .string(EchoTimestamp.iso8601(n.timestampMs))),
          ("unix", .string(String(EchoTimestamp.unix(n.timestampMs)))),
        ])
      ),
    ]
    if n.read { fields.append(("read", .string(EchoTimestamp.iso8601(n.timestampMs)))) }
    if let agent = n.agent { fields.append(("agent", .object([("id", 77), ("name", .string(agent))]))) }
    if let title = n.title { fields.append(("title", .object([("full", .string(title)), ("namespace", "")]))) }
    if let revision = n.revision { fields.append(("revid", .number(Double(revision)))) }
    return .object(fields)
  }

  /// `echomarkread`: `list=` ids read, `unreadlist=` ids unread, or `all=1`.
  mutating func markRead(_ request: APIRequest, _ shape: AnswerShape) -> JSONValue {
    func ids(_ name: String) -> Set<Int> { Set((request[name] ?? "").split(separator: "|").compactMap { Int($0) }) }
    let read = ids("list")
    let unread = ids("unreadlist")
    let all = request["all"] == "1"
    guard all || !read.isEmpty || !unread.isEmpty else {
      return shape.error(
        "missingparam", "At least one of the parameters \"list\", \"unreadlist\" and \"all\" is required.",
        "echomarkread")
    }
    // `all=1` marks every notification of the wikis named (`wikis=`, database names), else of the wiki asked.
    let wikis = Set((request["wikis"] ?? request.wiki.databaseName).split(separator: "|").map(String.init))
    for i in notifications.indices {
      if all && wikis.contains(notifications[i].wiki.databaseName) { notifications[i].read = true }
      if read.contains(notifications[i].id) { notifications[i].read = true }
      if unread.contains(notifications[i].id) { notifications[i].read = false }
    }
    let count = unreadCount
    return .object([
      ("query", .object([("echomarkread", .object([("result", "success"), ("count", .string(String(count)))]))]))
    ])
  }

  mutating func markSeen(nowMs: Int) -> JSONValue {
    seenUpToMs = nowMs
    return .object([
      (
        "query",
        .object([
          ("echomarkseen", .object([("result", "success"), ("timestamp", .string(EchoTimestamp.iso8601(nowMs)))]))
        ])
      )
    ])
  }
}
