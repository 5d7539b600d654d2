import PushAppFeature
import PushCore
import PushSettingsFeature

/// A whole screen: its title, where back goes, its rows, and an alert over it if there is one.
public struct ScreenModel: Equatable, Sendable {
  public struct Alert: Equatable, Sendable {
    public var title: String
    public var message: String
    public var buttons: [Row]

    public init(title: String, message: String, buttons: [Row]) {
      self.title = title
      self.message = message
      self.buttons = buttons
    }
  }

  /// The key of the simulation panel, which back closes.
  public static let panelKey = "panel"

  public init(key: String, title: String, backTitle: String?, rows: [Row], alert: Alert? = nil) {
    self.key = key
    self.title = title
    self.backTitle = backTitle
    self.rows = rows
    self.alert = alert
  }

  /// Names the screen for focus memory and transcripts.
  public var key: String
  public var title: String
  /// The title of the screen that back returns to; nil at the root.
  public var backTitle: String?
  public var rows: [Row]
  public var alert: Alert?

  /// The rows that are focusable where an alert is up: its buttons; else the screen's focusable rows.
  public var focusableRows: [Row] {
    alert?.buttons ?? rows.filter(\.focusable)
  }
}
