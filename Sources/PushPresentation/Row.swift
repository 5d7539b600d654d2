/// What a row is, as VoiceOver would say it.
public enum Role: String, Equatable, Sendable {
  case switchButton = "switch button"
  case button
  /// A picker: activating it moves to the next of its choices.
  case popUpButton = "pop-up button"
  case heading
  case text
  case alert
  /// An editable line of text: it takes printable keys while focused.
  case textField = "text field"
}

/// One element of a screen: the single model that both the full-screen and the accessible output render.
public struct Row: Equatable, Sendable, Identifiable {
  public var id: String
  public var label: String
  /// What the row shows on its right: a switch's state, a busy label, a detail, or the text being edited.
  public var value: RowValue?
  public var role: Role
  public var hint: String?
  public var enabled: Bool
  /// Opens another screen (drawn as a chevron).
  public var disclosure: Bool
  /// What activating it does; nil for text and headings.
  public var activation: Activation?

  public init(
    id: String, label: String, value: RowValue? = nil, role: Role, hint: String? = nil, enabled: Bool = true,
    disclosure: Bool = false, activation: Activation? = nil
  ) {
    self.id = id
    self.label = label
    self.value = value
    self.role = role
    self.hint = hint
    self.enabled = enabled
    self.disclosure = disclosure
    self.activation = activation
  }

  /// Rows that take focus: anything that can be activated, dimmed or not, so that a screen reader finds it.
  public var focusable: Bool { activation != nil || role == .textField }

  /// A switch's state, busy or not.
  public var isOn: Bool? {
    if case .toggle(let on)? = value { return on }
    return nil
  }
}
