import PushAppFeature
import PushCore
import PushDescriptionFeature
import PushSettingsFeature
import PushSimulation
import PushTestSupport
import PushWikiClient
import Testing

/// Publishing through the real world: where each language's description goes, and how refusals come back.
@Suite struct DescriptionFlowTests {
  /// Opens an article, goes past the onboarding if it shows, types `text` and publishes.
  static func publish(_ h: Harness, _ articleID: String, _ text: String) async {
    await h.send(.description(.articleOpened(id: articleID)))
    await h.send(.description(.addTapped))
    if case .onboarding = h.store.state.description.page {
      await h.send(.description(.onboardingNext), .description(.startEditingTapped))
    }
    await h.send(.description(.edited(.insert(text))), .description(.publishTapped))
  }

  static func harness(_ faults: Set<FailurePoint> = []) -> Harness {
    Harness(config: Harness.quiet { $0.faults.always = faults }, persisted: PersistedState(languages: ["en", "de"]))
  }

  @Test func english_isSavedInTheArticle_withTheShortDescriptionTemplate() async {
    let h = Self.harness()
    await Self.publish(h, "en:Mount Kenya", "  Stratovolcano   in Kenya ")
    let edit = await h.world.trace.last { $0.service == "describe" }
    #expect(edit?.wiki == .language("en") && edit?.action == "edit" && edit?.ok == true)
    #expect(edit?.param("title") == "Mount Kenya" && edit?.param("section") == "0")
    #expect(edit?.param("text")?.hasPrefix("{{Short description|Stratovolcano in Kenya}}\n") == true)
    #expect(await h.world.currentDescription(of: Article.find("en:Mount Kenya")!) == "Stratovolcano in Kenya")
    #expect(h.store.state.description.published == .overlay)
    #expect(h.store.state.description.latestEdit?.wiki == .language("en"))
  }

  /// Publishing what the page already says: MediaWiki answers `nochange` without a revision. It is
  /// published all the same (the app cannot tell), but there is no new edit for another user to revert.
  @Test func english_sameDescriptionAgain_isPublished_withNothingToRevert() async {
    let h = Self.harness()
    await Self.publish(h, "en:Mount Kenya", "Stratovolcano")
    await h.send(.description(.publishedDismissed))
    let first = h.store.state.description.latestEdit
    #expect(first.map { $0.revision > 0 } == true && h.store.state.description.hasEditToRevert)
    // The editor opens with the description as it is now: publish it unchanged.
    await h.send(.description(.addTapped), .description(.publishTapped))
    let answer = await h.world.trace.last { $0.service == "describe" }
    #expect(answer?.ok == true)
    #expect(h.store.state.description.published == .alert, "published, as the second time always says")
    #expect(h.store.state.description.latestEdit?.revision == 0)
    #expect(!h.store.state.description.hasEditToRevert, "nochange made no revision to revert")
    #expect(await h.world.currentDescription(of: Article.find("en:Mount Kenya")!) == "Stratovolcano")
  }

  @Test(arguments: ["de:Korallenriff", "fr:Photosynthèse", "es:Tokio", "ja:富士山"])
  func otherLanguages_areSavedOnWikidata(_ id: String) async {
    let article = Article.find(id)!
    let h = Harness(config: Harness.quiet(), persisted: PersistedState(languages: [article.language, "en"]))
    await Self.publish(h, id, "Beschreibung")
    let edit = await h.world.trace.last { $0.service == "describe" }
    #expect(edit?.wiki == .wikidata && edit?.action == "wbsetdescription" && edit?.ok == true)
    #expect(edit?.param("id") == article.item && edit?.param("language") == article.language)
    #expect(edit?.param("value") == "Beschreibung")
    #expect(await h.world.currentDescription(of: article) == "Beschreibung")
  }

  /// Failures come back the app's way: the panel for an abuse filter, the banner otherwise; the text stays.
  @Test(arguments: [
    (FailurePoint.describe(.language("en")), "http-503"),
    (.abuseFilter(.language("en")), "abusefilter-disallowed"), (.editConflict(.language("en")), "editconflict"),
  ])
  func refusals_keepTheText_andSayWhy(_ point: FailurePoint, _ code: String) async {
    let h = Self.harness([point])
    await Self.publish(h, "en:Mount Kenya", "Stratovolcano")
    let editor = h.store.state.description.editor
    #expect(editor?.failure?.code == code)
    #expect(editor?.field.text == "Stratovolcano" && editor?.publishing == false)
    #expect(await h.world.currentDescription(of: Article.find("en:Mount Kenya")!) == nil)
    // A failure on Wikidata does not touch English.
    let other = Self.harness([.describe(.wikidata)])
    await Self.publish(other, "en:Mount Kenya", "Stratovolcano")
    #expect(other.store.state.description.published == .overlay)
  }

  /// A block is checked when the editor opens (`intestactions=edit`): the panel says it at once, and the
  /// field and Publish stay off; nothing is published.
  @Test func blocked_isSaidWhenTheEditorOpens_andNothingCanBeTypedOrPublished() async {
    let h = Self.harness([.blocked(.language("en"))])
    await Self.publish(h, "en:Mount Kenya", "Stratovolcano")
    let editor = h.store.state.description.editor
    #expect(editor?.blocked == true && editor?.failure?.code == "blocked")
    #expect(editor?.field.text == "", "the field took nothing")
    #expect(h.store.state.alert == .descriptionRefused(editor!.failure!))
    let calls = await h.world.trace.filter { $0.service == "describe" }.map(\.action)
    #expect(calls == ["query"], "the check, and no edit")
    await h.send(.description(.failureDismissed))
    #expect(h.store.state.description.editor?.blocked == true, "OK closes the panel; the editor stays off")
  }

  /// A block asked for once is the publish's: the check passes, and publishing is refused with the panel.
  @Test func blockedOnce_passesTheCheck_andIsRefusedAtPublishing() async {
    let h = Harness(
      config: Harness.quiet { $0.faults.once = [.blocked(.language("en"))] },
      persisted: PersistedState(languages: ["en", "de"]))
    await Self.publish(h, "en:Mount Kenya", "Stratovolcano")
    let editor = h.store.state.description.editor
    #expect(editor?.blocked == false && editor?.failure?.code == "blocked")
    #expect(editor?.field.text == "Stratovolcano" && editor?.publishing == false)
  }

  @Test func loggedOut_publishingFails_noSessionToken() async {
    let h = Harness(
      config: Harness.quiet { $0.loggedIn = false }, persisted: PersistedState(loggedIn: false, languages: ["en"]))
    await Self.publish(h, "en:Mount Kenya", "Stratovolcano")
    #expect(h.store.state.description.editor?.failure?.code == "notoken")
    #expect(h.store.state.description.published == nil)
  }
}

extension DescriptionFlowTests {
  /// Wikibase refuses a description over 250 characters; the editor keeps the text and says why.
  @Test func wikidata_refusesOver250Characters() async {
    let h = Self.harness()
    await Self.publish(h, "de:Korallenriff", String(repeating: "Riff ", count: 60))
    #expect(h.store.state.description.editor?.failure?.code == "modification-failed")
  }
}
