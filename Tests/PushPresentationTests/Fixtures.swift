import PushAppFeature
import PushCore
import PushPresentation
import PushSettingsFeature
import PushWikiClient

/// States built through the reducer, as the app would reach them, without any client.
enum Fixtures {
  static func pushOn(languages: [String] = ["en", "de"]) -> AppState {
    var state = AppState(persisted: PersistedState(subscribed: true, wantsPush: true, languages: languages))
    _ = state.reduce(.opened(.settings))
    _ = state.reduce(.opened(.push))
    _ = state.reduce(.settings(.permissionChecked(.authorized, .screenOpened)))
    let values = Dictionary(uniqueKeysWithValues: NotificationType.allCases.map { ($0, $0.echoDefault) })
    _ = state.reduce(
      .settings(
        .preferencesLoaded(generation: 0, .success(PreferenceSnapshot(wiki: .language(languages[0]), values: values)))))
    return state
  }

  static func model(_ state: AppState) -> ScreenModel { ScreenModel(state) }
}
