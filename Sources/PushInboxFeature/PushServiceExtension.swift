import PushCore
import PushWikiClient

/// The app's notification service extension (wikipedia-ios `NotificationServiceExtension/
/// NotificationService.swift` and `NotificationServiceHelper.swift`). Echo's push says only `checkEchoV1`;
/// the extension reads the unread notifications Echo pushed, keeps those of the last ten minutes it has not
/// shown before, and writes the push's words: one talk page's messages bundled ("New message"), the one new
/// notification's header, or else "New activity on Wikipedia" (several, none, or the read failed).
public enum PushServiceExtension {
  /// `notifications-push-fallback-body-text`.
  public static let fallbackBody = "New activity on Wikipedia"
  /// A server may be late, but not by more than this (`TimeInterval.tenMinutes`).
  public static let recentSeconds = 600
  /// What was shown is remembered this long (`TimeInterval.oneDay`).
  public static let rememberedSeconds = 86_400

  /// The unread notifications Echo pushed, in the model format (`getUnreadPushNotifications`). The app asks
  /// its primary wiki with `notwikis=*`; wikis without cross-wiki notifications (no CentralAuth, as the
  /// local ones) ignore that, so there each wiki is asked on its own (`crossWiki: false`).
  public static func unreadPushRequest(_ wiki: Wiki, crossWiki: Bool, uselang: String? = nil) -> APIRequest {
    var params: [(String, String)] = [
      ("action", "query"), ("meta", "notifications"), ("notfilter", "!read"), ("notnotifiertypes", "push"),
      ("notformat", "model"), ("notlimit", "max"), ("notprop", "list"),
    ]
    if crossWiki { params.insert(("notwikis", "*"), at: 2) }
    if let uselang { params.append(("uselang", uselang)) }
    return APIRequest(wiki: wiki, method: .get, params: params + MediaWikiAPI.formatParameters)
  }

  /// One notification as the extension reads it.
  public struct Fetched: Equatable, Sendable {
    /// `wiki-id`, as the app's cache keys them: ids are each wiki's own.
    public var key: String
    public var unix: Int
    /// Echo's header without its HTML (`pushContentText`), in the wiki's language.
    public var header: String?
    public var titleFull: String?
    public var namespace: Int?
    /// The notification, where its category is one of the sixteen (a welcome is not).
    public var notification: EchoNotification?

    public init(
      key: String, unix: Int, header: String?, titleFull: String?, namespace: Int?, notification: EchoNotification?
    ) {
      self.key = key
      self.unix = unix
      self.header = header
      self.titleFull = titleFull
      self.namespace = namespace
      self.notification = notification
    }
  }

  /// What was shown recently: each key with its time.
  public typealias Cache = [String: Int]

  public static func read(_ json: JSONValue) -> Result<[Fetched], ServiceFailure> {
    if let failure = MediaWikiAPI.apiError(json) { return .failure(failure) }
    guard let list = json["query"]?["notifications"]?["list"]?.arrayValue else {
      return .failure(MediaWikiAPI.unexpected("the answer had no notifications list"))
    }
    var fetched: [Fetched] = []
    for item in list {
      guard let wiki = item["wiki"]?.stringValue, let id = item["id"]?.intValue,
        let unix = item["timestamp"]?["utcunix"]?.intValue
          ?? item["timestamp"]?["unix"]?.stringValue.flatMap({ Int($0) })
      else { continue }
      fetched.append(
        Fetched(
          key: "\(wiki)-\(id)", unix: unix, header: item["*"]?["header"]?.stringValue.map(removingHTML),
          titleFull: item["title"]?["full"]?.stringValue, namespace: item["title"]?["namespace-key"]?.intValue,
          notification: EchoNotificationsAPI.notification(item)))
    }
    return .success(fetched)
  }

  /// `determineNotificationsToDisplayAndCache`: the recent ones not shown before, and what to remember.
  public static func decide(fetched: [Fetched], cached: Cache, nowUnix: Int) -> (display: [Fetched], cache: Cache) {
    let remembered = cached.filter { nowUnix.subtractingReportingOverflow($0.value).partialValue < rememberedSeconds }
    var seen: Set<String> = []
    let display = fetched.filter {
      nowUnix.subtractingReportingOverflow($0.unix).partialValue < recentSeconds && remembered[$0.key] == nil
        && seen.insert($0.key).inserted
    }
    var cache = remembered
    for n in display { cache[n.key] = n.unix }
    return (display.sorted { $0.unix > $1.unix }, cache)
  }

  /// The push's words for what is to be shown.
  public static func text(for display: [Fetched]) -> PushText {
    // Talk and User talk (1 and 3): messages on one talk page are bundled.
    if let first = display.first, let title = first.titleFull, let namespace = first.namespace,
      namespace == 1 || namespace == 3,
      display.allSatisfy({ $0.titleFull == title && $0.namespace == namespace })
    {
      let count = display.count
      let messages = count == 1 ? "message" : "messages"
      let body = count == 1 ? (first.header ?? fallbackBody) : "\(count) new \(messages) on \(title)"
      return PushText(subtitle: "New \(messages)", body: body)
    }
    if display.count == 1, let header = display[0].header { return PushText(body: header) }
    return PushText(body: fallbackBody)
  }

  /// The whole extension for one push: reads each of `wikis` at once, decides against `cache`, and says.
  /// The app asks one wiki: its read failing leaves the fallback words (as the app's extension does on an
  /// error). Asked one by one (no cross-wiki answers), the wikis that answered decide: one that is down does
  /// not hide what the others hold.
  public static func run(
    api: APIClient, wikis: [Wiki], crossWiki: Bool, uselang: String? = nil, cache: Cache, nowUnix: Int
  ) async -> (notification: EchoNotification?, text: PushText, cache: Cache) {
    let answers = await withTaskGroup(of: Result<[Fetched], ServiceFailure>.self) { group in
      for wiki in wikis {
        group.addTask { await api.send(unreadPushRequest(wiki, crossWiki: crossWiki, uselang: uselang)).flatMap(read) }
      }
      return await group.reduce(into: []) { $0.append($1) }
    }
    let lists = answers.compactMap { try? $0.get() }
    guard !lists.isEmpty else { return (nil, PushText(body: fallbackBody), cache) }
    let fetched = lists.flatMap { $0 }
    let (display, newCache) = decide(fetched: fetched, cached: cache, nowUnix: nowUnix)
    return (display.count == 1 ? display[0].notification : nil, text(for: display), newCache)
  }

  /// Echo's header without its markup (`String.removingHTML`): tags dropped, entities decoded.
  public static func removingHTML(_ html: String) -> String {
    var out = ""
    var inTag = false
    var entity: String?
    for c in html {
      if inTag {
        if c == ">" { inTag = false }
        continue
      }
      if var name = entity {
        if c == ";" {
          out += decode(name) ?? "&\(name);"
          entity = nil
        } else if name.count < 10, c.isLetter || c.isNumber || c == "#" {
          name.append(c)
          entity = name
        } else {
          out += "&" + name
          entity = nil
          if c == "<" { inTag = true } else if c == "&" { entity = "" } else { out.append(c) }
        }
        continue
      }
      switch c {
      case "<": inTag = true
      case "&": entity = ""
      default: out.append(c)
      }
    }
    if let name = entity { out += "&" + name }
    return out
  }

  private static func decode(_ name: String) -> String? {
    switch name {
    case "amp": return "&"
    case "lt": return "<"
    case "gt": return ">"
    case "quot": return "\""
    case "apos": return "'"
    case "nbsp": return "\u{A0}"
    default:
      guard name.hasPrefix("#") else { return nil }
      let digits = name.dropFirst()
      let value = digits.first == "x" || digits.first == "X" ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits)
      return value.flatMap(Unicode.Scalar.init).map { String(Character($0)) }
    }
  }
}
