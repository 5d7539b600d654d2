import PushAppFeature
import PushCore
import PushDescriptionFeature
import PushSettingsFeature
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
    #expect(!app.persisted.descriptionOnboardingShown)
    _ = app.reduce(.description(.startEditingTapped))
    #expect(app.persisted.descriptionOnboardingShown)
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
    _ = open.reduce(.revertLearned(revert, inBackground: false))
    #expect(open.revertAlertShown)
    #expect(open.description(of: Self.kenya) == nil)
    _ = open.reduce(.revertOpened)
    #expect(open.page == .reverted && !open.revertAlertShown && open.editor == nil)
    _ = open.reduce(.editAgainTapped)
    #expect(open.page == .editor && open.editor?.field.text == "")
    var background = DescriptionState()
    _ = background.reduce(.revertLearned(revert, inBackground: true))
    #expect(!background.revertAlertShown && background.revert == revert)
  }
}
