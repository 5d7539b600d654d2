import PushCore

/// What a row shows on its right, as a type: the renderers decide the words, glyphs and colours.
public enum RowValue: Equatable, Sendable {
  /// A switch that is on or off.
  case toggle(Bool)
  /// A switch waiting for the device or the server; it does not respond meanwhile.
  case busy(Busy)
  /// A plain value ("primary", "150 ms").
  case detail(String)
  /// An editable text and where the insertion point is (in characters as the user sees them).
  case textField(TextField)

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
