import PushAppFeature
import PushCore
import PushSettingsFeature

/// A whole screen: its title, where back goes, its rows, and an alert over it if there is one.
public struct ScreenModel: Equatable, Sendable {
  public struct Alert: Equatable, Sendable {
    public var title: String
    public var message: String
    public var buttons: [Row]
    /// What back (Esc) does: the alert's cancel button; nil where it must be answered (the OS prompt).
    public var cancel: Activation?
    /// QA detail: which wiki failed and how; shown only while annotations are on.
    public var annotation: String?
    /// An alert in the middle of the screen, or an action sheet (a menu) at its bottom.
    public var style: Style = .alert
    /// Text under the buttons (a panel's footer).
    public var footer: String?
    /// The button focused when it opens: a picker's current value (the first button unless said).
    public var focus = 0

    public enum Style: Equatable, Sendable {
      case alert
      /// At the bottom, its last button (Cancel) apart from the others, as iOS draws an action sheet.
      case actionSheet
      /// One of the app's panels (`Panels.swift`): its text has no heading, so the title is drawn plain.
      case panel
    }

    public init(
      title: String, message: String, buttons: [Row], cancel: Activation? = nil, annotation: String? = nil,
      style: Style = .alert
    ) {
      self.title = title
      self.message = message
      self.buttons = buttons
      self.cancel = cancel
      self.annotation = annotation
      self.style = style
    }
  }

  /// What the navigation bar shows at its leading edge.
  public enum Leading: Equatable, Sendable {
    /// "‹ Settings": the title of the screen back returns to.
    case back
    /// A modal screen's close button (×); back closes it.
    case close
    /// A modal screen whose close button is at the trailing edge (Settings, `configureBackButton`): nothing
    /// at the leading edge.
    case trailingClose
    /// A sheet: nothing (the app's sheets are closed by their Done or by swiping them down).
    case none
  }

  /// The key of the simulation panel, which back closes.
  public static let panelKey = "panel"
  /// The lock screen's (the app in the background).
  public static let lockKey = "lock"

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
  /// The title of the screen that back returns to; nil at the root. "Close" where back closes the screen.
  public var backTitle: String?
  /// Spoken only: what back shows before the screen `backTitle` names (the Notifications Center's
  /// introduction, on its first visit, behind a notification opened from a push).
  public var backShowsFirst: String?
  /// How the full screen draws the way back.
  public var leading: Leading = .back
  /// What the navigation bar draws for the title where it is a picture (Explore's Wikipedia wordmark, which
  /// VoiceOver skips: the screen is named by its title); nil draws the title.
  public var drawnTitle: String?
  /// The title is said (the accessible mode names the screen by it) but not drawn: the app's navigation bar
  /// has none there (a notification's detail, a sheet whose title is in its content).
  public var titleHidden = false
  /// What reaching the last row of the list does in the full screen (the app loads the next page when its
  /// last cell shows).
  public var endReached: AppAction?
  public var rows: [Row]
  /// The row focused when the screen opens with no focus of its own yet (a list of choices: the chosen one);
  /// nil for the first row.
  public var initialFocus: String?
  public var alert: Alert?
  /// A push shown over the screen while the app is in the foreground (iOS's banner).
  public var banner: Banner?
  /// Every push waiting its turn as a banner, the one shown first: the accessible mode says each one as it
  /// arrives rather than when its banner's turn comes.
  public var banners: [Banner] = []
  /// The world adds to this screen's list while it is shown (the Notifications Center, the lock screen): the
  /// accessible mode keeps each item's number while the user is on it, and new items take the next numbers.
  public var live = false
  /// The screen's counts in words ("30 notifications, 9 unread"), said when the user comes back to it.
  public var summary: String?
  /// The replica's own QA words are drawn (the key line, "unavailable", "more below"): a screen model has
  /// them until `annotated(false)` takes them out with the annotations, as the app's picture has none.
  public var qaShown = true
  /// The app's language is written right to left: the full screen mirrors the layout (leading is the right
  /// edge) and shows each text in its visual order.
  public var rightToLeft = false

  /// A notification banner: what the lock screen and the banner show.
  public struct Banner: Equatable, Sendable {
    public var id: Int
    /// The first line: the app's name, as iOS heads a notification.
    public var title: String
    /// A line under it, in bold (the app's extension sets one for talk page messages).
    public var subtitle: String?
    /// When, at the first line's right ("now").
    public var time = "now"
    public var message: String
    public init(id: Int, title: String, message: String) {
      self.id = id
      self.title = title
      self.message = message
    }
  }

  /// Every annotation on the screen, the alert's first: what the accessible mode's `details` says.
  public var annotations: [String] {
    var seen: [String] = []
    // The alert and the row under it can say the same (a failed read): said once.
    for note in [alert?.annotation].compactMap({ $0 }) + rows.compactMap(\.annotation) where !seen.contains(note) {
      seen.append(note)
    }
    return seen
  }

  /// The model as shown: with its annotations, or with them taken out when they are off.
  public func annotated(_ on: Bool) -> ScreenModel {
    guard !on else { return self }
    var model = self
    model.qaShown = false
    model.alert?.annotation = nil
    for index in model.rows.indices { model.rows[index].annotation = nil }
    return model
  }

  /// The rows that are focusable where an alert is up: its buttons; else the screen's focusable rows.
  public var focusableRows: [Row] {
    alert?.buttons ?? rows.filter(\.focusableOnScreen)
  }

  /// Where focus can go: the alert's buttons or the rows (`focusList`), and the positions in it that take
  /// focus. Positions, not copies of rows: a focus move asks several times, and copying every row each
  /// time was a quarter of a keystroke (measured with callgrind).
  public var focusList: [Row] { alert?.buttons ?? rows }
  public var focusableIndices: [Int] {
    if let alert { return Array(alert.buttons.indices) }
    return rows.indices.filter { rows[$0].focusableOnScreen }
  }
}
