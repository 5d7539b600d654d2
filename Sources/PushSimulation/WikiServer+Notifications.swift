import PushCore
import PushSettingsFeature

extension WikiServer {
  /// The Notifications Center's calls (`meta=notifications`, `echomarkread`, `echomarkseen`); nil for
  /// any other request, which `answer` serves.
  mutating func answerNotifications(_ request: APIRequest, _ config: SimulationConfig, nowMs: Int) -> JSONValue? {
    let action = request["action"] ?? ""
    if action == "query" && request["meta"] == "notifications" {
      guard config.loggedIn else { return Self.error("notloggedin", "You must be logged in.") }
      return inbox.list(request)
    }
    guard action == "echomarkread" || action == "echomarkseen" else { return nil }
    guard request.method == .post else {
      return Self.error("mustbeposted", "The \(action) module requires a POST request.")
    }
    guard config.loggedIn else { return Self.error("notloggedin", "You must be logged in.") }
    guard let sent = request["token"], sent == csrf[request.wiki] else {
      return Self.error("badtoken", "Invalid CSRF token.")
    }
    return action == "echomarkread" ? inbox.markRead(request) : inbox.markSeen(nowMs: nowMs)
  }
}
