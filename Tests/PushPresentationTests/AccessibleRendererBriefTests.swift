import PushAppFeature
import PushCore
import PushInboxFeature
import PushPresentation
import PushWikiClient
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
    #expect(last.hasPrefix("Not simulated: ") && last.hasSuffix("; r all reads them."), "\(last)")
    #expect(last.contains("\(numbering.number(of: folded[0])!)"))
    // What the simulation has keeps its number.
    let push = model.rows.first { $0.id.contains("push") && $0.activation != .inert }!
    #expect(brief.contains { $0.hasPrefix("\(numbering.number(of: push)!). Push notifications") }, "\(brief)")
  }

  /// A footer under such a row, and a heading whose section has nothing else, go with it; a heading over
  /// something the simulation has stays.
  @Test func brief_foldsTheirFootersAndEmptiedHeadings() {
    let model = Self.settings()
    let brief = AccessibleRenderer(verbose: false).lines(model).joined(separator: "\n")
    #expect(!brief.contains("Privacy and Terms"), "\(brief)")
    #expect(!brief.contains("Allow Wikimedia Foundation to collect"), "\(brief)")
    let explore = AccessibleRenderer(verbose: false).lines(ScreenModel(AppState(persisted: PersistedState())))
      .joined(separator: "\n")
    #expect(!explore.contains("Picture of the day") && explore.contains("Editing notifications for all"), "\(explore)")
    #expect(explore.contains("Top read on English Wikipedia, heading."), "\(explore)")
  }

  @Test func verboseAndAll_readEveryRow() {
    let model = Self.settings()
    let folded = model.rows.filter { $0.activation == .inert && !$0.enabled }
    for lines in [
      AccessibleRenderer(verbose: true).lines(model), AccessibleRenderer(verbose: false).lines(model, all: true),
    ] {
      for row in folded { #expect(lines.contains { $0.contains(row.label) }, "\(row.label) missing") }
      #expect(!lines.contains { $0.hasPrefix("Not simulated:") })
    }
  }

  /// A run of switches is said by its values, naming the few that differ; `r all` and verbose read each.
  @Test func brief_saysARunOfSwitchesByTheirValues() {
    var state = Fixtures.pushOn()
    let model = ScreenModel(state)
    let brief = AccessibleRenderer(verbose: false).lines(model)
    let off = NotificationType.allCases.filter { !$0.echoDefault }
    let names = model.rows.filter { $0.isOn == false && $0.id != "push.toggle" }.map(\.label)
    #expect(names.count == off.count && !names.isEmpty)
    #expect(
      brief.contains {
        $0.hasPrefix("\(NotificationType.allCases.count) switch buttons, ")
          && $0.contains(", all on except \(names.spokenList); r ")
      }, "\(brief)")
    #expect(!brief.contains { $0.contains(". Talk page message") })
    let all = AccessibleRenderer(verbose: false).lines(model, all: true)
    #expect(all.contains { $0.contains(". Talk page message, on.") }, "\(all)")
    // A switch that cannot be switched now (saving) is read with the rest, item by item.
    _ = state.reduce(.settings(.typeToggleTapped(.editThank)))
    let saving = AccessibleRenderer(verbose: false).lines(ScreenModel(state))
    #expect(!saving.contains { $0.contains(" switch buttons, ") }, "\(saving)")
    #expect(saving.contains { $0.contains(". Thanks, turning off.") }, "\(saving)")
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
        == "Not simulated: 2 to 4, 6 to 8; r all reads them.")
  }

  /// A long text is said by its first sentence and the item's `r` for the rest; verbose, `r all` and `r N`
  /// (a line of its own) say it whole.
  @Test func brief_saysALongTextByItsFirstSentence() {
    let explore = ScreenModel(AppState(persisted: PersistedState()))
    let numbering = AccessibleNumbering(explore)
    let card = explore.rows.first { $0.id == "explore.card" }!
    let n = numbering.number(of: card)!
    let brief = AccessibleRenderer(verbose: false).lines(explore, numbering: numbering)
    #expect(
      brief.contains {
        $0.hasPrefix(
          "\(n). Editing notifications for all Wikimedia projects are now available through the app. More: r \(n).")
      }, "\(brief)")
    #expect(!brief.joined().contains("while on the go"))
    for whole in [
      AccessibleRenderer(verbose: true).lines(explore), AccessibleRenderer(verbose: false).lines(explore, all: true),
      [AccessibleRenderer(verbose: false).line(card, number: n)],
    ] {
      #expect(whole.contains { $0.contains("while on the go.") && !$0.contains("More:") }, "\(whole)")
    }
  }

  /// Only a text that goes on, and whose first sentence is a sentence and not a title before a body.
  @Test func firstSentence_ofLongTextsOnly() {
    let long = Array(repeating: "word", count: 30).joined(separator: " ")
    #expect(AccessibleRenderer.firstSentence("A short text. It goes on.") == nil)
    #expect(AccessibleRenderer.firstSentence("Push notifications. " + long) == nil, "a title before its body")
    #expect(AccessibleRenderer.firstSentence(long + ". Then another sentence of some length.") == long + ".")
    #expect(AccessibleRenderer.firstSentence(long + ". The end.") == nil, "too little after it to be worth an r")
    #expect(
      AccessibleRenderer.firstSentence(
        "Version 1.5 of the app says e.g. this, " + long + ". And then more words, enough for an r.")
        == "Version 1.5 of the app says e.g. this, " + long + ".", "a stop inside a number or before lower case")
    #expect(AccessibleRenderer.firstSentence(long + "。" + long) == long + "。")
  }

  /// The heading over a feed card the replica only sketches goes with the card, though the card that follows
  /// it (push's invitation) is read.
  @Test func brief_foldsASketchedCardsHeading() {
    let explore = ScreenModel(AppState(persisted: PersistedState()))
    let brief = AccessibleRenderer(verbose: false).lines(explore)
    #expect(!brief.contains { $0.contains("Featured article") }, "\(brief)")
    #expect(brief.contains { $0.contains("Turn on push notifications, button.") }, "\(brief)")
    #expect(AccessibleRenderer(verbose: true).lines(explore).contains { $0.contains("Featured article, heading.") })
  }
}

/// Brief mode's live list: a page of what an 80x24 screen shows, and counts that stand for the items.
@Suite struct AccessibleRendererBriefListTests {
  static func inbox(_ count: Int) -> AppState {
    var app = AppState(persisted: PersistedState(inboxOnboardingShown: true, pushOptInShown: true))
    _ = app.reduce(.opened(.notifications))
    let notifications = (1...count).map {
      EchoNotification(
        id: $0, wiki: .language("en"), category: .editThank, timestampMs: -3_600_000 * $0, read: false,
        agent: "Jan", title: "Berlin")
    }
    let page = NotificationPage(notifications: notifications, unreadCount: count, nextPage: nil)
    _ = app.reduce(.inbox(.pageLoaded(wiki: .language("en"), .success(page), replacing: true)))
    return app
  }

  @Test func brief_readsFiveCellsOfALiveList_verboseTen() {
    let model = ScreenModel(Self.inbox(30))
    let brief = AccessibleRenderer(verbose: false).lines(model, window: AccessibleRenderer.window)
    let verbose = AccessibleRenderer(verbose: true).lines(model, window: AccessibleRenderer.window)
    #expect(brief.filter { $0.contains("Thanks notification") }.count == AccessibleRenderer.briefWindow)
    #expect(brief.contains { $0.hasPrefix("25 more notifications, ") && !$0.contains("r all") }, "\(brief)")
    #expect(verbose.contains { $0.hasPrefix("20 more notifications, ") && $0.hasSuffix(", r all the whole screen.") })
    #expect(verbose.filter { $0.contains("Thanks notification") }.count == AccessibleRenderer.window)
  }

  @Test func brief_backAtALiveList_itsCountsStandForTheItemsThatWent() {
    let heard = ScreenModel(Self.inbox(6))
    let now = ScreenModel(Self.inbox(2))
    var numbering = AccessibleNumbering(heard)
    numbering.follow(now)
    let brief = AccessibleRenderer(verbose: false).returning(to: now, heard: heard, numbering: numbering, at: nil)
    #expect(brief.count == 1 && brief[0].contains("2 notifications"), "\(brief)")
    let verbose = AccessibleRenderer(verbose: true).returning(to: now, heard: heard, numbering: numbering, at: nil)
    #expect(verbose.count > 1, "verbose still says what went: \(verbose)")
    // Back on a screen, its count was just said: "4 items removed.", not "…, 2 items left." again.
    #expect(verbose.contains("4 items removed."), "\(verbose)")
  }
}

/// One alert at a time: a new one in place of the one heard says so.
@Suite struct AccessibleRendererAlertTests {
  @Test func anAlertInPlaceOfAnother_saysWhichItReplaced() {
    let ok = [Row(id: "ok", label: "OK", role: .button)]
    func model(_ title: String?) -> ScreenModel {
      ScreenModel(
        key: "push", title: "Push notifications", backTitle: "Settings", rows: [],
        alert: title.map { ScreenModel.Alert(title: $0, message: "", buttons: ok) })
    }
    let renderer = AccessibleRenderer(verbose: false)
    let numbering = AccessibleNumbering(model(nil))
    let first = renderer.announce(from: model(nil), to: model("Couldn't change Thanks"), numbering: numbering)
    #expect(first.lines.first == "Alert: Couldn't change Thanks.", "\(first.lines)")
    let second = renderer.announce(
      from: first.heard, to: model("Couldn't change Talk page subscription"), numbering: numbering)
    #expect(
      second.lines.first == "Alert, in place of Couldn't change Thanks: Couldn't change Talk page subscription.",
      "\(second.lines)")
  }
}
