import PushCore

/// The transitions behind `reduce`, one per part of the flow.
extension AppState {
  mutating func open(_ route: Route) -> [Effect] {
    guard alert == nil, !systemPromptVisible else { return [] }
    switch route {
    case .push, .account, .subscriptions:
      guard loggedIn else { return [] }
    case .systemSettings:
      systemSettingsPermission = permission
    case .languages:
      break
    }
    path.append(route)
    return route == .push ? [.checkPermission(.screenOpened)] : []
  }

  mutating func permissionChecked(_ status: PermissionStatus, _ reason: CheckReason) -> [Effect] {
    permission = status
    guard loggedIn else {
      path.removeAll { $0 == .push || $0 == .account || $0 == .subscriptions }
      // A logout whose unsubscribe failed is retried while the app runs.
      if persisted.subscribed && phase == .off && reason != .screenOpened {
        return [.unsubscribe(token: persisted.deviceToken, wiki: primaryWiki, .logout)]
      }
      return []
    }
    if reason == .launch || reason == .foreground { syncAttempted = [] }
    var effects = retryPending()
    guard !phase.isBusy else { return effects }

    if !status.isAllowed {
      preferences = .notLoaded
      if persisted.subscribed {
        // Permission was revoked in OS Settings: stop pushing to this device.
        phase = .unsubscribing
        notice = "Notifications were turned off in iOS Settings, so this device was unsubscribed."
        return effects + [.unsubscribe(token: persisted.deviceToken, wiki: primaryWiki, .permissionRevoked)]
      }
      phase = .off
      if reason == .turnOnRequested && status == .notDetermined { effects += turnOn(mode: .user) }
      return effects
    }

    switch reason {
    case .launch:
      // Seed 001, step 7: the token may have changed since the last run; subscribe it again.
      if persisted.subscribed || persisted.wantsPush { return effects + turnOn(mode: .quiet) }
    case .foreground:
      if !persisted.subscribed && persisted.wantsPush {
        notice = "Notifications are allowed again, so this device was subscribed again."
        return effects + turnOn(mode: .quiet)
      }
    case .turnOnRequested:
      // Subscribing again is harmless (the server answers token-exists) and does not race logout's unsubscribe.
      return effects + turnOn(mode: .user)
    case .screenOpened:
      break
    }
    if persisted.subscribed {
      phase = .on
      if screen == .push || reason == .turnOnRequested || preferences.snapshot != nil {
        effects += loadPreferences()
      }
    } else {
      phase = .off
      preferences = .notLoaded
    }
    return effects
  }

  mutating func turnOn(mode: EnableMode) -> [Effect] {
    enableMode = mode
    switch permission {
    case .notDetermined?, nil:
      guard mode == .user else { return [] }
      phase = .requestingPermission
      return [.requestAuthorization]
    case .denied?:
      return []
    case .authorized?, .provisional?, .ephemeral?:
      phase = .waitingForToken(attempt: 1)
      return [.registerForRemoteNotifications]
    }
  }

  mutating func turnOff() -> [Effect] {
    phase = .unsubscribing
    return [.unsubscribe(token: persisted.deviceToken, wiki: primaryWiki, .userTurnedOff)]
  }

  enum EnableFailure {
    case tokenTimeout
    case subscribeFailed(ServiceFailure)
  }

  mutating func enableFailed(_ failure: EnableFailure) -> [Effect] {
    let quiet = enableMode == .quiet
    enableMode = .user
    // The flag is untouched: it changes only when the server answers success.
    phase = persisted.subscribed ? .on : .off
    if quiet {
      notice = "This device could not be subscribed again; the app will try at the next launch."
      return phase == .on && (screen == .push) ? loadPreferences() : []
    }
    switch failure {
    case .tokenTimeout:
      alert = AlertState(
        kind: .tokenTimeout, title: "Couldn't turn on push notifications",
        message:
          "The device token from Apple did not arrive after \(Effect.tokenCheckAttempts) tries. Push notifications are still off.",
        buttons: [.init("Try again", .retryTurnOn), .init("Cancel", .dismiss)])
    case .subscribeFailed(let f):
      alert = AlertState(
        kind: .subscribeFailed, title: "Couldn't turn on push notifications",
        message: "\(primaryWiki.host) could not subscribe this device: \(f.message). Push notifications are still off.",
        buttons: [.init("Try again", .retryTurnOn), .init("Cancel", .dismiss)])
    }
    return []
  }

  mutating func unsubscribeFinished(_ reason: UnsubscribeReason, _ failure: ServiceFailure?) -> [Effect] {
    if failure == nil { persisted.subscribed = false }
    switch reason {
    case .logout:
      // Errors at logout are logged, not shown; the flag stays true so the app retries.
      if failure == nil, loggedIn, phase == .on {
        // Logged back in before the unsubscribe landed: push is off until the user turns it on.
        phase = .off
        preferences = .notLoaded
      }
      return []
    case .permissionRevoked:
      if phase == .unsubscribing { phase = .off }
      return []
    case .userTurnedOff:
      guard phase == .unsubscribing else { return [] }
      if let failure {
        phase = .on
        alert = AlertState(
          kind: .unsubscribeFailed, title: "Couldn't turn off push notifications",
          message:
            "\(primaryWiki.host) could not unsubscribe this device: \(failure.message). Push notifications are still on.",
          buttons: [.init("Try again", .retryTurnOff), .init("Cancel", .dismiss)])
        return []
      }
      persisted.wantsPush = false
      phase = .off
      preferences = .notLoaded
      return []
    }
  }

  mutating func loadPreferences() -> [Effect] {
    // A refresh keeps the values the app knows on screen (also when it reads another wiki now: wikis in
    // step hold the same values); only a first read shows Loading.
    if preferences.snapshot == nil { preferences = .loading }
    readInFlight = true
    readEpochs = typeEpoch
    return [.readPreferences(wiki: readWiki, generation: generation)]
  }

  /// What a read can be trusted for: a type changed by the app while the read was on its way keeps
  /// the value the app knows, and a write still pending for the primary wiki is what the screen shows.
  func trusted(_ read: PreferenceSnapshot) -> PreferenceSnapshot {
    var snapshot = read
    for write in persisted.pending where write.wiki == read.wiki { snapshot.values[write.type] = write.value }
    for type in NotificationType.allCases where jobs[type] != nil || typeEpoch[type] != readEpochs[type] {
      if let known = preferences.snapshot?.values[type] {
        snapshot.values[type] = known
      } else if let job = jobs[type] {
        snapshot.values[type] = job.previous
      }
    }
    return snapshot
  }

  mutating func logout() -> [Effect] {
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

  mutating func addLanguage(_ code: String) -> [Effect] {
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

  mutating func removeLanguage(_ code: String) -> [Effect] {
    guard persisted.languages.count > 1, let index = persisted.languages.firstIndex(of: code) else { return [] }
    persisted.languages.remove(at: index)
    persisted.pending.removeAll { $0.wiki == .language(code) }
    persisted.languagesToSync.removeAll { $0 == code }
    // The wiki the values are read from changed: read them there.
    if index == 0, preferences.snapshot != nil || readInFlight, phase == .on, preferences.snapshot?.wiki != readWiki {
      return loadPreferences()
    }
    return []
  }

  mutating func syncNewLanguages(_ snapshot: PreferenceSnapshot) -> [Effect] {
    guard !persisted.languagesToSync.isEmpty else { return [] }
    for code in persisted.languagesToSync where persisted.languages.contains(code) {
      for type in NotificationType.allCases {
        enqueue(
          PendingWrite(
            wiki: .language(code), type: type, value: snapshot.values[type] ?? type.echoDefault, origin: .newLanguage))
      }
    }
    persisted.languagesToSync = []
    return retryPending()
  }

  /// Adds a pending write, replacing any older one for the same wiki and type.
  mutating func enqueue(_ write: PendingWrite) {
    persisted.pending.removeAll { $0.wiki == write.wiki && $0.type == write.type }
    persisted.pending.append(write)
  }

  /// Retries pending writes whose type is not being changed right now, one write per wiki and type at a time.
  mutating func retryPending(except skipped: Set<PendingWrite> = []) -> [Effect] {
    guard loggedIn else { return [] }
    let busy = Set(syncing.map { "\($0.wiki.host) \($0.type.key)" })
    let ready = persisted.pending.filter {
      jobs[$0.type] == nil && !syncing.contains($0) && !skipped.contains($0) && !syncAttempted.contains($0)
        && !busy.contains("\($0.wiki.host) \($0.type.key)")
    }
    guard !ready.isEmpty else { return [] }
    syncing.formUnion(ready)
    syncAttempted.formUnion(ready)
    return [.sync(ready)]
  }

  /// Wikis added while a write was on its way were not part of it: queue the type's final value for them.
  mutating func queueForWikisAddedMeanwhile(_ type: NotificationType, value: Bool, written: [Wiki]) {
    for wiki in fanOutWikis where !written.contains(wiki) {
      enqueue(PendingWrite(wiki: wiki, type: type, value: value, origin: .newLanguage))
    }
  }

  mutating func writeFinished(
    _ gen: Int, _ type: NotificationType, _ value: Bool, _ previous: Bool, _ outcomes: [WikiOutcome]
  ) -> [Effect] {
    let failed = outcomes.filter { $0.failure != nil }
    let succeeded = outcomes.filter { $0.failure == nil }.map(\.wiki)
    guard gen == generation else {
      // Logged out meanwhile: nobody sees an alert, but a partial write must still be undone later.
      if !failed.isEmpty {
        for wiki in succeeded { enqueue(PendingWrite(wiki: wiki, type: type, value: previous, origin: .rollback)) }
      } else {
        persisted.pending.removeAll { $0.type == type && succeeded.contains($0.wiki) }
      }
      return []
    }
    typeEpoch[type, default: 0] += 1
    guard failed.isEmpty else {
      if succeeded.isEmpty {
        jobs[type] = nil
        queueForWikisAddedMeanwhile(type, value: previous, written: outcomes.map(\.wiki))
        alert = .writeFailed(type: type, previous: previous, failed: failed, rolledBack: [], stillPending: [])
        return retryPending()
      }
      jobs[type] = TypeJob(value: value, previous: previous, stage: .rollingBack(failed: failed))
      return [.rollback(type: type, value: previous, wikis: succeeded)]
    }
    jobs[type] = nil
    persisted.pending.removeAll { $0.type == type && succeeded.contains($0.wiki) }
    queueForWikisAddedMeanwhile(type, value: value, written: succeeded)
    if case .loaded(var snapshot) = preferences {
      snapshot.values[type] = value
      preferences = .loaded(snapshot)
    }
    return retryPending()
  }

  mutating func rollbackFinished(_ type: NotificationType, _ value: Bool, _ outcomes: [WikiOutcome]) -> [Effect] {
    let stillWrong = outcomes.filter { $0.failure != nil }.map(\.wiki)
    let undone = outcomes.filter { $0.failure == nil }.map(\.wiki)
    // Whatever happened since, a wiki left with the new value must be set back: persist it first.
    for wiki in stillWrong { enqueue(PendingWrite(wiki: wiki, type: type, value: value, origin: .rollback)) }
    persisted.pending.removeAll { $0.type == type && undone.contains($0.wiki) && $0.value == value }
    typeEpoch[type, default: 0] += 1
    guard let job = jobs[type], case .rollingBack(let failed) = job.stage, job.previous == value else { return [] }
    jobs[type] = nil
    queueForWikisAddedMeanwhile(type, value: value, written: failed.map(\.wiki) + outcomes.map(\.wiki))
    alert = .writeFailed(type: type, previous: value, failed: failed, rolledBack: undone, stillPending: stillWrong)
    // What could not be undone waits for the next foreground or launch; anything else queued may go now.
    let justFailed = persisted.pending.filter { $0.type == type && stillWrong.contains($0.wiki) }
    return retryPending(except: Set(justFailed))
  }
}

extension AlertState {
  static let reloginPrompt = AlertState(
    kind: .reloginPrompt, title: "Turn push notifications back on?",
    message:
      "Logging out stopped push notifications on this device. Turn them back on to hear about messages, thanks and mentions.",
    buttons: [.init("Turn On", .turnOnAfterLogin), .init("Not Now", .dismiss)])

  static func writeFailed(
    type: NotificationType, previous: Bool, failed: [WikiOutcome], rolledBack: [Wiki], stillPending: [Wiki]
  ) -> AlertState {
    let state = previous ? "on" : "off"
    let reasons = failed.map { "\($0.wiki.host) (\($0.failure?.message ?? "error"))" }.joined(separator: ", ")
    var message = "\(type.label) could not be changed on \(reasons), so it was switched back \(state)."
    if !rolledBack.isEmpty {
      message += " The change was undone on " + rolledBack.map(\.host).joined(separator: ", ") + "."
    }
    if !stillPending.isEmpty {
      message +=
        " It could not yet be undone on " + stillPending.map(\.host).joined(separator: ", ")
        + "; the app will retry when it next opens or returns to the foreground."
    }
    return AlertState(
      kind: .writeFailed, title: "Couldn't change \(type.label)", message: message, buttons: [.init("OK", .dismiss)])
  }
}
