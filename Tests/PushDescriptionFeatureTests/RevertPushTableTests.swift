import PushAppFeature
import PushCore
import PushDescriptionFeature
import PushSettingsFeature
import PushSimulation
import PushTestSupport
import PushWikiClient
import Testing

/// The reverted description's push, through the real world and app: the language (English saves on
/// en.wikipedia.org, German on Wikidata) × the "Edit revert" value on the wiki of the revert (set on the
/// web, the opposite on every other wiki) × the app open or in the background.
@Suite struct RevertPushTableTests {
  struct Case: CustomStringConvertible, Sendable {
    var article: String
    var onThatWiki: Bool
    var background: Bool
    var description: String { "\(article) reverted-on-that-wiki=\(onThatWiki) background=\(background)" }
  }

  static let cases: [Case] = ["en:Mount Kenya", "de:Korallenriff"].flatMap { article in
    [true, false].flatMap { on in [false, true].map { Case(article: article, onThatWiki: on, background: $0) } }
  }

  @Test(arguments: cases)
  func revertPush(_ c: Case) async {
    let h = Harness(
      config: Harness.quiet { $0.permission = .authorized }, persisted: PersistedState(languages: ["en", "de"]))
    await h.settle()
    await h.turnOn()
    await h.send(.backTapped)
    let wiki = Article.find(c.article)!.descriptionWiki
    for other in Wiki.fanOut(languages: ["en", "de"]) {
      await h.world.setOnTheWeb(.reverted, other == wiki ? c.onThatWiki : !c.onThatWiki, on: other)
    }
    await DescriptionFlowTests.publish(h, c.article, "A description")
    await h.send(.description(.publishedDismissed))
    if c.background { await h.send(.enteredBackground) }
    let revert = await h.world.revertLatestDescription(by: "Ravi")
    #expect(revert?.edit.wiki == wiki, "reverted where it was saved")
    let id = revert?.notificationID ?? -1
    await h.store.wait { $0.description.revert?.notificationID == id }
    // The world's record says whether a push was sent; one that was is waited for in the app's list.
    let decision = await h.world.decision(for: id)
    #expect((decision == .banner) == c.onThatWiki, "pushed only when Edit revert is on where it happened")
    if decision == .banner || decision == .quiet {
      let arrived = await h.store.wait(timeout: Waiting.generous) { $0.inbox.notifications.contains { $0.id == id } }
      #expect(arrived)
    }
    let state = h.store.state
    #expect(state.description.revertAlertShown == !c.background, "open: the app's alert; background: none")
    #expect(!state.inbox.banners.contains { $0.notification?.id == id }, "never a banner as well as the alert")
    #expect(state.inbox.lockScreen.contains { $0.notification?.id == id } == (c.background && c.onThatWiki))
    #expect(await h.world.inboxNotifications.contains { $0.id == id }, "in the inbox either way")
    if c.background && c.onThatWiki {
      await h.send(.pushOpened(id: id))
      #expect(h.store.state.screen == .article && h.store.state.description.page == .reverted)
    }
  }
}
