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
    /// A change that failed, being undone: back to `to`.
    case switchingBack(to: Bool)
    /// A pending write being retried; the switch shows `on`.
    case syncing(on: Bool)

    /// Where the switch stands meanwhile: the full screen draws it there, dimmed, as the app does (it has no
    /// words for waiting; the accessible mode says `label`'s).
    public var shows: Bool {
      switch self {
      case .asking, .turningOn: true
      case .turningOff: false
      case .saving(let on, _): on
      case .switchingBack(let to): to
      case .syncing(let on): on
      }
    }

    /// The words the accessible mode says meanwhile (progress words are not the app's).
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
