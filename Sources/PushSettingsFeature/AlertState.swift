import PushCore

/// A modal alert: a title, a message that says what failed and what the app did, and buttons.
public struct AlertState: Equatable, Sendable {
  public enum Kind: String, Equatable, Sendable {
    case tokenTimeout
    case subscribeFailed
    case unsubscribeFailed
    case writeFailed
    case reloginPrompt
    case logoutConfirmation
    case languageChoice
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
  case turnOnAfterLogin
  case logOut
  case removeLanguage(String)
  case makePrimary(String)
}
