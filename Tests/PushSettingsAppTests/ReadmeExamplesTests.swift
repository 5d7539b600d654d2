import Foundation
import PushCore
import PushQATools
import PushTestSupport
import Testing

/// Every example in the README's Usage section, run as written (piped, so in the accessible mode) over a
/// state file an earlier session left behind, does what its comment says.
@Suite struct ReadmeExamplesTests {
  struct Example: Sendable, CustomTestStringConvertible {
    var arguments: [String]
    var comment: String
    var testDescription: String { arguments.joined(separator: " ") }
  }

  /// The `scripts/run …  # comment` lines of the README's Usage section.
  static var examples: [Example] {
    guard let readme = try? String(contentsOf: EndToEnd.root.appendingPathComponent("README.md"), encoding: .utf8),
      let usage = readme.components(separatedBy: "## Usage").dropFirst().first?.components(separatedBy: "### ").first
    else { return [] }
    return usage.split(separator: "\n").compactMap { line in
      guard line.hasPrefix("scripts/run ") else { return nil }
      let parts = line.components(separatedBy: "  # ")
      let words = parts[0].split(separator: " ").dropFirst().map(String.init)
      return Example(arguments: words, comment: parts.dropFirst().joined().trimmingCharacters(in: .whitespaces))
    }
  }

  /// What each example is checked for: the lines typed, and texts the output must hold.
  static let checks: [String: (input: String, says: [String])] = [
    "--fresh": ("2\n6\n2\nq\n", ["Would Like to Send You Notifications"]),
    "--fresh --answer allow --languages en,de --fail write:de": (
      "2\n6\n2\n5\nq\n", ["Couldn't change Thanks", "Write failed on de.wikipedia.org", "Thanks is on again"]
    ),
    "--fresh --answer allow --languages en,de,fr --latency 400": ("2\n6\n2\n5\nq\n", ["Thanks, turning off"]),
    "--fresh --permission denied": ("2\n6\n2\nq\n", ["Push notifications, button", "iOS Settings, "]),
    "--fresh --answer allow --token never": (
      "2\n6\n2\nq\n", ["Unable to Check for Echo Notification subscriptions", "Try again, button"]
    ),
    "--fresh --answer allow --fail-rate 0.2 --seed 42": ("2\n6\n2\n4\n5\nq\n", ["failed"]),
    "--fresh --answer allow --trace calls.jsonl": ("2\n6\n2\nq\n", ["2. Push notifications, on."]),
    "--state type-write-failed": ("r\nq\n", ["Alert: Couldn't change"]),
    "--fresh --open push": ("q\n", ["Push notifications, 2 items. Back goes to Settings.", "switch button, off."]),
    "--fresh --accessible": ("q\n", ["Explore, 18 items", "2. Settings, button."]),
    // Piped, so the accessible mode: the language said first, then the app's own words in Hebrew.
    "--fresh --ui-language he": ("q\n", ["The app is in Hebrew", "2. הגדרות, button."]),
    "--fresh --scenario scenarios/write-fails-on-german.json": (
      "2\n6\n2\n5\nq\n", ["Couldn't change Thanks", "Write failed on de.wikipedia.org"]
    ),
    "--script Screens/walkthroughs/first-enable.script --record demo.cast": ("", ["Notify me about"]),
    "render push-on --size 60x20": ("", ["Notify me about"]),
    // Attributes, whatever NO_COLOR says: the focused OK reversed and bold.
    "render type-write-failed --color": ("", ["\u{1B}[0;1mCouldn't change Thanks", "\u{1B}[0;1;7m[ OK ]"]),
    "gallery --out review": ("", [" screens of ", " states in ", "/index.html"]),
    "gallery --compare review --out review-2": ("", ["0 of ", " screens changed: ", "/compare.html"]),
    // Every state's 80x24 screen is its golden; the other sizes are new.
    "gallery --compare Screens --out review": (
      "", ["0 of \(NamedState.all.count) screens changed; ", "/compare.html"]
    ),
    "gallery settings --themes all --out themes": ("", ["15 screens of 1 state in ", "/index.html"]),
    // The saved theme is Light; for this run Settings says Dark, and Reading preferences checks it.
    "--theme dark": ("2\n7\nq\n", ["Reading preferences, Dark.", "4. Dark, selected."]),
    "--state type-saving": (
      "sim\nq\n",
      ["Held at this moment (the clock is paused)", "Thanks, turning off", "Step to the next event"]
    ),
  ]

  /// A state an earlier session saved: other languages, push on, permission given.
  static func leftovers() async throws -> [String: String] {
    let home = EndToEnd.tempPath("xdg")
    try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
    let earlier = try await EndToEnd.run(
      ["--answer", "allow", "--languages", "fr,it"], input: "2\n6\n2\nq\n", environment: ["XDG_STATE_HOME": home])
    #expect(earlier.status == 0)
    #expect(FileManager.default.fileExists(atPath: home + "/push-settings/state.json"))
    return ["XDG_STATE_HOME": home]
  }

  /// The example's arguments with its output files and folders in a temporary folder; a comparison's earlier
  /// gallery is made first, as the README's example before it does.
  static func runnable(_ arguments: [String]) async throws -> [String] {
    let out = arguments.map {
      $0 == "Screens"
        ? EndToEnd.root.appendingPathComponent("Screens").path
        : ["calls.jsonl", "demo.cast", "review", "review-2", "themes"].contains($0) ? EndToEnd.tempPath($0) : $0
    }
    // An earlier gallery to compare with, unless the example compares with the committed goldens.
    if let index = arguments.firstIndex(of: "--compare"), index + 1 < out.count, arguments[index + 1] != "Screens" {
      let earlier = try await EndToEnd.run(["gallery", "--out", out[index + 1]])
      #expect(earlier.status == 0, "\(earlier.err)")
    }
    return out
  }

  @Test func readme_hasItsExamples_eachWithACheck() {
    #expect(Self.examples.count >= 10)
    for example in Self.examples {
      #expect(Self.checks[example.testDescription] != nil, "no check for the README example \(example.testDescription)")
      #expect(!example.comment.isEmpty, "\(example.testDescription) says what it does")
    }
  }

  @Test(arguments: Self.examples)
  func readmeExample_overLeftovers_doesWhatItsCommentSays(_ example: Example) async throws {
    let check = try #require(Self.checks[example.testDescription])
    let arguments = try await Self.runnable(example.arguments)
    let run = try await EndToEnd.run(arguments, input: check.input, environment: try Self.leftovers())
    #expect(run.status == 0, "\(example.testDescription): \(run.err)")
    let said = await run.out + (arguments.contains("--fail-rate") ? try callLog(arguments, check.input) : "")
    for text in check.says {
      #expect(said.contains(text), "\(example.testDescription) (\(example.comment)): no \"\(text)\" in\n\(said)")
    }
    if let cast = arguments.first(where: { $0.hasSuffix("demo.cast") }) {
      let last = try String(contentsOfFile: cast, encoding: .utf8).split(separator: "\n").last ?? ""
      guard case .number(let time)? = try JSONParser.parse(String(last)).arrayValue?.first else {
        Issue.record("no event in the cast")
        return
      }
      #expect(time >= 3, "at a person's pace the demo lasts seconds, not a blink: \(time) s")
    }
    if let trace = arguments.first(where: { $0.hasSuffix("calls.jsonl") }) {
      let lines = try String(contentsOfFile: trace, encoding: .utf8).split(separator: "\n")
      #expect(try lines.allSatisfy { try JSONParser.parse(String($0))["service"] != nil } && lines.count > 3)
    }
    if arguments.contains("--size") { #expect(run.out.split(separator: "\n").allSatisfy { $0.count <= 60 }) }
  }

  /// The call log (`log`) after the example's input, so random failures can be seen and compared.
  func callLog(_ arguments: [String], _ input: String) async throws -> String {
    let run = try await EndToEnd.run(arguments, input: input.replacingOccurrences(of: "q\n", with: "log\nq\n"))
    return run.out
  }

  /// `--fail-rate 0.2 --seed 42`: the same failures, the same alerts and the same call outcomes, 20 times.
  @Test func readmeSeedExample_sameOutcomes_20Runs() async throws {
    let arguments = ["--fresh", "--answer", "allow", "--fail-rate", "0.2", "--seed", "42"]
    var seen: Set<String> = []
    for _ in 0..<20 {
      let trace = EndToEnd.tempPath("seed.jsonl")
      let run = try await EndToEnd.run(arguments + ["--trace", trace], input: "2\n2\n4\n5\nq\n")
      let alerts = run.out.split(separator: "\n").map(String.init).filter {
        $0.hasPrefix("Alert:") || $0.contains("could not")
      }
      let outcomes = try String(contentsOfFile: trace, encoding: .utf8).split(separator: "\n").map { line in
        let record = try JSONParser.parse(String(line))
        return ["service", "wiki", "action", "params", "error"].map { record[$0]?.serialized ?? "-" }.joined()
      }
      seen.insert((alerts + outcomes.sorted()).joined(separator: "\n"))
    }
    #expect(seen.count == 1, "\(seen.count) different outcomes in 20 runs")
  }
}
