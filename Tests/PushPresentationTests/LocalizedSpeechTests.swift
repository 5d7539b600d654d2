import PushAppFeature
import PushCore
import PushSettingsFeature
import Testing

@testable import PushPresentation

/// What a listener hears in another language (a screen-reader user's review of issue 36).
@Suite struct LocalizedSpeechTests {
  @Test func aCloseButton_isSaidAsWhatItDoes_inAnyLanguage() {
    // Settings in German said "Back goes to Schließen": its "Close" was translated like a place's name.
    var settings = ScreenModel(key: "settings", title: "Settings", backTitle: "Close", rows: [], alert: nil)
    settings.leading = .trailingClose
    let german = settings.localized(.german)
    #expect(german.title == "Einstellungen")
    #expect(AccessibleRenderer().heading(german).hasSuffix("Back closes it."))
    // A place's name is translated, and said as where back goes.
    let push = ScreenModel(key: "push", title: "Push notifications", backTitle: "Settings", rows: [], alert: nil)
    #expect(AccessibleRenderer().heading(push.localized(.german)).hasSuffix("Back goes to Einstellungen."))
  }

  @Test func aLabelMadeOfItsLines_isMadeOfTheirTranslations() {
    // The Notifications Center's onboarding was said in English while the screen showed German.
    let rows = ScreenModel.inboxOnboarding().localized(.german).rows
    let filters = rows.first { $0.id == "onboarding.1" }
    #expect(filters?.label.hasPrefix("Filter. Filtere deine Benachrichtigungen") == true, "\(filters?.label ?? "")")
  }

  @Test func aFlippedReadState_leavesTheLanguagesOwnWordOut() {
    // "Gelesen, now read": the label's German word stayed.
    var row = Row(id: "inbox.3", label: "Anmeldeversuche notification from French Wikipedia. Gelesen", role: .button)
    row.notification = NotificationItem(id: 3, unread: false, stateWord: "Gelesen")
    var before = row
    before.notification = NotificationItem(id: 3, unread: true, stateWord: "Ungelesen")
    #expect(
      AccessibleRenderer().readFlip(row, before: before)
        == "Anmeldeversuche notification from French Wikipedia, now read.")
  }

  @Test func theLockScreen_isInTheDevicesLanguage_notTheApps() {
    // iOS's lock screen follows the device (English here); Preferred Language changes only the app.
    var app = AppState(persisted: PersistedState())
    _ = app.reduce(.uiLanguageChosen(.german))
    let clock = ScreenModel.lockScreen(app).rows.first { $0.id == "lock.clock" }
    #expect(clock?.label.hasPrefix("Monday, November 30") == true, "\(clock?.label ?? "")")
  }
}
