import PushCore
import PushInterface
import PushLive
import PushQATools

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// A QA setup with a name: a JSON object holding the launch flags' settings, under the keys of the flag
/// table (`FlagSpec.scenarioKey`), applied to the options as the flags would be.
///
/// `{"description": "…", "languages": ["en","de"], "permission": "authorized", "answer": "allow",
///   "token": "late", "fail": ["write:de"], "failRate": 0.1, "seed": 4, "latency": 300,
///   "loggedOut": false, "state": "push-on"}`
enum Scenario {
  static var keys: [String] { ["description"] + FlagSpec.all.compactMap(\.scenarioKey) }

  static func apply(fromFile path: String, to options: inout LaunchOptions) throws(UsageError) {
    let shown = path.sanitizedForMessage
    let text: String
    switch StateFile.readFile(path) {
    case .success(let read): text = read
    case .failure(let failure): throw UsageError("--scenario: cannot read '\(shown)': \(failure.reason)")
    }
    let json: JSONValue
    do {
      json = try JSONParser.parse(text)
    } catch {
      throw UsageError("--scenario: '\(shown)' is not valid JSON: \(error)")
    }
    try apply(json, name: shown, to: &options)
  }

  static func apply(_ json: JSONValue, name: String, to options: inout LaunchOptions) throws(UsageError) {
    guard let pairs = json.objectValue else { throw UsageError("scenario \(name): the file must hold one JSON object") }
    for (key, value) in pairs {
      if key == "description" {
        guard let text = value.stringValue else {
          throw UsageError(
            "scenario \(name): \"description\" must be text, not \(value.serialized.sanitizedForMessage)")
        }
        options.scenarioDescription = text
        continue
      }
      guard let spec = FlagSpec.scenarioSpec(key) else {
        throw UsageError(
          "scenario \(name): unknown key \"\(key.sanitizedForMessage)\"; keys are \(keys.joined(separator: ", "))")
      }
      let bad = UsageError(
        "scenario \(name): \"\(key)\" must be \(spec.scenarioAccepts), not \(value.serialized.sanitizedForMessage)")
      for text in try values(value, for: spec, bad: bad) {
        // Each value is checked by the flag's own parser; its message is reworded to name the key.
        do {
          try spec.apply(&options, text)
        } catch {
          throw UsageError(
            "scenario \(name): \"\(key)\": "
              + error.message.replacingPrefix("\(spec.name): ", with: "").replacingPrefix(spec.name + " ", with: ""))
        }
      }
    }
  }

  /// The flag values a JSON value stands for: a list gives one per item, so `["en,de"]` is one bad code,
  /// not two languages.
  static func values(_ value: JSONValue, for spec: FlagSpec, bad: UsageError) throws(UsageError) -> [String] {
    switch (spec.value, value) {
    case (nil, .bool(let on)):
      return on ? [""] : []
    case (nil, _):
      throw bad
    case (_, .array(let items)) where spec.name == "--languages" || spec.name == "--fail":
      let strings = items.compactMap(\.stringValue)
      guard strings.count == items.count, !strings.isEmpty, !strings.contains(where: { $0.contains(",") }) else {
        throw bad
      }
      return spec.name == "--languages" ? [strings.joined(separator: ",")] : strings
    case (_, .number(let n)) where spec.name == "--fail-rate":
      return [String(n)]
    case (_, .number(let n)) where spec.name == "--seed":
      // Above 2^53 a JSON number has lost its last digits (read as a double): such seeds come as text.
      guard n >= 0, n < 9_007_199_254_740_992, n == n.rounded() else { throw bad }
      return [String(UInt64(n))]
    case (_, .number) where spec.name == "--latency" || spec.name == "--inbox":
      guard let n = value.intValue else { throw bad }
      return [String(n)]
    case (_, .string(let s)) where !["--fail-rate", "--latency", "--inbox"].contains(spec.name):
      return [s]
    default:
      throw bad
    }
  }
}
