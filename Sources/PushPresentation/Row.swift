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
  /// QA detail about this row (which wikis, what the app did on its own): not the app's text, drawn as
  /// an annotation, and only while annotations are on.
  public var annotation: String?
  /// A small picture before the label in the full screen (a notification's type); the label says the same
  /// in words, so the accessible mode leaves it out.
  public var icon: Icon?
  /// The value as speech says it, where the screen's short form reads badly ("18h FR" is "FR-Wikipedia,
  /// 18 hours ago"); nil says the value itself.
  public var spokenValue: String?
  /// What an empty text field shows in its place ("Short descriptions are best").
  public var placeholder: String?
  /// The label as speech says it, where the screen's short form reads badly ("30 / 90" is "30 of 90
  /// characters"); nil says the label itself.
  public var spokenLabel: String?
  /// A line that reports what is going on (loading, an error, an empty list, the unread badge) rather than
  /// an item: the accessible mode says it when it comes or changes and gives it no number, so the items'
  /// numbers do not move when it comes and goes.
  public var status = false
  /// The notification this row shows (a cell of the Notifications Center, a push on the lock screen): an
  /// item of a list the world adds to while it is shown. Its arrival is said once, as this item.
  public var notificationID: Int?
  /// Whether the notification this row shows is unread, for words that say what became of it ("now read").
  public var unread: Bool?

  /// A picture in both glyph sets.
  public struct Icon: Equatable, Sendable {
    public var unicode: String
    public var ascii: String
    public init(_ unicode: String, ascii: String) {
      self.unicode = unicode
      self.ascii = ascii
    }
  }

  public init(
    id: String, label: String, value: RowValue? = nil, role: Role, hint: String? = nil, enabled: Bool = true,
    disclosure: Bool = false, activation: Activation? = nil, annotation: String? = nil, icon: Icon? = nil,
    status: Bool = false
  ) {
    self.id = id
    self.label = label
    self.value = value
    self.role = role
    self.hint = hint
    self.enabled = enabled
    self.disclosure = disclosure
    self.activation = activation
    self.annotation = annotation
    self.icon = icon
    self.status = status
  }

  /// Rows that take focus: anything that can be activated, dimmed or not, so that a screen reader finds it.
  public var focusable: Bool { activation != nil || role == .textField }

  /// A switch's state, busy or not.
  public var isOn: Bool? {
    if case .toggle(let on)? = value { return on }
    return nil
  }
}
