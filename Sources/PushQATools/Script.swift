import PushCore
import PushLive
import PushPresentation
import PushSimulation

/// A walkthrough: keys or typed lines, waits, expectations and changes to the simulated world.
///
/// One step per line; `#` starts a comment. See `Screens/walkthroughs/README.md` for the format.
package struct Script: Equatable {
  package enum Change: Equatable {
    case fail(FailurePoint, once: Bool)
    case clear(FailurePoint?)
    case permission(PermissionStatus)
    case token(TokenArrival)
    case latency(Int)
  }

  package enum Step: Equatable {
    case keys([Key])
    case type(String)
    case wait(ms: Int)
    case expect(String, withinMs: Int)
    case expectNot(String)
    case change(Change)
    case background
  }

  package struct Line: Equatable {
    package var number: Int
    package var step: Step
  }

  package var name: String
  package var lines: [Line]

  /// True when the script types lines (the accessible mode); false when it presses keys (the full screen).
  package var isAccessible: Bool { lines.contains { if case .type = $0.step { true } else { false } } }

  package static let keyNames: [String: Key] = [
    "up": .up, "down": .down, "left": .left, "right": .right, "enter": .enter, "space": .space, "esc": .escape,
    "escape": .escape, "backspace": .backspace, "home": .home, "end": .end, "pgup": .pageUp, "pgdn": .pageDown,
    "tab": .tab, "f2": .function(2), "ctrl-c": .control("c"),
  ]

  package static func parse(_ text: String, name: String) throws(UsageError) -> Script {
    var lines: [Line] = []
    // "\r\n" is one Character in Swift, so a split on "\n" alone would make a CRLF file one line.
    let text = text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text
    let rawLines = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" })
    for (index, raw) in rawLines.enumerated() {
      let number = index + 1
      func fail(_ why: String) -> UsageError { UsageError("script \(name) line \(number): \(why)") }
      let line = String(raw).terminalSafe.trimmingSpaces
      if line.isEmpty || line.hasPrefix("#") { continue }
      let words = line.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
      let rest = String(line.dropFirst(words[0].count)).trimmingSpaces
      switch words[0] {
      case "key", "keys":
        guard words.count > 1 else { throw fail("key needs at least one key name, like: key down enter") }
        var keys: [Key] = []
        for word in words.dropFirst() {
          if let key = keyNames[word.lowercased()] {
            keys.append(key)
          } else if word.count == 1, let c = word.first {
            keys.append(.character(c))
          } else {
            throw fail(
              "'\(word.sanitizedForMessage)' is not a key; use \(keyNames.keys.sorted().joined(separator: ", ")) or one character"
            )
          }
        }
        lines.append(Line(number: number, step: .keys(keys)))
      case "type":
        lines.append(Line(number: number, step: .type(rest)))
      case "wait":
        guard words.count == 2, let ms = duration(words[1]) else { throw fail("wait needs a time like 500ms or 2s") }
        lines.append(Line(number: number, step: .wait(ms: ms)))
      case "expect", "expect-not":
        guard let (quoted, after) = quoted(rest) else { throw fail("\(words[0]) needs text in double quotes") }
        if words[0] == "expect-not" {
          guard after.isEmpty else { throw fail("expect-not takes only the quoted text") }
          lines.append(Line(number: number, step: .expectNot(quoted)))
          continue
        }
        var within = 5_000
        let tail = after.split(separator: " ").map(String.init)
        if !tail.isEmpty {
          guard tail.count == 2, tail[0] == "within", let ms = duration(tail[1]) else {
            throw fail("after the text, only 'within 3s' may follow")
          }
          within = ms
        }
        lines.append(Line(number: number, step: .expect(quoted, withinMs: within)))
      case "fail":
        guard (2...3).contains(words.count), let point = FailurePoint(words[1]),
          words.count == 2 || words[2] == "once"
        else { throw fail("fail needs a failure point (\(FailurePoint.accepted)), then optionally 'once'") }
        lines.append(Line(number: number, step: .change(.fail(point, once: words.count == 3))))
      case "clear":
        if words.count == 1 {
          lines.append(Line(number: number, step: .change(.clear(nil))))
        } else {
          guard words.count == 2, let point = FailurePoint(words[1]) else {
            throw fail("clear takes a failure point or nothing")
          }
          lines.append(Line(number: number, step: .change(.clear(point))))
        }
      case "permission":
        guard words.count == 2, let status = PermissionStatus(rawValue: words[1]) else {
          throw fail("permission needs one of \(PermissionStatus.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        lines.append(Line(number: number, step: .change(.permission(status))))
      case "token":
        let arrival: TokenArrival
        switch words.count == 2 ? words[1] : "" {
        case "now": arrival = .immediate
        case "late": arrival = .afterMs(2_000)
        case "never": arrival = .never
        default: throw fail("token needs now, late or never")
        }
        lines.append(Line(number: number, step: .change(.token(arrival))))
      case "latency":
        guard words.count == 2, let ms = duration(words[1]) ?? Int(words[1]), (0...60_000).contains(ms) else {
          throw fail("latency needs milliseconds from 0 to 60000, like 50")
        }
        lines.append(Line(number: number, step: .change(.latency(ms))))
      case "background":
        lines.append(Line(number: number, step: .background))
      default:
        throw fail(
          "'\(words[0].sanitizedForMessage)' is not a step; steps are key, type, wait, expect, expect-not, fail, clear, permission, token, latency, background"
        )
      }
    }
    let script = Script(name: name, lines: lines)
    if script.isAccessible, let keyLine = lines.first(where: { if case .keys = $0.step { true } else { false } }) {
      throw UsageError("script \(name) line \(keyLine.number): a script either types lines or presses keys, not both")
    }
    return script
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

  /// Applies a world change; the world acts on it from its next call on.
  package static func apply(_ change: Change, to control: SimulationControl) {
    control.update { s in
      switch change {
      case .fail(let point, let once): SimulationControl.set(point, once ? .once : .always, in: &s)
      case .clear(let point?): SimulationControl.set(point, .no, in: &s)
      case .clear(nil): s.faults = FaultPlan()
      case .permission(let status): s.permission = status
      case .token(let arrival): s.tokenArrival = arrival
      case .latency(let ms): s.latencyMs = ms
      }
    }
  }
}

/// Why a script stopped: the line and what was missing, with the screen as it was.
package struct ScriptFailure: Error {
  package var message: String
  package init(message: String) { self.message = message }
}
