import PushAppFeature
import PushCore
import PushDescriptionFeature
import PushInboxFeature
import PushSettingsFeature
import PushTestSupport
import PushWikiClient
import Testing

/// The root: each action to its feature, with the context the feature may know; the effects by feature.
@Suite struct AppStateTests {
  @Test func reduce_routesAFeaturesAction_withTheContextTheRootShares() {
    var app = AppState(persisted: PersistedState(subscribed: true, wantsPush: true, languages: ["de", "en"]))
    _ = app.reduce(.opened(.push))
    var settings = app.settings
    let expected = settings.reduce(.permissionChecked(.authorized, .screenOpened)).map(AppEffect.settings)
    #expect(app.reduce(.settings(.permissionChecked(.authorized, .screenOpened))) == expected)
    #expect(app.settings == settings, "the feature's state changed as its own reducer changes it")
    #expect(
      expected == [.settings(.readPreferences(wiki: .language("de"), generation: 0))], "the primary from the root")
    #expect(app.settings.context == AppContext(languages: ["de", "en"], onScreen: true))
    #expect(app.inbox.context.onScreen == false && app.description.context.onScreen == false)
  }

  @Test func effects_sayWhatTheyCancelWhoTheyAreAndWhetherTheyRunUntilCancelled() {
    #expect(AppEffect.settings(.cancel(.tokenChecks)).cancels == .settings(.tokenChecks))
    #expect(AppEffect.settings(.checkToken(attempt: 2, afterMs: 1_500)).id == .settings(.tokenChecks))
    #expect(AppEffect.settings(.checkPermission(.launch)).id == nil)
    #expect(AppEffect.settings(.checkPermission(.launch)).cancels == nil)
    #expect(
      AppEffect.inbox(.listenForPushes).isStream && AppEffect.inbox(.listenForPushes).id == .inbox(.incomingPushes))
    #expect(AppEffect.inbox(.dismissBanner(id: 1, afterMs: 4_000)).isStream, "a banner's seconds are not waited for")
    #expect(AppEffect.description(.listenForReverts).isStream)
    #expect(!AppEffect.inbox(.markSeen(wiki: .language("en"))).isStream)
    #expect(!AppEffect.settings(.checkToken(attempt: 2, afterMs: 1_500)).isStream, "the token checks are waited for")
  }

  @Test func launch_loggedIn_checksPermissionAndStartsListening_loggedOut_onlyChecks() {
    var app = AppState(persisted: PersistedState(languages: ["en"]))
    app.expect(
      .appLaunched,
      effects: [
        .settings(.checkPermission(.launch)), .inbox(.listenForPushes),
        .inbox(.load(wiki: .language("en"), continueFrom: nil, replacing: true)), .description(.listenForReverts),
        .description(.readDescriptions(Article.library(for: ["en"]), asked: 0)),
      ]
    ) {
      $0.inbox.listening = true
      $0.inbox.loading = .refresh
      $0.description.listening = true
    }
    var out = AppState(persisted: PersistedState(loggedIn: false))
    out.expect(
      .appLaunched,
      effects: [
        .settings(.checkPermission(.launch)), .description(.readDescriptions(Article.library(for: ["en"]), asked: 0)),
      ])
  }

  @Test func pushReceived_revertOfTheLatestEdit_isQuietWhileOpen_theAppSaysItItself() {
    var app = AppState(persisted: PersistedState())
    let article = Article.library(for: ["en"])[0]
    app.description.latestEdit = DescriptionEdit(
      article: article, wiki: .language("en"), text: "x", previous: nil, revision: 9)
    let n = EchoNotification(
      id: 3, wiki: .language("en"), category: .reverted, timestampMs: 0, read: false, agent: "Mei",
      title: article.title)
    // No banner: the app's alert says it, from what the push says when nothing else told the app first (with
    // real wikis the push is how the app learns).
    app.expect(.inbox(.pushReceived(IncomingPush(notification: n, presentation: .banner)))) {
      $0.inbox.notifications = [n]
      $0.inbox.unreadCount = 1
      $0.description.revert = DescriptionRevert(
        edit: $0.description.latestEdit!, by: "Mei", summary: "", atMs: 0, now: nil, notificationID: 3)
      $0.description.known = [article.id: ""]
      $0.description.learnedOtherwise = 1
      $0.description.revertAlertShown = true
    }
    #expect(app.inbox.banners.isEmpty)
    _ = app.reduce(.enteredBackground)
    let m = EchoNotification(
      id: 4, wiki: .language("en"), category: .reverted, timestampMs: 0, read: false, agent: "Mei",
      title: article.title)
    _ = app.reduce(.inbox(.pushReceived(IncomingPush(notification: m, presentation: .banner))))
    #expect(app.inbox.lockScreen.map(\.notification?.id) == [4], "in the background its push is on the lock screen")
  }

  /// The designer's review: `p` opened the banner's notification but left the banner over its detail for
  /// its last seconds. Opened, it goes at once (its timer stopped). Issue 35, point 14: a second push shows at
  /// once, over the first, as iOS shows it.
  @Test func aNewBanner_showsAtOnce_andOpeningItTakesItAway() {
    var app = AppState(persisted: PersistedState())
    let pushes = [5, 6].map { id in
      IncomingPush(
        notification: EchoNotification(
          id: id, wiki: .language("en"), category: .editThank, timestampMs: 0, read: false, agent: "Jan",
          title: "Berlin"), presentation: .banner)
    }
    #expect(app.reduce(.inbox(.pushReceived(pushes[0]))) == [.inbox(.dismissBanner(id: 5, afterMs: 4_000))])
    #expect(
      app.reduce(.inbox(.pushReceived(pushes[1])))
        == [.inbox(.cancel(.bannerTimer)), .inbox(.dismissBanner(id: 6, afterMs: 4_000))],
      "the second at once, with its own seconds")
    #expect(app.inbox.banners.map(\.id) == [6])
    #expect(app.inbox.notifications.map(\.id) == [6, 5], "both in the list")
    let effects = app.reduce(.pushOpened(id: 6))
    #expect(app.inbox.banners.isEmpty, "the opened banner is gone")
    #expect(effects.first == .inbox(.cancel(.bannerTimer)))
    #expect(app.inbox.detail != nil, "its notification opened")
  }
}
