import PushAppFeature
import PushCore
import PushInboxFeature
import PushSettingsFeature
import PushTestSupport
import PushWikiClient
import Testing

/// Logging in and out, My languages, and the explore feed's card: the root changes the session and tells
/// each feature.
@Suite struct AppStateSessionTests {
  @Test func logOutRow_asksFirst_cancelKeepsTheUserLoggedIn() {
    var app = AppState(persisted: PersistedState())
    _ = app.reduce(.opened(.account))
    app.expect(.logOutRowTapped) { $0.sessionAlert = .logoutConfirmation }
    #expect(SessionAlert.logoutConfirmation.title == "Are you sure you want to log out?")
    #expect(SessionAlert.logoutConfirmation.buttons.map(\.label) == ["Log out", "Cancel"])
    app.expect(.sessionAlertAnswered(.dismiss)) { $0.sessionAlert = nil }
  }

  @Test func logOutConfirmed_logsOut_everyFeatureIsTold_andTheDeviceUnsubscribed() {
    var app = AppState(persisted: PersistedState(subscribed: true, wantsPush: true, deviceToken: "t"))
    _ = app.reduce(.opened(.account))
    _ = app.reduce(.logOutRowTapped)
    app.expect(
      .sessionAlertAnswered(.logOut),
      effects: [
        .settings(.cancel(.tokenChecks)), .settings(.unsubscribe(token: "t", wiki: .language("en"), .logout)),
        .inbox(.cancel(.incomingPushes)), .inbox(.cancel(.bannerTimer)), .description(.cancel(.reverts)),
      ]
    ) {
      $0.sessionAlert = nil
      $0.session.loggedIn = false
      $0.path = []
      $0.outcomes.post(.loggedOut(forgotten: 0))
      $0.settings.persisted.promptAfterLogin = true
      $0.settings.persisted.wantsPush = false
      $0.settings.generation = 1
    }
  }

  @Test func login_afterPushWasOn_asksToTurnItBackOn_thenOpensPush() {
    var app = AppState(persisted: PersistedState(loggedIn: false, promptAfterLogin: true))
    app.expect(
      .loginTapped,
      effects: [
        .settings(.checkPermission(.foreground)), .inbox(.listenForPushes),
        .inbox(.load(wiki: .language("en"), continueFrom: nil, replacing: true)), .description(.listenForReverts),
      ]
    ) {
      $0.session.loggedIn = true
      $0.outcomes.post(.loggedIn)
      $0.settings.generation = 1
      $0.settings.alert = .reloginPrompt
      $0.settings.persisted.promptAfterLogin = false
      $0.inbox.listening = true
      $0.inbox.loading = .refresh
      $0.description.listening = true
    }
    app.expect(
      .settings(.alertButtonTapped(.turnOnAfterLogin)), effects: [.settings(.checkPermission(.turnOnRequested))]
    ) {
      $0.path = [.settings, .push]
      $0.settings.alert = nil
    }
  }

  @Test func languageTapped_notPrimary_asksFirst_removedOnlyOnRemove() {
    var app = AppState(persisted: PersistedState(languages: ["en", "de"]))
    _ = app.reduce(.opened(.languages))
    app.expect(.languageTapped("de")) { $0.sessionAlert = .languageChoice("de") }
    let alert = SessionAlert.languageChoice("de")
    #expect(alert.buttons.map(\.label) == ["Remove Deutsch", "Make Primary", "Cancel"])
    #expect(alert.message.hasPrefix("Remove Deutsch from your languages?"))
    app.expect(.sessionAlertAnswered(.dismiss)) { $0.sessionAlert = nil }
    _ = app.reduce(.languageTapped("de"))
    app.expect(.sessionAlertAnswered(.removeLanguage("de"))) {
      $0.sessionAlert = nil
      $0.session.languages = ["en"]
    }
  }

  @Test func languageTapped_primary_cannotBeRemoved_untilAnotherIsMadePrimary() {
    var app = AppState(persisted: PersistedState(languages: ["en", "de"]))
    _ = app.reduce(.opened(.languages))
    app.expect(.languageTapped("en")) { $0.sessionAlert = .primaryLanguage("en", others: 1) }
    #expect(SessionAlert.primaryLanguage("en", others: 1).title == "English is your primary language")
    #expect(SessionAlert.primaryLanguage("en", others: 1).buttons.map(\.label) == ["OK"])
    _ = app.reduce(.sessionAlertAnswered(.dismiss))
    app.expect(.languageRemoved("en"))
    _ = app.reduce(.languageTapped("de"))
    app.expect(.sessionAlertAnswered(.makePrimary("de"))) {
      $0.sessionAlert = nil
      $0.session.languages = ["de", "en"]
    }
    _ = app.reduce(.languageTapped("en"))
    app.expect(.sessionAlertAnswered(.removeLanguage("en"))) {
      $0.sessionAlert = nil
      $0.session.languages = ["de"]
    }
    #expect(SessionAlert.primaryLanguage("en", others: 0).message.contains("Add another language first"))
  }

  @Test func languageAdded_whileTheValuesAreUnknown_isCopiedOnceTheyAreRead() {
    var app = AppState(persisted: PersistedState(languages: ["en"]))
    app.expect(.languageAdded("de")) {
      $0.session.languages = ["en", "de"]
      $0.settings.persisted.languagesToSync = ["de"]
    }
    app.expect(.languageAdded("de"))  // Twice is once.
    app.expect(.languageAdded("no such"))
  }

  @Test func exploreCard_notNow_dismissesForGood() {
    var app = AppState(persisted: PersistedState())
    #expect(app.showsExploreCard && app.screen == nil)  // Explore, where the app launches.
    app.expect(.exploreCardAnswered(turnOn: false)) { $0.exploreCardDismissed = true }
    #expect(!app.showsExploreCard)
    app.expect(.exploreCardAnswered(turnOn: true))  // Once answered, the card is gone.
  }

  @Test func exploreCard_showsOnlyLoggedInWithPushOff() {
    #expect(!AppState(persisted: PersistedState(loggedIn: false)).showsExploreCard)
    #expect(!AppState(persisted: PersistedState(subscribed: true)).showsExploreCard)
    #expect(!AppState(persisted: PersistedState(exploreCardDismissed: true)).showsExploreCard)
    var elsewhere = AppState(persisted: PersistedState())
    _ = elsewhere.reduce(.opened(.settings))
    elsewhere.expect(.exploreCardAnswered(turnOn: false))  // Only on the explore feed.
  }

  /// "Turn on push notifications" opens Push notifications, where the user turns the switch on; it does not
  /// turn anything on by itself.
  @Test func exploreCard_turnOn_opensPushNotificationsOnly() {
    var app = AppState(persisted: PersistedState())
    app.expect(.exploreCardAnswered(turnOn: true), effects: [.settings(.checkPermission(.screenOpened))]) {
      $0.exploreCardDismissed = true
      $0.path = [.push]
    }
    app.expect(.settings(.permissionChecked(.notDetermined, .screenOpened))) {
      $0.settings.permission = .notDetermined
    }
  }

  @Test func inboxFirstVisit_onboardingThenOptInOnce_thenNeverAgain() {
    var app = AppState(persisted: PersistedState())
    #expect(!app.showsInboxOnboarding, "only on the Notifications Center")
    _ = app.reduce(.opened(.notifications))
    #expect(app.showsInboxOnboarding)
    #expect(!app.showsPushOptIn, "the opt-in comes after the onboarding")
    app.expect(.pushOptInAnswered(turnOn: true))  // Not before its turn.
    app.expect(.inbox(.onboardingContinued)) { $0.inbox.persisted.onboardingShown = true }
    #expect(app.showsPushOptIn && app.alert == .pushOptIn)
    app.expect(.pushOptInAnswered(turnOn: false)) {
      $0.inbox.persisted.pushOptInShown = true
      $0.outcomes.post(.pushOptIn(turnOn: false))
    }
    #expect(!app.showsPushOptIn && !app.showsInboxOnboarding)
  }

  /// "Turn on push notifications" in the opt-in asks iOS over the Notifications Center, which stays on
  /// screen, and subscribes silently.
  @Test func inboxOptIn_turnOn_asksInPlace_andSubscribesSilently() {
    var app = AppState(persisted: PersistedState(inboxOnboardingShown: true))
    _ = app.reduce(.opened(.notifications))
    app.expect(.pushOptInAnswered(turnOn: true), effects: [.settings(.checkPermission(.optInRequested))]) {
      $0.inbox.persisted.pushOptInShown = true
      $0.outcomes.post(.pushOptIn(turnOn: true))
    }
    app.expect(
      .settings(.permissionChecked(.notDetermined, .optInRequested)), effects: [.settings(.requestAuthorization)]
    ) {
      $0.settings.permission = .notDetermined
      $0.settings.phase = .requestingPermission
      $0.settings.enableMode = .silent
    }
    #expect(app.path == [.notifications], "the Notifications Center stays")
  }

  /// Never shown to a subscribed device or with notifications denied: the app then counts it as shown.
  @Test func inboxOptIn_skippedWhenSubscribedOrDenied_forGood() {
    var subscribed = AppState(persisted: PersistedState(subscribed: true, inboxOnboardingShown: true))
    subscribed.expect(
      .opened(.notifications),
      effects: [
        .inbox(.load(wiki: .language("en"), continueFrom: nil, replacing: true)),
        .inbox(.markSeen(wiki: .language("en"))),
      ]
    ) {
      $0.path = [.notifications]
      $0.inbox.loading = .first
      $0.inbox.persisted.pushOptInShown = true
    }
    #expect(!subscribed.showsPushOptIn)
    var denied = AppState(persisted: PersistedState(inboxOnboardingShown: true))
    _ = denied.reduce(.settings(.permissionChecked(.denied, .launch)))
    _ = denied.reduce(.opened(.notifications))
    #expect(!denied.showsPushOptIn && denied.inbox.persisted.pushOptInShown)
  }
}
