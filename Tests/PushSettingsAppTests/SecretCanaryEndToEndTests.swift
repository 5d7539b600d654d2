import Foundation
import PushCore
import PushTestSupport
import Testing

/// Issue 34, B1, against the real binary: a wiki that sends the bot password back with a left-to-right mark,
/// an isolate or an HTML entity inside it, in the login's failure reason and in a notification's agent, title,
/// header and body. No sink (standard output and error, the trace, the recording) shows it; the withheld
/// words show in its place.
@Suite(.serialized) struct SecretCanaryEndToEndTests {
  static let canary = "hunter2-SECRET-pw"
  static let withheld = "(the wiki's text is withheld: it held the bot password)"

  static func quoted(_ text: String) -> String { JSONValue.string(text).serialized }

  static func fields(_ request: TestServer.Request) -> [String: String] {
    let query = request.target.split(separator: "?", maxSplits: 1).dropFirst().first.map(String.init) ?? ""
    var fields: [String: String] = [:]
    for pair in (query + "&" + request.body).split(separator: "&") {
      let parts = pair.split(separator: "=", maxSplits: 1).map(String.init)
      fields[parts[0]] = parts.count > 1 ? parts[1] : ""
    }
    return fields
  }

  static func wiki(refuseLogin: Bool) throws -> TestServer {
    try TestServer { request in
      let fields = fields(request)
      switch (fields["action"], fields["meta"], fields["type"]) {
      case ("query", "tokens", "login"): return .json(#"{"query":{"tokens":{"logintoken":"t"}}}"#)
      case ("login", _, _):
        return refuseLogin
          ? .json(#"{"login":{"result":"Failed","reason":\#(quoted("Wrong pass hunter2-SECRET\u{200E}-pw."))}}"#)
          : .json(#"{"login":{"result":"Success"}}"#)
      case ("query", "tokens", _): return .json(#"{"query":{"tokens":{"csrftoken":"c"}}}"#)
      case ("query", "notifications", _):
        let item =
          #"{"id":1,"wiki":"enwiki","category":"edit-thank","type":"edit-thank","#
          + #""timestamp":{"unix":"1700000000"},"agent":{"name":\#(quoted("hunter2-SECRET\u{200E}-pw"))},"#
          + #""title":{"full":\#(quoted("User talk:hunter2\u{2066}-SECRET-pw"))},"revid":10,"#
          + #""*":{"header":"Thanks from <b>hunter2&#45;SECRET-pw</b>","body":"hunter2%2dSECRET-PW"}}"#
        return .json(#"{"query":{"notifications":{"count":"1","list":[\#(item)]}}}"#)
      default:
        return .json(#"{"errors":[{"code":"x","text":\#(quoted("HUNTER2-secret-pw\u{200D}")),"module":"main"}]}"#)
      }
    }
  }

  /// Every sink of a piped run: standard output and error, the trace, the recording.
  static func run(refuseLogin: Bool, input: String) async throws -> [(String, String)] {
    let server = try wiki(refuseLogin: refuseLogin)
    defer { server.stop() }
    let backend = try await BackendEndToEndTests.file(url: server.url, password: canary)
    let trace = EndToEnd.tempPath("canary-trace.jsonl")
    let cast = EndToEnd.tempPath("canary.cast")
    let run = try await EndToEnd.run(
      [
        "--accessible", "--backend", backend, "--state-file", EndToEnd.tempPath("canary.json"), "--trace", trace,
        "--record", cast, "--answer", "allow",
      ], input: input)
    #expect(run.status == 0, "\(run.err)")
    return [
      ("standard output", run.out), ("standard error", run.err),
      ("--trace", (try? String(contentsOfFile: trace, encoding: .utf8)) ?? ""),
      ("--record", (try? String(contentsOfFile: cast, encoding: .utf8)) ?? ""),
    ]
  }

  /// No sink holds the password's first part, in any case (the withheld text never does).
  static func expectNoCanary(_ sinks: [(String, String)]) {
    for (sink, text) in sinks {
      #expect(!text.lowercased().contains("hunter2"), "\(sink): \(text.prefix(4000))")
      #expect(!text.lowercased().contains("secret-pw"), "\(sink)")
    }
  }

  @Test func loginReasonHoldingThePassword_isWithheldOnEverySink() async throws {
    let sinks = try await Self.run(refuseLogin: true, input: "1\nr\nq\n")
    Self.expectNoCanary(sinks)
    #expect(sinks[1].1.contains("as the bot user: \(Self.withheld)"), "\(sinks[1].1)")
  }

  @Test func notificationFieldsHoldingThePassword_areWithheldOnEverySink() async throws {
    // Explore's bell to the Notifications Center, past its onboarding and opt-in, the first notification.
    let sinks = try await Self.run(refuseLogin: false, input: "5\n1\n6\n2\n3\nr\nb\nb\nb\nq\n")
    Self.expectNoCanary(sinks)
    #expect(sinks[0].1.contains("withheld"), "the withheld words show: \(sinks[0].1.prefix(4000))")
  }
}
