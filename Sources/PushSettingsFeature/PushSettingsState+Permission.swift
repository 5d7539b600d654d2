import PushCore
import PushWikiClient

/// The primary switch: permission checks, turning on and off, and the answers from the device and the server.
extension PushSettingsState {
  mutating func permissionChecked(_ status: PermissionStatus, _ reason: CheckReason) -> [PushSettingsEffect] {
    // A check answered while push is being turned on or off is older than what that flow learned (iOS's
    // answer to the prompt): it must not overwrite it. It did, on a loaded machine: the screen's check came
    // back "not determined" after Allow, and push was on with no types shown (showsTypeToggles).
    guard !phase.isBusy || !loggedIn else {
      if reason == .launch || reason == .foreground { syncAttempted = [] }
      return retryPending()
    }
    permission = status
    guard loggedIn else {
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
        notice = "Push notifications are off because notifications are turned off in iOS Settings."
        noticeDetail = "Permission revoked at a foreground check: the app unsubscribed the device token on its own."
        return effects + [.unsubscribe(token: persisted.deviceToken, wiki: primaryWiki, .permissionRevoked)]
      }
      phase = .off
      if status == .notDetermined, let mode = reason.enableMode { effects += turnOn(mode: mode) }
      return effects
    }

    switch reason {
    case .launch:
      // Seed 001, step 7: the token may have changed since the last run; subscribe it again.
      if persisted.subscribed || persisted.wantsPush { return effects + turnOn(mode: .quiet) }
    case .foreground:
      if !persisted.subscribed && persisted.wantsPush {
        notice = "Notifications are allowed again, so push notifications are back on."
        noticeDetail = "Permission allowed again at a foreground check: the app subscribed the device token on its own."
        return effects + turnOn(mode: .quiet)
      }
    case .turnOnRequested, .optInRequested:
      // Subscribing again is harmless (the server answers token-exists) and does not race logout's unsubscribe.
      return effects + turnOn(mode: reason.enableMode ?? .user)
    case .screenOpened:
      break
    }
    if persisted.subscribed {
      phase = .on
      if context.onScreen || reason == .turnOnRequested || preferences.snapshot != nil {
        effects += loadPreferences()
      }
    } else {
      phase = .off
      preferences = .notLoaded
    }
    return effects
  }

  mutating func turnOn(mode: EnableMode) -> [PushSettingsEffect] {
    enableMode = mode
    switch permission {
    case .notDetermined?, nil:
      guard mode != .quiet else { return [] }
      phase = .requestingPermission
      return [.requestAuthorization]
    case .denied?:
      return []
    case .authorized?, .provisional?, .ephemeral?:
      phase = .waitingForToken(attempt: 1)
      return [.registerForRemoteNotifications]
    }
  }

  mutating func turnOff() -> [PushSettingsEffect] {
    phase = .unsubscribing
    return [.unsubscribe(token: persisted.deviceToken, wiki: primaryWiki, .userTurnedOff)]
  }

  mutating func authorizationResponse(_ status: PermissionStatus) -> [PushSettingsEffect] {
    systemPromptVisible = false
    permission = status
    guard phase == .requestingPermission else { return [] }
    if status.isAllowed {
      phase = .waitingForToken(attempt: 1)
      return [.registerForRemoteNotifications]
    }
    phase = .off
    return []
  }

  mutating func tokenChecked(_ attempt: Int, _ token: String?) -> [PushSettingsEffect] {
    guard case .waitingForToken(let current) = phase, current == attempt else { return [] }
    if let token {
      persisted.deviceToken = token
      phase = .subscribing
      return [.subscribe(token: token, wiki: primaryWiki, generation: generation)]
    }
    if attempt < PushSettingsEffect.tokenCheckAttempts {
      phase = .waitingForToken(attempt: attempt + 1)
      return [.checkToken(attempt: attempt + 1, afterMs: PushSettingsEffect.tokenCheckIntervalMs)]
    }
    return enableFailed(.tokenTimeout)
  }

  mutating func subscribeFinished(_ gen: Int, _ failure: ServiceFailure?) -> [PushSettingsEffect] {
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
  }

  enum EnableFailure {
    case tokenTimeout
    case subscribeFailed(ServiceFailure)
  }

  mutating func enableFailed(_ failure: EnableFailure) -> [PushSettingsEffect] {
    let mode = enableMode
    enableMode = .user
    // The flag is untouched: it changes only when the server answers success.
    phase = persisted.subscribed ? .on : .off
    if mode == .silent { return [] }
    if mode == .quiet {
      notice = "Push notifications could not be turned back on. The app will try again later."
      noticeDetail = "A quiet re-subscribe (launch or foreground) failed; retried at the next launch."
      return phase == .on && context.onScreen ? loadPreferences() : []
    }
    switch failure {
    case .tokenTimeout:
      alert = .echoFailure(
        .tokenTimeout, retry: .retryTurnOn,
        detail:
          "No device token from APNs after \(English.count(PushSettingsEffect.tokenCheckAttempts, "try", plural: "tries"))."
      )
    case .subscribeFailed(let f):
      alert = .echoFailure(
        .subscribeFailed, retry: .retryTurnOn, detail: "Subscribe on \(primaryWiki.host) failed: \(f.message).")
    }
    return []
  }

  mutating func unsubscribeFinished(_ reason: UnsubscribeReason, _ failure: ServiceFailure?) -> [PushSettingsEffect] {
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
        alert = .echoFailure(
          .unsubscribeFailed, retry: .retryTurnOff,
          detail: "Unsubscribe on \(primaryWiki.host) failed: \(failure.message).")
        return []
      }
      persisted.wantsPush = false
      phase = .off
      preferences = .notLoaded
      return []
    }
  }
}

extension CheckReason {
  /// How a check the user asked for turns push on; nil for the app's own checks.
  var enableMode: EnableMode? {
    switch self {
    case .turnOnRequested: .user
    case .optInRequested: .silent
    case .launch, .foreground, .screenOpened: nil
    }
  }
}
