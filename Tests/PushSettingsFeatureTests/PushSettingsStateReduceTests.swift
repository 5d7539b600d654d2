import PushAppFeature
import PushCore
import PushSettingsFeature
import Testing

/// The pure transition, without any client: state in, state and effects out.
@Suite struct PushSettingsStateReduceTests {
  func onPushScreen(_ persisted: PersistedState = PersistedState(), permission: PermissionStatus) -> PushSettingsState {
    var state = PushSettingsState(persisted: persisted)
    _ = state.reduce(.rowOpened(.push))
    _ = state.reduce(.permissionChecked(permission, .screenOpened))
    return state
  }

  @Test func rowOpened_loggedOut_pushScreenCannotBeOpened() {
    var state = PushSettingsState(persisted: PersistedState(loggedIn: false))
    #expect(state.reduce(.rowOpened(.push)) == [])
    #expect(state.path == [])
    #expect(state.reduce(.rowOpened(.subscriptions)) == [])
    #expect(state.path == [])
  }

  @Test func open_notDeterminedAndNotSubscribed_switchOffAndNoTypes() {
    let state = onPushScreen(permission: .notDetermined)
    #expect(state.phase == .off)
    #expect(!state.showsTypeToggles)
    #expect(state.preferences == .notLoaded)
  }

  @Test func toggle_notDetermined_asksForPermissionAndPersistsNothing() {
    var state = onPushScreen(permission: .notDetermined)
    #expect(state.reduce(.pushToggleTapped) == [.requestAuthorization])
    #expect(state.phase == .requestingPermission)
    #expect(state.persisted == PersistedState())
    // The switch does not respond while it waits.
    #expect(state.reduce(.pushToggleTapped) == [])
  }

  @Test func authorization_allowed_registersThenChecksTokenThreeTimesApart() {
    var state = onPushScreen(permission: .notDetermined)
    _ = state.reduce(.pushToggleTapped)
    #expect(state.reduce(.authorizationResponse(.authorized)) == [.registerForRemoteNotifications])
    #expect(state.reduce(.tokenCheckFinished(attempt: 1, token: nil)) == [.checkToken(attempt: 2, afterMs: 1500)])
    #expect(state.reduce(.tokenCheckFinished(attempt: 2, token: nil)) == [.checkToken(attempt: 3, afterMs: 1500)])
    #expect(state.reduce(.tokenCheckFinished(attempt: 3, token: nil)) == [])
    #expect(state.phase == .off)
    #expect(state.alert?.kind == .tokenTimeout)
    #expect(state.alert?.buttons.map(\.label) == ["Try again", "Cancel"])
    #expect(!state.persisted.subscribed)
  }

  @Test func subscribe_flagIsPersistedOnlyAfterSuccess() {
    var state = onPushScreen(permission: .authorized)
    #expect(state.reduce(.pushToggleTapped) == [.registerForRemoteNotifications])
    let effects = state.reduce(.tokenCheckFinished(attempt: 1, token: "t0k"))
    #expect(effects == [.subscribe(token: "t0k", wiki: .language("en"), generation: 0)])
    #expect(!state.persisted.subscribed)
    _ = state.reduce(.subscribeFinished(generation: 0, failure: ServiceFailure(code: "http-503", message: "down")))
    #expect(!state.persisted.subscribed)
    #expect(state.phase == .off)
    #expect(state.alert?.kind == .subscribeFailed)
    #expect(state.alert?.title == "Unable to Check for Echo Notification subscriptions")
    #expect(state.alert?.annotation?.contains("en.wikipedia.org") == true, "QA still sees which wiki failed")
  }

  @Test func subscribe_success_readsPreferencesFromPrimaryWiki() {
    var state = onPushScreen(PersistedState(languages: ["de", "fr"]), permission: .provisional)
    _ = state.reduce(.pushToggleTapped)
    _ = state.reduce(.tokenCheckFinished(attempt: 1, token: "t"))
    #expect(
      state.reduce(.subscribeFinished(generation: 0, failure: nil)) == [
        .readPreferences(wiki: .language("de"), generation: 0)
      ])
    #expect(state.persisted.subscribed && state.persisted.wantsPush)
    #expect(state.phase == .on)
    #expect(!state.showsTypeToggles, "no toggles before the values are read")
  }

  @Test func authorization_denied_showsNoSwitchAndNothingPersisted() {
    var state = onPushScreen(permission: .notDetermined)
    _ = state.reduce(.pushToggleTapped)
    #expect(state.reduce(.authorizationResponse(.denied)) == [])
    #expect(state.phase == .off)
    #expect(state.permission == .denied)
    #expect(state.reduce(.pushToggleTapped) == [], "denied: tapping where the switch was does nothing")
  }

  @Test func preferencesFailed_showsNoStaleToggles_andTryAgainReads() {
    var state = onPushScreen(PersistedState(subscribed: true, wantsPush: true), permission: .authorized)
    _ = state.reduce(
      .preferencesLoaded(generation: 0, .failure(ServiceFailure(code: "http-503", message: "down"))))
    #expect(!state.showsTypeToggles)
    #expect(state.reduce(.tryAgainTapped) == [.readPreferences(wiki: .language("en"), generation: 0)])
    #expect(state.preferences == .loading)
  }

  @Test func typeToggle_whileSaving_furtherTapsAreIgnored() {
    var state = onPushScreen(PersistedState(subscribed: true, wantsPush: true), permission: .authorized)
    let values = Dictionary(uniqueKeysWithValues: NotificationType.allCases.map { ($0, $0.echoDefault) })
    _ = state.reduce(
      .preferencesLoaded(generation: 0, .success(PreferenceSnapshot(wiki: .language("en"), values: values))))
    let wikis: [Wiki] = [.language("en"), .wikidata, .commons]
    #expect(
      state.reduce(.typeToggleTapped(.editThank))
        == [.write(type: .editThank, value: false, previous: true, wikis: wikis, generation: 0)])
    #expect(state.isBusy(.editThank))
    #expect(state.displayedValue(.editThank) == false)
    #expect(state.reduce(.typeToggleTapped(.editThank)) == [])
    // Another row stays usable.
    #expect(state.reduce(.typeToggleTapped(.mention)).count == 1)
  }

  @Test func typeWrite_timedOutOnAWiki_thatWikiIsSetBackToo() {
    // A real server may carry out a write whose answer never came (issue 17: a stopped `php -S` did).
    var state = onPushScreen(PersistedState(subscribed: true, wantsPush: true), permission: .authorized)
    let values = Dictionary(uniqueKeysWithValues: NotificationType.allCases.map { ($0, $0.echoDefault) })
    _ = state.reduce(
      .preferencesLoaded(generation: 0, .success(PreferenceSnapshot(wiki: .language("en"), values: values))))
    _ = state.reduce(.typeToggleTapped(.editThank))
    let timedOut = ServiceFailure(code: "timed-out", message: "the answer did not arrive within 10000 ms")
    let refused = ServiceFailure(code: "connection-refused", message: "refused")
    let outcomes = [
      WikiOutcome(wiki: .language("en"), failure: nil), WikiOutcome(wiki: .wikidata, failure: timedOut),
      WikiOutcome(wiki: .commons, failure: refused),
    ]
    #expect(
      state.reduce(.writeFinished(generation: 0, type: .editThank, value: false, previous: true, outcomes))
        == [.rollback(type: .editThank, value: true, wikis: [.language("en"), .wikidata])],
      "refused never reached the wiki; timed out may have")
    _ = state.reduce(
      .rollbackFinished(
        type: .editThank, value: true,
        [WikiOutcome(wiki: .language("en"), failure: nil), WikiOutcome(wiki: .wikidata, failure: nil)]))
    // Which wikis took the setting back is a QA detail (the alert's annotation).
    #expect(
      state.alert?.annotation?.contains("Undone on en.wikipedia.org.") == true,
      "\(state.alert?.annotation ?? "")")
    #expect(state.displayedValue(.editThank) == true)
    #expect(state.persisted.pending.isEmpty)
  }

  @Test func backFromSystemSettings_isAForegroundRecheck() {
    var state = onPushScreen(permission: .denied)
    _ = state.reduce(.rowOpened(.systemSettings))
    #expect(state.reduce(.backTapped) == [.checkPermission(.foreground)])
    #expect(state.screen == .push)
  }

  @Test func login_afterLogoutWithPushOn_promptsToTurnItBackOn() {
    var state = onPushScreen(PersistedState(subscribed: true, wantsPush: true), permission: .authorized)
    #expect(
      state.reduce(.logoutTapped) == [.cancel(.tokenChecks), .unsubscribe(token: nil, wiki: .language("en"), .logout)])
    _ = state.reduce(.unsubscribeFinished(.logout, failure: nil))
    #expect(!state.persisted.subscribed)
    _ = state.reduce(.loginTapped)
    #expect(state.alert?.kind == .reloginPrompt)
    #expect(state.reduce(.alertButtonTapped(.turnOnAfterLogin)) == [.checkPermission(.turnOnRequested)])
    #expect(state.screen == .push)
  }

  /// Issue 10, item 6: counts are pluralised, never "change(s)".
  @Test func syncFinished_noticeCountsInWords() {
    var state = PushSettingsState(persisted: PersistedState())
    let one = PendingWrite(wiki: .commons, type: .editThank, value: true, origin: .rollback)
    let two = PendingWrite(wiki: .wikidata, type: .cx, value: false, origin: .rollback)
    _ = state.reduce(.syncFinished([SyncOutcome(write: one, failure: ServiceFailure(code: "x", message: "down"))]))
    #expect(state.notice == "1 change could not be saved yet. The app will try again later.")
    _ = state.reduce(.syncFinished([SyncOutcome(write: one, failure: nil), SyncOutcome(write: two, failure: nil)]))
    #expect(state.notice == "2 changes saved.")
  }
}
