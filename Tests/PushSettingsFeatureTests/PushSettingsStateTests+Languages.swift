import PushCore
import PushSettingsFeature
import Testing

/// My languages: each row says what it does before doing it; removing asks; the primary stays.
@Suite struct PushSettingsStateLanguagesTests {
  func onLanguages(_ languages: [String]) -> PushSettingsState {
    var state = PushSettingsState(persisted: PersistedState(languages: languages))
    _ = state.reduce(.rowOpened(.languages))
    return state
  }

  @Test func languageTapped_notPrimary_asksFirst_removedOnlyOnRemove() {
    var state = onLanguages(["en", "de"])
    #expect(state.reduce(.languageTapped("de")) == [])
    #expect(state.persisted.languages == ["en", "de"], "nothing is done yet")
    let alert = state.alert
    #expect(alert?.buttons.map(\.label) == ["Remove Deutsch", "Make Primary", "Cancel"])
    #expect(alert?.message.hasPrefix("Remove Deutsch from your languages?") == true)
    _ = state.reduce(.alertButtonTapped(.dismiss))
    #expect(state.persisted.languages == ["en", "de"], "cancel keeps it")
    _ = state.reduce(.languageTapped("de"))
    _ = state.reduce(.alertButtonTapped(.removeLanguage("de")))
    #expect(state.persisted.languages == ["en"])
    #expect(state.alert == nil)
  }

  @Test func languageTapped_primary_cannotBeRemoved_untilAnotherIsMadePrimary() {
    var state = onLanguages(["en", "de"])
    _ = state.reduce(.languageTapped("en"))
    #expect(state.alert?.title == "English is your primary language")
    #expect(state.alert?.buttons.map(\.label) == ["OK"])
    _ = state.reduce(.alertButtonTapped(.dismiss))
    _ = state.reduce(.languageRemoved("en"))
    #expect(state.persisted.languages == ["en", "de"], "the primary is never removed directly")
    _ = state.reduce(.languageTapped("de"))
    _ = state.reduce(.alertButtonTapped(.makePrimary("de")))
    #expect(state.persisted.languages == ["de", "en"])
    _ = state.reduce(.languageTapped("en"))
    _ = state.reduce(.alertButtonTapped(.removeLanguage("en")))
    #expect(state.persisted.languages == ["de"])
  }

  @Test func languageTapped_onlyLanguage_saysToAddAnotherFirst() {
    var state = onLanguages(["en"])
    _ = state.reduce(.languageTapped("en"))
    #expect(state.alert?.message.contains("Add another language first") == true)
  }
}
