import Foundation
import PushAppFeature
import PushCore
import PushTestSupport
import Testing

/// The app's language (iOS's Preferred Language for the app): chosen, said as an outcome, kept in the state
/// file.
@Suite struct AppStateUILanguageTests {
  @Test func uiLanguageChosen_isTheAppsAtOnce_andKept() {
    var app = AppState(persisted: PersistedState())
    #expect(app.uiLanguage == .english, "English until another is chosen")
    // The push service extension asks Echo in it from now on.
    app.expect(.uiLanguageChosen(.hebrew), effects: [.inbox(.extensionLanguage("he"))]) {
      $0.uiLanguage = .hebrew
      $0.outcomes.post(.uiLanguageChosen(.hebrew))
    }
    #expect(app.persisted.uiLanguage == .hebrew, "the state file keeps it")
  }

  @Test(arguments: UILanguage.allCases)
  func persisted_uiLanguage_roundTripsThroughJSON(_ language: UILanguage) throws {
    var state = PersistedState()
    state.uiLanguage = language
    let text = state.json.serialized
    #expect(text.contains("\"uiLanguage\"") == (language != .english), "English writes no key, as before")
    #expect(try PersistedState(json: JSONParser.parse(text)) == state)
  }

  @Test(arguments: ["\"klingon\"", "3", "null"])
  func persisted_aLanguageThatIsNotOne_isAnError(_ value: String) throws {
    var state = PersistedState()
    state.uiLanguage = .german
    let text = state.json.serialized.replacingOccurrences(of: "\"uiLanguage\":\"de\"", with: "\"uiLanguage\":\(value)")
    #expect(text.contains("\"uiLanguage\":\(value)"))
    let json = try JSONParser.parse(text)
    #expect(throws: StateDecodeError.self) { try PersistedState(json: json) }
  }

  @Test func theNotificationsAreRead_inTheAppsLanguage_withUselang() {
    var app = AppState(persisted: PersistedState(inboxOnboardingShown: true, pushOptInShown: true))
    _ = app.reduce(.uiLanguageChosen(.german))
    let effects = app.reduce(.opened(.notifications))
    #expect(effects.first == .inbox(.load(wiki: .language("en"), continueFrom: nil, replacing: true, uselang: "de")))
    // A pseudo-language's words are English, and so are the wikis' texts.
    _ = app.reduce(.backTapped)
    _ = app.reduce(.uiLanguageChosen(.doubleLength))
    let again = app.reduce(.opened(.notifications))
    #expect(again.first == .inbox(.load(wiki: .language("en"), continueFrom: nil, replacing: true, uselang: nil)))
  }

  @Test func preferredLanguage_isIOSSettingsList_andChoosingGoesBackToTheAppsPage() {
    var app = AppState(persisted: PersistedState())
    _ = app.reduce(.opened(.systemSettings))
    app.expect(.opened(.preferredLanguage)) { $0.path = [.systemSettings, .preferredLanguage] }
    app.expect(.uiLanguageChosen(.german), effects: [.inbox(.extensionLanguage("de"))]) {
      $0.uiLanguage = .german
      $0.outcomes.post(.uiLanguageChosen(.german))
      $0.path = [.systemSettings]
    }
    // English again: the extension asks with no uselang.
    app.expect(.uiLanguageChosen(.english), effects: [.inbox(.extensionLanguage(nil))]) {
      $0.uiLanguage = .english
      $0.outcomes.post(.uiLanguageChosen(.english))
    }
  }

  @Test func rightToLeft_isTheLanguagesThatAreWrittenSo() {
    #expect(UILanguage.allCases.filter(\.isRightToLeft) == [.arabic, .hebrew, .rightToLeft])
  }
}
