import PushAppFeature
import PushCore
import PushSettingsFeature
import Testing

@Suite struct AppStateTests {
  @Test func reduce_routesAnActionToItsFeature_andWrapsItsEffects() {
    var app = AppState(persisted: PersistedState())
    var settings = PushSettingsState(persisted: PersistedState())
    let expected = settings.reduce(.rowOpened(.push)).map(AppEffect.settings)
    #expect(app.reduce(.settings(.rowOpened(.push))) == expected)
    #expect(app.settings == settings, "the feature's state changed as its own reducer changes it")
  }

  @Test func effects_sayWhatTheyCancelAndWhoTheyAre() {
    #expect(AppEffect.settings(.cancel(.tokenChecks)).cancels == .tokenChecks)
    #expect(AppEffect.settings(.checkToken(attempt: 2, afterMs: 1_500)).id == .tokenChecks)
    #expect(AppEffect.settings(.checkPermission(.launch)).id == nil)
    #expect(AppEffect.settings(.checkPermission(.launch)).cancels == nil)
  }
}
