import PushCore

/// Logging in and out, the app languages, and the alerts' buttons.
extension PushSettingsState {
  mutating func login() -> [PushSettingsEffect] {
    guard !loggedIn else { return [] }
    persisted.loggedIn = true
    generation += 1
    path = []
    // The prompt does not wait for logout's unsubscribe: the user's choice decides, not a race.
    let prompt = persisted.promptAfterLogin
    if prompt { alert = .reloginPrompt }
    persisted.promptAfterLogin = false
    return [.checkPermission(prompt ? .foreground : .launch)]
  }

  mutating func logout() -> [PushSettingsEffect] {
    guard loggedIn else { return [] }
    let wasOn = persisted.subscribed || persisted.wantsPush
    persisted.loggedIn = false
    persisted.promptAfterLogin = wasOn
    persisted.wantsPush = false
    generation += 1
    path = []
    alert = nil
    phase = .off
    enableMode = .user
    preferences = .notLoaded
    jobs = [:]  // Their answers arrive under the old generation and are settled in writeFinished.
    // The token checks belong to the session that ends; calls already sent are still settled by generation.
    guard persisted.subscribed else { return [.cancel(.tokenChecks)] }
    return [.cancel(.tokenChecks), .unsubscribe(token: persisted.deviceToken, wiki: primaryWiki, .logout)]
  }

  mutating func addLanguage(_ code: String) -> [PushSettingsEffect] {
    guard LanguageCode.isValid(code), !persisted.languages.contains(code) else { return [] }
    persisted.languages.append(code)
    let wiki = Wiki.language(code)
    // The values are known whenever a read succeeded, even while the switch is busy.
    if loggedIn, let snapshot = preferences.snapshot {
      // Copy every current choice to the new wiki; queued first so a failure or a crash loses nothing.
      for type in NotificationType.allCases {
        enqueue(
          PendingWrite(wiki: wiki, type: type, value: snapshot.values[type] ?? type.echoDefault, origin: .newLanguage))
      }
      return retryPending()
    }
    // The values are not known now: copy them to the new wiki once they are read.
    persisted.languagesToSync.append(code)
    return []
  }

  mutating func removeLanguage(_ code: String) -> [PushSettingsEffect] {
    // The primary language stays until another is made primary (as in the iOS app).
    guard let index = persisted.languages.firstIndex(of: code), index > 0 else { return [] }
    persisted.languages.remove(at: index)
    persisted.pending.removeAll { $0.wiki == .language(code) }
    persisted.languagesToSync.removeAll { $0 == code }
    // The wiki the values are read from changed: read them there.
    if index == 0, preferences.snapshot != nil || readInFlight, phase == .on, preferences.snapshot?.wiki != readWiki {
      return loadPreferences()
    }
    return []
  }

  mutating func alertButtonTapped(_ button: AlertAction) -> [PushSettingsEffect] {
    guard alert != nil else { return [] }
    alert = nil
    switch button {
    case .dismiss: return []
    case .retryTurnOn: return phase == .off ? turnOn(mode: .user) : []
    case .retryTurnOff: return phase == .on ? turnOff() : []
    case .turnOnAfterLogin:
      path = [.push]
      return [.checkPermission(.turnOnRequested)]
    case .logOut:
      return logout()
    case .removeLanguage(let code): return removeLanguage(code)
    case .makePrimary(let code): return makePrimary(code)
    }
  }

  /// Either of the card's buttons dismisses it for good; turning on opens Push notifications and starts
  /// the same enable flow as the re-login prompt.
  mutating func exploreCard(turnOn: Bool) -> [PushSettingsEffect] {
    guard showsExploreCard, screen == .explore, alert == nil, !systemPromptVisible else { return [] }
    persisted.exploreCardDismissed = true
    guard turnOn else { return [] }
    path.append(.push)
    return [.checkPermission(.turnOnRequested)]
  }

  /// The Notifications Center's opt-in is answered once; turning on opens Push notifications and starts the
  /// same enable flow as the switch.
  mutating func pushOptInAnswered(turnOn: Bool) -> [PushSettingsEffect] {
    guard showsPushOptIn else { return [] }
    persisted.pushOptInShown = true
    guard turnOn else { return [] }
    path.append(.push)
    return [.checkPermission(.turnOnRequested)]
  }
}
