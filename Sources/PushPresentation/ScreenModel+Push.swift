import PushAppFeature
import PushCore
import PushSettingsFeature

/// Settings > Push notifications: the switch (or the denied cell), what the app is doing, and the types.
extension ScreenModel {
  static func push(_ state: PushSettingsState) -> ScreenModel {
    var rows = [Row(id: "push.about", label: educationalText, role: .text)]
    rows += primarySwitchRows(state)
    if let notice = state.notice {
      rows.append(Row(id: "push.notice", label: notice.terminalSafe, role: .text))
    }
    if state.phase == .on { rows += readRows(state.preferences) }
    if !state.persisted.pending.isEmpty && state.loggedIn {
      rows.append(Row(id: "push.pending", label: pendingText(state.persisted.pending), role: .text))
    }
    if state.showsTypeToggles, let snapshot = state.preferences.snapshot { rows += typeRows(state, snapshot) }
    return ScreenModel(key: "push", title: "Push notifications", backTitle: nil, rows: rows, alert: nil)
  }

  /// The switch, or where permission is denied, the cell that says so and opens iOS Settings.
  static func primarySwitchRows(_ state: PushSettingsState) -> [Row] {
    if state.permission == .denied && !state.phase.isBusy {
      return [
        Row(id: "push.denied", label: "Notifications for Wikipedia are turned off in iOS Settings.", role: .text),
        Row(
          id: "push.openSettings", label: "Open iOS Settings", role: .button,
          hint: "Opens the Wikipedia page of iOS Settings, where notifications can be allowed", disclosure: true,
          activation: .settings(.rowOpened(.systemSettings))),
      ]
    }
    let value: RowValue
    switch state.phase {
    case .off: value = .toggle(false)
    case .on: value = .toggle(true)
    case .requestingPermission: value = .busy(.asking)
    case .waitingForToken, .subscribing: value = .busy(.turningOn)
    case .unsubscribing: value = .busy(.turningOff)
    }
    return [
      Row(
        id: "push.toggle", label: "Push notifications", value: value, role: .switchButton,
        hint: state.phase.isBusy ? "Waiting for the device and the server" : nil, enabled: !state.phase.isBusy,
        activation: .settings(.pushToggleTapped))
    ]
  }

  /// While the types are being read, or when reading them failed.
  static func readRows(_ preferences: PreferencesState) -> [Row] {
    switch preferences {
    case .loading:
      return [Row(id: "push.loading", label: "Loading your notification types…", role: .text)]
    case .failed(let wiki, let failure):
      return [
        Row(
          id: "push.readFailed",
          label:
            "Couldn't load your notification types from \(wiki.host): \(failure.message.terminalSafe). No types are shown until they load.",
          role: .alert),
        Row(
          id: "push.tryAgain", label: "Try again", role: .button, hint: "Reads the types from \(wiki.host) again",
          activation: .settings(.tryAgainTapped)),
      ]
    case .loaded, .notLoaded:
      return []
    }
  }

  /// The heading and the 16 type switches, each saying what it is waiting for while busy.
  static func typeRows(_ state: PushSettingsState, _ snapshot: PreferenceSnapshot) -> [Row] {
    var rows = [Row(id: "push.typesHeading", label: "Notify me about", role: .heading)]
    if !snapshot.unavailable.isEmpty {
      rows.append(
        Row(
          id: "push.unavailable",
          label:
            "Push is not available on \(snapshot.wiki.host) for \(AccessibleRenderer.count(snapshot.unavailable.count, "type")); they show Echo's defaults.",
          role: .text))
    }
    for type in NotificationType.allCases {
      var value = RowValue.toggle(state.displayedValue(type) ?? type.echoDefault)
      var hint: String?
      if let job = state.jobs[type] {
        switch job.stage {
        case .saving:
          value = .busy(.saving(on: job.value, wikis: state.fanOutWikis.count))
          hint = "Being saved to \(state.fanOutWikis.count) wikis"
        case .rollingBack:
          value = .busy(.switchingBack)
          hint = "The change failed somewhere and is being undone"
        }
      } else if state.syncing.contains(where: { $0.type == type }) {
        value = .busy(.syncing)
      }
      if snapshot.unavailable.contains(type) && hint == nil { hint = "Push is not available on \(snapshot.wiki.host)" }
      rows.append(
        Row(
          id: "type.\(type.rawValue)", label: type.label, value: value, role: .switchButton, hint: hint,
          enabled: !state.isBusy(type), activation: .settings(.typeToggleTapped(type))))
    }
    return rows
  }

  static func pendingText(_ pending: [PendingWrite]) -> String {
    let items = pending.sorted().prefix(3).map { "\($0.type.label) on \($0.wiki.host) (to \($0.value ? "on" : "off"))" }
    let more = pending.count > 3 ? " and \(pending.count - 3) more" : ""
    return "Not yet in step: " + items.joined(separator: ", ") + more
      + ". The app retries when it opens or returns to the foreground."
  }
}
