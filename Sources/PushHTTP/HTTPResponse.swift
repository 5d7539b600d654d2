/// A whole HTTP response: status, headers in the order they came, and the decoded body.
public struct HTTPResponse: Equatable, Sendable {
  public var status: Int
  public var reason: String
  public var headers: [HeaderField]
  public var body: [UInt8]

  public struct HeaderField: Equatable, Sendable {
    public var name: String
    public var value: String
    public init(_ name: String, _ value: String) {
      self.name = name
      self.value = value
    }
  }

  public init(status: Int, reason: String, headers: [HeaderField], body: [UInt8]) {
    self.status = status
    self.reason = reason
    self.headers = headers
    self.body = body
  }

  /// The first header of that name (names compare without case).
  public func header(_ name: String) -> String? { headers(named: name).first }

  public func headers(named name: String) -> [String] {
    let wanted = name.lowercased()
    return headers.filter { $0.name.lowercased() == wanted }.map(\.value)
  }

  public var bodyText: String { String(decoding: body, as: UTF8.self) }
}
