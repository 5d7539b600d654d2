import PushCore
import PushWikiClient

extension AlertState {
  /// After logging back in, when push was on at logout. The app's words say logging out turned push off;
  /// the QA detail says whether the token really came off the push service (`stillSubscribed`: logout's
  /// unsubscribe failed, and the app retries it).
  public static func reloginPrompt(stillSubscribed: Bool = false) -> AlertState {
    AlertState(
      kind: .reloginPrompt, title: "Turn push notifications back on?",
      message: "Logging out turned them off on this device.",
      buttons: [.init("Turn on", .turnOnAfterLogin), .init("Not now", .dismiss)],
      annotation: stillSubscribed
        ? "Push was on at logout; unsubscribing this device's token failed then, so it is still subscribed."
        : "Push was on at logout; logging out unsubscribed this device's token.")
  }

  /// The app's one alert for a token timeout and a failed subscribe or unsubscribe; `detail` says which.
  static func echoFailure(_ kind: Kind, retry: AlertAction, detail: String) -> AlertState {
    AlertState(
      kind: kind, title: "Unable to Check for Echo Notification subscriptions",
      message: "An error occurred while checking for notification subscriptions related to your account.",
      buttons: [.init("Try again", retry), .init("Cancel", .dismiss)], annotation: detail)
  }

  /// Reading the types failed: seed 000 note 3 asks for a popup error; it has the app's Try again and Cancel, as
  /// its other Echo failures do (the words are the replica's: the app never had one).
  static func readFailed(detail: String) -> AlertState {
    AlertState(
      kind: .readFailed, title: "Couldn't load your notification types",
      message: "An error occurred while loading your notification preferences.",
      buttons: [.init("Try again", .retryRead), .init("Cancel", .dismiss)], annotation: detail)
  }

  static func writeFailed(
    type: NotificationType, previous: Bool, failed: [WikiOutcome], rolledBack: [Wiki], stillPending: [Wiki]
  ) -> AlertState {
    var message = "Your change could not be saved, so \(type.label) is \(previous ? "on" : "off") again."
    if !stillPending.isEmpty { message += " The app will finish undoing it later." }
    let reasons = failed.map { "\($0.wiki.host) (\($0.failure?.message ?? "error"))" }
    var detail = "Write failed on " + English.list(reasons) + "."
    if !rolledBack.isEmpty { detail += " Undone on " + English.list(rolledBack.map(\.host)) + "." }
    if !stillPending.isEmpty {
      detail += " Not yet undone on " + English.list(stillPending.map(\.host)) + " (retried at launch and foreground)."
    }
    return AlertState(
      kind: .writeFailed, title: "Couldn't change \(type.label)", message: message, buttons: [.init("OK", .dismiss)],
      annotation: detail)
  }
}
