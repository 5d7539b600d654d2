import PushCore
import PushTestSupport
import PushWikiClient
import Testing

@testable import PushHTTP

/// Issue 34, B1: a canary bot password and each copy of it a sink would still show (a format character or a
/// control inside or after it, HTML entities, tags, percent-encoding in either case, another case, full-width
/// letters) is withheld wherever a server's text leaves for a sink: the login failure's reason (standard
/// error), the HTTP reason phrase (the QA line), and every string of an answer (a notification's agent,
/// title and body, which the Notifications Center shows).
@Suite struct SecretCanaryTests {
  static let canary = "hunter2-SECRET-pw"

  /// Each copy, and what the hostile server did to the canary.
  static let copies: [(String, String)] = [
    ("hunter2-SECRET-pw", "as typed"),
    ("hunter2-SECRET\u{200E}-pw", "LRM inside"),
    ("hunter2-SEC\u{1B}RET-pw", "ESC inside"),
    ("hunter2-SECRET-pw\u{200D}", "ZWJ after it (it joins the last letter's grapheme)"),
    ("hunter2\u{2066}-SECRET-pw\u{2069}", "LRI and PDI inside"),
    ("hunter2&#45;SECRET-pw", "a decimal entity"),
    ("hunter2&#x2D;SECRET&#X2Dpw", "hex entities, one without its semicolon"),
    ("hunter2&amp;#45;SECRET-pw", "an entity encoded twice"),
    ("hunter2<b>-SECRET</b>-pw", "tags inside"),
    ("hunter2%2dSECRET-pw", "lower-case percent-encoding"),
    ("hunter2%2DSECRET%2Dpw", "upper-case percent-encoding"),
    ("hunter2%252dSECRET-pw", "percent-encoded twice"),
    ("HUNTER2-SECRET-PW", "upper case"),
    ("Hunter2-secret-Pw", "mixed case"),
    ("ｈｕｎｔｅｒ２-SECRET-pw", "full-width letters"),
    ("hunter2-SECRET-\u{FEFF}pw\u{E0041}", "a BOM and a tag character"),
    ("hunter2-SE\u{034F}CRET-pw", "a combining grapheme joiner inside"),
    ("hunter2-SECRET-p\u{0301}w", "a combining mark inside"),
    // What an attacker's review found passing (issue 34, after B1's fix).
    ("hunter2\u{1160}-SECRET\u{1160}-pw", "Hangul fillers inside (invisible letters, shown word for word)"),
    ("hunter2\u{3164}-SECRET\u{2800}-pw", "a Hangul filler and a braille blank"),
    ("hunter2\u{2011}SECRET\u{2011}pw", "non-breaking hyphens"),
    ("hunter2\u{2010}SECRET\u{2212}pw", "a hyphen and a minus sign"),
    ("𝐡𝐮𝐧𝐭𝐞𝐫𝟐-𝐒𝐄𝐂𝐑𝐄𝐓-𝐩𝐰", "mathematical bold letters and digit"),
    ("𝘩𝘶𝘯𝘵𝘦𝘳𝟤-𝙎𝙀𝘾𝙍𝙀𝙏-𝚙𝚠", "mathematical italic, sans-serif and monospace"),
    ("hunter2-S\u{0415}CR\u{0415}T-pw", "Cyrillic capital IE for E"),
    ("hunter2-SECRE\u{0422}-pw", "Cyrillic capital TE for T"),
    ("hunter2-\u{0405}\u{0395}\u{0421}RET-\u{0440}w", "Cyrillic and Greek look-alikes"),
    ("h u n t e r 2 - S E C R E T - p w", "spelled out with spaces"),
  ]

  @Test(arguments: copies)
  func match_everyTransformedCopy_isHeld(copy: String, what: String) throws {
    let match = try #require(SecretMatch(secret: Self.canary))
    #expect(match.isHeld(in: "Wrong pass \(copy) for PushTester."), "\(what)")
  }

  @Test func match_textWithoutTheWholePassword_isNotHeld() throws {
    let match = try #require(SecretMatch(secret: Self.canary))
    for text in [
      "Incorrect username or password entered.", "hunter2-SECRET", "SECRET-pw", "hunter2 SECRET pw",
      "hunter2-SECRET-p", "&#45;&#x2d;%2d <b>", "", "hunter2 - SECRET - p", "Привет, мир", "𝐡𝐮𝐧𝐭𝐞𝐫",
    ] {
      #expect(!match.isHeld(in: text), "\(text)")
    }
  }

  @Test func match_aPasswordWithEntitiesOrPercentSigns_isFoundAsTyped() throws {
    let match = try #require(SecretMatch(secret: "a&amp;b%41c+d e"))
    #expect(match.isHeld(in: "it was a&amp;b%41c+d e!"))
    #expect(match.isHeld(in: FormEncoding.percentEncode("a&amp;b%41c+d e")))
    #expect(!match.isHeld(in: "a&amp;b"))
    #expect(SecretMatch(secret: "") == nil)
  }

  /// Issue 34, minor point: a one-character password withheld every error message (each held a "p"). A short
  /// password is held where it stands as a word, in any of its transformed copies.
  @Test func match_aShortPassword_isHeldOnlyAsAWord() throws {
    let match = try #require(SecretMatch(secret: "p"))
    for text in ["Incorrect username or password entered.", "en.wikipedia.org refused", "ap", "p2", "pé"] {
      #expect(!match.isHeld(in: text), "\(text)")
    }
    for text in ["Wrong pass p.", "p", "password=p;", "(P)", "&#112;", "%70 was wrong", "p\u{200E}", "\u{FF50}"] {
      #expect(match.isHeld(in: text), "\(text)")
    }
    let five = try #require(SecretMatch(secret: "x7-Q2"))
    #expect(!five.isHeld(in: "ax7-q2b"))
    #expect(five.isHeld(in: "pass: X7&#45;q2"))
    // Six characters and more: held anywhere, as before.
    #expect(try #require(SecretMatch(secret: "abc123")).isHeld(in: "xabc123y"))
  }

  /// A wiki that refuses the login with `reason`, or (logged in) answers every call with `answer`.
  static func wiki(loginReason: String? = nil, answer: String = "{}") throws -> TestServer {
    try TestServer { request in
      let fields = formFields(request)
      switch fields["action"] {
      case "query" where fields["type"] == "login": return .json(#"{"query":{"tokens":{"logintoken":"t"}}}"#)
      case "login":
        guard let loginReason else { return .json(#"{"login":{"result":"Success"}}"#) }
        let reason = JSONValue.string(loginReason).serialized
        return .json(#"{"login":{"result":"Failed","reason":\#(reason)}}"#)
      default: return .json(answer)
      }
    }
  }

  static func client(_ server: TestServer) throws -> MediaWikiClient {
    let url = try HTTPURL(parsing: server.url)
    return MediaWikiClient(backend: BackendFile(username: "u", password: canary, wikis: [(.language("en"), url)]))
  }

  @Test(arguments: copies)
  func logIn_reasonHoldingACopy_isWithheldFromTheMessage(copy: String, what: String) async throws {
    let server = try Self.wiki(loginReason: "Wrong pass \(copy) for PushTester.")
    defer { server.stop() }
    let failure = try #require(await Self.client(server).logIn(.language("en")))
    #expect(failure.message.hasSuffix("as the bot user: \(MediaWikiSession.withheld)"), "\(what): \(failure.message)")
  }

  @Test func send_reasonPhraseHoldingACopy_isWithheld() async throws {
    let server = try TestServer { request in
      formFields(request)["action"] == "login"
        ? .json(#"{"login":{"result":"Success"}}"#)
        : formFields(request)["type"] == "login"
          ? .json(#"{"query":{"tokens":{"logintoken":"t"}}}"#)
          : .text("HTTP/1.1 503 Busy hunter2-SECRET\u{200E}-pw\r\nContent-Length: 0\r\n\r\n")
    }
    defer { server.stop() }
    let failure = try #require(
      await Self.client(server).send(MediaWikiAPI.csrfTokenRequest(.language("en"))).failureValue)
    #expect(failure.code == "http-503")
    #expect(failure.message == "the server answered 503 \(MediaWikiSession.withheld)")
  }

  /// The notification's fields the Notifications Center shows ("From …", the title, Echo's header and body):
  /// each copy is withheld before the feature reads it; the fields without one are kept.
  @Test(arguments: copies)
  func send_notificationFieldsHoldingACopy_areWithheld(copy: String, what: String) async throws {
    func quoted(_ text: String) -> String { JSONValue.string(text).serialized }
    let answer =
      #"{"query":{"notifications":{"list":[{"id":7,"wiki":"enwiki","category":"edit-thank","#
      + #""timestamp":{"unix":"1700000000"},"agent":{"name":\#(quoted(copy))},"#
      + #""title":{"full":\#(quoted("Talk:" + copy))},"#
      + #""*":{"header":"<b>Thanks</b> from x","body":\#(quoted("said " + copy))}}]}}}"#
    let server = try Self.wiki(answer: answer)
    defer { server.stop() }
    let json = try await Self.client(server).send(MediaWikiAPI.csrfTokenRequest(.language("en"))).get()
    let item = try #require(json["query"]?["notifications"]?["list"]?.arrayValue?.first)
    #expect(item["agent"]?["name"]?.stringValue == MediaWikiSession.withheld, "\(what)")
    #expect(item["title"]?["full"]?.stringValue == MediaWikiSession.withheld, "\(what)")
    #expect(item["*"]?["body"]?.stringValue == MediaWikiSession.withheld, "\(what)")
    #expect(item["*"]?["header"]?.stringValue == "<b>Thanks</b> from x", "the text without it is kept")
  }
}

/// Every password of the backend file is withheld by every client: one that never logs in (the anonymous
/// client of the local events) withheld nothing, and the bot user's client let the other editor's through.
@Suite struct EveryPasswordWithheldTests {
  static let other = "0ther-CANARY-pw"

  static func echoing(_ text: String) throws -> TestServer {
    let answer = #"{"error":{"code":"x","info":\#(JSONValue.string(text).serialized)}}"#
    return try SecretCanaryTests.wiki(answer: answer)
  }

  static func backend(_ server: TestServer) throws -> BackendFile {
    BackendFile(
      username: "u", password: SecretCanaryTests.canary, wikis: [(.language("en"), try HTTPURL(parsing: server.url))],
      otherEditor: .init(username: "o", password: other))
  }

  @Test func aClientThatNeverLogsIn_withholdsThePasswordToo() async throws {
    let server = try Self.echoing("Bad token for hunter2&#45;SECRET-pw")
    defer { server.stop() }
    let client = MediaWikiClient(backend: try Self.backend(server), loggedOut: true)
    let json = try await client.send(MediaWikiAPI.csrfTokenRequest(.language("en"))).get()
    #expect(json["error"]?["info"]?.stringValue == MediaWikiSession.withheld)
  }

  @Test func theOtherEditorsPassword_isWithheldFromTheBotUsersClient() async throws {
    let server = try Self.echoing("From 0THER-canary\u{200E}-PW")
    defer { server.stop() }
    let client = MediaWikiClient(backend: try Self.backend(server))
    let json = try await client.send(MediaWikiAPI.csrfTokenRequest(.language("en"))).get()
    #expect(json["error"]?["info"]?.stringValue == MediaWikiSession.withheld)
  }

  /// The other editor's client (made from a copy of the file with the other editor's account) is given the
  /// bot user's password to withhold too.
  @Test func theBotUsersPassword_isWithheldFromTheOtherEditorsClient() async throws {
    let server = try Self.echoing("hunter2-SECRET-pw")
    defer { server.stop() }
    var file = try Self.backend(server)
    file.username = "o"
    file.password = Self.other
    let client = MediaWikiClient(backend: file, alsoWithholding: [SecretCanaryTests.canary])
    let json = try await client.send(MediaWikiAPI.csrfTokenRequest(.language("en"))).get()
    #expect(json["error"]?["info"]?.stringValue == MediaWikiSession.withheld)
  }
}

/// Issue 34, B2: the 60-character excerpt of an answer that is not JSON showed the part of the password that
/// fell inside it, because only the excerpt was checked, not the whole answer.
@Suite struct NotJSONExcerptTests {
  @Test func send_notJSONAnswerHoldingThePasswordPastTheExcerpt_showsNoPartOfIt() async throws {
    // 50 characters, then the password: the excerpt would end inside it, at "hunter2-SE".
    let body = String(repeating: "x", count: 50) + SecretCanaryTests.canary + " was wrong"
    let server = try TestServer { request in
      switch (formFields(request)["action"], formFields(request)["type"]) {
      case ("query"?, "login"?): .json(#"{"query":{"tokens":{"logintoken":"t"}}}"#)
      case ("login"?, _): .json(#"{"login":{"result":"Success"}}"#)
      default: .text("HTTP/1.1 200 OK\r\nContent-Length: \(body.utf8.count)\r\n\r\n" + body)
      }
    }
    defer { server.stop() }
    let failure = try #require(
      await SecretCanaryTests.client(server).send(MediaWikiAPI.csrfTokenRequest(.language("en"))).failureValue)
    #expect(failure.code == "not-json")
    #expect(!failure.message.contains("hunter2"), "\(failure.message)")
    #expect(failure.message.contains(MediaWikiSession.withheld), "\(failure.message)")
  }

  @Test func send_notJSONAnswerWithoutThePassword_keepsItsExcerpt() async throws {
    let server = try TestServer { request in
      switch (formFields(request)["action"], formFields(request)["type"]) {
      case ("query"?, "login"?): .json(#"{"query":{"tokens":{"logintoken":"t"}}}"#)
      case ("login"?, _): .json(#"{"login":{"result":"Success"}}"#)
      default: .text("HTTP/1.1 200 OK\r\nContent-Length: 15\r\n\r\n<html>oops</ht>")
      }
    }
    defer { server.stop() }
    let failure = try #require(
      await SecretCanaryTests.client(server).send(MediaWikiAPI.csrfTokenRequest(.language("en"))).failureValue)
    #expect(failure.message.hasSuffix("it began \"<html>oops</ht>\")"), "\(failure.message)")
  }
}
