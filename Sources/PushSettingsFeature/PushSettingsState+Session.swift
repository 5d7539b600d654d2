import PushCore
import PushWikiClient

/// What logging in and out, and the app languages, mean for push; and the flow's alerts' buttons.
extension PushSettingsState {
  mutating func loggedInNow() -> [PushSettingsEffect] {
    generation += 1
    // The prompt does not wait for logout's unsubscribe: the user's choice decides, not a race.
    let prompt = persisted.promptAfterLogin
    if prompt { alert = .reloginPrompt(stillSubscribed: persisted.subscribed) }
    persisted.promptAfterLogin = false
    return [.checkPermission(prompt ? .foreground : .launch)]
  }

  mutating func loggedOutNow() -> [PushSettingsEffect] {
    let wasOn = persisted.subscribed || persisted.wantsPush
    persisted.promptAfterLogin = wasOn
    persisted.wantsPush = false
    generation += 1
    alert = nil
    // Nothing about notifications shows logged out (seed 000), and a notice was about this session.
    notice = nil
    noticeDetail = nil
    phase = .off
    enableMode = .user
    preferences = .notLoaded
    jobs = [:]  // Their answers arrive under the old generation and are settled in writeFinished.
    // The token checks belong to the session that ends; calls already sent are still settled by generation.
    guard persisted.subscribed else { return [.cancel(.tokenChecks)] }
    return [.cancel(.tokenChecks), .unsubscribe(token: persisted.deviceToken, wiki: primaryWiki, .logout)]
  }

  /// A new app language gets every current choice; while they are unknown, once they are read.
  mutating func languageAdded(_ code: String) -> [PushSettingsEffect] {
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

  mutating func alertButtonTapped(_ button: AlertAction) -> [PushSettingsEffect] {
    guard alert != nil else { return [] }
    alert = nil
    switch button {
    case .dismiss: return []
    case .retryTurnOn: return phase == .off ? turnOn(mode: .user) : []
    case .retryTurnOff: return phase == .on ? turnOff() : []
    case .retryRead:
      guard case .failed = preferences, phase == .on else { return [] }
      return loadPreferences()
    case .turnOnAfterLogin: return [.checkPermission(.turnOnRequested)]
    }
  }
}
