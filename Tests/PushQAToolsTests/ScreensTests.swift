import Foundation
import PushLive
import PushPresentation
import PushQATools
import PushTestSupport
import Testing
import _StringProcessing

/// Every named state against its golden files in Screens/. `RECORD_SCREENS=1 swift test` rewrites
/// them and fails, so that nobody records by accident.
@Suite struct ScreensTests {
  static let folder = EndToEnd.root.appendingPathComponent("Screens")
  static let recording = ProcessInfo.processInfo.environment["RECORD_SCREENS"] == "1"

  /// A short line diff: the first lines that differ, with their numbers.
  static func diff(_ expected: String, _ actual: String) -> String {
    let e = expected.components(separatedBy: "\n")
    let a = actual.components(separatedBy: "\n")
    var out: [String] = []
    for i in 0..<max(e.count, a.count) {
      let el = i < e.count ? e[i] : "<none>"
      let al = i < a.count ? a[i] : "<none>"
      if el != al { out.append("line \(i + 1):\n  expected |\(el)|\n  actual   |\(al)|") }
      if out.count == 8 { break }
    }
    return out.joined(separator: "\n")
  }

  static func check(_ actual: String, file name: String) {
    let url = folder.appendingPathComponent(name)
    if recording {
      try? actual.write(to: url, atomically: true, encoding: .utf8)
      Issue.record("recorded \(name); unset RECORD_SCREENS and review the diff line by line")
      return
    }
    guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
      Issue.record("missing Screens/\(name); run RECORD_SCREENS=1 swift test --filter ScreensTests")
      return
    }
    if expected != actual { Issue.record("Screens/\(name) differs:\n\(diff(expected, actual))") }
  }

  @Test(arguments: NamedState.all.map(\.name))
  func namedState_matchesScreensFolder(_ name: String) async throws {
    let reached = await NamedState.named(name)!.reach()
    Self.check(reached.snapshot(accessible: false), file: "\(name).txt")
    Self.check(reached.snapshot(accessible: true), file: "\(name).a11y.txt")
  }

  /// The style layer beside each text golden: a focus, dim, reverse or colour change fails here even where
  /// the characters stay the same.
  @Test(arguments: NamedState.all.map(\.name))
  func namedState_stylesMatchScreensFolder(_ name: String) async throws {
    let reached = await NamedState.named(name)!.reach()
    let styles = reached.styleSnapshot()
    Self.check(styles, file: "\(name).style.txt")
    // The file says what the frame is: read back, it gives every cell's style and the cursor.
    let frame = reached.frame(color: true)
    let decoded = try StyleMap.decode(styles)
    #expect(decoded.cursor == frame.cursor)
    #expect(decoded.rows == (0..<frame.height).map { row in (0..<frame.width).map { frame[row, $0].style } })
  }

  @Test(arguments: NamedState.all.map(\.name))
  func namedState_cursorSitsOnTheFocusedRow(_ name: String) async throws {
    let reached = await NamedState.named(name)!.reach()
    let model = ScreenModel(reached.store.state)
    let frame = reached.frame()
    let focused = try #require(reached.ui.focusedRow(in: model), "\(name) has nothing to focus")
    let line = frame.line(frame.cursor.row)
    if model.alert == nil, case .textField(let field, _)? = focused.value {
      // In a text field the cursor is the insertion point: on the field's last line, after its text.
      #expect(line.hasPrefix("  │"), "cursor line \(frame.cursor.row) is |\(line)|, not the field's text")
      let last = TextFieldLayout.lines(field, columns: frame.width - 6, ascii: false)
      #expect(frame.cursor.column == 4 + last.caret.column)
      return
    }
    // What is drawn for the row: the drawn line that names it (a push's message), or in a bar its picture, or
    // its label.
    let icon = focused.placement == .body ? nil : focused.icon?.unicode
    let shown = focused.display.map { $0.lines[$0.naming].text } ?? icon ?? focused.label
    let prefix = String(shown.prefix(12))
    #expect(line.contains(prefix), "cursor line \(frame.cursor.row) is |\(line)|, focus is \(shown)")
    guard model.alert == nil else { return }
    if focused.placement == .body {
      #expect(frame.cursor.column == 2)
      #expect(line.hasPrefix("▌"), "the focused row carries the focus mark, not only reverse video")
    } else {
      // In the navigation bar or the toolbar the mark stands just before the item, where the cursor is.
      let before = Array(line)[frame.cursor.column - 1]
      #expect(before == "▌", "the focused item carries the focus mark: |\(line)|")
      #expect(line.dropFirst(frame.cursor.column).hasPrefix(prefix))
    }
  }

  @Test(arguments: NamedState.all.map(\.name))
  func namedState_everyVisibleElementIsInTheTranscript(_ name: String) async {
    let reached = await NamedState.named(name)!.reach()
    let model = ScreenModel(reached.store.state)
    let screen = reached.frame(width: 200, height: 80).text
    let transcript = reached.snapshot(accessible: true)
    let elements =
      model.alert.map { [($0.title, nil), ($0.message, nil)] + $0.buttons.map { ($0.label, $0.spokenLabel) } }
      ?? model.rows.map { ($0.label, $0.spokenLabel) }
    let speech = AccessibleRenderer()
    for (label, spoken) in elements where screen.contains(String(label.prefix(40))) {
      // Said in words for speech ("30 / 90" is "30 of 90 characters", quotation marks are left out), and the
      // transcript ends each item with its own full stop, so a label's last one is not repeated.
      var start = String(speech.clean(spoken ?? label).prefix(40))
      while start.hasSuffix(".") || start.hasSuffix(" ") { start.removeLast() }
      // Case aside: a label in capitals is said in sentence case.
      #expect(
        transcript.lowercased().contains(start.lowercased()),
        "\(name): '\(label)' is on screen but not in the transcript")
    }
  }

  /// A style layer left behind by a state renamed or removed would be checked by nothing.
  @Test func screensFolder_hasAStyleLayerOnlyForNamedStates() throws {
    let files = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path)
    for file in files where file.hasSuffix(".style.txt") {
      let name = String(file.dropLast(".style.txt".count))
      #expect(NamedState.named(name) != nil, "Screens/\(file) belongs to no named state")
    }
  }

  @Test func screensReadme_indexesEveryState() throws {
    let index = NamedState.all.map {
      "- [`\($0.name)`](\($0.name).txt) ([transcript](\($0.name).a11y.txt)): \($0.summary)"
    }
    let text =
      "# Screens\n\nEvery named state at 80x24 as `push-settings render NAME` prints it, and its screen-reader "
      + "transcript (`NAME.a11y.txt`). Written by `RECORD_SCREENS=1 swift test --filter ScreensTests`; "
      + "review every changed line before committing.\n\n" + index.joined(separator: "\n") + "\n"
    Self.check(text, file: "README.md")
  }

  @Test func namedStates_everyRequiredNameExists() {
    let required = [
      "logged-out", "settings", "push-off", "permission-prompt", "turning-on", "push-on", "permission-denied",
      "os-settings", "token-timeout", "subscribe-failed", "read-failed", "type-saving", "type-write-failed",
      "unsubscribe-failed", "relogin-prompt", "languages", "subscriptions",
    ]
    for name in required { #expect(NamedState.named(name) != nil, "missing \(name)") }
  }
}

/// The designer's review: docs/guide.md said "All 45 states" when there were 49. A number of states in the
/// documents is the number there are (or the documents say "every named state").
@Suite struct StateCountInDocsTests {
  @Test func everyCountOfStatesInTheDocs_isTheNumberOfNamedStates() throws {
    let docs = EndToEnd.root.appendingPathComponent("docs")
    let files =
      try FileManager.default.contentsOfDirectory(atPath: docs.path).filter { $0.hasSuffix(".md") }
      .map { docs.appendingPathComponent($0) } + [EndToEnd.root.appendingPathComponent("README.md")]
    let count = try Regex(#"\b(\d+) (named )?states\b"#)
    for file in files {
      let text = try String(contentsOf: file, encoding: .utf8)
      for match in text.matches(of: count) {
        #expect(
          Int(match.output[1].substring ?? "") == NamedState.all.count,
          "\(file.lastPathComponent): \"\(text[match.range])\"; there are \(NamedState.all.count) named states")
      }
    }
  }
}
