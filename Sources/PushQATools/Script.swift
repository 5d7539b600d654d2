import PushCore
import PushLive
import PushPresentation
import PushSimulation

/// A walkthrough: keys or typed lines, waits, expectations and changes to the simulated world.
///
/// One step per line; `#` starts a comment. See `Screens/walkthroughs/README.md` for the format.
package struct Script: Equatable {
  package enum Change: Equatable, Sendable {
    case fail(FailurePoint, once: Bool)
    case clear(FailurePoint?)
    case permission(PermissionStatus)
    case token(TokenArrival)
    case latency(Int)
    /// Someone does something Echo tells the user about (`notify edit-thank on de by Jan`).
    case notify(NotificationType, on: Wiki, by: String?)
    /// Another user reverts the user's latest title description (`revert by Ravi`).
    case revert(by: String?)
  }

  package enum Step: Equatable {
    case keys([Key])
    /// Text for the focused text field in the full screen: typed a character at a time, or pasted whole.
    case text(String, paste: Bool)
    case type(String)
    case wait(ms: Int)
    case expect(String, withinMs: Int)
    case expectNot(String)
    case change(Change)
    /// A change to the world the panel makes (a random notification, the stream, the clock).
    case command(WorldCommand)
    case background
    /// Holds the screen, and the simulated clock, for a demo's narration until a key (with a caption on the
    /// last line); played fast or without a terminal it holds nothing.
    case pause(caption: String?)
    /// A launch setting, as the flag `flag` with `value` would give it (`languages en,de`: `--languages en,de`);
    /// `use FILE` is `--scenario FILE`. Only at the top of a script, before the first key, line or wait.
    case launch(flag: String, value: String)
  }

  /// A setting the script starts the app with, from the line that says it.
  package struct Setting: Equatable {
    package var line: Int
    package var flag: String
    package var value: String
    /// The step as the script writes it, for messages.
    package var written: String
  }

  package struct Line: Equatable {
    package var number: Int
    package var step: Step
  }

  package var name: String
  package var lines: [Line]

  /// True when the script types lines (the accessible mode); false when it presses keys (the full screen).
  package var isAccessible: Bool { lines.contains { if case .type = $0.step { true } else { false } } }

  /// What the script sets up before its first key, line or wait: its launch steps, and the world changes
  /// above them (a `permission` at the top is how the app starts, not a change while it runs).
  package var settings: [Setting] {
    var out: [Setting] = []
    for line in lines {
      let setting: (String, String)?
      switch line.step {
      case .launch(let flag, let value): setting = (flag, value)
      case .change(let change): setting = Self.launchFlag(change)
      default: return out
      }
      guard let (flag, value) = setting else { continue }
      // As the script writes the step: `use FILE`, `language de` (the flag is --ui-language), `seed 4`.
      let verb = flag == "--ui-language" ? "language" : String(flag.dropFirst(2))
      let written = flag == "--scenario" ? "use \(value)" : "\(verb) \(value)".trimmingSpaces
      out.append(Setting(line: line.number, flag: flag, value: value, written: written))
    }
    return out
  }

  /// The flag a world change at the top of a script stands for; nil for one that only makes sense later.
  static func launchFlag(_ change: Change) -> (String, String)? {
    switch change {
    case .permission(let status): ("--permission", status.rawValue)
    case .latency(let ms): ("--latency", String(ms))
    case .token(.immediate): ("--token", "now")
    case .token(.never): ("--token", "never")
    case .token: ("--token", "late")
    case .fail(let point, once: false): ("--fail", point.description)
    case .fail, .clear, .notify, .revert: nil
    }
  }

  package static let keyNames: [String: Key] = [
    "up": .up, "down": .down, "left": .left, "right": .right, "enter": .enter, "space": .space, "esc": .escape,
    "escape": .escape, "backspace": .backspace, "home": .home, "end": .end, "pgup": .pageUp, "pgdn": .pageDown,
    "tab": .tab, "f2": .function(2), "ctrl-c": .control("c"),
  ]

  /// Whether `text` is in `screen`, with runs of spaces in both read as one: a row matches at any width.
  /// Whether the screen shows the text, with runs of spaces read as one. Hebrew or Arabic is written in a
  /// script as it is read (logical order) and drawn in visual order: either is found.
  package static func shows(_ screen: String, _ text: String) -> Bool {
    let screen = collapsingSpaces(screen)
    if screen.contains(collapsingSpaces(text)) { return true }
    guard Bidi.hasRightToLeft(text) else { return false }
    return screen.contains(collapsingSpaces(Bidi.visual(text, rightToLeft: true)))
  }

  static func collapsingSpaces(_ text: String) -> String {
    var out = ""
    out.reserveCapacity(text.utf8.count)
    var lastWasSpace = false
    for c in text {
      if c == " " && lastWasSpace { continue }
      lastWasSpace = c == " "
      out.append(c)
    }
    return out
  }

  package static func duration(_ text: String) -> Int? {
    if text.hasSuffix("ms"), let n = Int(text.dropLast(2)), n >= 0, n <= 600_000 { return n }
    if text.hasSuffix("s"), let n = Double(text.dropLast()), n >= 0, n <= 600 { return Int(n * 1000) }
    return nil
  }

  /// Splits `"text" rest` into the text (with \" and \\ unescaped) and what follows.
  package static func quoted(_ text: String) -> (String, String)? {
    guard text.first == "\"" else { return nil }
    var out = ""
    var escaped = false
    var index = text.index(after: text.startIndex)
    while index < text.endIndex {
      let c = text[index]
      if escaped {
        out.append(c)
        escaped = false
      } else if c == "\\" {
        escaped = true
      } else if c == "\"" {
        return (out, String(text[text.index(after: index)...]).trimmingSpaces)
      } else {
        out.append(c)
      }
      index = text.index(after: index)
    }
    return nil
  }

  /// Applies a world change; the world acts on it from its next call on. Returns why it could not be
  /// done, for a step that cannot (a revert with nothing published).
  @discardableResult
  package static func apply(_ change: Change, to control: SimulationControl, latestEdit: DescriptionEdit? = nil) async
    -> String?
  {
    if let events = control.events {
      // The wikis are real: the event happens for real, or the step fails saying why.
      if let refusal = realEventRefusal(change, events: events, latestEdit: latestEdit) { return refusal }
      if case .notify(let category, let wiki, _) = change {
        if case .failure(let failure) = await events.raise(category, wiki) {
          return "notify \(category.rawValue) on \(wiki.code): \(failure.message)"
        }
        return nil
      }
      if case .revert = change, let latestEdit {
        if case .failure(let failure) = await events.revert(latestEdit) { return "revert: \(failure.message)" }
        return nil
      }
    }
    if case .notify(let category, let wiki, let agent) = change {
      await control.world.notify(category, on: wiki, by: agent)
      return nil
    }
    if case .revert(let agent) = change {
      let revert = await control.world.revertLatestDescription(by: agent)
      return revert == nil
        ? "revert: there is no description of the user's to revert (none was published in this run, or the latest "
          + "was reverted already)" : nil
    }
    control.update { s in
      switch change {
      case .fail(let point, let once): SimulationControl.set(point, once ? .once : .always, in: &s)
      case .clear(let point?): SimulationControl.set(point, .no, in: &s)
      case .clear(nil): s.faults = FaultPlan()
      case .permission(let status): s.permission = status
      case .token(let arrival): s.tokenArrival = arrival
      case .latency(let ms): s.latencyMs = ms
      case .notify, .revert: break
      }
    }
    return nil
  }
}

extension Script {
  /// Why a `notify` or `revert` cannot happen for real on the local wikis (a type they cannot raise, someone
  /// other than the other editor, a wiki the backend file does not name, nothing to revert); nil when it can.
  package static func realEventRefusal(_ change: Change, events: RealEvents, latestEdit: DescriptionEdit?) -> String? {
    switch change {
    case .notify(let category, let wiki, let agent):
      if let reason = events.unavailable(category) {
        return "notify \(category.rawValue): the local wikis cannot raise it (\(reason))"
      }
      if let agent, agent != events.actor {
        return "notify \(category.rawValue) by \(agent): on the local wikis only the other editor acts "
          + "(\(events.actor)); leave out 'by USER' or name \(events.actor)"
      }
      guard events.wikis.contains(wiki) else {
        return "notify \(category.rawValue) on \(wiki.code): the backend file has no such wiki (it has "
          + events.wikis.map(\.code).joined(separator: ", ") + ")"
      }
      return nil
    case .revert(let agent):
      if let agent, agent != events.actor {
        return "revert by \(agent): on the local wikis only the other editor acts (\(events.actor))"
      }
      guard latestEdit != nil else {
        return "revert: there is no description of the user's to revert (none was published in this run)"
      }
      return nil
    default:
      return nil
    }
  }
}

/// Why a script stopped: the line and what was missing, with the screen as it was.
package struct ScriptFailure: Error {
  package var message: String
  package init(message: String) { self.message = message }
}
