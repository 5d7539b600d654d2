import PushHTTP
import Testing

@Suite struct CookieJarTests {
  let en = try! HTTPURL(parsing: "http://127.0.0.1:18081/api.php")
  let de = try! HTTPURL(parsing: "http://127.0.0.1:18082/api.php")

  @Test func store_thenSendBack_onlyToTheSameHostAndPort() {
    var jar = CookieJar()
    jar.store(setCookieHeaders: ["enwiki_session=abc; path=/; HttpOnly"], from: en, now: 1_000)
    #expect(jar.cookieHeader(for: en, now: 1_000) == "enwiki_session=abc")
    #expect(jar.cookieHeader(for: de, now: 1_000) == nil)
  }

  @Test func store_sameNameAndPath_replacesTheValue() {
    var jar = CookieJar()
    jar.store(setCookieHeaders: ["s=1; path=/", "t=2; path=/"], from: en, now: 0)
    jar.store(setCookieHeaders: ["s=3; path=/"], from: en, now: 0)
    #expect(jar.cookieHeader(for: en, now: 0) == "t=2; s=3")
  }

  @Test func store_maxAgeZeroOrPastExpires_deletesTheCookie() {
    var jar = CookieJar()
    jar.store(setCookieHeaders: ["enwikiUserID=3; path=/", "enwikiUserName=X; path=/"], from: en, now: 1_000)
    // What PHP sends at logout.
    jar.store(
      setCookieHeaders: [
        "enwikiUserID=deleted; expires=Thu, 01-Jan-1970 00:00:01 GMT; Max-Age=0; path=/",
        "enwikiUserName=deleted; expires=Thu, 01-Jan-1970 00:00:01 GMT; path=/",
      ], from: en, now: 1_000)
    #expect(jar.cookieHeader(for: en, now: 1_000) == nil)
  }

  @Test func store_expiry_isHonouredWhenSending() {
    var jar = CookieJar()
    // 784,111,777 is Sun, 06 Nov 1994 08:49:37 GMT.
    jar.store(
      setCookieHeaders: ["a=1; Max-Age=100; path=/", "b=2; expires=Sun, 06 Nov 1994 08:49:37 GMT; path=/"], from: en,
      now: 784_111_700)
    #expect(jar.cookieHeader(for: en, now: 784_111_776) == "a=1; b=2")
    #expect(jar.cookieHeader(for: en, now: 784_111_777) == "a=1")
    #expect(jar.cookieHeader(for: en, now: 784_111_800) == nil)
  }

  @Test func cookieHeader_pathMatching_followsRFC6265() throws {
    var jar = CookieJar()
    jar.store(setCookieHeaders: ["w=1; path=/w", "root=2; path=/"], from: en, now: 0)
    #expect(jar.cookieHeader(for: try HTTPURL(parsing: "http://127.0.0.1:18081/w/api.php"), now: 0) == "w=1; root=2")
    #expect(jar.cookieHeader(for: try HTTPURL(parsing: "http://127.0.0.1:18081/wx/api.php"), now: 0) == "root=2")
    #expect(jar.cookieHeader(for: try HTTPURL(parsing: "http://127.0.0.1:18081/w"), now: 0) == "w=1; root=2")
  }

  @Test func store_noPath_defaultsToTheRequestDirectory() throws {
    var jar = CookieJar()
    jar.store(setCookieHeaders: ["d=1"], from: try HTTPURL(parsing: "http://h:1/w/api.php"), now: 0)
    #expect(jar.cookies.first?.path == "/w")
  }

  @Test func store_secureOrNamelessCookies_areNotTaken() {
    var jar = CookieJar()
    jar.store(setCookieHeaders: ["s=1; Secure; path=/", "=x", "novalue"], from: en, now: 0)
    #expect(jar.cookies.isEmpty)
  }

  @Test func removeAll_forgetsOnlyThatServer() {
    var jar = CookieJar()
    jar.store(setCookieHeaders: ["a=1; path=/"], from: en, now: 0)
    jar.store(setCookieHeaders: ["b=1; path=/"], from: de, now: 0)
    jar.removeAll(for: en)
    #expect(jar.cookieHeader(for: en, now: 0) == nil)
    #expect(jar.cookieHeader(for: de, now: 0) == "b=1")
  }
}

/// Issue 28, items 1 and 3: a server's numbers and bytes in a cookie.
@Suite struct CookieJarHostileTests {
  let en = try! HTTPURL(parsing: "http://127.0.0.1:18081/api.php")

  @Test(arguments: ["9223372036854775000", "9223372036854775807", "99999999999999999999999"])
  func store_hugeMaxAge_keepsTheCookie_noTrap(_ maxAge: String) {
    var jar = CookieJar()
    jar.store(setCookieHeaders: ["s=1; Max-Age=\(maxAge); path=/"], from: en, now: 1_700_000_000)
    #expect(jar.cookieHeader(for: en, now: 1_700_000_000) == "s=1")
  }

  @Test func store_mostNegativeMaxAge_deletesTheCookie() {
    var jar = CookieJar()
    jar.store(setCookieHeaders: ["s=1; path=/"], from: en, now: 0)
    jar.store(setCookieHeaders: ["s=1; Max-Age=-9223372036854775808; path=/"], from: en, now: 0)
    #expect(jar.cookieHeader(for: en, now: 0) == nil)
  }

  @Test(arguments: [
    "Thu, 01 Jan 99999999999999 00:00:00 GMT", "Thu, 01 Jan +99999999999999 00:00:00 GMT",
    "Thu, 01-Jan-99999999999999 00:00:00 GMT", "Thu, 01 Jan 9223372036854775807 23:59:59 GMT",
  ])
  func store_absurdExpiresYear_isIgnored_noTrap(_ date: String) {
    var jar = CookieJar()
    jar.store(setCookieHeaders: ["s=1; expires=\(date); path=/"], from: en, now: 1_700_000_000)
    // A date the client cannot represent is not a date: the cookie lasts the session.
    #expect(jar.cookies.first?.expires == nil)
    #expect(jar.cookieHeader(for: en, now: 1_700_000_000) == "s=1")
  }

  @Test func store_yearBefore1601_isNotADate() {
    var jar = CookieJar()
    jar.store(setCookieHeaders: ["s=1; expires=Thu, 01 Jan 1600 00:00:00 GMT; path=/"], from: en, now: 0)
    #expect(jar.cookies.first?.expires == nil)
  }

  /// A bare LF (or any control byte) in a cookie would be sent back inside our `Cookie` header: a second
  /// header of the server's choosing. RFC 6265bis: such a Set-Cookie is ignored whole.
  @Test(arguments: ["s=a\nX-Injected: 1; path=/", "s=a\rb", "s=a\u{0}b", "s\nx=1", "s=a\u{7F}"])
  func store_controlByteInTheCookie_isRefused(_ header: String) {
    var jar = CookieJar()
    jar.store(setCookieHeaders: [header], from: en, now: 0)
    #expect(jar.cookies.isEmpty)
    #expect(jar.cookieHeader(for: en, now: 0) == nil)
  }
}
