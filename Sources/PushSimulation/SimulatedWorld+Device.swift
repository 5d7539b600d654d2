import PushCore

/// The device and APNs side: the OS permission and its prompt, registration, and the device token.
extension SimulatedWorld {
  /// The device's OS permission now.
  public var permission: PermissionStatus { config.permission }

  /// Changes the permission as if in OS Settings while the app is in the background.
  public func setPermission(_ status: PermissionStatus) { settings.change { $0.permission = status } }

  /// Calls `sink` whenever the device's OS permission changes (the state file remembers it).
  public func addPermissionSink(_ sink: @escaping @Sendable (PermissionStatus) -> Void) {
    settings.onPermissionChange(sink)
  }

  public var promptIsShowing: Bool { prompt != nil }

  func authorizationStatus() -> PermissionStatus {
    let permission = permission
    record(service: "os", wiki: nil, action: "getNotificationSettings", params: [("status", permission.rawValue)])
    return permission
  }

  func requestAuthorization(_ promptShown: @escaping @Sendable () -> Void) async -> PermissionStatus {
    if permission == .notDetermined, let answer = config.promptAnswer {
      setPermission(answer ? .authorized : .denied)
    }
    guard permission == .notDetermined, prompt == nil else {
      record(service: "os", wiki: nil, action: "requestAuthorization", params: [("result", permission.rawValue)])
      return permission
    }
    promptShown()
    let status = await withCheckedContinuation { prompt = $0 }
    record(service: "os", wiki: nil, action: "requestAuthorization", params: [("result", status.rawValue)])
    return status
  }

  func answerPrompt(_ allow: Bool) {
    guard let waiting = prompt else { return }
    prompt = nil
    setPermission(allow ? .authorized : .denied)
    waiting.resume(returning: permission)
  }

  func registerForRemoteNotifications() {
    if registeredAtMs == nil { registeredAtMs = clock.nowMs() }
    record(service: "apns", wiki: nil, action: "registerForRemoteNotifications", params: [])
  }

  func currentDeviceToken() -> String? {
    let arrived: Bool
    if config.faults.always.contains(.token) || settings.consumeOnce(.token) {
      arrived = false
    } else {
      switch config.tokenArrival {
      case .immediate: arrived = registeredAtMs != nil
      case .afterMs(let ms): arrived = registeredAtMs.map { clock.nowMs() - $0 >= ms } ?? false
      case .never: arrived = false
      }
    }
    record(
      service: "apns", wiki: nil, action: "didRegisterForRemoteNotifications", params: [],
      error: arrived ? nil : "no-token-yet")
    return arrived ? deviceToken : nil
  }

  func setPermissionInSettings(_ status: PermissionStatus) {
    setPermission(status)
    record(service: "os", wiki: nil, action: "settingsChanged", params: [("status", status.rawValue)])
  }
}
