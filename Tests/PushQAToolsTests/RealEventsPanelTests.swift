import PushAppFeature
import PushCore
import PushQATools
import PushSettingsFeature
import PushSimulation
import PushTestSupport
import PushWikiClient
import Testing

/// The panel and the walkthroughs with real wikis (`--backend`): events are made for real by `RealEvents`
/// (here one that records what it is asked), the types the local wikis cannot raise are dimmed or refused.
@Suite struct RealEventsPanelTests {
  static let wikis: [Wiki] = [.language("en"), .language("de"), .wikidata, .commons, .language("fr")]

  /// Events that record what they were asked to do and fail on `failing`.
  static func events(_ asked: Recorder<String>, failing: Wiki? = nil) -> RealEvents {
    RealEvents(
      actor: "OtherEditor", wikis: wikis, unavailable: RealEvents.localWikisCannotRaise,
      raise: { type, wiki in
        asked.append("\(type.rawValue) on \(wiki.code)")
        return wiki == failing
          ? .failure(ServiceFailure(.refused, code: "cantcreate", message: "You do not have permission"))
          : .success("did \(type.rawValue)")
      },
      revert: { edit in
        asked.append("revert \(edit.revision) on \(edit.wiki.code)")
        return .success("undid")
      })
  }

  static func control(_ asked: Recorder<String>, failing: Wiki? = nil) -> SimulationControl {
    SimulationControl(
      world: SimulatedWorld(config: SimulationConfig(), clock: .virtual()), events: events(asked, failing: failing))
  }

  @Test func rows_everyTypeOnTheChosenWiki_theOnesTheWikisCannotRaiseDimmedWithTheReason() {
    let control = Self.control(Recorder())
    let rows = PanelModel.make(control, PushSettingsState()).rows
    let raise = rows.filter { $0.id.hasPrefix("sim.raise.") }
    #expect(raise.count == NotificationType.allCases.count)
    let dimmed = Set(raise.filter { !$0.enabled }.map { $0.id })
    #expect(
      dimmed
        == Set(
          [
            "dt-subscription", "cx", "wikibase-action", "page-review", "user-rights", "emailuser", "thank-you-edit",
            "login-success",
          ].map { "sim.raise.\($0)" }))
    #expect(
      rows.first { $0.id == "sim.raise.dt-subscription" }?.hint
        == "Not on the local wikis: needs DiscussionTools (topic subscriptions)")
    #expect(rows.first { $0.id == "sim.eventWiki" }?.value == .detail("en.wikipedia.org"))
    #expect(rows.first { $0.id == "sim.lastEvent" }?.label == "Latest: none yet")
    #expect(!rows.contains { $0.id == "sim.stream" }, "no steady stream of real events")
  }

  @Test func raise_onTheChosenWiki_andItsOutcomeIsTheLatestRow() async {
    let asked = Recorder<String>()
    let control = Self.control(asked, failing: .language("de"))
    _ = await PanelModel.perform(.raise(.editThank), control: control)
    #expect(control.settings.lastEvent == "Thanks on en.wikipedia.org: did edit-thank")
    _ = await PanelModel.perform(.cycleEventWiki, control: control)
    _ = await PanelModel.perform(.raise(.mention), control: control)
    #expect(asked.items == ["edit-thank on en", "mention on de"])
    #expect(
      control.settings.lastEvent == "Mention on de.wikipedia.org: failed (cantcreate): You do not have permission")
    for _ in 0..<4 { _ = await PanelModel.perform(.cycleEventWiki, control: control) }
    #expect(PanelModel.eventWiki(control) == .language("en"), "round the five wikis")
  }

  @Test func script_notify_raisesForReal_orFailsSayingWhy() async {
    let asked = Recorder<String>()
    let control = Self.control(asked, failing: .commons)
    #expect(await Script.apply(.notify(.editUserTalk, on: .language("fr"), by: nil), to: control) == nil)
    #expect(await Script.apply(.notify(.reverted, on: .language("de"), by: "OtherEditor"), to: control) == nil)
    #expect(
      await Script.apply(.notify(.cx, on: .language("en"), by: nil), to: control)
        == "notify cx: the local wikis cannot raise it (needs ContentTranslation)")
    #expect(
      await Script.apply(.notify(.mention, on: .language("en"), by: "Jan"), to: control)?
        .hasPrefix("notify mention by Jan: on the local wikis only the other editor acts (OtherEditor)") == true)
    #expect(
      await Script.apply(.notify(.mention, on: .language("ja"), by: nil), to: control)
        == "notify mention on ja: the backend file has no such wiki (it has en, de, wikidata, commons, fr)")
    #expect(
      await Script.apply(.notify(.mention, on: .commons, by: nil), to: control)
        == "notify mention on commons: You do not have permission")
    #expect(asked.items == ["edit-user-talk on fr", "reverted on de", "mention on commons"])
  }

  @Test func script_revert_undoesTheLatestDescriptionForReal() async {
    let asked = Recorder<String>()
    let control = Self.control(asked)
    #expect(await Script.apply(.revert(by: nil), to: control)?.hasPrefix("revert: there is no description") == true)
    let edit = DescriptionEdit(
      article: Article.library(for: ["en"])[0], wiki: .language("en"), text: "x", previous: nil, revision: 42)
    #expect(await Script.apply(.revert(by: nil), to: control, latestEdit: edit) == nil)
    #expect(asked.items == ["revert 42 on en"])
  }
}
