import Foundation
import PushPresentation
import PushQATools
import PushTestSupport
import Testing

/// `Screens/STRINGS.md` lists every string the screens show, with its source: the app's key (and the file
/// that uses it), iOS, a seed, simulated data, a stand-in, or the accessible mode. A string a named state
/// shows that is not in the table fails here, and so does a string the full screen draws whose only
/// source is the accessible mode: the default picture holds the app's words (or a seed's), not ours.
@Suite struct StringsTableTests {
  /// Where a string comes from, by how its source cell begins.
  enum Source: String, CaseIterable {
    case key = "key `"
    case app = "app:"
    case iOS = "iOS"
    case seed000 = "seed 000"
    case seed003 = "seed 003"
    case data = "data:"
    case standIn = "stand-in:"
    case accessible = "accessible mode:"

    /// Sources the full screen may draw.
    var drawn: Bool { self != .accessible }
  }

  struct Entry {
    var pattern: String
    var source: Source
  }

  /// The table's rows: the string (first cell, in backticks; `{…}` stands for any text) and its source.
  static func table() throws -> [Entry] {
    let url = EndToEnd.root.appendingPathComponent("Screens/STRINGS.md")
    let text = try String(contentsOf: url, encoding: .utf8)
    return try text.split(separator: "\n").compactMap { line -> Entry? in
      guard line.hasPrefix("| `") else { return nil }
      let rest = line.dropFirst(3)
      guard let end = rest.range(of: "` | ") else { return nil }
      let pattern = String(rest[..<end.lowerBound])
      let cell = rest[end.upperBound...]
      guard let source = Source.allCases.first(where: { cell.hasPrefix($0.rawValue) }) else {
        throw TableError(line: String(line))
      }
      return Entry(pattern: pattern, source: source)
    }
  }

  struct TableError: Error, CustomStringConvertible {
    var line: String
    var description: String { "a row of Screens/STRINGS.md names no source it knows: \(line)" }
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

  /// What the full screen draws of a model: the title (unless hidden), the way back, each drawn row's lines
  /// (or its label), its value and its keys, and the alert. QA annotations are the replica's own, apart.
  static func drawn(_ model: ScreenModel) -> [String] {
    var out = model.titleHidden ? [] : [model.title]
    if let back = model.backTitle, model.leading == .back { out.append(back) }
    for row in model.rows + (model.alert?.buttons ?? []) where !row.accessibleOnly {
      if let display = row.display {
        out += display.lines.flatMap { [$0.text] + ($0.trailing.map { [$0] } ?? []) }
      } else if row.icon == nil || row.placement == .body {
        out.append(row.label)
      }
      if case .detail(let text)? = row.value { out.append(text) }
      out += row.keyActions.map(\.label)
    }
    if let alert = model.alert {
      out += [alert.title, alert.message].filter { !$0.isEmpty } + (alert.footer.map { [$0] } ?? [])
    }
    return out.filter { !$0.isEmpty }
  }

  /// What only the accessible mode says: labels that differ from what is drawn, hints, spoken values, the
  /// accessible mode's own rows, and the names of screens whose title is not drawn.
  static func spoken(_ model: ScreenModel) -> [String] {
    var out = [model.title] + (model.backTitle.map { [$0] } ?? [])
    for row in model.rows + (model.alert?.buttons ?? []) {
      out.append(row.label)
      if let hint = row.hint { out.append(hint) }
      if let spoken = row.spokenValue { out.append(spoken) }
      if case .busy(let busy)? = row.value { out.append(busy.label) }
      if case .detail(let text)? = row.value { out.append(text) }
    }
    return out.filter { !$0.isEmpty }
  }

  @Test func matches_placeholdersStandForAnyText() {
    #expect(Self.matches("Couldn't change Thanks", "Couldn't change {type}"))
    #expect(Self.matches("German (de)", "{language} ({code})"))
    #expect(!Self.matches("Couldn't change Thanks", "Couldn't load {type}"))
    #expect(!Self.matches("Settings", "Settingsx"))
    #expect(!Self.matches("anything", "{all}"), "a bare placeholder matches nothing")
  }

  @Test func table_everyRowHasASource_andEveryKeyIsNamed() throws {
    let url = EndToEnd.root.appendingPathComponent("Screens/STRINGS.md")
    let text = try String(contentsOf: url, encoding: .utf8)
    let entries = try Self.table()
    #expect(entries.count > 200)
    for line in text.split(separator: "\n") where line.hasPrefix("| `") && line.contains("| key `") {
      // "key `settings-title`, CommonStrings.swift": the key, then the file that uses it.
      let cell = line.split(separator: "| key `", maxSplits: 1)[1]
      let key = cell.prefix { $0 != "`" }
      #expect(!key.isEmpty && !key.contains(" "), "a key is one word: \(line)")
      #expect(cell.contains(".swift") || cell.contains(".m") || cell.contains(".strings"), "and its file: \(line)")
    }
  }

  @Test(arguments: NamedState.all.map(\.name))
  func namedState_showsOnlyStringsInTheTable_andDrawsNoneOfOurOwn(_ name: String) async throws {
    let table = try Self.table()
    let reached = await NamedState.named(name)!.reach()
    let model = ScreenModel(reached.store.state)
    for string in Self.spoken(model) + Self.drawn(model) {
      #expect(
        table.contains { Self.matches(string, $0.pattern) }, "\(name) shows '\(string)', which Screens/STRINGS.md lacks"
      )
    }
    for string in Self.drawn(model) {
      // A string that is a row of the table is that row, whatever a pattern with placeholders also matches.
      let exact = table.filter { $0.pattern == string }
      let sources = (exact.isEmpty ? table.filter { Self.matches(string, $0.pattern) } : exact).map(\.source)
      #expect(
        sources.isEmpty || sources.contains(where: \.drawn),
        "\(name) draws '\(string)', which is the accessible mode's own (Screens/STRINGS.md): the default picture holds the app's words"
      )
    }
  }
}
