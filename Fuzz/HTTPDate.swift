@testable import PushHTTP

/// The dates of `Expires` attributes.
func fuzzHTTPDate(_ bytes: [UInt8]) {
  _ = HTTPDate.parse(text(bytes))
}
