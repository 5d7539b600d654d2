import Testing

@testable import PushHTTP

@Suite struct HTTPURLTests {
  @Test func parse_hostPortAndTarget() throws {
    let url = try HTTPURL(parsing: "http://127.0.0.1:18081/api.php?a=b#frag")
    #expect(url.host == "127.0.0.1")
    #expect(url.port == 18081)
    #expect(url.target == "/api.php?a=b")
    #expect(url.path == "/api.php")
    #expect(url.hostPort == "127.0.0.1:18081")
  }

  @Test func parse_noPortNoPath_defaultsTo80AndSlash() throws {
    let url = try HTTPURL(parsing: "http://localhost")
    #expect(url.port == 80)
    #expect(url.target == "/")
  }

  @Test func parse_https_isRefusedSayingTLSIsNotBuiltIn() {
    #expect(throws: HTTPError.tlsNotBuiltIn("https://en.wikipedia.org/w/api.php")) {
      try HTTPURL(parsing: "https://en.wikipedia.org/w/api.php")
    }
    let error = HTTPError.tlsNotBuiltIn("https://x")
    #expect(error.description.contains("TLS is not built in"))
  }

  @Test(arguments: [
    "ftp://host/", "http://", "http://host:0/", "http://host:99999/", "http://host:x/",
    "http://ho st/", "127.0.0.1:80/api.php", "http://host/a b", "http://::1/",
  ])
  func parse_notAnHTTPURL_isRefused(_ text: String) {
    #expect(throws: HTTPError.invalidURL(text)) { try HTTPURL(parsing: text) }
  }

  /// Issue 34, minor point: the error quoted a URL whole, with the user and password some put in it.
  @Test(arguments: [
    ("http://bob:s3cret@127.0.0.1:1/api.php", "http://(user:password hidden)@127.0.0.1:1/api.php"),
    ("ftp://bob:s3cret@host/", "ftp://(user:password hidden)@host/"),
    ("https://a@b:pw@host/x@y", "https://(user:password hidden)@host/x@y"),
    ("http://user:pw@host/", "http://(user:password hidden)@host/"),
  ])
  func parse_aURLWithAUserAndPassword_isRefused_withoutThem(_ text: String, _ shown: String) {
    #expect(throws: HTTPError.invalidURL(shown + " (a user and password in the URL are not used)")) {
      try HTTPURL(parsing: text)
    }
  }

  /// The fuzzer's first find (Fuzz/regressions/http-url): an `@` before the `://` made a backwards range.
  @Test func quoting_anAtBeforeTheScheme_isNotATrap() {
    #expect(HTTPURL.withoutAnythingBeforeAnAt("tttht\u{FFFD}http@://p?a") == "tttht\u{FFFD}http@://p?a")
    #expect(HTTPURL.withoutAnythingBeforeAnAt("a@b://c@d/e") == "a@b://(user:password hidden)@d/e")
    #expect(HTTPURL.withoutAnythingBeforeAnAt("x@y") == "(user:password hidden)@y")
    #expect(throws: HTTPError.self) { try HTTPURL(parsing: "tttht\u{97}http@://p?a") }
  }

  /// What the attacker's review found: a password holding `/`, `?`, `#` or `\` ended the authority early, and
  /// the error quoted the URL whole.
  @Test(arguments: [
    "http://bob:se/cret@h/api.php", "http://bob:se?cret@h/api.php", "http://bob:se#cret@h/api.php",
    "http:/\\bob:s3cret@h/api.php", "https://bob:se/cret@h/",
  ])
  func parse_aPasswordThatEndsTheAuthorityEarly_isNotQuoted(_ text: String) {
    do {
      _ = try HTTPURL(parsing: text)
      Issue.record("parsed: \(text)")
    } catch {
      #expect(!error.description.contains("cret"), "\(error.description)")
      #expect(error.description.contains("(user:password hidden)@h/"), "\(error.description)")
    }
  }

  @Test func parse_bracketedIPv6() throws {
    let url = try HTTPURL(parsing: "http://[::1]:8080/api.php")
    #expect(url.host == "::1")
    #expect(url.port == 8080)
    #expect(url.hostPort == "[::1]:8080")
  }

  @Test func withQuery_replacesTheQueryEncoded() throws {
    let url = try HTTPURL(parsing: "http://h:1/w/api.php?old=1")
    #expect(url.withQuery([("type", "csrf"), ("t", "+\\")]).target == "/w/api.php?type=csrf&t=%2B%5C")
    #expect(url.withQuery([]).target == "/w/api.php")
  }
}
