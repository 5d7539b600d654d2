import PushCore
import PushPresentation
import PushSimulation

/// Reading a walkthrough: one step per line, each checked with a message that names the line.
extension Script {
  package static func parse(_ text: String, name: String) throws(UsageError) -> Script {
    var lines: [Line] = []
    // "\r\n" is one Character in Swift, so a split on "\n" alone would make a CRLF file one line.
    let text = text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text
    let rawLines = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" })
    for (index, raw) in rawLines.enumerated() {
      let line = String(raw).terminalSafe.trimmingSpaces
      if line.isEmpty || line.hasPrefix("#") { continue }
      let step = try Self.step(line) { why in UsageError("script \(name) line \(index + 1): \(why)") }
      lines.append(Line(number: index + 1, step: step))
    }
    let script = Script(name: name, lines: lines)
    let isAction = { (line: Line) in
      switch line.step {
      case .launch, .change: false
      default: true
      }
    }
    if let firstAction = lines.firstIndex(where: isAction),
      let late = lines[firstAction...].first(where: { if case .launch = $0.step { true } else { false } })
    {
      throw UsageError(
        "script \(name) line \(late.number): a launch setting (\(launchVerbs.joined(separator: ", "))) goes at the top, "
          + "before the first key, line, wait or expect")
    }
    if script.isAccessible, let keyLine = lines.first(where: Self.isKeyStep) {
      throw UsageError("script \(name) line \(keyLine.number): a script either types lines or presses keys, not both")
    }
    return script
  }

  static func isKeyStep(_ line: Line) -> Bool {
    switch line.step {
    case .keys, .text: true
    default: false
    }
  }

  /// The text of a `text` or `paste` step: as written, or between double quotes to keep spaces at its ends;
  /// `\n` and `\t` stand for a line break and a tab (what a paste may carry).
  static func textArgument(_ rest: String) -> String {
    var text = rest
    if text.count >= 2, text.hasPrefix("\""), text.hasSuffix("\"") { text = String(text.dropFirst().dropLast()) }
    return text.split(separator: "\\n", omittingEmptySubsequences: false).joined(separator: "\n")
      .split(separator: "\\t", omittingEmptySubsequences: false).joined(separator: "\t")
  }

  /// One line's step; `fail` makes the error for this line.
  static func step(_ line: String, fail: (String) -> UsageError) throws(UsageError) -> Step {
    let words = line.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
    let rest = String(line.dropFirst(words[0].count)).trimmingSpaces
    if ["text", "paste", "type"].contains(words[0]), rest.utf8.count > maxTextLength {
      throw fail("\(words[0]) takes at most \(maxTextLength) bytes; this one has \(rest.utf8.count)")
    }
    switch words[0] {
    case "key", "keys": return try keysStep(words, fail: fail)
    case "type": return .type(rest)
    // Text for a focused text field in the full screen: typed a character at a time, or pasted in one piece.
    case "text", "paste":
      let text = Self.textArgument(rest)
      guard !text.isEmpty else { throw fail("\(words[0]) needs something to \(words[0] == "text" ? "type" : "paste")") }
      return .text(text, paste: words[0] == "paste")
    case "wait":
      guard words.count == 2, let ms = duration(words[1]) else {
        throw fail("wait needs a time of at most 600s, like 500ms or 2s")
      }
      return .wait(ms: ms)
    case "expect", "expect-not": return try expectStep(words[0], rest, fail: fail)
    case "background": return .background
    case "pause":
      let caption = Self.textArgument(rest)
      return .pause(caption: caption.isEmpty ? nil : caption.replacing("\n", with: " "))
    default:
      switch try WorldCommand.parse(words, fail: fail) {
      case .change(let change)?: return .change(change)
      case let command?: return .command(command)
      case nil: break
      }
      if let launch = try launchStep(words, rest, fail: fail) { return launch }
      let verbs =
        ["key", "type", "wait", "expect", "expect-not"] + WorldCommand.verbs.map(\.name)
        + ["text", "paste", "background", "pause"] + launchVerbs
      throw fail("'\(words[0].sanitizedForMessage)' is not a step; steps are \(verbs.joined(separator: ", "))")
    }
  }

  /// The steps that only set how the app starts.
  static let launchVerbs = ["use", "languages", "language", "logged-out", "answer", "seed", "fail-rate", "open"]

  /// A launch setting (`use FILE`, `languages en,de`, `logged-out`, `answer allow`, `seed 4`, `fail-rate 0.2`,
  /// `open settings`, `language de`: the app's own language, `--ui-language`);
  /// nil for another verb. Values are checked by the flag's own parser when the script is adopted.
  static func launchStep(_ words: [String], _ rest: String, fail: (String) -> UsageError) throws(UsageError) -> Step? {
    switch words[0] {
    case "use":
      guard !rest.isEmpty else { throw fail("use needs a scenario file, like: use scenarios/denied-in-ios.json") }
      return .launch(flag: "--scenario", value: rest)
    case "logged-out":
      guard words.count == 1 else { throw fail("logged-out takes nothing") }
      return .launch(flag: "--logged-out", value: "")
    case "language":
      guard words.count == 2 else { throw fail("language takes one value, as its flag --ui-language does") }
      return .launch(flag: "--ui-language", value: words[1])
    case "languages", "answer", "seed", "fail-rate", "open":
      guard words.count == 2 else { throw fail("\(words[0]) takes one value, as its flag --\(words[0]) does") }
      return .launch(flag: "--" + words[0], value: words[1])
    default:
      return nil
    }
  }

  static func keysStep(_ words: [String], fail: (String) -> UsageError) throws(UsageError) -> Step {
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
    return .keys(keys)
  }

  /// The longest text an `expect` looks for: longer than any line a screen or the accessible mode says. A
  /// megabyte of it was searched for again on every change until the time limit, and said whole when it failed.
  package static let maxExpectLength = 4_096
  /// The longest text a `text`, `paste` or `type` step gives: what a paste or a line of input may hold.
  package static let maxTextLength = 65_536

  static func expectStep(_ verb: String, _ rest: String, fail: (String) -> UsageError) throws(UsageError) -> Step {
    guard let (quoted, after) = quoted(rest) else { throw fail("\(verb) needs text in double quotes") }
    guard quoted.utf8.count <= maxExpectLength else {
      throw fail("\(verb) takes at most \(maxExpectLength) bytes of text; this one has \(quoted.utf8.count)")
    }
    if verb == "expect-not" {
      guard after.isEmpty else { throw fail("expect-not takes only the quoted text") }
      return .expectNot(quoted)
    }
    var within = 5_000
    let tail = after.split(separator: " ").map(String.init)
    if !tail.isEmpty {
      guard tail.count == 2, tail[0] == "within", let ms = duration(tail[1]) else {
        throw fail("after the text, only 'within 3s' may follow")
      }
      within = ms
    }
    return .expect(quoted, withinMs: within)
  }
}
