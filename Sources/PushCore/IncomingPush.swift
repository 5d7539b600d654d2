/// A push as the device receives it: the notification it is about (Echo's pushes carry no content; the
/// app fetches it, which the simulation spares) and how iOS presents it.
public struct IncomingPush: Equatable, Sendable {
  public var notification: EchoNotification
  /// `.banner` or `.quiet`: a push iOS does not show never reaches the app.
  public var presentation: PushDelivery

  public init(notification: EchoNotification, presentation: PushDelivery) {
    self.notification = notification
    self.presentation = presentation
  }
}
