import PushAppFeature
import PushCore
import PushPresentation
import PushSettingsFeature

/// States built through the reducer, as the app would reach them, without any client.
enum Fixtures {
  static func pushOn(languages: [String] = ["en", "de"]) -> PushSettingsState {
    var state = PushSettingsState(persisted: PersistedState(subscribed: true, wantsPush: true, languages: languages))
    _ = state.reduce(.rowOpened(.push))
    _ = state.reduce(.permissionChecked(.authorized, .screenOpened))
    let values = Dictionary(uniqueKeysWithValues: NotificationType.allCases.map { ($0, $0.echoDefault) })
    _ = state.reduce(
      .preferencesLoaded(generation: 0, .success(PreferenceSnapshot(wiki: .language(languages[0]), values: values))))
    return state
  }

  static func model(_ state: PushSettingsState) -> ScreenModel { ScreenModel(state) }
}

extension ScreenModel {
  /// The screen of the push settings feature alone, as the root would show it.
  init(_ settings: PushSettingsState) { self.init(AppState(settings: settings)) }
}
