import PushCore

/// One launch flag, described once: how it is written, what it takes, its help line, its key in a scenario
/// file, and how its value changes the options. Parsing, `--help`, scenarios and the README's table all
/// come from `FlagSpec.all`.
struct FlagSpec: Sendable {
  enum Group: String, CaseIterable, Sendable {
    case world = "The world (all simulated)"
    case app = "The app"
    case gallery = "The gallery (push-settings gallery) and render"
  }

  /// `--languages`.
  var name: String
  /// What the value looks like in the help (`en,de,fr`); nil for a flag that takes none.
  var value: String?
  var help: String
  var group: Group
  /// The key in a scenario file, if the flag can be set there.
  var scenarioKey: String?
  /// What a scenario's value must be, in words, for its error message.
  var scenarioAccepts: String = ""
  /// A second name (`-h`).
  var alias: String?
  /// May be given more than once (each adds to the last); any other flag given twice is refused.
  var repeatable = false
  var apply: @Sendable (inout LaunchOptions, String) throws(UsageError) -> Void

  /// The flag as the help and the README write it: `--languages en,de,fr`.
  var usage: String { value.map { "\(name) \($0)" } ?? name }

  static func spec(_ flag: String) -> FlagSpec? { all.first { $0.name == flag || $0.alias == flag } }
  static func scenarioSpec(_ key: String) -> FlagSpec? { all.first { $0.scenarioKey == key } }
}
