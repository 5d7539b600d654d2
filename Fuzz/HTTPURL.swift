import PushHTTP

/// The URLs of a backend file; one read must print as a URL that reads back the same.
func fuzzHTTPURL(_ bytes: [UInt8]) {
  guard let url = try? HTTPURL(parsing: text(bytes)) else { return }
  guard let again = try? HTTPURL(parsing: url.description), again == url else {
    fatalError("HTTPURL does not read back what it printed: \(url.description)")
  }
}
