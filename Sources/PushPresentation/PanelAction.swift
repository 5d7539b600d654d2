import PushCore

/// What a row of the simulation panel does, for the app module to carry out on the simulated world.
public enum PanelAction: Equatable, Sendable {
  case clearFaults
  /// Someone does something on a wiki, now (a notification of a type picked at random).
  case sendNotification
  /// Starts or stops a steady stream of notifications.
  case toggleNotificationStream
  /// Another user reverts the user's latest title description, where it was saved.
  case revertDescription
  /// With real wikis: the event of a type happens, now, on the chosen wiki.
  case raise(NotificationType)
  /// With real wikis: the next wiki for the events.
  case cycleEventWiki
  /// Pauses the simulated clock, or resumes it.
  case toggleClock
  /// Runs the simulated clock to the next thing due, and holds it there.
  case stepClock
  /// Opens a picker's menu of choices (its row's id), or closes the one open.
  case openMenu(String)
  case closeMenu
  /// Takes a choice from a picker's menu directly: the picker's id and the choice's value.
  case choose(String, String)
  /// Sends the notification composed in the panel.
  case sendComposed
  /// A type's value changed on one wiki outside the app, as on the web or another device.
  case setOnTheWeb(NotificationType, Wiki, Bool)
  /// Shows or hides each type's values on every wiki.
  case toggleServerValues
}
