import Foundation
import PushPresentation
import PushQATools
import PushTestSupport
import Testing

/// `Screens/STRINGS.md` lists every string the screens show, with its source. A string a named state shows
/// that is not in the table fails here, so that new text is traced to the app or said to be the replica's.
@Suite struct StringsTableTests {
  /// The table's strings: the first cell of each row, in backticks; `{…}` stands for any text.
  static func table() throws -> [String] {
    let url = EndToEnd.root.appendingPathComponent("Screens/STRINGS.md")
    let text = try String(contentsOf: url, encoding: .utf8)
    return text.split(separator: "\n").compactMap { line -> String? in
      guard line.hasPrefix("| `") else { return nil }
      let rest = line.dropFirst(3)
      guard let end = rest.range(of: "` |") else { return nil }
      return String(rest[..<end.lowerBound])
    }
  }

  /// Whether `text` is `pattern` with each `{…}` standing for some text.
  static func matches(_ text: String, _ pattern: String) -> Bool {
    var pieces: [Substring] = []
    var rest = pattern[...]
    while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
      pieces.append(rest[..<open])
      rest = rest[rest.index(after: close)...]
    }
    pieces.append(rest)
    guard pieces.count > 1 else { return text == pattern }
    // A pattern that is all placeholders would match anything: it matches nothing instead.
    guard pieces.contains(where: { !$0.isEmpty }) else { return false }
    guard text.hasPrefix(pieces[0]), text.hasSuffix(pieces[pieces.count - 1]) else { return false }
    var remaining = text.dropFirst(pieces[0].count).dropLast(pieces[pieces.count - 1].count)
    for piece in pieces.dropFirst().dropLast() where !piece.isEmpty {
      guard let range = remaining.range(of: piece) else { return false }
      remaining = remaining[range.upperBound...]
    }
    return true
  }

  /// Every string a screen model shows: titles, labels, values, hints and the alert's text (not the QA
  /// annotations, which are the replica's own and listed apart).
  static func strings(_ model: ScreenModel) -> [String] {
    var out = [model.title] + (model.backTitle.map { [$0] } ?? [])
    for row in model.rows + (model.alert?.buttons ?? []) {
      out.append(row.label)
      if let hint = row.hint { out.append(hint) }
      if let spoken = row.spokenValue { out.append(spoken) }
      switch row.value {
      case .detail(let text)?: out.append(text)
      case .busy(let busy)?: out.append(busy.label)
      default: break
      }
    }
    if let alert = model.alert { out += [alert.title, alert.message].filter { !$0.isEmpty } }
    return out
  }

  @Test func matches_placeholdersStandForAnyText() {
    #expect(Self.matches("Couldn't change Thanks", "Couldn't change {type}"))
    #expect(Self.matches("German (de)", "{language} ({code})"))
    #expect(!Self.matches("Couldn't change Thanks", "Couldn't load {type}"))
    #expect(!Self.matches("Settings", "Settingsx"))
    #expect(!Self.matches("anything", "{all}"), "a bare placeholder matches nothing")
  }

  @Test(arguments: NamedState.all.map(\.name))
  func namedState_showsOnlyStringsInTheTable(_ name: String) async throws {
    let table = try Self.table()
    let reached = await NamedState.named(name)!.reach()
    for string in Self.strings(ScreenModel(reached.store.state)) {
      #expect(table.contains { Self.matches(string, $0) }, "\(name) shows '\(string)', which Screens/STRINGS.md lacks")
    }
  }
}
