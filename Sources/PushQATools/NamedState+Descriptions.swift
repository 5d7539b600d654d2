import PushAppFeature
import PushCore
import PushDescriptionFeature
import PushSettingsFeature

/// Article descriptions (seed 003): the article, the onboarding, the editor, publishing, and reverts.
extension NamedState {
  static let mountKenya = "en:Mount Kenya"
  static let korallenriff = "de:Korallenriff"
  static func openArticle(_ id: String) -> [Step] {
    [.send(.description(.articleOpened(id: id)))]
  }
  static func typed(_ text: String) -> Step { .send(.description(.edited(.insert(text)))) }
  /// The first time: both onboarding pages, then the editor.
  static let throughOnboarding: [Step] = [
    .send(.description(.addTapped)), .send(.description(.onboardingNext)), .send(.description(.startEditingTapped)),
  ]
  static let kenya = "Stratovolcano in central Kenya"
  /// 95 characters: five over the limit.
  static let tooLong =
    "An extinct stratovolcano in central Kenya; the highest peak in the country and second in Africa"
  /// The onboarding seen and a description published before: the editor opens at once; an alert confirms.
  static let describedBefore = PersistedState(
    languages: ["en", "de"], descriptionOnboardingShown: true, descriptionPublishedBefore: true)
  /// The same with German primary: Explore's top read is then German Wikipedia's, with Korallenriff.
  static let describedBeforeInGerman = PersistedState(
    languages: ["de", "en"], descriptionOnboardingShown: true, descriptionPublishedBefore: true)
  /// A German description published on Wikidata, the alert answered.
  static let publishedOnWikidata: [Step] =
    openArticle(korallenriff) + [
      .send(.description(.addTapped)), typed("Riff aus Steinkorallen"), .send(.description(.publishTapped)),
      .send(.description(.publishedDismissed)),
    ]

  package static let descriptionStates: [NamedState] = [
    NamedState(
      name: "article-no-description",
      summary: "An article without a description (Explore feed > Mount Kenya): Add title description",
      persisted: twoLanguages, config: preset(), steps: openArticle(mountKenya)),
    NamedState(
      name: "description-onboarding-1", summary: "Add title description, the first time: Article descriptions",
      persisted: twoLanguages, config: preset(), steps: openArticle(mountKenya) + [.send(.description(.addTapped))]),
    NamedState(
      name: "description-onboarding-2", summary: "The onboarding's second page: Keep it short, Start editing",
      persisted: twoLanguages, config: preset(),
      steps: openArticle(mountKenya) + [.send(.description(.addTapped)), .send(.description(.onboardingNext))]),
    NamedState(
      name: "description-editor", summary: "The editor with a description typed: the counter, Publish description",
      persisted: twoLanguages, config: preset(), steps: openArticle(mountKenya) + throughOnboarding + [typed(kenya)]),
    NamedState(
      name: "description-too-long",
      summary: "95 characters: the counter in the warning colour, the warning in words, Publish still enabled",
      persisted: twoLanguages, config: preset(), steps: openArticle(mountKenya) + throughOnboarding + [typed(tooLong)]),
    NamedState(
      name: "description-casing-warning",
      summary:
        "A German description (kept on Wikidata) that starts with a capital: Only proper nouns should be capitalized",
      persisted: describedBeforeInGerman, config: preset(),
      steps: openArticle(korallenriff) + [.send(.description(.addTapped)), typed("Riff aus Steinkorallen")]),
    NamedState(
      name: "description-published-overlay", summary: "The first description published: the overlay, Done",
      persisted: twoLanguages, config: preset(),
      steps: openArticle(mountKenya) + throughOnboarding + [typed(kenya), .send(.description(.publishTapped))]),
    NamedState(
      name: "description-published-alert",
      summary: "A later description (German, saved on Wikidata): no onboarding, an alert says it was published",
      persisted: describedBeforeInGerman, config: preset(),
      steps: openArticle(korallenriff) + [
        .send(.description(.addTapped)), typed("Riff aus Steinkorallen"), .send(.description(.publishTapped)),
      ]),
    NamedState(
      name: "article-with-description", summary: "Back on the article after Done: the new description is shown",
      persisted: twoLanguages, config: preset(),
      steps: openArticle(mountKenya) + throughOnboarding + [
        typed(kenya), .send(.description(.publishTapped)), .send(.description(.publishedDismissed)),
      ]),
    NamedState(
      name: "description-blocked",
      summary: "The editor opens for a user blocked on en.wikipedia.org: the app's panel, the field and Publish off",
      persisted: describedBefore, config: preset { $0.faults.always = [.blocked(.language("en"))] },
      steps: openArticle(mountKenya) + [.send(.description(.addTapped))]),
    NamedState(
      name: "reverted-edit-notification",
      summary: "Another user reverts the description while the app is open: the alert (seed 003) in the words of the "
        + "app's notification, Reverted edit, Read more",
      persisted: describedBeforeInGerman, config: preset(), steps: publishedOnWikidata + [.revert(by: "Sigrid")]),
    NamedState(
      name: "reverted-edit",
      summary: "The Reverted edit view: Thanks for editing Wikipedia!, the possible reasons, View guidelines, Back to "
        + "article",
      persisted: describedBeforeInGerman, config: preset(),
      steps: publishedOnWikidata + [.revert(by: "Sigrid"), .send(.description(.revertOpened))]),
    NamedState(
      name: "lock-screen-reverted",
      summary: "In the background the revert is a push on the lock screen (Wikidata's Edit revert switch is on)",
      persisted: describedBeforeInGerman, config: preset(),
      steps: enableWithPrompt + [.send(.backTapped), .send(.backTapped)] + publishedOnWikidata + [
        .send(.enteredBackground), .revert(by: "Sigrid"),
      ]),
  ]
}
