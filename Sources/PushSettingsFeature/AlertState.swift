import PushCore
import PushWikiClient

/// One of the push flow's modal alerts: a title, a message that says what failed and what the app did, and buttons.
public struct AlertState: Equatable, Sendable {
  public enum Kind: String, Equatable, Sendable {
    case tokenTimeout
    case subscribeFailed
    case unsubscribeFailed
    case writeFailed
    case reloginPrompt
    /// Reading the 16 types failed (seed 000 note 3: "show popup error").
    case readFailed
  }

  public struct Button: Equatable, Sendable {
    public var label: String
    public var action: AlertAction
    public init(_ label: String, _ action: AlertAction) {
      self.label = label
      self.action = action
    }
  }

  public var kind: Kind
  public var title: String
  public var message: String
  public var buttons: [Button]
  /// The technical detail QA needs (which wiki, which call, the server's answer); shown only as an annotation.
  public var annotation: String? = nil
}

public enum AlertAction: Equatable, Sendable {
  case dismiss
  case retryTurnOn
  case retryTurnOff
  /// Reads the types again after the read failed.
  case retryRead
  /// "Turn on" after logging back in: Push notifications opens and push turns on.
  case turnOnAfterLogin
}
