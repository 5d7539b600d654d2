import PushCore
import PushDescriptionFeature
import PushInboxFeature
import PushSettingsFeature

extension AppState {
  /// The root's transition: the root's own actions, and each feature's actions sent to its reducer with
  /// what they mean for the rest of the app. The features do not know each other; the root says it.
  public mutating func reduce(_ action: AppAction) -> [AppEffect] {
    if blocks(action), let alert {
      outcomes.post(.blocked(alert))
      return []
    }
    let effects = route(action)
    if !session.loggedIn { path.removeAll(where: \.needsLogin) }
    // Edit mode belongs to the screen: it is made anew each time it is opened.
    if !path.contains(.languages) {
      languagesEditing = false
      languageDeleteShown = nil
    }
    shareContext()
    return effects
  }

  private mutating func route(_ action: AppAction) -> [AppEffect] {
    switch action {
    case .appLaunched:
      // The Explore feed, the app's first tab, loads at launch: its articles' descriptions are read then, so
      // the feed shows what the wikis kept when it is opened (and reads them again as it comes up).
      return settings(.appLaunched) + (session.loggedIn ? startListening() : []) + readFeed()
    case .enteredBackground:
      inBackground = true
      return []
    case .enteredForeground:
      return foreground()
    case .opened(let destination):
      return open(destination)
    case .backTapped:
      return back()
    case .loginTapped:
      return login()
    case .logoutTapped:
      return logout()
    case .logOutRowTapped:
      if session.loggedIn { sessionAlert = .logoutConfirmation }
      return []
    case .languageAdded(let code):
      return addLanguage(code)
    case .languagesEditToggled:
      toggleLanguagesEditing()
      return []
    case .languageDeleteShown(let code):
      showLanguageDelete(code)
      return []
    case .languageRemoved(let code):
      return removeLanguage(code)
    case .languageMoved(let code, let index):
      moveLanguage(code, to: index)
      return []
    case .sessionAlertAnswered(let answer):
      return sessionAlertAnswered(answer)
    case .exploreCardAnswered(let turnOn):
      return exploreCardAnswered(turnOn)
    case .pushOptInAnswered(let turnOn):
      return pushOptInAnswered(turnOn)
    case .pushOpened(let id):
      return pushOpened(id)
    case .themeChosen(let chosen):
      // The choice wins over --theme from now on, and the state file keeps it.
      theme = chosen
      themeOverride = nil
      outcomes.post(.themeChosen(chosen))
      return []
    case .themeOverridden(let shown):
      themeOverride = shown
      return []
    case .uiLanguageChosen(let language):
      uiLanguage = language
      outcomes.post(.uiLanguageChosen(language))
      // Chosen on iOS Settings' list, it goes back to the app's page there, as iOS does.
      if screen == .preferredLanguage { path.removeLast() }
      return [.inbox(.extensionLanguage(language.mediaWikiCode))]
    case .settings(let action):
      return reduceSettings(action)
    case .inbox(let action):
      return reduceInbox(action)
    case .description(let action):
      return reduceDescription(action)
    }
  }

  private mutating func exploreCardAnswered(_ turnOn: Bool) -> [AppEffect] {
    guard showsExploreCard, screen == nil else { return [] }
    exploreCardDismissed = true
    // "Turn on push notifications" opens Push notifications, where the user turns the switch on.
    return turnOn ? open(.push) : []
  }

  private mutating func pushOptInAnswered(_ turnOn: Bool) -> [AppEffect] {
    guard showsPushOptIn else { return [] }
    outcomes.post(.pushOptIn(turnOn: turnOn))
    // iOS asks over the Notifications Center, which stays; a failure to subscribe is not said.
    return inbox(.pushOptInAnswered) + (turnOn ? settings(.silentTurnOnRequested) : [])
  }

  /// The push feature's actions; the question after logging back in opens Push notifications to turn it on.
  private mutating func reduceSettings(_ action: PushSettingsAction) -> [AppEffect] {
    switch action {
    case .alertButtonTapped(.turnOnAfterLogin) where settings.alert != nil:
      path = [.settings, .push]
    case .systemSettingsSwitchToggled where screen != .systemSettings:
      return []
    case .unsubscribeFinished(.logout, let failure):
      outcomes.post(.logoutUnsubscribed(failure: failure?.message))
    default:
      break
    }
    return settings(action)
  }

  private mutating func reduceInbox(_ action: InboxAction) -> [AppEffect] {
    switch action {
    case .onboardingContinued:
      guard showsInboxOnboarding else { return [] }
      return inbox(action) + skipPushOptInIfNotNeeded()
    case .notificationSettingsChosen:
      // The More sheet's "Notification settings" opens Push notifications, over the Notifications Center.
      return inbox(action) + open(.push)
    case .pushReceived(var push):
      // Open, the revert of the user's description edit is said by the app's own alert, not a banner too
      // (from the push itself when the app has not learned of it otherwise, as with real wikis).
      if !inBackground && push.presentation == .banner, let n = push.notification,
        description.isRevertOfLatestEdit(n)
      {
        push.presentation = .quiet
        return inbox(.pushReceived(push)) + description(.revertPushArrived(n))
      }
      return inbox(.pushReceived(push))
    default:
      return inbox(action)
    }
  }

  /// The description feature's actions; some of them show the article screen wherever the app was.
  private mutating func reduceDescription(_ action: DescriptionAction) -> [AppEffect] {
    switch action {
    case .articleOpened, .revertOpened, .revertPushOpened:
      return showArticle() + description(action)
    case .revertLearned:
      // What the app's check of Echo found is in the Notifications Center too: its list and unread count.
      return description(action) + (session.loggedIn ? inbox(.refreshedByApp) : [])
    default:
      return description(action)
    }
  }

  /// Back in the foreground: the push flow checks the permission again; the lock screen's pushes are seen.
  mutating func foreground() -> [AppEffect] {
    var effects: [AppEffect] = []
    if inBackground {
      inBackground = false
      effects += settings(.enteredForeground)
    }
    return effects + inbox(.lockScreenCleared)
  }

  /// A push opened from the lock screen: the app opens on it, and it is read. The push of a reverted
  /// description edit opens the Reverted edit view (seed 003); it may be opened before the app's own check
  /// of Echo has told the feature of the revert: the push itself says enough.
  mutating func pushOpened(_ pushID: Int) -> [AppEffect] {
    // The lock screen's entry is the push's; what it opens is its notification's (a push whose notification
    // the extension could not tell opens the Notifications Center).
    let push = inbox.lockScreen.first { $0.id == pushID }
    outcomes.post(.pushOpened(id: pushID))
    // A banner that is opened goes at once, as a tapped banner does on iOS.
    var effects = inbox.banners.contains { $0.id == pushID } ? inbox(.bannerOpened(id: pushID)) : []
    effects += foreground()
    guard let id = push.map({ $0.notification?.id }) ?? pushID else {
      return effects + (screen != .notifications ? open(.notifications) : [])
    }
    if isRevertPush(id) {
      effects += reduceDescription(inbox.notification(id: id).map { .revertPushOpened($0) } ?? .revertOpened)
      return effects + inbox(.markTapped(id: id, read: true))
    }
    if screen != .notifications { effects += open(.notifications) }
    return effects + inbox(.notificationOpened(id: id))
  }

  /// Whether notification `id`, as the lock screen or the list has it, is the revert of the user's latest
  /// description edit.
  func isRevertPush(_ id: Int) -> Bool {
    description.revert?.notificationID == id
      || inbox.notification(id: id).map(description.isRevertOfLatestEdit) == true
  }

  // Each feature's reducer, with the context it may know.

  mutating func settings(_ action: PushSettingsAction) -> [AppEffect] {
    shareContext()
    return settings.reduce(action).map(AppEffect.settings)
  }

  mutating func inbox(_ action: InboxAction) -> [AppEffect] {
    shareContext()
    return inbox.reduce(action).map(AppEffect.inbox)
  }

  mutating func description(_ action: DescriptionAction) -> [AppEffect] {
    shareContext()
    return description.reduce(action).map(AppEffect.description)
  }
}
