/// A usage error: one line that names the flag and what it accepts. Exits 2.
public struct UsageError: Error, Equatable, Sendable, CustomStringConvertible {
  public var message: String
  public init(_ message: String) { self.message = message }
  public var description: String { message }
}
