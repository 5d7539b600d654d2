import PushAppFeature
import PushCore
import PushSettingsFeature

/// The shell around the features: what only the interface keeps (focus, scroll, the keys overlay, the
/// simulation panel and the call log). Both front ends hold one and change it only through `Shell.reduce`.
public struct ShellState: Equatable, Sendable {
  public var ui: UIState
  public var panelOpen = false
  public var logOpen = false
  /// There is a simulated world to change (false for a real backend).
  public var panelAvailable: Bool
  /// Calls are recorded for the call log.
  public var logAvailable: Bool
  /// QA details are shown on the screens (marked as annotations); `a` toggles them.
  public var annotations: Bool

  public init(
    ui: UIState = UIState(), panelAvailable: Bool = true, logAvailable: Bool = true, annotations: Bool = false
  ) {
    self.ui = ui
    self.panelAvailable = panelAvailable
    self.logAvailable = logAvailable
    self.annotations = annotations
  }
}

/// What can happen to the shell, named after the event.
public enum ShellAction: Equatable, Sendable {
  /// A key in the full screen; `page` is how many rows PgUp and PgDn move.
  case keyPressed(Key, hits: HitMap = HitMap(), page: Int = 10)
  /// A row chosen by its id (the accessible mode's numbers).
  case rowChosen(String)
  /// One of a row's own actions (its key in the full screen; VoiceOver's actions), by the row's id.
  case rowActionChosen(String, key: Character)
  case backRequested
  case panelToggled
  case logToggled
  case annotationsToggled
  /// The renderer scrolled a screen to keep its focused row in view.
  case scrolled(screen: String, offset: Int)
}

/// What the shell asks the rest of the app to do.
public enum Command: Equatable, Sendable {
  case send(AppAction)
  /// Changes the simulated world (a row of the simulation panel).
  case panel(PanelAction)
  /// An edit of a text field, for what it changes.
  case edit(EditTarget, TextField.Edit)
  /// The app goes to the background and comes back (the foreground re-check).
  case background
  case suspend
  case quit
}
