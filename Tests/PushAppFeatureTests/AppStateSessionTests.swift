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
      $0.outcomes.post(.loggedOut(forgotten: 0, unsubscribing: true))
      $0.settings.persisted.promptAfterLogin = true
      $0.settings.persisted.wantsPush = false
      $0.settings.generation = 1
    }
  }

  /// Issue 33: what logout's unsubscribe came to is the root's outcome, said when the push service answered:
  /// "no longer gets push notifications" only when it did not fail.
  @Test func logoutsUnsubscribe_endingIsAnOutcome_successOrFailure() {
    for failure in [nil, ServiceFailure(.httpStatus(503), code: "http", message: "the server answered 503")] {
      var app = AppState(persisted: PersistedState(subscribed: true, wantsPush: true, deviceToken: "t"))
      _ = app.reduce(.opened(.account))
      _ = app.reduce(.logOutRowTapped)
      _ = app.reduce(.sessionAlertAnswered(.logOut))
      app.expect(.settings(.unsubscribeFinished(.logout, failure: failure))) {
        $0.outcomes.post(.logoutUnsubscribed(failure: failure?.message))
        if failure == nil { $0.settings.persisted.subscribed = false }
      }
    }
  }

  /// Logged out while not subscribed: nothing to take off the push service, and the outcome says so.
  @Test func logout_notSubscribed_unsubscribesNothing() {
    var app = AppState(persisted: PersistedState())
    _ = app.reduce(.opened(.account))
    _ = app.reduce(.logOutRowTapped)
    _ = app.reduce(.sessionAlertAnswered(.logOut))
    #expect(app.outcomes.entries.last == .loggedOut(forgotten: 0, unsubscribing: false))
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
      $0.settings.alert = .reloginPrompt()
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

  @Test func languagesEdit_deleteControlShowsDelete_whichDeletes_andOneLeftEndsEditMode() {
    var app = AppState(persisted: PersistedState(languages: ["en", "de"]))
    _ = app.reduce(.opened(.languages))
    // Outside edit mode a language's controls do nothing.
    app.expect(.languageDeleteShown("de"))
    app.expect(.languageMoved("de", to: 0))
    app.expect(.languagesEditToggled) {
      $0.languagesEditing = true
      $0.outcomes.post(.languagesEditing(true))
    }
    app.expect(.languageDeleteShown("de")) {
      $0.languageDeleteShown = "de"
      $0.outcomes.post(.languageDeleteShown("de"))
    }
    // Tapped again, the delete control hides its Delete.
    app.expect(.languageDeleteShown("de")) { $0.languageDeleteShown = nil }
    _ = app.reduce(.languageDeleteShown("en"))
    // The primary may go too: the next is then primary. With one left, edit mode ends.
    app.expect(.languageRemoved("en")) {
      $0.session.languages = ["de"]
      $0.languageDeleteShown = nil
      $0.languagesEditing = false
      $0.outcomes.post(.languageRemoved("en", newPrimary: "de"))
      $0.outcomes.post(.languagesEditing(false))
    }
    // The last language stays, and with one there is no Edit.
    app.expect(.languageRemoved("de"))
    app.expect(.languagesEditToggled)
  }

  @Test func languagesEdit_reorder_firstIsPrimary_clampedToTheList() {
    var app = AppState(persisted: PersistedState(languages: ["en", "de", "fr"]))
    _ = app.reduce(.opened(.languages))
    _ = app.reduce(.languagesEditToggled)
    app.expect(.languageMoved("fr", to: 0)) {
      $0.session.languages = ["fr", "en", "de"]
      $0.outcomes.post(.languageMoved("fr", to: 0, of: 3))
    }
    app.expect(.languageMoved("en", to: 9)) {
      $0.session.languages = ["fr", "de", "en"]
      $0.outcomes.post(.languageMoved("en", to: 2, of: 3))
    }
    app.expect(.languageMoved("en", to: 2))  // Where it is: nothing moves.
    // A move hides a Delete that showed.
    _ = app.reduce(.languageDeleteShown("de"))
    app.expect(.languageMoved("de", to: 0)) {
      $0.session.languages = ["de", "fr", "en"]
      $0.languageDeleteShown = nil
      $0.outcomes.post(.languageMoved("de", to: 0, of: 3))
    }
  }

  @Test func languagesEdit_endsWhenTheScreenGoes_notWhenAddingALanguage() {
    var app = AppState(persisted: PersistedState(languages: ["en", "de"]))
    _ = app.reduce(.opened(.settings))
    _ = app.reduce(.opened(.languages))
    _ = app.reduce(.languagesEditToggled)
    _ = app.reduce(.languageDeleteShown("de"))
    app.expect(.opened(.addLanguage)) { $0.path = [.settings, .languages, .addLanguage] }
    _ = app.reduce(.backTapped)
    app.expect(.backTapped) {
      $0.path = [.settings]
      $0.languagesEditing = false
      $0.languageDeleteShown = nil
    }
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
