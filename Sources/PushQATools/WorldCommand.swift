import PushCore
import PushSimulation

/// A change to the simulated world, in one vocabulary: a walkthrough's step (`fail write:de once`), the
/// accessible mode's `sim` (`sim fail write:de once`) and the panel's rows mean the same by the same words.
/// Parsing, the help and the list of verbs all come from `WorldCommand.verbs`.
package enum WorldCommand: Equatable, Sendable {
  /// A change the world makes at once (and a walkthrough may make at its top, as a launch setting).
  case change(Script.Change)
  /// Someone does something, of a type picked at random (the panel's Send a notification now).
  case sendAtRandom
  /// The steady stream of notifications on or off.
  case stream(Bool)
  /// The simulated clock paused, resumed, or run to the next thing due.
  case clock(ClockStep)

  package enum ClockStep: String, Equatable, Sendable {
    case pause, resume, step
  }

  /// One verb: its name, the help that says how to use it, and how its words become a command.
  package struct Verb: Sendable {
    package var name: String
    package var help: String
    let parse: @Sendable ([String], (String) -> UsageError) throws(UsageError) -> WorldCommand
  }

  /// Every verb, in the order the help says them.
  package static let verbs: [Verb] = [
    Verb(name: "permission", help: "permission notDetermined, denied, allowed, provisional or ephemeral") {
      words, fail throws(UsageError) in
      let value = words.dropFirst().joined(separator: " ").lowercased()
      let status = PermissionStatus.allCases.first {
        $0.rawValue.lowercased() == value || PanelModel.words($0).lowercased() == value
      }
      guard let status else {
        throw fail("permission needs one of \(PermissionStatus.allCases.map(\.rawValue).joined(separator: ", "))")
      }
      return .change(.permission(status))
    },
    Verb(name: "token", help: "token now, late or never") { words, fail throws(UsageError) in
      switch words.count == 2 ? words[1].lowercased() : "" {
      case "now": return .change(.token(.immediate))
      case "late": return .change(.token(.afterMs(2_000)))
      case "never": return .change(.token(.never))
      default: throw fail("token needs now, late or never")
      }
    },
    Verb(name: "latency", help: "latency and a number of milliseconds") { words, fail throws(UsageError) in
      guard words.count == 2, let ms = Script.duration(words[1]) ?? Int(words[1]), (0...60_000).contains(ms) else {
        throw fail("latency needs milliseconds from 0 to 60000, like 50")
      }
      return .change(.latency(ms))
    },
    Verb(
      name: "fail",
      help: "fail and a failure point, such as write:de, rollback:commons, subscribe, read or markread:de, then "
        + "once for the next call only"
    ) { words, fail throws(UsageError) in
      guard (2...3).contains(words.count), let point = FailurePoint(words[1].lowercased()),
        words.count == 2 || words[2].lowercased() == "once"
      else { throw fail("fail needs a failure point (\(FailurePoint.accepted)), then optionally 'once'") }
      return .change(.fail(point, once: words.count == 3))
    },
    Verb(name: "clear", help: "clear, or clear and a failure point") { words, fail throws(UsageError) in
      if words.count == 1 { return .change(.clear(nil)) }
      guard words.count == 2, let point = FailurePoint(words[1].lowercased()) else {
        throw fail("clear takes a failure point or nothing")
      }
      return .change(.clear(point))
    },
    Verb(
      name: "send",
      help: "send, for a notification of a random type, or send and a type such as thanks or edit-thank, then on "
        + "and a wiki, then by and a user name"
    ) { words, fail throws(UsageError) in
      guard words.count > 1 else { return .sendAtRandom }
      // A type's name may be several words ("failed mention", "talk page message"): up to "on" or "by".
      let end = words.dropFirst().firstIndex { ["on", "by"].contains($0.lowercased()) } ?? words.endIndex
      let name = words[1..<end].joined(separator: " ")
      guard let type = notificationType(name) else {
        throw fail(
          "'\(name.sanitizedForMessage)' is not a notification type; types are "
            + NotificationType.allCases.map { $0.label.lowercased() }.joined(separator: ", "))
      }
      return .change(try notify(type, words[end...], fail: fail))
    },
    Verb(
      name: "notify", help: "notify and a type's key such as edit-thank, then on and a wiki, then by and a user name"
    ) { words, fail throws(UsageError) in
      guard words.count >= 2, let type = NotificationType(rawValue: words[1].lowercased()) else {
        throw fail(
          "notify needs a type (\(NotificationType.allCases.map(\.rawValue).joined(separator: ", "))), then "
            + "optionally 'on WIKI' and 'by USER'")
      }
      return .change(try notify(type, words.dropFirst(2), fail: fail))
    },
    Verb(name: "stream", help: "stream on or off") { words, fail throws(UsageError) in
      guard words.count == 2, ["on", "off"].contains(words[1].lowercased()) else { throw fail("stream: say on or off") }
      return .stream(words[1].lowercased() == "on")
    },
    Verb(name: "revert", help: "revert, or revert by and a user name") { words, fail throws(UsageError) in
      switch words.count {
      case 1: return .change(.revert(by: nil))
      case 3 where words[1].lowercased() == "by": return .change(.revert(by: words[2]))
      default: throw fail("revert takes nothing, or 'by USER'")
      }
    },
    Verb(
      name: "clock",
      help: "clock pause, resume or step, for the simulated clock (step runs it to the next thing due and says "
        + "what it was)"
    ) { words, fail throws(UsageError) in
      guard words.count == 2, let step = ClockStep(rawValue: words[1].lowercased()) else {
        throw fail("clock needs pause, resume or step")
      }
      return .clock(step)
    },
  ]

  /// The command `words` say (`["fail", "write:de", "once"]`); nil when the first word is no verb of the world.
  package static func parse(_ words: [String], fail: (String) -> UsageError) throws(UsageError) -> WorldCommand? {
    guard let first = words.first, let verb = verbs.first(where: { $0.name == first.lowercased() }) else {
      return nil
    }
    return try verb.parse(words, fail)
  }

  /// What the help says the world takes, one verb after another.
  package static var help: String { verbs.map(\.help).joined(separator: "; ") }

  /// `on WIKI` and `by USER` after a type (default en, nobody in particular).
  static func notify(_ type: NotificationType, _ rest: ArraySlice<String>, fail: (String) -> UsageError)
    throws(UsageError) -> Script.Change
  {
    var wiki = Wiki.language("en")
    var agent: String?
    var rest = rest
    while let word = rest.popFirst() {
      guard let value = rest.popFirst() else { throw fail("'\(word.sanitizedForMessage)' needs a value") }
      switch word.lowercased() {
      case "on":
        guard let w = Wiki(code: value.lowercased()) else { throw fail("'\(value.sanitizedForMessage)' is not a wiki") }
        wiki = w
      case "by": agent = value
      default: throw fail("after the type, only 'on WIKI' and 'by USER' may follow")
      }
    }
    return .notify(type, on: wiki, by: agent)
  }

  /// A type by its key (`edit-thank`) or its name (`thanks`, `edit revert`, `edit-revert`).
  package static func notificationType(_ word: String) -> NotificationType? {
    let word = word.lowercased()
    if let type = NotificationType(rawValue: word) { return type }
    let spaced = word.replacing("-", with: " ")
    return NotificationType.allCases.first { $0.label.lowercased() == spaced }
  }
}
