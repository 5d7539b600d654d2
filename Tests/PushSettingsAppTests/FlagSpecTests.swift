import Foundation
import PushInterface
import PushLive
import PushQATools
import PushTestSupport
import Testing

@testable import PushSettingsApp

@Suite struct FlagSpecTests {
  /// The README's flag table, as (flag as written, scenario key) pairs.
  static func readmeTable() throws -> [(String, String)] {
    let readme = try String(contentsOf: EndToEnd.root.appendingPathComponent("README.md"), encoding: .utf8)
    return readme.split(separator: "\n").compactMap { line -> (String, String)? in
      guard line.hasPrefix("| `--") else { return nil }
      // `\|` escapes a bar inside a cell: put the cells it split back together.
      let joined = line.replacingOccurrences(of: "\\|", with: "\u{0}")
      let fixed = joined.split(separator: "|", omittingEmptySubsequences: false).map {
        $0.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "`", with: "")
          .replacingOccurrences(of: "\u{0}", with: "|")
      }
      return (fixed[1], fixed[2])
    }
  }

  @Test func readmeFlagTable_matchesTheFlagTable() throws {
    let readme = try Self.readmeTable()
    let specs = FlagSpec.all.map { ($0.usage, $0.scenarioKey ?? "") }
    #expect(readme.map(\.0) == specs.map(\.0), "README rows, in order, are the flags as --help writes them")
    #expect(readme.map(\.1) == specs.map(\.1), "and their scenario keys")
  }

  @Test func help_listsEveryFlag_andFitsInAHundredColumns() {
    let usage = LaunchOptions.usage
    for spec in FlagSpec.all { #expect(usage.contains(spec.usage), "\(spec.name) is in --help") }
    for line in usage.split(separator: "\n") { #expect(line.count <= 100, "too long: \(line)") }
  }

  @Test func everyScenarioKey_isOneFlag() {
    let keys = FlagSpec.all.compactMap(\.scenarioKey)
    #expect(Set(keys).count == keys.count)
    #expect(Scenario.keys.first == "description")
  }
}
