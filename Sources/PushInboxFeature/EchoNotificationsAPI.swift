import PushCore
import PushWikiClient

/// The Notifications Center's calls to Echo, and how their answers are read.
public enum EchoNotificationsAPI {
  public static let pageSize = 50
  /// The most unread notifications an answer may claim; more is kept at this (the screen says "99+" long
  /// before), so counting a new push on top of it cannot overflow.
  public static let maxUnreadCount = 1_000_000_000

  /// Every wiki's notifications, read from one wiki (`notwikis=*`), newest first; Echo's texts in
  /// `uselang` where the app's language is not English.
  public static func listRequest(_ wiki: Wiki, continueFrom: String?, uselang: String? = nil) -> APIRequest {
    var params: [(String, String)] = [
      ("action", "query"), ("meta", "notifications"), ("notwikis", "*"), ("notformat", "model"),
      ("notlimit", String(pageSize)), ("notprop", "list|count"),
    ]
    if let continueFrom { params.append(("notcontinue", continueFrom)) }
    if let uselang { params.append(("uselang", uselang)) }
    return APIRequest(wiki: wiki, method: .get, params: params + MediaWikiAPI.formatParameters)
  }

  /// `echomarkread` on one wiki: `ids` read (or unread), or everything there with `all`.
  public static func markRequest(_ wiki: Wiki, ids: [Int], read: Bool, all: Bool = false, csrf: String) -> APIRequest {
    var params: [(String, String)] = [("action", "echomarkread"), ("wikis", wiki.databaseName)]
    if all {
      params.append(("all", "1"))
    } else {
      params.append((read ? "list" : "unreadlist", ids.sorted().map(String.init).joined(separator: "|")))
    }
    params.append(("token", csrf))
    return APIRequest(wiki: wiki, method: .post, params: params + MediaWikiAPI.formatParameters)
  }

  public static func markSeenRequest(_ wiki: Wiki, csrf: String) -> APIRequest {
    APIRequest(
      wiki: wiki, method: .post,
      params: [("action", "echomarkseen"), ("type", "all"), ("token", csrf)] + MediaWikiAPI.formatParameters)
  }

  public static func readPage(_ json: JSONValue) -> Result<NotificationPage, ServiceFailure> {
    if let failure = MediaWikiAPI.apiError(json) { return .failure(failure) }
    guard let body = json["query"]?["notifications"], let list = body["list"]?.arrayValue else {
      return .failure(MediaWikiAPI.unexpected("the answer had no notifications list"))
    }
    var notifications: [EchoNotification] = []
    for item in list {
      guard let n = notification(item) else {
        // A type outside the sixteen push types (a welcome, `system-noemail`) is left out; one without an
        // id, a wiki or a time is not a notification.
        if item["category"]?.stringValue != nil, item["id"]?.intValue != nil,
          item["wiki"]?.stringValue.flatMap(Wiki.init(databaseName:)) != nil
        {
          continue
        }
        return .failure(MediaWikiAPI.unexpected("a notification the app cannot read"))
      }
      notifications.append(n)
    }
    let claimed = body["rawcount"]?.intValue ?? body["count"]?.stringValue.flatMap { Int($0) } ?? 0
    let count = min(max(claimed, 0), maxUnreadCount)
    return .success(
      NotificationPage(notifications: notifications, unreadCount: count, nextPage: body["continue"]?.stringValue))
  }

  /// One item of the model format.
  static func notification(_ item: JSONValue) -> EchoNotification? {
    guard let id = item["id"]?.intValue, let wiki = item["wiki"]?.stringValue.flatMap(Wiki.init(databaseName:)),
      let category = item["category"]?.stringValue.flatMap(NotificationType.init(rawValue:)),
      let unix = item["timestamp"]?["unix"]?.stringValue.flatMap({ Int($0) })
    else { return nil }
    var notification = EchoNotification(
      id: id, wiki: wiki, category: category, timestampMs: EchoTimestamp.ms(fromUnix: unix),
      read: item["read"] != nil, agent: item["agent"]?["name"]?.stringValue,
      title: item["title"]?["full"]?.stringValue, revision: item["revid"]?.intValue)
    // A real wiki's words, as the app's cells show them (`messageHeader`, `messageBody`).
    notification.serverHeader = item["*"]?["header"]?.stringValue.map(PushServiceExtension.removingHTML)
    notification.serverBody = item["*"]?["body"]?.stringValue.map(PushServiceExtension.removingHTML)
    return notification
  }

  public static func readMarkAnswer(_ json: JSONValue, action: String) -> ServiceFailure? {
    if let failure = MediaWikiAPI.apiError(json) { return failure }
    guard json["query"]?[action]?["result"]?.stringValue == "success" else {
      return MediaWikiAPI.unexpected("the server's answer did not say success")
    }
    return nil
  }
}
