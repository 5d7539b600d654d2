import PushCore
import PushSettingsFeature
import Testing

/// Logging out (with the app's confirmation) and the explore feed's card (development note #11).
@Suite struct PushSettingsStateAccountTests {
  @Test func logOutRow_asksFirst_cancelKeepsTheUserLoggedIn() {
    var state = PushSettingsState(persisted: PersistedState())
    _ = state.reduce(.rowOpened(.account))
    #expect(state.reduce(.logOutRowTapped) == [])
    #expect(state.loggedIn)
    #expect(state.alert?.title == "Are you sure you want to log out?")
    #expect(state.alert?.buttons.map(\.label) == ["Log out", "Cancel"])
    _ = state.reduce(.alertButtonTapped(.dismiss))
    #expect(state.loggedIn)
    #expect(state.path == [.account])
  }

  @Test func logOutConfirmed_logsOut_andUnsubscribesWhenSubscribed() {
    var state = PushSettingsState(persisted: PersistedState(subscribed: true, wantsPush: true, deviceToken: "t"))
    _ = state.reduce(.rowOpened(.account))
    _ = state.reduce(.logOutRowTapped)
    let effects = state.reduce(.alertButtonTapped(.logOut))
    #expect(!state.loggedIn)
    #expect(state.persisted.promptAfterLogin)
    #expect(effects.contains(.unsubscribe(token: "t", wiki: .language("en"), .logout)))
  }

  @Test func exploreCard_showsOnlyLoggedInWithPushOff_untilAnswered() {
    #expect(PushSettingsState(persisted: PersistedState()).showsExploreCard)
    #expect(!PushSettingsState(persisted: PersistedState(loggedIn: false)).showsExploreCard)
    #expect(!PushSettingsState(persisted: PersistedState(subscribed: true)).showsExploreCard)
    #expect(!PushSettingsState(persisted: PersistedState(exploreCardDismissed: true)).showsExploreCard)
  }

  @Test func exploreCard_notNow_dismissesForGood() {
    var state = PushSettingsState(persisted: PersistedState())
    _ = state.reduce(.rowOpened(.explore))
    #expect(state.path == [.explore])
    #expect(state.reduce(.exploreCardNotNowTapped) == [])
    #expect(state.persisted.exploreCardDismissed)
    #expect(!state.showsExploreCard)
    #expect(state.path == [.explore])
  }

  @Test func exploreCard_turnOn_opensPushAndStartsTheEnableFlow() {
    var state = PushSettingsState(persisted: PersistedState())
    _ = state.reduce(.rowOpened(.explore))
    #expect(state.reduce(.exploreCardTurnOnTapped) == [.checkPermission(.turnOnRequested)])
    #expect(state.persisted.exploreCardDismissed)
    #expect(state.path == [.explore, .push])
    // The same flow as the switch: a permission never asked leads to the OS prompt.
    #expect(state.reduce(.permissionChecked(.notDetermined, .turnOnRequested)) == [.requestAuthorization])
    #expect(state.phase == .requestingPermission)
  }

  @Test func inboxFirstVisit_onboardingThenOptInOnce_thenNeverAgain() {
    var state = PushSettingsState(persisted: PersistedState())
    #expect(!state.showsInboxOnboarding, "only on the Notifications Center")
    _ = state.reduce(.rowOpened(.notifications))
    #expect(state.showsInboxOnboarding)
    #expect(!state.showsPushOptIn, "the opt-in comes after the onboarding")
    #expect(state.reduce(.pushOptInAnswered(turnOn: true)) == [], "not before its turn")
    #expect(state.reduce(.inboxOnboardingContinued) == [])
    #expect(state.persisted.inboxOnboardingShown)
    #expect(state.showsPushOptIn)
    #expect(state.reduce(.pushOptInAnswered(turnOn: false)) == [])
    #expect(state.persisted.pushOptInShown)
    #expect(!state.showsPushOptIn && !state.showsInboxOnboarding)
    #expect(state.path == [.notifications])
  }

  @Test func inboxOptIn_turnOn_opensPushAndStartsTheEnableFlow_andIsSkippedWhilePushIsOn() {
    var state = PushSettingsState(persisted: PersistedState(inboxOnboardingShown: true))
    _ = state.reduce(.rowOpened(.notifications))
    #expect(state.reduce(.pushOptInAnswered(turnOn: true)) == [.checkPermission(.turnOnRequested)])
    #expect(state.path == [.notifications, .push])
    #expect(state.persisted.pushOptInShown)
    var on = PushSettingsState(persisted: PersistedState(wantsPush: true, inboxOnboardingShown: true))
    _ = on.reduce(.rowOpened(.notifications))
    #expect(!on.showsPushOptIn, "push is on already")
  }

  @Test func exploreCard_buttonsDoNothingOnceDismissedOrElsewhere() {
    var state = PushSettingsState(persisted: PersistedState(exploreCardDismissed: true))
    _ = state.reduce(.rowOpened(.explore))
    #expect(state.reduce(.exploreCardTurnOnTapped) == [])
    #expect(state.path == [.explore])
    var elsewhere = PushSettingsState(persisted: PersistedState())
    #expect(elsewhere.reduce(.exploreCardNotNowTapped) == [])
    #expect(!elsewhere.persisted.exploreCardDismissed)
  }

  @Test func everyFailureAlert_namesTheWikiInItsAnnotation() {
    var state = PushSettingsState(persisted: PersistedState(subscribed: true, wantsPush: true))
    _ = state.reduce(.rowOpened(.push))
    _ = state.reduce(.permissionChecked(.authorized, .screenOpened))
    _ = state.reduce(.pushToggleTapped)
    _ = state.reduce(.unsubscribeFinished(.userTurnedOff, failure: ServiceFailure(code: "x", message: "down")))
    #expect(state.alert?.annotation == "Unsubscribe on en.wikipedia.org failed: down.")
    #expect(
      state.alert?.message == "An error occurred while checking for notification subscriptions related to your account."
    )
  }
}
