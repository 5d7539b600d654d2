import PushCore

extension AppState {
  /// The pure transition: applies `action` and returns the effects to run. No I/O happens here.
  public mutating func reduce(_ action: Action) -> [Effect] {
    switch action {
    case .appLaunched:
      return [.checkPermission(.launch)]

    case .enteredBackground:
      inBackground = true
      return []

    case .enteredForeground:
      guard inBackground else { return [] }
      inBackground = false
      return [.checkPermission(.foreground)]

    case .permissionChecked(let status, let reason):
      return permissionChecked(status, reason)

    case .rowOpened(let route):
      return open(route)

    case .backTapped:
      guard alert == nil, !systemPromptVisible, let top = path.popLast() else { return [] }
      // Coming back from the OS Settings page is the app coming back to the foreground.
      return top == .systemSettings ? [.checkPermission(.foreground)] : []

    case .loginTapped:
      guard !loggedIn else { return [] }
      persisted.loggedIn = true
      generation += 1
      path = []
      // The prompt does not wait for logout's unsubscribe: the user's choice decides, not a race.
      let prompt = persisted.promptAfterLogin
      if prompt { alert = .reloginPrompt }
      persisted.promptAfterLogin = false
      return [.checkPermission(prompt ? .foreground : .launch)]

    case .logoutTapped:
      return logout()

    case .languageAdded(let code):
      return addLanguage(code)

    case .languageRemoved(let code):
      return removeLanguage(code)

    case .pushToggleTapped:
      guard alert == nil, !systemPromptVisible, loggedIn, screen == .push else { return [] }
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
      systemPromptVisible = false
      permission = status
      guard phase == .requestingPermission else { return [] }
      if status.isAllowed {
        phase = .waitingForToken(attempt: 1)
        return [.registerForRemoteNotifications]
      }
      phase = .off
      return []

    case .tokenCheckFinished(let attempt, let token):
      guard case .waitingForToken(let current) = phase, current == attempt else { return [] }
      if let token {
        persisted.deviceToken = token
        phase = .subscribing
        return [.subscribe(token: token, wiki: primaryWiki, generation: generation)]
      }
      if attempt < Effect.tokenCheckAttempts {
        phase = .waitingForToken(attempt: attempt + 1)
        return [.checkToken(attempt: attempt + 1, afterMs: Effect.tokenCheckIntervalMs)]
      }
      return enableFailed(.tokenTimeout)

    case .subscribeFinished(let gen, let failure):
      guard gen == generation, phase == .subscribing else {
        // An earlier session's subscribe: the server now holds it, so the flag must say so.
        if gen != generation, failure == nil { persisted.subscribed = true }
        return []
      }
      if let failure { return enableFailed(.subscribeFailed(failure)) }
      persisted.subscribed = true
      persisted.wantsPush = true
      phase = .on
      enableMode = .user
      return loadPreferences()

    case .unsubscribeFinished(let reason, let failure):
      return unsubscribeFinished(reason, failure)

    case .systemSettingsSwitchToggled(let allow):
      guard screen == .systemSettings else { return [] }
      return [.setSystemPermission(allow ? .authorized : .denied)]

    case .systemPermissionChanged(let status):
      // The OS Settings page shows the OS's value; the app sees it when it is foregrounded.
      systemSettingsPermission = status
      return []

    case .preferencesLoaded(let gen, let result):
      guard gen == generation, readInFlight else { return [] }
      switch result {
      case .success(let read):
        guard read.wiki == readWiki else { return [] }  // A read of a wiki no longer used; a new one is on its way.
        readInFlight = false
        let known = trusted(read)
        preferences = .loaded(known)
        // New languages get what the screen shows, not the raw read (which may predate a pending write).
        return syncNewLanguages(known) + [.warmTokens(fanOutWikis)]
      case .failure(let failure):
        readInFlight = false
        preferences = .failed(wiki: readWiki, failure)
        return []
      }

    case .tryAgainTapped:
      guard case .failed = preferences, phase == .on else { return [] }
      return loadPreferences()

    case .typeToggleTapped(let type):
      guard alert == nil, showsTypeToggles, !isBusy(type), let current = displayedValue(type) else { return [] }
      jobs[type] = TypeJob(value: !current, previous: current, stage: .saving)
      typeEpoch[type, default: 0] += 1
      return [.write(type: type, value: !current, previous: current, wikis: fanOutWikis, generation: generation)]

    case .writeFinished(let gen, let type, let value, let previous, let outcomes):
      return writeFinished(gen, type, value, previous, outcomes)

    case .rollbackFinished(let type, let value, let outcomes):
      return rollbackFinished(type, value, outcomes)

    case .syncFinished(let outcomes):
      syncing.subtract(outcomes.map(\.write))
      for outcome in outcomes { typeEpoch[outcome.write.type, default: 0] += 1 }
      let done = Set(outcomes.filter { $0.failure == nil }.map(\.write))
      persisted.pending.removeAll { done.contains($0) }
      let failed = outcomes.filter { $0.failure != nil }
      if !failed.isEmpty {
        notice =
          "\(failed.count) change(s) could not be synced yet to "
          + Set(failed.map(\.write.wiki)).sorted().map(\.host).joined(separator: ", ") + "; the app will retry."
      } else if !done.isEmpty {
        notice = "\(done.count) pending change(s) synced."
      }
      // Entries queued while these were on their way go now; the ones that just failed wait for a later retry.
      return retryPending(except: Set(outcomes.map(\.write)))

    case .alertButtonTapped(let button):
      guard alert != nil else { return [] }
      alert = nil
      switch button {
      case .dismiss: return []
      case .retryTurnOn: return phase == .off ? turnOn(mode: .user) : []
      case .retryTurnOff: return phase == .on ? turnOff() : []
      case .turnOnAfterLogin:
        path = [.push]
        return [.checkPermission(.turnOnRequested)]
      }
    }
  }
}
