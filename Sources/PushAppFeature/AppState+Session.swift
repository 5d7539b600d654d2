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
    let forgotten = inbox.notifications.count
    let effects = settings(.loggedOut) + inbox(.loggedOut) + description(.loggedOut)
    let unsubscribing = effects.contains {
      if case .settings(.unsubscribe(_, _, .logout)) = $0 { return true }
      return false
    }
    outcomes.post(.loggedOut(forgotten: forgotten, unsubscribing: unsubscribing))
    return effects
  }

  mutating func addLanguage(_ code: String) -> [AppEffect] {
    guard LanguageCode.isValid(code), !session.languages.contains(code) else { return [] }
    session.languages.append(code)
    // Chosen in the languages to add, which closes with the choice, as the app's does.
    if screen == .addLanguage { path.removeLast() }
    return settings(.languageAdded(code))
  }

  /// Any language may go while another is left (`canEditRowAtIndexPath`); the next becomes primary when
  /// the primary goes, and push choices are read from its wiki from the next read on. With one left, edit
  /// mode ends (the app hides its Edit button).
  mutating func removeLanguage(_ code: String) -> [AppEffect] {
    guard session.languages.count > 1, let index = session.languages.firstIndex(of: code) else { return [] }
    session.languages.remove(at: index)
    languageDeleteShown = nil
    outcomes.post(.languageRemoved(code, newPrimary: index == 0 ? session.languages.first : nil))
    if session.languages.count == 1 {
      languagesEditing = false
      outcomes.post(.languagesEditing(false))
    }
    return settings(.languageRemoved(code))
  }

  /// The reorder control: the first language is the primary.
  mutating func moveLanguage(_ code: String, to target: Int) {
    guard languagesEditing, let index = session.languages.firstIndex(of: code) else { return }
    let to = min(max(target, 0), session.languages.count - 1)
    languageDeleteShown = nil
    guard to != index else { return }
    session.languages.remove(at: index)
    session.languages.insert(code, at: to)
    outcomes.post(.languageMoved(code, to: to, of: session.languages.count))
  }

  /// Edit and Done, offered while there is more than one language.
  mutating func toggleLanguagesEditing() {
    guard screen == .languages, languagesEditing || session.languages.count > 1 else { return }
    languagesEditing.toggle()
    languageDeleteShown = nil
    outcomes.post(.languagesEditing(languagesEditing))
  }

  /// The delete control shows the Delete button; tapped again, it hides it (as iOS does).
  mutating func showLanguageDelete(_ code: String) {
    guard languagesEditing, session.languages.count > 1, session.languages.contains(code) else { return }
    languageDeleteShown = languageDeleteShown == code ? nil : code
    if let shown = languageDeleteShown { outcomes.post(.languageDeleteShown(shown)) }
  }

  mutating func sessionAlertAnswered(_ answer: SessionAlert.Action) -> [AppEffect] {
    guard sessionAlert != nil else { return [] }
    sessionAlert = nil
    switch answer {
    case .dismiss: return []
    case .logOut: return logout()
    }
  }
}
