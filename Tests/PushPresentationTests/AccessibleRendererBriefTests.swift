import PushAppFeature
import PushCore
import PushPresentation
import Testing

/// Issue 33, figures: brief mode names the rows that are there only to look like the app (dimmed, not part of
/// this simulation) by their numbers at the end instead of reading each; `r all` and verbose read them all.
@Suite struct AccessibleRendererBriefTests {
  static func settings() -> ScreenModel {
    var state = AppState(persisted: PersistedState())
    _ = state.reduce(.opened(.settings))
    return ScreenModel(state)
  }

  @Test func brief_foldsTheDimmedOutOfScopeRows_keepingTheirNumbers() {
    let model = Self.settings()
    let brief = AccessibleRenderer(verbose: false).lines(model)
    let numbering = AccessibleNumbering(model)
    let folded = model.rows.filter { $0.activation == .inert && !$0.enabled }
    #expect(folded.count >= 5, "Settings has rows the replica does not simulate")
    for row in folded { #expect(!brief.contains { $0.contains(". \(row.label),") }, "\(row.label) read") }
    let last = brief.last ?? ""
    #expect(last.hasPrefix("Not part of this simulation: ") && last.hasSuffix("; r all reads them."), "\(last)")
    #expect(last.contains("\(numbering.number(of: folded[0])!)"))
    // What the simulation has keeps its number.
    let push = model.rows.first { $0.id.contains("push") && $0.activation != .inert }!
    #expect(brief.contains { $0.hasPrefix("\(numbering.number(of: push)!). Push notifications") }, "\(brief)")
  }

  @Test func verboseAndAll_readEveryRow() {
    let model = Self.settings()
    let folded = model.rows.filter { $0.activation == .inert && !$0.enabled }
    for lines in [
      AccessibleRenderer(verbose: true).lines(model), AccessibleRenderer(verbose: false).lines(model, all: true),
    ] {
      for row in folded { #expect(lines.contains { $0.contains(row.label) }, "\(row.label) missing") }
      #expect(!lines.contains { $0.hasPrefix("Not part of this simulation:") })
    }
  }

  @Test func foldedNumbers_areSaidAsRanges() {
    let model = ScreenModel(
      key: "k", title: "T", backTitle: nil,
      rows: [1, 2, 3, 4, 5, 6, 7, 8].map { n in
        Row(
          id: "r\(n)", label: "Row \(n)", role: .button, enabled: [1, 5].contains(n),
          activation: [1, 5].contains(n) ? .send(.backTapped) : .inert)
      })
    #expect(
      AccessibleRenderer(verbose: false).lines(model).last
        == "Not part of this simulation: 2 to 4, 6 to 8; r all reads them.")
  }
}
