import PushCore

/// The account's alert, which the root raises and answers.
public enum SessionAlert: Equatable, Sendable {
  /// The app's confirmation before logging out (`AccountViewController.swift`).
  case logoutConfirmation

  /// What a button does.
  public enum Action: Equatable, Sendable {
    case dismiss
    case logOut
  }

  public var title: String {
    switch self {
    case .logoutConfirmation: "Are you sure you want to log out?"
    }
  }

  public var message: String {
    switch self {
    case .logoutConfirmation: ""
    }
  }

  public var buttons: [(label: String, action: Action)] {
    switch self {
    case .logoutConfirmation: [("Log out", .logOut), ("Cancel", .dismiss)]
    }
  }
}
