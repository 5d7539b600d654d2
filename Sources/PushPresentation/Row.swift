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
  public var notification: NotificationItem?
  /// Where the full screen draws it: in the list, in the navigation bar, or in the bottom toolbar. The
  /// accessible mode says every row in the model's order (navigation bar, list, toolbar, as VoiceOver does).
  public var placement: Placement = .body
  /// The accessible mode's own row (a way to do what a gesture does in the app): the full screen neither
  /// draws nor focuses it.
  public var accessibleOnly = false
  /// What the full screen draws in place of the label, where the picture is not what speech says (a
  /// notification's cell: its header on the row's line, then its other lines below).
  public var display: Display?
  /// An action sheet's destructive button (drawn in the error colour).
  public var destructive = false
  /// Opens a page outside the app (drawn with the app's external-link arrow rather than a chevron).
  public var externalLink = false
  /// Starts a new section of a grouped list: the full screen leaves a line before it.
  public var sectionStart = false
  /// Drawn bold with its icon filled (an unread notification).
  public var emphasized = false
  /// A list's cell that does nothing when tapped (My languages' rows): drawn as a cell, said as text.
  public var cell = false
  /// Drawn with a reorder control at its right (a list in edit mode).
  public var reorderable = false
  /// What other keys do on this row in the full screen (the app's swipe actions on a cell).
  public var keyActions: [KeyAction] = []

  /// Where a row is drawn in the full screen.
  public enum Placement: Equatable, Sendable {
    case body
    /// The navigation bar's trailing item ("Edit", "Done").
    case navigationBar
    /// The navigation bar's leading item (Explore's bell).
    case navigationBarLeading
    /// The bottom toolbar: its items side by side, the first at the left, the last at the right.
    case toolbar
    /// The tab bar (`UITabBar`), drawn as the toolbar is; VoiceOver names it as one ("Tab bar").
    case tabBar

    /// Drawn in the bar at the bottom: the toolbar or the tab bar.
    public var atBottom: Bool { self == .toolbar || self == .tabBar }
  }

  /// The lines the full screen draws for a row instead of its label: the first beside the row's value, the
  /// others under it, each with an optional text at the right.
  public struct Display: Equatable, Sendable {
    public var lines: [Line]
    public struct Line: Equatable, Sendable {
      public var text: String
      public var trailing: String?
      /// Drawn in the warning colour (the description counter over its limit, as the app colours it).
      public var warning = false
      public init(_ text: String, trailing: String? = nil, warning: Bool = false) {
        self.text = text
        self.trailing = trailing
        self.warning = warning
      }
    }
    /// The line that names the row, where the hardware cursor sits (a reader that speaks the cursor's line
    /// hears it): the first, or the message of a push whose first line is the app's name and the time.
    public var naming = 0
    public init(_ lines: [Line], naming: Int = 0) {
      self.lines = lines
      self.naming = naming
    }
  }

  /// A key that acts on the focused row, and what it does (said in the key help).
  public struct KeyAction: Equatable, Sendable {
    public var key: Character
    public var label: String
    public var activation: Activation
    public init(key: Character, label: String, activation: Activation) {
      self.key = key
      self.label = label
      self.activation = activation
    }
  }

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
    status: Bool = false, placement: Placement = .body
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
    self.placement = placement
  }

  /// Rows that take focus: anything that can be activated, dimmed or not, so that a screen reader finds it.
  public var focusable: Bool { activation != nil || role == .textField }

  /// Rows the full screen's focus moves through: focusable ones it draws.
  public var focusableOnScreen: Bool { focusable && !accessibleOnly }

  /// A switch's state, busy or not.
  public var isOn: Bool? {
    if case .toggle(let on)? = value { return on }
    return nil
  }
}

/// What a row showing a notification carries beyond what every row has: the Notifications Center's and the
/// lock screen's own row data.
public struct NotificationItem: Equatable, Sendable {
  public var id: Int
  /// Whether it is unread, for words that say what became of it ("now read"); nil on the lock screen, where
  /// a push has no read state.
  public var unread: Bool?
  /// The word the label ends with for its read state, in the app's language ("Gelesen"), so that words
  /// saying what became of it can leave it out.
  public var stateWord: String?

  public init(id: Int, unread: Bool? = nil, stateWord: String? = nil) {
    self.id = id
    self.unread = unread
    self.stateWord = stateWord
  }
}
