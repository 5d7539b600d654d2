import PushSettingsFeature

/// What activating a row does: a feature action, or something of the interface itself.
public enum Activation: Equatable, Sendable {
  case send(Action)
  /// An inert row of the real Settings screen, shown so the screen looks like the app.
  case inert
  /// A row of a tool around the app (the simulation panel), identified for the app module to act on.
  case tool(String)
}
