/// A push as the device receives it. Echo's pushes carry no content (`checkEchoV1`): the app's notification
/// service extension reads the unread notifications and writes the words (`text`); the simulator spares that
/// fetch and hands the notification over with the push.
public struct IncomingPush: Equatable, Sendable {
  /// The device's number for this push: its banner and its place on the lock screen go by it. A simulated
  /// push uses its notification's id.
  public var id: Int
  /// The notification it is about; nil when the extension could not tell (none new, several, or the read
  /// failed), so the push says only the fallback words.
  public var notification: EchoNotification?
  /// What the extension wrote; nil where the app shows its own words for `notification`.
  public var text: PushText?
  /// `.banner` or `.quiet`: a push iOS does not show never reaches the app.
  public var presentation: PushDelivery

  public init(notification: EchoNotification, presentation: PushDelivery) {
    self.id = notification.id
    self.notification = notification
    self.text = nil
    self.presentation = presentation
  }

  public init(id: Int, notification: EchoNotification?, text: PushText?, presentation: PushDelivery) {
    self.id = id
    self.notification = notification
    self.text = text
    self.presentation = presentation
  }
}

/// The words of a push as the notification service extension sets them: a subtitle (talk page messages
/// only) and the body. The title stays the app's name.
public struct PushText: Equatable, Sendable {
  public var subtitle: String?
  public var body: String

  public init(subtitle: String? = nil, body: String) {
    self.subtitle = subtitle
    self.body = body
  }
}
