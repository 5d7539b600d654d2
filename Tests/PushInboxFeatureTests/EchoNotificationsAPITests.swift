import PushCore
import PushInboxFeature
import Testing

/// Issue 28, item 1: numbers in Echo's answer come from outside; none may trap (SIGILL) when the app does
/// arithmetic on it.
@Suite struct EchoNotificationsAPITests {
  static func page(unix: String, count: String = "1", rawcount: String? = nil) throws -> JSONValue {
    let raw = rawcount.map { #", "rawcount": \#($0)"# } ?? ""
    return try JSONParser.parse(
      #"{"query": {"notifications": {"count": "\#(count)"\#(raw), "list": [{"id": 7, "wiki": "enwiki", "#
        + #""category": "edit-thank", "timestamp": {"unix": "\#(unix)"}}]}}}"#)
  }

  @Test(arguments: ["-9223372036854775808", "9223372036854775807", "-1", "99999999999999"])
  func readPage_extremeTimestamp_isKeptWithinTheCalendar_noTrap(_ unix: String) throws {
    guard case .success(let page) = EchoNotificationsAPI.readPage(try Self.page(unix: unix)) else {
      Issue.record("the page was refused")
      return
    }
    let ms = try #require(page.notifications.first?.timestampMs)
    // Between 1970 and the end of 9999: any later arithmetic on it (how long ago) stays far from overflow.
    #expect(ms >= (0 - EchoTimestamp.epochUnix) * 1000 && ms <= (253_402_300_799 - EchoTimestamp.epochUnix) * 1000)
    #expect(EchoTimestamp.relative(ms, now: 0).isEmpty == false)
  }

  @Test(arguments: [("9223372036854775807", nil), ("-5", nil), ("1", "1e300"), ("1", "-9007199254740992")])
  func readPage_extremeUnreadCount_isBounded(_ count: String, _ rawcount: String?) throws {
    guard
      case .success(let page) = EchoNotificationsAPI.readPage(
        try Self.page(unix: "1796029200", count: count, rawcount: rawcount))
    else {
      Issue.record("the page was refused")
      return
    }
    #expect((0...1_000_000_000).contains(page.unreadCount))
    // What the inbox does with it when a push arrives.
    #expect(page.unreadCount.addingReportingOverflow(1).overflow == false)
  }
}
