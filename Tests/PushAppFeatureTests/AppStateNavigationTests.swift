import PushAppFeature
import PushCore
import PushDescriptionFeature
import PushInboxFeature
import PushSettingsFeature
import PushTestSupport
import PushWikiClient
import Testing

/// Where the user is: opening screens, going back, and what a screen coming to the top means.
@Suite struct AppStateNavigationTests {
  /// Explore (the English top read, the default languages) reading its articles' descriptions again as it
  /// comes back to the top.
  static let feedRead = AppEffect.description(.readDescriptions(Article.library(for: ["en"]), asked: 0))

  @Test func open_push_checksThePermission_andTheFeatureKnowsItsScreenIsOnTop() {
    var app = AppState(persisted: PersistedState())
    app.expect(.opened(.settings)) { $0.path = [.settings] }
    app.expect(.opened(.push), effects: [.settings(.checkPermission(.screenOpened))]) { $0.path = [.settings, .push] }
    #expect(app.settings.context.onScreen)
    app.expect(.backTapped) { $0.path = [.settings] }
    #expect(!app.settings.context.onScreen)
  }

  @Test func open_loggedOut_theAccountsScreensDoNotOpen() {
    var app = AppState(persisted: PersistedState(loggedIn: false))
    for destination in Destination.allCases where destination.needsLogin { app.expect(.opened(destination)) }
    app.expect(.opened(.languages)) { $0.path = [.languages] }
  }

  @Test func open_systemSettings_showsThePermission_backIsAForegroundCheck() {
    var app = AppState(persisted: PersistedState())
    _ = app.reduce(.opened(.push))
    _ = app.reduce(.settings(.permissionChecked(.denied, .screenOpened)))
    app.expect(.opened(.systemSettings)) {
      $0.path = [.push, .systemSettings]
      $0.settings.systemSettingsPermission = .denied
    }
    app.expect(.backTapped, effects: [.settings(.checkPermission(.foreground))]) { $0.path = [.push] }
  }

  @Test func notifications_comingToTheTop_readsTheListAgain_evenWhenComingBack() {
    var app = AppState(persisted: PersistedState(inboxOnboardingShown: true, pushOptInShown: true))
    let load = AppEffect.inbox(.load(wiki: .language("en"), continueFrom: nil, replacing: true))
    app.expect(.opened(.notifications), effects: [load, .inbox(.markSeen(wiki: .language("en")))]) {
      $0.path = [.notifications]
      $0.inbox.loading = .first
    }
    _ = app.reduce(
      .inbox(.pageLoaded(wiki: .language("en"), .failure(ServiceFailure(code: "x", message: "x")), replacing: true)))
    // "Notification settings" from a detail opens Push notifications; back reads the list again.
    _ = app.reduce(.opened(.push))
    app.expect(.backTapped, effects: [load, .inbox(.markSeen(wiki: .language("en")))]) {
      $0.path = [.notifications]
      $0.inbox.loading = .first
      $0.inbox.loadFailure = nil
    }
  }

  @Test func back_closesAFeaturesPageFirst_thenTheScreen() {
    var app = AppState(persisted: PersistedState(inboxOnboardingShown: true, pushOptInShown: true))
    _ = app.reduce(.opened(.notifications))
    _ = app.reduce(.inbox(.filtersOpened))
    app.expect(.backTapped) { $0.inbox.sheet = nil }
    app.expect(.backTapped, effects: [Self.feedRead]) { $0.path = [] }
  }

  @Test func modalAlert_blocksNavigationAndTaps_butNotItsAnswer() {
    var app = AppState(persisted: PersistedState())
    _ = app.reduce(.opened(.settings))
    _ = app.reduce(.opened(.account))
    app.expect(.logOutRowTapped) { $0.sessionAlert = .logoutConfirmation }
    // Each tap the alert takes is an outcome: nothing else changes.
    let blocked = AppOutcome.blocked(.session(.logoutConfirmation))
    app.expect(.backTapped) { $0.outcomes.post(blocked) }
    app.expect(.opened(.languages)) { $0.outcomes.post(blocked) }
    app.expect(.languageRemoved("en")) { $0.outcomes.post(blocked) }
    app.expect(.sessionAlertAnswered(.dismiss)) { $0.sessionAlert = nil }
    app.expect(.backTapped) { $0.path = [.settings] }
  }

  @Test func description_articleOpened_showsTheArticleWhereverTheAppWas() {
    var app = AppState(persisted: PersistedState())
    let article = Article.library(for: ["en"])[0]
    // The article is read from its wiki as it opens: what the wiki keeps now shows.
    app.expect(
      .description(.articleOpened(id: article.id)), effects: [.description(.readDescriptions([article], asked: 0))]
    ) {
      $0.path = [.article]
      $0.description.articleID = article.id
    }
    #expect(app.description.context.onScreen)
  }

  /// Explore is where the app launches and what closing Settings comes back to: it reads its articles'
  /// descriptions (the primary wiki's top read) from the wikis as it comes up.
  @Test func explore_readsItsArticlesDescriptions_fromTheWikis_whenSettingsCloses() {
    var app = AppState(persisted: PersistedState(languages: ["de", "en"]))
    let articles = Article.library(for: ["de"])
    #expect(articles.map(\.id) == ["de:Korallenriff", "de:Berlin"])
    app.expect(.opened(.settings)) { $0.path = [.settings] }
    app.expect(.backTapped, effects: [.description(.readDescriptions(articles, asked: 0))]) { $0.path = [] }
    #expect(app.screen == nil)
  }

  /// Settings is presented over Explore; its screens go on top of it, and logging out from Account comes
  /// back to Settings, as the app pops to its root.
  @Test func settings_isOverExplore_andLoggingOutComesBackToIt() {
    var app = AppState(persisted: PersistedState())
    app.expect(.opened(.settings)) { $0.path = [.settings] }
    app.expect(.opened(.account)) { $0.path = [.settings, .account] }
    _ = app.reduce(.logoutTapped)
    #expect(app.path == [.settings] && !app.session.loggedIn)
    _ = app.reduce(.loginTapped)
    #expect(app.path == [.settings] && app.session.loggedIn)
  }
}

/// Issue 33, point 2: a banner opened under a modal alert opens nothing, and the outcome says so.
@Suite struct AppStateBlockedOutcomeTests {
  @Test func bannerOpened_underAModalAlert_isBlocked_lockScreenPushStillOpens() {
    var app = AppState(persisted: PersistedState(inboxOnboardingShown: true, pushOptInShown: true))
    let n = EchoNotification(
      id: 7, wiki: .language("en"), category: .mention, timestampMs: 0, read: false, agent: "Ama")
    let push = IncomingPush(notification: n, presentation: .banner)
    _ = app.reduce(.inbox(.pushReceived(push)))
    _ = app.reduce(.opened(.account))
    _ = app.reduce(.logOutRowTapped)
    app.expect(.pushOpened(id: push.id)) { $0.outcomes.post(.blocked(.session(.logoutConfirmation))) }
    #expect(app.screen == .account && app.inbox.banners == [push])
    _ = app.reduce(.sessionAlertAnswered(.dismiss))
    _ = app.reduce(.pushOpened(id: push.id))
    #expect(app.screen == .notifications && app.inbox.detail == 7)
    #expect(app.outcomes.entries.last == .pushOpened(id: push.id))
  }
}

/// Issue 33, point 4: after a push opened on the first visit, back comes to the list: the detail closes to
/// the onboarding, whose back closes it (counted as shown), not the Notifications Center.
@Suite struct AppStateOnboardingBackTests {
  @Test func back_fromTheOnboarding_closesIt_andStaysInTheNotificationsCenter() {
    var app = AppState(persisted: PersistedState(subscribed: true, wantsPush: true, deviceToken: "t"))
    _ = app.reduce(.opened(.notifications))
    #expect(app.showsInboxOnboarding)
    app.expect(.backTapped) {
      $0.inbox.persisted.onboardingShown = true
      $0.inbox.persisted.pushOptInShown = true  // Subscribed already: the opt-in is never shown.
    }
    #expect(app.screen == .notifications && !app.showsInboxOnboarding && !app.showsPushOptIn)
    app.expect(.backTapped, effects: [AppStateNavigationTests.feedRead]) { $0.path = [] }
  }
}
