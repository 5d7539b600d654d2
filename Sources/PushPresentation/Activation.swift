import PushAppFeature
import PushSettingsFeature

/// What activating a row does: a feature action, or something of the interface itself.
public enum Activation: Equatable, Sendable {
  case send(AppAction)
  /// An inert row of the real Settings screen, shown so the screen looks like the app.
  case inert
  /// A row of the simulation panel, which changes the simulated world rather than the app.
  case panel(PanelAction)

  /// Sends an action of the push settings feature.
  public static func settings(_ action: PushSettingsAction) -> Activation { .send(.settings(action)) }
}
