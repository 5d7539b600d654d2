import PushCore

extension AlertState {
  static let reloginPrompt = AlertState(
    kind: .reloginPrompt, title: "Turn push notifications back on?",
    message:
      "Logging out stopped push notifications on this device. Turn them back on to hear about messages, thanks and mentions.",
    buttons: [.init("Turn On", .turnOnAfterLogin), .init("Not Now", .dismiss)])

  static func writeFailed(
    type: NotificationType, previous: Bool, failed: [WikiOutcome], rolledBack: [Wiki], stillPending: [Wiki]
  ) -> AlertState {
    let state = previous ? "on" : "off"
    let reasons = failed.map { "\($0.wiki.host) (\($0.failure?.message ?? "error"))" }.joined(separator: ", ")
    var message = "\(type.label) could not be changed on \(reasons), so it was switched back \(state)."
    if !rolledBack.isEmpty {
      message += " The change was undone on " + rolledBack.map(\.host).joined(separator: ", ") + "."
    }
    if !stillPending.isEmpty {
      message +=
        " It could not yet be undone on " + stillPending.map(\.host).joined(separator: ", ")
        + "; the app will retry when it next opens or returns to the foreground."
    }
    return AlertState(
      kind: .writeFailed, title: "Couldn't change \(type.label)", message: message, buttons: [.init("OK", .dismiss)])
  }
}
