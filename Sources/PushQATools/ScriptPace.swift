/// How fast a walkthrough plays: like a person (for demos), as fast as it can (tests and CI), or with a
/// given number of milliseconds between keys.
package struct ScriptPace: Equatable, Sendable {
  /// Between two keys or typed lines.
  package var keyMs: Int
  /// After an expectation is met, so the viewer sees what was expected before the next key.
  package var lookMs: Int

  package static let fast = ScriptPace(keyMs: 0, lookMs: 0)
  package static let human = ScriptPace(keyMs: 350, lookMs: 900)

  package static func ms(_ ms: Int) -> ScriptPace { ScriptPace(keyMs: ms, lookMs: ms * 2) }

  /// `human`, `fast` or a number of milliseconds from 0 to 10000; nil for anything else.
  package init?(_ text: String) {
    switch text {
    case "human": self = .human
    case "fast": self = .fast
    default:
      guard let ms = Int(text), (0...10_000).contains(ms) else { return nil }
      self = .ms(ms)
    }
  }

  package init(keyMs: Int, lookMs: Int) {
    self.keyMs = keyMs
    self.lookMs = lookMs
  }
}

/// What happens to the last screen of a walkthrough played in a terminal.
package enum ScriptHold: Equatable, Sendable {
  /// The terminal is given back at once (tests, `--pace fast`).
  case none
  /// Until a key is pressed (the default at human pace).
  case untilKey
  /// For this many milliseconds, or until a key.
  case ms(Int)
}
