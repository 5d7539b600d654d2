import PushCore
import PushDescriptionFeature
import PushInboxFeature
import PushSettingsFeature

/// Logging in and out, and the app languages: the root changes the session, then tells each feature.
extension AppState {
  mutating func login() -> [AppEffect] {
    guard !session.loggedIn else { return [] }
    session.loggedIn = true
    path = settingsRoot
    outcomes.post(.loggedIn)
    return settings(.loggedIn) + startListening()
  }

  /// Logging in and out happen in Settings (its Log in row, Account's Log out), which the app then shows
  /// at its root; from elsewhere (the simulation panel), the app comes back to Explore.
  private var settingsRoot: [Destination] { path.first == .settings ? [.settings] : [] }

  /// Pushes, the unread count (shown from the start, as the app's badge) and reverts, while logged in.
  mutating func startListening() -> [AppEffect] {
    inbox(.listeningStarted) + inbox(.refreshedByApp) + description(.listeningStarted)
  }

  mutating func logout() -> [AppEffect] {
    guard session.loggedIn else { return [] }
    session.loggedIn = false
    path = settingsRoot
    sessionAlert = nil
    outcomes.post(.loggedOut(forgotten: inbox.notifications.count))
    return settings(.loggedOut) + inbox(.loggedOut) + description(.loggedOut)
  }

  mutating func addLanguage(_ code: String) -> [AppEffect] {
    guard LanguageCode.isValid(code), !session.languages.contains(code) else { return [] }
    session.languages.append(code)
    // Chosen in the languages to add, which closes with the choice, as the app's does.
    if screen == .addLanguage { path.removeLast() }
    return settings(.languageAdded(code))
  }

  /// The primary language stays until another is made primary (as in the iOS app).
  mutating func removeLanguage(_ code: String) -> [AppEffect] {
    guard let index = session.languages.firstIndex(of: code), index > 0 else { return [] }
    session.languages.remove(at: index)
    return settings(.languageRemoved(code))
  }

  /// Moves `code` to the front: type values are read from its wiki from the next read on.
  mutating func makePrimary(_ code: String) {
    guard let index = session.languages.firstIndex(of: code), index > 0 else { return }
    session.languages.remove(at: index)
    session.languages.insert(code, at: 0)
  }

  /// My languages says what it can do with a language before doing anything.
  mutating func languageTapped(_ code: String) -> [AppEffect] {
    guard let index = session.languages.firstIndex(of: code) else { return [] }
    sessionAlert =
      index == 0 ? .primaryLanguage(code, others: session.languages.count - 1) : .languageChoice(code)
    return []
  }

  mutating func sessionAlertAnswered(_ answer: SessionAlert.Action) -> [AppEffect] {
    guard sessionAlert != nil else { return [] }
    sessionAlert = nil
    switch answer {
    case .dismiss: return []
    case .logOut: return logout()
    case .removeLanguage(let code): return removeLanguage(code)
    case .makePrimary(let code):
      makePrimary(code)
      return []
    }
  }
}
