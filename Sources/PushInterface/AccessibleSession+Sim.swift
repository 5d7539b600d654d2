import PushCore
import PushPresentation
import PushQATools

/// The simulation panel by words: `sim permission denied`, `sim send thanks on de by Jan`, `sim revert`.
extension AccessibleSession {
  static let simHelp =
    "sim opens or closes the panel. Typed after sim, without the panel: permission notDetermined, denied, "
    + "allowed, provisional or ephemeral; token now, late or never; latency and a number of milliseconds; "
    + "fail and a failure point, such as write:de, rollback:commons, subscribe, read or markread:de, then once "
    + "for the next call only; clear, or clear and a failure point; send, for a notification of a random type, or "
    + "send and a type such as thanks or edit-thank, then on and a wiki, then by and a user name; stream on or off; "
    + "revert, or revert by and a user name; pause, resume or step, for the simulated clock (step runs it to "
    + "the next thing due and says what it was)."

  /// `sim WORDS`: one change to the simulated world, said when it is made.
  func simulate(_ words: String) {
    guard let control = app.control else {
      reply(["The simulation panel is not available here."])
      return
    }
    // Lowercase but for who did it: "sim send thanks on de by Jan" keeps Jan's name.
    var parts = words.split(separator: " ").map(String.init)
    for index in parts.indices where index == 0 || parts[index - 1].lowercased() != "by" {
      parts[index] = parts[index].lowercased()
    }
    guard let verb = parts.first else { return }
    switch verb {
    case "help":
      reply([Self.simHelp])
      return
    case "send":
      if parts.count == 1, let events = control.events {
        // Real wikis have no random notification: an event is made for real, of a type named.
        let types = NotificationType.allCases.filter { events.unavailable($0) == nil }
        reply([
          "sim send: the wikis are real, so name a type they can raise: "
            + types.map { $0.label.lowercased() }.joined(separator: ", ") + "; then optionally on and a wiki."
        ])
        return
      }
      if parts.count == 1 {
        _ = app.perform([.panel(.sendNotification)])
        return
      }
      guard let type = Self.notificationType(parts[1]) else {
        reply([
          "sim send: '\(parts[1])' is not a notification type; types are "
            + NotificationType.allCases.map { $0.label.lowercased() }.joined(separator: ", ") + "."
        ])
        return
      }
      parts = ["notify", type.rawValue] + parts.dropFirst(2)
    case "stream":
      if control.events != nil {
        reply(["sim stream: the wikis are real, so there is no steady stream; sim send and a type makes one event."])
        return
      }
      let on = parts.count == 2 && parts[1] == "on"
      guard parts.count == 2, on || parts[1] == "off" else {
        reply(["sim stream: say on or off."])
        return
      }
      if (control.settings.notificationStreamMs != nil) != on {
        _ = app.perform([.panel(.toggleNotificationStream)])
      }
      reply([on ? "Steady stream on: a notification every 5 seconds." : "Steady stream off."])
      return
    case "pause", "resume", "step":
      guard parts.count == 1, let clock = control.clock else {
        reply([
          control.clock == nil
            ? "sim \(verb): the simulated clock is not held here." : "sim \(verb): say it alone, as sim \(verb)."
        ])
        return
      }
      if (verb == "pause" && clock.isPaused) || (verb == "resume" && !clock.isPaused) {
        reply([verb == "pause" ? "The clock is already paused." : "The clock is already running."])
        return
      }
      simRepliesDue += 1
      _ = app.perform([.panel(verb == "step" ? .stepClock : .toggleClock)])
      return
    case "permission":
      let value = parts.dropFirst().joined(separator: " ")
      let status = PermissionStatus.allCases.first {
        $0.rawValue.lowercased() == value || PanelModel.words($0).lowercased() == value
      }
      parts = ["permission", status?.rawValue ?? value]
    default:
      break
    }
    do throws(UsageError) {
      guard let change = try Script.worldChange(parts, fail: { UsageError($0) }) else {
        reply(["sim: '\(verb)' is not something sim can set; sim help lists them."])
        return
      }
      simRepliesDue += 1
      app.simulate(change)
    } catch {
      reply(["sim: " + renderer.sentence(renderer.clean(error.message))])
    }
  }

  /// A type by its key (`edit-thank`) or its name (`thanks`, `edit revert`, `edit-revert`).
  static func notificationType(_ word: String) -> NotificationType? {
    if let type = NotificationType(rawValue: word) { return type }
    let spaced = word.replacing("-", with: " ")
    return NotificationType.allCases.first { $0.label.lowercased() == spaced }
  }
}
