import PushCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// A QA setup with a name: a JSON object holding the launch flags' settings.
///
/// `{"description": "…", "languages": ["en","de"], "permission": "authorized", "answer": "allow",
///   "token": "late", "fail": ["write:de"], "failRate": 0.1, "seed": 4, "latency": 300,
///   "loggedOut": false, "state": "push-on"}`
enum Scenario {
  static let keys: [(name: String, flag: String, accepts: String)] = [
    ("description", "", "text"),
    ("loggedOut", "--logged-out", "true or false"),
    ("languages", "--languages", "a language code or a list of them like [\"en\", \"de\"]"),
    ("permission", "--permission", "notDetermined, denied, authorized, provisional, ephemeral"),
    ("answer", "--answer", "allow or deny"),
    ("token", "--token", "now, late or never"),
    ("fail", "--fail", "a failure point or a list of them like [\"write:de\", \"read\"]"),
    ("failRate", "--fail-rate", "a number from 0 to 1"),
    (
      "seed", "--seed",
      "a whole number up to 2^53, or any up to 18446744073709551615 as text like \"18446744073709551615\""
    ),
    ("latency", "--latency", "milliseconds from 0 to 60000"),
    ("state", "--state", "a named state"),
  ]

  static func arguments(fromFile path: String) throws(UsageError) -> [String] {
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
    return try arguments(from: json, name: shown)
  }

  static func arguments(from json: JSONValue, name: String) throws(UsageError) -> [String] {
    guard let pairs = json.objectValue else { throw UsageError("scenario \(name): the file must hold one JSON object") }
    var args: [String] = []
    for (key, value) in pairs {
      guard let entry = keys.first(where: { $0.name == key }) else {
        throw UsageError(
          "scenario \(name): unknown key \"\(key.sanitizedForMessage)\"; keys are \(keys.map(\.name).joined(separator: ", "))"
        )
      }
      func bad() -> UsageError {
        UsageError("scenario \(name): \"\(key)\" must be \(entry.accepts), not \(value.serialized.sanitizedForMessage)")
      }
      let text: String
      switch (key, value) {
      case ("description", .string): continue
      case ("loggedOut", .bool(let b)):
        if b { args.append("--logged-out") }
        continue
      case ("languages", .array(let items)), ("fail", .array(let items)):
        let strings = items.compactMap(\.stringValue)
        // ["en,de"] is one item, not two: a comma inside an item is refused, not split.
        guard strings.count == items.count, !strings.isEmpty, !strings.contains(where: { $0.contains(",") }) else {
          throw bad()
        }
        text = strings.joined(separator: ",")
      case ("failRate", .number(let n)):
        text = String(n)
      case ("seed", .number(let n)):
        // Above 2^53 a JSON number has lost its last digits (read as a double): such seeds come as text.
        guard n >= 0, n < 9_007_199_254_740_992, n == n.rounded() else { throw bad() }
        text = String(UInt64(n))
      case ("latency", .number):
        guard let n = value.intValue else { throw bad() }
        text = String(n)
      case ("seed", .string(let s)):
        text = s
      case (_, .string(let s)) where !["loggedOut", "failRate", "latency", "description"].contains(key):
        text = s
      default:
        throw bad()
      }
      // Each value is checked by the flag's own parser; its message is reworded to name the key.
      do {
        _ = try LaunchOptions.parse([entry.flag, text])
      } catch {
        throw UsageError(
          "scenario \(name): \"\(key)\": "
            + error.message.replacingPrefix("\(entry.flag): ", with: "").replacingPrefix(entry.flag + " ", with: ""))
      }
      args += [entry.flag, text]
    }
    return args
  }
}
