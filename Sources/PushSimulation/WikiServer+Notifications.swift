import PushCore
import PushWikiClient

extension WikiServer {
  /// The Notifications Center's calls (`meta=notifications`, `echomarkread`, `echomarkseen`); nil for
  /// any other request, which `answer` serves.
  mutating func answerNotifications(_ request: APIRequest, _ config: SimulationConfig, nowMs: Int) -> JSONValue? {
    let action = request["action"] ?? ""
    let shape = AnswerShape(request)
    if action == "query" && request["meta"] == "notifications" {
      guard config.loggedIn else {
        return shape.error("notloggedin", "You must be logged in to view notifications.", "notifications")
      }
      return inbox.list(request)
    }
    guard action == "echomarkread" || action == "echomarkseen" else { return nil }
    guard request.method == .post else {
      return shape.error("mustbeposted", "The \"\(action)\" module requires a POST request.", "main")
    }
    guard config.loggedIn else { return shape.error("notloggedin", "You must be logged in.", action) }
    guard let sent = request["token"], sent == csrf[request.wiki] else {
      return shape.error("badtoken", "Invalid CSRF token.", action)
    }
    return action == "echomarkread" ? inbox.markRead(request, shape) : inbox.markSeen(nowMs: nowMs)
  }
}
