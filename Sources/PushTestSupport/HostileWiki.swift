#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// A MediaWiki on 127.0.0.1 that puts terminal escapes in every text it sends (issue 28): the login's
/// failure reason, API error texts, notification agents and titles, an HTTP reason phrase, a cookie with a
/// bare line feed, and numbers no arithmetic should take (a timestamp of -2^63, a count of 2^63 - 1).
/// Loopback only; each answer is small and sent at once.
public final class HostileWiki: Sendable {
  /// Escapes a terminal acts on: an OSC 52 clipboard write, a title change, a screen clear, a cursor report
  /// request, a bell, C1 controls (CSI as one scalar), DEL, a right-to-left override, a line break that
  /// would start a line of its own, and what a screen reader would read as the app's own line.
  public static let hostile =
    "\u{1B}]52;c;cHduZWQ=\u{7}\u{1B}]0;pwned-title\u{7}\u{1B}[2J\u{1B}[6n\u{7}\u{9B}5n\u{9D}0;c1\u{9C}\u{7F}"
    + "\u{202E}txt.exe\nFORGED LINE"

  /// What a test looks for in an output to see that one of the hostile sequences went through raw. (Not any
  /// OSC or BEL: ncurses sends its own, `ESC ] 104 BEL`, to reset the palette.)
  public static let rawMarkers = [
    "\u{1B}]52", "\u{1B}]0;", "\u{1B}[6n", "\u{9B}", "\u{9D}", "\u{9C}", "\u{7F}", "\u{202E}", "\u{7}\u{9B}",
  ]

  public enum Mode: Sendable {
    /// Every login is refused, with the hostile text as MediaWiki's reason.
    case refuseLogin
    /// Logins succeed; every other call answers with hostile text.
    case hostileAnswers
  }

  public let server: TestServer
  public let mode: Mode

  public init(_ mode: Mode) throws {
    self.mode = mode
    server = try TestServer { request in HostileWiki.answer(request, mode) }
  }

  public var url: String { server.url }

  public func stop() { server.stop() }

  /// The hostile text as a JSON string: controls escaped as JSON requires, the rest (C1, bidi) raw UTF-8.
  static var quoted: String {
    var out = "\""
    for scalar in hostile.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      default:
        if scalar.value < 0x20 {
          let hex = String(scalar.value, radix: 16)
          out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out + "\""
  }

  static var apiError: String { #"{"errors":[{"code":"hostile","text":\#(quoted),"module":"main"}]}"# }

  static func fields(_ request: TestServer.Request) -> [String: String] {
    let query = request.target.split(separator: "?", maxSplits: 1).dropFirst().first.map(String.init) ?? ""
    var fields: [String: String] = [:]
    for text in [query, request.body] {
      for pair in text.split(separator: "&") {
        let parts = pair.split(separator: "=", maxSplits: 1).map(String.init)
        fields[parts[0]] = parts.count > 1 ? parts[1].removingPercentEncoding : ""
      }
    }
    return fields
  }

  static func answer(_ request: TestServer.Request, _ mode: Mode) -> TestServer.Reply {
    let fields = fields(request)
    switch (fields["action"], fields["meta"], fields["type"]) {
    case ("query", "tokens", "login"):
      return .json(#"{"query":{"tokens":{"logintoken":"login+\\"}}}"#)
    case ("login", _, _):
      if mode == .refuseLogin {
        return .json(#"{"login":{"result":"Failed","reason":\#(quoted)}}"#)
      }
      // A cookie whose value holds a bare line feed: kept, it would go back out as a header of its own.
      return .json(#"{"login":{"result":"Success"}}"#, headers: ["Set-Cookie: s=1\nX-Injected: 1; path=/"])
    case ("query", "tokens", _):
      return .json(#"{"query":{"tokens":{"csrftoken":"csrf+\\"}}}"#)
    case ("query", "notifications", _):
      let items = ["edit-thank", "reverted", "mention"].enumerated().map { index, category in
        #"{"id":\#(index + 1),"wiki":"enwiki","category":"\#(category)","type":"\#(category)","#
          + #""timestamp":{"unix":"-9223372036854775808"},"agent":{"name":\#(quoted)},"#
          + #""title":{"full":\#(quoted)},"revid":\#(index + 10)}"#
      }
      return .json(
        #"{"query":{"notifications":{"count":"9223372036854775807","list":[\#(items.joined(separator: ","))]}}}"#)
    case ("echopushsubscriptions", _, _):
      let body = apiError
      return .text(
        "HTTP/1.1 500 \(hostile.split(separator: "\n").first ?? "")\r\nContent-Type: application/json\r\n"
          + "Content-Length: \(body.utf8.count)\r\n\r\n\(body)")
    default:
      return .json(apiError)
    }
  }
}

extension String {
  /// Form and query decoding: `+` is a space, `%XX` a byte.
  fileprivate var removingPercentEncoding: String {
    var bytes: [UInt8] = []
    var utf8 = Array(self.utf8)[...]
    while let byte = utf8.popFirst() {
      if byte == UInt8(ascii: "+") {
        bytes.append(0x20)
      } else if byte == UInt8(ascii: "%"), utf8.count >= 2,
        let value = UInt8(String(decoding: utf8.prefix(2), as: UTF8.self), radix: 16)
      {
        bytes.append(value)
        utf8 = utf8.dropFirst(2)
      } else {
        bytes.append(byte)
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
