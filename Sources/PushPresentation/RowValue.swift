import PushAppFeature
import PushCore

/// What a row shows on its right, as a type: the renderers decide the words, glyphs and colours.
public enum RowValue: Equatable, Sendable {
  /// A switch that is on or off.
  case toggle(Bool)
  /// A switch waiting for the device or the server; it does not respond meanwhile.
  case busy(Busy)
  /// A plain value ("primary", "150 ms").
  case detail(String)
  /// An editable text, where the insertion point is (in characters as the user sees them), and what its
  /// edits change.
  case textField(TextField, EditTarget)

  /// What a busy switch is waiting for.
  public enum Busy: Equatable, Sendable {
    case asking
    case turningOn
    case turningOff
    /// Being saved to `wikis` wikis, on its way to `on`.
    case saving(on: Bool, wikis: Int)
    case switchingBack
    case syncing

    /// The words the switch shows meanwhile.
    public var label: String {
      switch self {
      case .asking: "Asking…"
      case .turningOn: "Turning on…"
      case .turningOff: "Turning off…"
      case .saving: "Saving…"
      case .switchingBack: "Switching back…"
      case .syncing: "Syncing…"
      }
    }
  }
}

/// What a text field's edits change: carried in the row's value, so a key in a field needs no lookup by name.
public enum EditTarget: Equatable, Sendable {
  /// The description editor's field.
  case description

  /// The app's action for an edit of the field.
  public func action(_ edit: TextField.Edit) -> AppAction {
    switch self {
    case .description: .description(.edited(edit))
    }
  }
}
