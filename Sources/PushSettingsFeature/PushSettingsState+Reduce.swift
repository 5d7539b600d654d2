import PushCore
import PushWikiClient

extension PushSettingsState {
  /// The pure transition: applies `action` and returns the effects to run. No I/O happens here.
  /// Each part of the flow has its own function; the first that knows the action handles it.
  public mutating func reduce(_ action: PushSettingsAction) -> [PushSettingsEffect] {
    if let effects = lifeAndSession(action) { return effects }
    if let effects = primarySwitch(action) { return effects }
    return typePreferences(action) ?? []
  }

  /// The app's life and the session, as the root tells them.
  mutating func lifeAndSession(_ action: PushSettingsAction) -> [PushSettingsEffect]? {
    switch action {
    case .appLaunched:
      return [.checkPermission(.launch)]
    case .enteredForeground, .systemSettingsClosed:
      // Coming back from the OS Settings page is the app coming back to the foreground.
      return [.checkPermission(.foreground)]
    case .permissionChecked(let status, let reason):
      return permissionChecked(status, reason)
    case .screenOpened:
      // A notice says what happened since the user last looked; coming back to the screen, it has been seen.
      // (The check this opening makes may set a new one.)
      notice = nil
      noticeDetail = nil
      return [.checkPermission(.screenOpened)]
    case .systemSettingsOpened:
      systemSettingsPermission = permission
      return []
    case .turnOnRequested:
      return [.checkPermission(.turnOnRequested)]
    case .silentTurnOnRequested:
      return [.checkPermission(.optInRequested)]
    case .loggedIn:
      return loggedInNow()
    case .loggedOut:
      return loggedOutNow()
    case .languageAdded(let code):
      return languageAdded(code)
    case .languageRemoved(let code):
      persisted.pending.removeAll { $0.wiki == .language(code) }
      persisted.languagesToSync.removeAll { $0 == code }
      return []
    case .alertButtonTapped(let button):
      return alertButtonTapped(button)
    default:
      return nil
    }
  }

  /// The primary switch, the OS prompt and the device's subscription.
  mutating func primarySwitch(_ action: PushSettingsAction) -> [PushSettingsEffect]? {
    switch action {
    case .pushToggleTapped:
      guard loggedIn, context.onScreen else { return [] }
      switch phase {
      case .off: return turnOn(mode: .user)
      case .on: return turnOff()
      default: return []  // The switch does not respond while it waits.
      }

    case .systemPromptShown:
      // The OS owns the prompt: it stays up until answered, whatever the app did meanwhile.
      systemPromptVisible = true
      return []

    case .systemPromptAnswered(let allow):
      guard systemPromptVisible else { return [] }
      systemPromptVisible = false
      return [.answerSystemPrompt(allow: allow)]

    case .authorizationResponse(let status):
      return authorizationResponse(status)

    case .tokenCheckFinished(let attempt, let token):
      return tokenChecked(attempt, token)

    case .subscribeFinished(let gen, let failure):
      return subscribeFinished(gen, failure)

    case .unsubscribeFinished(let reason, let failure):
      return unsubscribeFinished(reason, failure)

    case .systemSettingsSwitchToggled(let allow):
      return [.setSystemPermission(allow ? .authorized : .denied)]

    case .systemPermissionChanged(let status):
      // The OS Settings page shows the OS's value; the app sees it when it is foregrounded.
      systemSettingsPermission = status
      return []

    default:
      return nil
    }
  }

  /// The 16 type switches: reading, writing, undoing and syncing them.
  mutating func typePreferences(_ action: PushSettingsAction) -> [PushSettingsEffect]? {
    switch action {
    case .preferencesLoaded(let gen, let result):
      return preferencesLoaded(gen, result)

    case .tryAgainTapped:
      guard case .failed = preferences, phase == .on else { return [] }
      return loadPreferences()

    case .typeToggleTapped(let type):
      guard showsTypeToggles, !isBusy(type), let current = displayedValue(type) else { return [] }
      jobs[type] = TypeJob(value: !current, previous: current, stage: .saving)
      typeEpoch[type, default: 0] += 1
      return [.write(type: type, value: !current, previous: current, wikis: fanOutWikis, generation: generation)]

    case .writeFinished(let gen, let type, let value, let previous, let outcomes):
      return writeFinished(gen, type, value, previous, outcomes)

    case .rollbackFinished(let type, let value, let outcomes):
      return rollbackFinished(type, value, outcomes)

    case .syncFinished(let outcomes):
      return syncFinished(outcomes)

    default:
      return nil
    }
  }
}
