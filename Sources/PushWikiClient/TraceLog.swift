import PushCore
import Synchronization

/// Every trace record kept in order, readable at once by the call log.
public final class TraceLog: Sendable {
  /// The log shows the last few calls and a step's calls; a long run keeps only the recent ones.
  private let records: Locked<RecentRecords<TraceRecord>>
  public init(limit: Int = 10_000) { records = Locked(RecentRecords(limit: limit)) }
  public func append(_ record: TraceRecord) { records.withLock { $0.append(record) } }
  /// The calls kept: the most recent, at least `limit` of them.
  public var all: [TraceRecord] { records.withLock { $0.kept } }
  /// How many calls there have been.
  public var count: Int { records.withLock { $0.total } }
  public func suffix(_ n: Int) -> [TraceRecord] { records.withLock { Array($0.kept.suffix(n)) } }
  /// The calls after the first `count` (as `count` said then), those still kept.
  public func since(_ count: Int) -> [TraceRecord] { records.withLock { Array($0.since(count)) } }
}

extension TraceRecord {
  /// One line of the call log: time, service, wiki, what was asked, and how it went.
  public var logLine: String {
    var what = action
    if let change = param("change") {
      what = "options \(change.replacingPrefix("echo-subscriptions-push-", with: ""))"
    } else if let command = param("command") {
      what = "\(action) \(command)"
    } else if let meta = param("meta") {
      what = meta
    } else if let status = param("status") ?? param("result") {
      what = "\(action) \(status)"
    } else if service == "describe", let article = param("title") ?? param("id") {
      // Which article's description: the page on English, the item (and language) on Wikidata.
      what =
        "\(action) \(article)" + (param("language").map { " \($0)" } ?? "") + (param("by").map { " by \($0)" } ?? "")
    }
    let place = wiki?.host ?? service
    // A push the rule kept from the device (a type off there, no subscription) is the rule working, not a
    // failed call.
    let notShown = service == "apns" && action == "push"
    return "+\(tMs)ms \(place) \(what) " + (error.map { notShown ? "not shown (\($0))" : "FAILED \($0)" } ?? "ok")
  }
}
