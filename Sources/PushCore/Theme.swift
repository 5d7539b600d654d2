/// The app's reading themes (Settings > Reading preferences): the colours every screen is drawn in.
/// The app's `Theme.light`, `.sepia`, `.dark` and `.black` (`Theme.swift`); Light is the app's default.
public enum Theme: String, Equatable, Hashable, Sendable, CaseIterable {
  case light
  case sepia
  case dark
  case black

  /// The theme's name as the app labels it (`theme-light-display-name`…, `Theme.displayName`).
  public var displayName: String {
    switch self {
    case .light: "Light"
    case .sepia: "Sepia"
    case .dark: "Dark"
    case .black: "Black"
    }
  }

  /// Dark and Black draw light text on a dark ground (the app's `isDark`).
  public var isDark: Bool { self == .dark || self == .black }

  /// The names `--theme` and the state file take, in the app's order.
  public static let accepted = allCases.map(\.rawValue).joined(separator: ", ")
}
