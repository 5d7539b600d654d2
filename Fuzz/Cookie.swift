@testable import PushHTTP

/// Set-Cookie lines (one per line of the input) stored in a jar, then the Cookie header sent back.
func fuzzCookie(_ bytes: [UInt8]) {
  let url = HTTPURL(host: "wiki.test", port: 8080, target: "/w/api.php?action=query")
  let headers = text(bytes).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  var jar = CookieJar()
  jar.store(setCookieHeaders: headers, from: url, now: 1_700_000_000)
  _ = jar.cookieHeader(for: url, now: 1_700_000_001)
  _ = jar.cookieHeader(for: HTTPURL(host: "wiki.test", port: 8080, target: "/"), now: Int64.max)
  for header in headers { _ = CookieJar.parse(setCookie: header, from: url, now: Int64.min) }
}
