import PushCore
import PushWikiClient

/// The user's Echo notifications on every wiki, oldest first. Echo keeps them per wiki; the API the app
/// calls (`notwikis=*`) reads them across wikis, so one list serves every wiki here.
struct SimulatedInbox: Sendable {
  /// One notification, compactly: names and wikis are numbers into tables, so ten thousand made at launch
  /// cost little more than ten (no string is copied or counted for each). Its id is its position plus one.
  private struct Entry {
    var category: NotificationType
    var wiki: UInt16
    /// A text's number plus one; 0 for none.
    var agent: UInt16
    var title: UInt16
    var atMs: Int
    var read: Bool
  }

  private var entries = ChunkedArray<Entry>()
  /// How many of the oldest were deleted: the first kept has id `deleted + 1`.
  private(set) var deleted = 0
  /// Echo keeps at most 2,000 notifications a user and wiki and deletes older ones
  /// (`$wgEchoMaxUpdateCount`, `NotificationDeleteJob`); the simulated wikis keep the newest 20,000 across
  /// the wikis, enough for `--inbox 10000`. Without a bound a long walkthrough of sends would grow the kept
  /// world past the state file's size limit, and the app's own state would no longer be saved.
  static let kept = 20_000
  private var wikis: [Wiki] = []
  private var wikiNumbers: [Wiki: UInt16] = [:]
  private var texts: [String] = []
  private var textNumbers: [String: UInt16] = [:]
  /// Kept as notifications come and are marked, so a page of a big inbox costs what a page costs.
  private(set) var unreadCount = 0
  /// Everything up to this time was seen (the app opened the Notifications Center).
  private(set) var seenUpToMs = Int.min

  /// Every notification, oldest first (tests and the world's own checks).
  var notifications: [EchoNotification] { entries.indices.map(notification) }

  private func notification(_ index: Int) -> EchoNotification {
    let entry = entries[index]
    let id = index + 1 + deleted
    return EchoNotification(
      id: id, wiki: wikis[Int(entry.wiki)], category: entry.category, timestampMs: entry.atMs, read: entry.read,
      agent: entry.agent == 0 ? nil : texts[Int(entry.agent) - 1],
      title: entry.title == 0 ? nil : texts[Int(entry.title) - 1], revision: Self.revision(entry.category, id: id))
  }

  private mutating func number(_ wiki: Wiki) -> UInt16 {
    if let known = wikiNumbers[wiki] { return known }
    wikis.append(wiki)
    wikiNumbers[wiki] = UInt16(truncatingIfNeeded: wikis.count - 1)
    return UInt16(truncatingIfNeeded: wikis.count - 1)
  }

  private mutating func number(_ text: String?) -> UInt16 {
    guard let text else { return 0 }
    if let known = textNumbers[text] { return known }
    // More distinct names than a number holds: the oldest is reused (the simulation has a handful).
    guard texts.count < Int(UInt16.max) - 1 else { return 1 }
    texts.append(text)
    textNumbers[text] = UInt16(texts.count)
    return UInt16(texts.count)
  }

  mutating func add(
    _ category: NotificationType, on wiki: Wiki, by agent: String?, title: String?, atMs: Int, read: Bool = false
  ) -> EchoNotification {
    entries.append(
      Entry(category: category, wiki: number(wiki), agent: number(agent), title: number(title), atMs: atMs, read: read))
    if !read { unreadCount += 1 }
    let made = notification(entries.count - 1)
    deleteOldest()
    return made
  }

  /// Deletes the oldest, a chunk at a time, while more than `kept` would be left.
  private mutating func deleteOldest() {
    while entries.count - ChunkedArray<Entry>.chunkSize >= Self.kept {
      let gone = entries.removeFirstChunk()
      deleted += gone.count
      unreadCount -= gone.count { !$0.read }
    }
  }

  /// What a notification made before the run is made of: names and wikis by their place in the lists given.
  struct Seed {
    var category: NotificationType
    var wiki: Int
    var agent: Int?
    var title: String?
    var atMs: Int
    var read: Bool
  }

  /// Notifications that came before this run, added at once (ten thousand of them are made at launch).
  mutating func add(_ seeds: [Seed], wikis seedWikis: [Wiki], agents: [String]) {
    let wikiNumber = seedWikis.map { number($0) }
    let agentNumber = agents.map { number($0) }
    for seed in seeds {
      entries.append(
        Entry(
          category: seed.category, wiki: wikiNumber[seed.wiki], agent: seed.agent.map { agentNumber[$0] } ?? 0,
          title: number(seed.title), atMs: seed.atMs, read: seed.read))
      if !seed.read { unreadCount += 1 }
    }
    deleteOldest()
  }

  /// The revision a reverted or thanked edit points at.
  static func revision(_ category: NotificationType, id: Int) -> Int? {
    category == .reverted || category == .editThank ? 1_000_000 + id : nil
  }

  /// `meta=notifications`: newest first, `notlimit` at a time from `notcontinue`, filtered by read state.
  /// Walks back from the newest and stops after one more than a page: a page of ten thousand costs a page.
  func list(_ request: APIRequest) -> JSONValue {
    // `max` is the most a user may ask for (50), as MediaWiki reads it.
    let asked = request["notlimit"]
    let limit = asked == "max" ? 50 : max(1, min(Int(asked ?? "") ?? 10, 50))
    let filter = request["notfilter"]
    // The token is the id to go on from (an index moves when the oldest are deleted).
    let from =
      request["notcontinue"].flatMap(Int.init).map { $0 <= deleted ? 0 : min($0 - deleted, entries.count) }
      ?? entries.count
    var page: [Int] = []
    var index = from - 1
    while index >= 0 && page.count <= limit {
      let read = entries[index].read
      switch filter {
      case "!read"? where read, "read"? where !read: break
      default: page.append(index)
      }
      index -= 1
    }
    // With `uselang`, Echo's own header in that language, as real Echo writes it (the app shows it as the
    // message); without, the app's simulated words, as before.
    let uselang = request["uselang"]
    var body: [(String, JSONValue)] = [
      ("list", .array(page.prefix(limit).map { Self.model(notification($0), uselang: uselang) }))
    ]
    if page.count > limit { body.append(("continue", .string(String(page[limit] + 1 + deleted)))) }
    if (request["notprop"] ?? "").split(separator: "|").contains("count") {
      body += [("count", .string(String(unreadCount))), ("rawcount", .number(Double(unreadCount)))]
    }
    return .object([("batchcomplete", true), ("query", .object([("notifications", .object(body))]))])
  }

  /// One notification in Echo's model format (the app writes the texts itself).
  static func model(_ n: EchoNotification, uselang: String? = nil) -> JSONValue {
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
    if let uselang,
      let header = EchoHeaders.header(n.category, agent: n.agent, title: n.title, user: "Example", language: uselang)
    {
      fields.append(("*", .object([("header", .string(header))])))
    }
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
    if all {
      let named = Set((request["wikis"] ?? request.wiki.databaseName).split(separator: "|").map(String.init))
      let numbers = Set(wikis.indices.filter { named.contains(wikis[$0].databaseName) }.map { UInt16($0) })
      for i in entries.indices where numbers.contains(entries[i].wiki) { entries[i].read = true }
    }
    for id in read where id > deleted && id - deleted <= entries.count { entries[id - deleted - 1].read = true }
    for id in unread where id > deleted && id - deleted <= entries.count { entries[id - deleted - 1].read = false }
    unreadCount = entries.count { !$0.read }
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

extension SimulatedInbox {
  /// The inbox as the state file keeps it: the wikis and names once, each notification as
  /// `[type, wiki, agent, title, atMs, read]` by their numbers. `shiftMs` moves every time (the world's clock
  /// starts again at each launch: the notifications of an earlier run lie that far in the past).
  func json(shiftMs: Int = 0) -> JSONValue {
    .object([
      ("wikis", .array(wikis.map { .string($0.code) })),
      ("texts", .array(texts.map { .string($0) })),
      ("seenUpToMs", seenUpToMs == Int.min ? .null : .number(Double(seenUpToMs + shiftMs))),
      ("deleted", .number(Double(deleted))),
      (
        "entries",
        .array(
          entries.map {
            .array([
              .string($0.category.rawValue), .number(Double($0.wiki)), .number(Double($0.agent)),
              .number(Double($0.title)), .number(Double($0.atMs + shiftMs)), .bool($0.read),
            ])
          })
      ),
    ])
  }

  /// Reads the inbox back; an entry that cannot be read fails the whole, or with `reading.skipping` is left
  /// out and named. Every number is checked against its range before it is converted (a number no `Int`
  /// holds would trap).
  init(json: JSONValue, shiftMs: Int, reading: inout WorldReading) throws(WorldSnapshot.ReadError) {
    self.init()
    for wiki in json["wikis"]?.arrayValue ?? [] {
      // An entry names its wiki by a 16-bit number: a list longer than that names no more wikis (a crafted
      // file's 65,537th trapped the conversion of an entry's number; the fuzzer's state-file target).
      guard wikis.count <= Int(UInt16.max) else { break }
      guard let code = wiki.stringValue, let parsed = Wiki(code: code) else {
        // The entries name their wiki by its place in this list: without it, none can be trusted.
        try reading.unreadable("a wiki of the inbox, and so its notifications")
        self = SimulatedInbox()
        return
      }
      _ = number(parsed)
    }
    for text in json["texts"]?.arrayValue ?? [] {
      guard texts.count < Int(UInt16.max) - 1 else { break }
      guard let text = text.stringValue else {
        try reading.unreadable("name \(texts.count + 1) in the inbox")
        // Kept in its place, empty: the entries name their texts by their places.
        texts.append("")
        continue
      }
      texts.append(text)
      textNumbers[text] = UInt16(truncatingIfNeeded: texts.count)
    }
    if case .number(let seen)? = json["seenUpToMs"], abs(seen) < 1e15 { seenUpToMs = Int(seen) - shiftMs }
    // Ids go on from where the kept ones left off (an id past 2^53 could not be written back exactly).
    if case .number(let gone)? = json["deleted"], gone >= 0, gone < 1e15, gone == gone.rounded() { deleted = Int(gone) }
    for (index, entry) in (json["entries"]?.arrayValue ?? []).enumerated() {
      guard let fields = entry.arrayValue, fields.count == 6,
        let category = fields[0].stringValue.flatMap(NotificationType.init(rawValue:)),
        case .number(let wiki) = fields[1], wiki >= 0, wiki < Double(wikis.count),
        case .number(let agent) = fields[2], agent >= 0, agent <= Double(texts.count),
        case .number(let title) = fields[3], title >= 0, title <= Double(texts.count),
        case .number(let atMs) = fields[4], abs(atMs) < 1e15, case .bool(let read) = fields[5]
      else {
        try reading.unreadable("notification \(index + 1) of the inbox")
        continue
      }
      entries.append(
        Entry(
          category: category, wiki: UInt16(wiki), agent: UInt16(agent), title: UInt16(title),
          atMs: Int(atMs) - shiftMs, read: read))
      if !read { unreadCount += 1 }
    }
    deleteOldest()
  }

  var count: Int { entries.count }
}
