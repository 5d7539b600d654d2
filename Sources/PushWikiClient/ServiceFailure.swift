import PushCore

/// A failure of one simulated or real call, in words a person can act on, and of a kind the flow can act on.
public struct ServiceFailure: Error, Equatable, Sendable, CustomStringConvertible {
  /// How far the call got: what decides whether it may have been carried out and how the app words it.
  public enum Kind: Equatable, Sendable {
    /// Nothing reached the server (no connection, no such wiki, no backend, the login failed): not carried out.
    case notSent
    /// The request was sent and no usable answer came back (a read time-out, a connection cut mid-answer,
    /// an answer too large or not JSON): the server may have carried it out.
    case answerLost
    /// The server answered with an HTTP error status: the API did not carry it out.
    case httpStatus(Int)
    /// The API answered: an error code (`badtoken`, `blocked`…) or an answer the app cannot use.
    case refused
  }

  public var kind: Kind
  /// The API's error code, or the transport's (`connection-refused`, `timed-out`, `http-503`).
  public var code: String
  public var message: String

  /// The code and the message are kept on one line each, however a server wrote them: a line break in a
  /// quoted error text would start a line of its own wherever a message is said (standard error, the
  /// linear mode), reading as the app's.
  public init(_ kind: Kind = .refused, code: String, message: String) {
    self.kind = kind
    self.code = code.lineSafe
    self.message = message.lineSafe
  }

  public var description: String { message }

  /// True when the request may have been carried out all the same: it was sent, and no answer that says
  /// otherwise came back. A wiki in that state is rolled back with the ones that took the change.
  public var mayHaveApplied: Bool { kind == .answerLost }

  /// The call failed on its way (no connection, no answer, an HTTP error), not by the wiki's decision: the
  /// app then says only that it failed; the transport's words are QA detail.
  public var isTransport: Bool { kind != .refused }

  /// The wiki asked for a fresh CSRF token.
  public var isBadToken: Bool { kind == .refused && code == "badtoken" }
}
