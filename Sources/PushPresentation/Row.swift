/// What a row is, as VoiceOver would say it.
public enum Role: String, Equatable, Sendable {
  case switchButton = "switch button"
  case button
  case heading
  case text
  case alert
}

/// One element of a screen: the single model that both the full-screen and the accessible output render.
public struct Row: Equatable, Sendable, Identifiable {
  public var id: String
  public var label: String
  /// "on", "off", "Saving…", a value shown on the right.
  public var value: String?
  public var role: Role
  public var hint: String?
  public var enabled: Bool
  /// What activating it does; nil for text and headings.
  public var activation: Activation?

  public init(
    id: String, label: String, value: String? = nil, role: Role, hint: String? = nil, enabled: Bool = true,
    activation: Activation? = nil
  ) {
    self.id = id
    self.label = label
    self.value = value
    self.role = role
    self.hint = hint
    self.enabled = enabled
    self.activation = activation
  }

  /// Rows that take focus: anything that can be activated, dimmed or not, so that a screen reader finds it.
  public var focusable: Bool { activation != nil }
}
