import PushCore

/// One simulated call as it completed; a line of `--trace` and of the call log.
public struct TraceRecord: Equatable, Sendable {
  public var tMs: Int
  public var service: String
  public var wiki: Wiki?
  public var action: String
  public var params: [(String, String)]
  public var error: String?

  public init(tMs: Int, service: String, wiki: Wiki?, action: String, params: [(String, String)], error: String?) {
    self.tMs = tMs
    self.service = service
    self.wiki = wiki
    self.action = action
    self.params = params
    self.error = error
  }

  public var ok: Bool { error == nil }

  public func param(_ name: String) -> String? { params.first { $0.0 == name }?.1 }

  public static func == (lhs: TraceRecord, rhs: TraceRecord) -> Bool {
    lhs.tMs == rhs.tMs && lhs.service == rhs.service && lhs.wiki == rhs.wiki && lhs.action == rhs.action
      && lhs.params.map(\.0) == rhs.params.map(\.0) && lhs.params.map(\.1) == rhs.params.map(\.1)
      && lhs.error == rhs.error
  }

  /// The JSON Lines form: `{"t_ms":…,"service":…,"wiki":…,"action":…,"params":{…},"outcome":…,"error":…}`.
  public var json: JSONValue {
    var pairs: [(String, JSONValue)] = [("t_ms", .number(Double(tMs))), ("service", .string(service))]
    if let wiki { pairs.append(("wiki", .string(wiki.host))) }
    pairs.append(("action", .string(action)))
    pairs.append(("params", .object(params.map { ($0.0, .string($0.1)) })))
    pairs.append(("outcome", .string(ok ? "ok" : "error")))
    if let error { pairs.append(("error", .string(error))) }
    return .object(pairs)
  }
}
