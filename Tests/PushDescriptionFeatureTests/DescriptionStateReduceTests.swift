import PushAppFeature
import PushCore
import PushDescriptionFeature
import PushSettingsFeature
import PushWikiClient
import Testing

/// The feature's transitions, without a world: what each event shows and which effects it asks for.
@Suite struct DescriptionStateReduceTests {
  static let kenya = Article.find("en:Mount Kenya")!

  func editing(_ text: String = "", onboardingShown: Bool = true) -> DescriptionState {
    var state = DescriptionState(onboardingShown: onboardingShown)
    _ = state.reduce(.articleOpened(id: Self.kenya.id))
    _ = state.reduce(.addTapped)
    if !text.isEmpty { _ = state.reduce(.edited(.insert(text))) }
    return state
  }

  @Test func firstTime_twoOnboardingPages_thenTheEditor_neverAgain() {
    var state = DescriptionState()
    _ = state.reduce(.articleOpened(id: Self.kenya.id))
    _ = state.reduce(.addTapped)
    #expect(state.page == .onboarding(1))
    _ = state.reduce(.onboardingNext)
    #expect(state.page == .onboarding(2))
    _ = state.reduce(.startEditingTapped)
    #expect(state.page == .editor && state.onboardingShown)
    _ = state.reduce(.closeTapped)
    _ = state.reduce(.addTapped)
    #expect(state.page == .editor, "the onboarding is shown once")
  }

  @Test func onboardingShown_isPartOfWhatTheStateFileKeeps() {
    var app = AppState(persisted: PersistedState())
    _ = app.reduce(.description(.articleOpened(id: Self.kenya.id)))
    _ = app.reduce(.description(.addTapped))
    _ = app.reduce(.description(.onboardingNext))
    #expect(!app.persisted.description.onboardingShown)
    _ = app.reduce(.description(.startEditingTapped))
    #expect(app.persisted.description.onboardingShown)
    #expect(AppState(persisted: app.persisted).description.onboardingShown)
  }

  @Test(arguments: ["", "   ", "\t \t"])
  func emptyOrBlank_cannotBePublished(_ text: String) {
    var state = editing()
    _ = state.reduce(.edited(.replaceAll(text)))
    #expect(state.reduce(.publishTapped).isEmpty)
    #expect(state.editor?.publishing == false)
  }

  @Test func publish_sendsTheTextNormalised_andOverTheLimitStillPublishes() {
    let long = String(repeating: "word ", count: 30)
    var state = editing("  Swiss   " + long)
    #expect(DescriptionRules.isTooLong(state.editor!.field.text))
    let effects = state.reduce(.publishTapped)
    #expect(effects == [.publish(Self.kenya, text: DescriptionRules.normalized("Swiss " + long), previous: nil)])
    #expect(state.reduce(.publishTapped).isEmpty, "one publish at a time")
  }

  @Test func firstPublish_overlay_laterPublishes_alert() {
    var state = editing("A mountain")
    _ = state.reduce(.publishTapped)
    let edit = DescriptionEdit(
      article: Self.kenya, wiki: .language("en"), text: "A mountain", previous: nil, revision: 5)
    _ = state.reduce(.publishFinished(.success(edit)))
    #expect(state.published == .overlay && state.page == .article)
    #expect(state.description(of: Self.kenya) == "A mountain")
    _ = state.reduce(.publishedDismissed)
    _ = state.reduce(.addTapped)
    #expect(state.editor?.field.text == "A mountain", "the editor starts from the description shown")
    _ = state.reduce(.edited(.insert("!")))
    _ = state.reduce(.publishTapped)
    _ = state.reduce(.publishFinished(.success(edit)))
    #expect(state.published == .alert)
  }

  @Test func failure_keepsTheText_andSaysWhy() {
    var state = editing("A mountain")
    _ = state.reduce(.publishTapped)
    _ = state.reduce(.publishFinished(.failure(ServiceFailure(code: "blocked", message: "You have been blocked."))))
    #expect(state.editor?.failure?.code == "blocked")
    #expect(state.editor?.field.text == "A mountain" && state.editor?.publishing == false)
  }

  @Test func close_asksOnlyWhenTheTextChanged() {
    var unchanged = editing()
    _ = unchanged.reduce(.closeTapped)
    #expect(unchanged.editor == nil && unchanged.page == .article)
    var changed = editing("A mountain")
    _ = changed.reduce(.closeTapped)
    #expect(changed.editor?.confirmingDiscard == true)
    _ = changed.reduce(.discardCancelled)
    #expect(changed.editor?.field.text == "A mountain")
    _ = changed.reduce(.backTapped)
    _ = changed.reduce(.discardConfirmed)
    #expect(changed.editor == nil)
  }

  @Test func revert_open_alert_background_none_andTheDescriptionIsWhatItWas() {
    let edit = DescriptionEdit(
      article: Self.kenya, wiki: .language("en"), text: "A mountain", previous: nil, revision: 5)
    let revert = DescriptionRevert(edit: edit, by: "Ravi", summary: "Undid", atMs: 0, now: nil, notificationID: 9)
    var open = editing()
    _ = open.reduce(.revertLearned(revert))
    #expect(open.revertAlertShown)
    #expect(open.description(of: Self.kenya) == nil)
    _ = open.reduce(.closeTapped)  // Nothing typed: it closes without asking, and the alert can show.
    _ = open.reduce(.revertOpened)
    #expect(open.page == .reverted && !open.revertAlertShown && open.editor == nil)
    _ = open.reduce(.editAgainTapped)
    #expect(open.page == .editor && open.editor?.field.text == "")
    var background = DescriptionState()
    background.context.inBackground = true
    _ = background.reduce(.revertLearned(revert))
    #expect(!background.revertAlertShown && background.revert == revert)
  }
}

extension DescriptionStateReduceTests {
  /// The revert's alert waits while the editor is open (its View would drop the unsaved text), and an
  /// editor opened from the Reverted edit view goes back there when closed, to the article when published.
  @Test func revertAlert_waitsForTheEditor_andEditAgainReturnsToTheRevertedView() {
    let edit = DescriptionEdit(
      article: Self.kenya, wiki: .language("en"), text: "A mountain", previous: nil, revision: 5)
    let revert = DescriptionRevert(edit: edit, by: "Ravi", summary: "Undid", atMs: 0, now: nil, notificationID: 9)
    var state = editing("Unsaved")
    _ = state.reduce(.revertLearned(revert))
    #expect(state.revertAlertShown && !state.showsRevertAlert, "not over the editor")
    _ = state.reduce(.revertOpened)
    #expect(state.editor?.field.text == "Unsaved", "nothing typed is lost")
    _ = state.reduce(.closeTapped)
    _ = state.reduce(.discardConfirmed)
    #expect(state.showsRevertAlert, "shown once the editor is closed")
    _ = state.reduce(.revertOpened)
    _ = state.reduce(.editAgainTapped)
    _ = state.reduce(.closeTapped)
    #expect(state.page == .reverted, "closing goes back where the editor was opened from")
    _ = state.reduce(.editAgainTapped)
    _ = state.reduce(.edited(.insert("Volcano")))
    _ = state.reduce(.publishTapped)
    let again = DescriptionEdit(article: Self.kenya, wiki: .language("en"), text: "Volcano", previous: nil, revision: 7)
    _ = state.reduce(.publishFinished(.success(again)))
    #expect(state.page == .article, "published: back on the article")
  }
}

extension DescriptionStateReduceTests {
  /// The revert's push opened before the app's check of Echo told the feature: the view opens from what the
  /// push says, and the details that follow fill it without an alert on top.
  @Test func revertPush_openedBeforeTheRevertIsLearned_opensTheView_thenNoAlert() {
    var state = editing("A mountain")
    _ = state.reduce(.publishTapped)
    let edit = DescriptionEdit(
      article: Self.kenya, wiki: .language("en"), text: "A mountain", previous: nil, revision: 5)
    _ = state.reduce(.publishFinished(.success(edit)))
    _ = state.reduce(.publishedDismissed)
    let push = EchoNotification(
      id: 12, wiki: .language("en"), category: .reverted, timestampMs: 0, read: false, agent: "Noor",
      title: "Mount Kenya", revision: nil)
    #expect(state.isRevertOfLatestEdit(push))
    _ = state.reduce(.revertPushOpened(push))
    #expect(state.page == .reverted && state.revert?.by == "Noor" && state.revert?.summary == "")
    let learned = DescriptionRevert(edit: edit, by: "Noor", summary: "Undid", atMs: 0, now: nil, notificationID: 12)
    _ = state.reduce(.revertLearned(learned))
    #expect(state.revert?.summary == "Undid" && !state.revertAlertShown)
  }
}

extension DescriptionStateReduceTests {
  /// A revert learned while the editor was open is said once it closes, also by publishing: after the
  /// "published" alert, which comes first. The newer edit is revertable; the reverted one is not again.
  @Test func publishAfterARevert_saysPublished_thenTheRevert() {
    let edit = DescriptionEdit(
      article: Self.kenya, wiki: .language("en"), text: "A mountain", previous: nil, revision: 5)
    var state = editing("A mountain")
    _ = state.reduce(.publishTapped)
    _ = state.reduce(.publishFinished(.success(edit)))
    #expect(state.hasEditToRevert)
    let revert = DescriptionRevert(edit: edit, by: "Ravi", summary: "Undid", atMs: 0, now: nil, notificationID: 9)
    _ = state.reduce(.publishedDismissed)
    _ = state.reduce(.addTapped)
    _ = state.reduce(.edited(.insert("Volcano")))
    _ = state.reduce(.revertLearned(revert))
    #expect(!state.hasEditToRevert, "the latest edit was reverted")
    _ = state.reduce(.publishTapped)
    let again = DescriptionEdit(article: Self.kenya, wiki: .language("en"), text: "Volcano", previous: nil, revision: 8)
    _ = state.reduce(.publishFinished(.success(again)))
    #expect(state.published != nil && !state.showsRevertAlert, "published is said first")
    _ = state.reduce(.publishedDismissed)
    #expect(state.showsRevertAlert, "then the revert, not lost")
    #expect(state.hasEditToRevert)
  }
}
