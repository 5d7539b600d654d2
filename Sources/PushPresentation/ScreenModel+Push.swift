import PushAppFeature
import PushCore
import PushSettingsFeature

/// Settings > Push notifications: the switch (or the denied cell), what the app is doing, and the types.
extension ScreenModel {
  static func push(_ state: PushSettingsState) -> ScreenModel {
    var rows = [Row(id: "push.about", label: educationalText, role: .text)]
    rows += primarySwitchRows(state)
    if let notice = state.notice {
      rows.append(
        Row(
          id: "push.notice", label: notice.terminalSafe, role: .text, annotation: state.noticeDetail?.terminalSafe,
          status: true))
    }
    if state.phase == .on { rows += readRows(state.preferences) }
    if !state.persisted.pending.isEmpty && state.loggedIn {
      rows.append(
        Row(
          id: "push.pending", label: pendingText(state.persisted.pending), role: .text,
          annotation: pendingDetail(state.persisted.pending), status: true))
    }
    if state.showsTypeToggles, let snapshot = state.preferences.snapshot { rows += typeRows(state, snapshot) }
    return ScreenModel(key: "push", title: "Push notifications", backTitle: nil, rows: rows, alert: nil)
  }

  /// The switch, or where permission is denied, the cell that says so and opens iOS Settings.
  static func primarySwitchRows(_ state: PushSettingsState) -> [Row] {
    if state.permission == .denied && !state.phase.isBusy {
      // As the app: one row with the screen's name that opens iOS Settings, and no other text.
      return [
        Row(
          id: "push.openSettings", label: "Push notifications", role: .button,
          hint: "Notifications are turned off in iOS Settings; opens them", disclosure: true,
          activation: .send(.opened(.systemSettings)),
          annotation: "Permission denied: the switch is replaced by this row, as in the app.")
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
        enabled: !state.phase.isBusy, activation: .settings(.pushToggleTapped), annotation: phaseDetail(state.phase))
    ]
  }

  /// While the types are being read, or when reading them failed.
  static func readRows(_ preferences: PreferencesState) -> [Row] {
    switch preferences {
    case .loading:
      return [Row(id: "push.loading", label: "Loading your notification types…", role: .text, status: true)]
    case .failed(let wiki, let failure):
      return [
        Row(
          id: "push.readFailed", label: "Couldn't load your notification types.", role: .alert,
          annotation: "Read from \(wiki.host) failed: \(failure.message.terminalSafe).", status: true),
        Row(
          id: "push.tryAgain", label: "Try again", role: .button, hint: "Loads the notification types again",
          activation: .settings(.tryAgainTapped)),
      ]
    case .loaded, .notLoaded:
      return []
    }
  }

  /// The heading and the 16 type switches, each saying what it is waiting for while busy.
  static func typeRows(_ state: PushSettingsState, _ snapshot: PreferenceSnapshot) -> [Row] {
    var rows = [
      Row(
        id: "push.typesHeading", label: "Notify me about", role: .heading,
        annotation: "Read from \(snapshot.wiki.host); changes go to \(English.count(state.fanOutWikis.count, "wiki")).")
    ]
    for type in NotificationType.allCases {
      var value = RowValue.toggle(state.displayedValue(type) ?? type.echoDefault)
      var detail: String?
      if let job = state.jobs[type] {
        switch job.stage {
        case .saving:
          value = .busy(.saving(on: job.value, wikis: state.fanOutWikis.count))
          detail = "Writing to \(English.count(state.fanOutWikis.count, "wiki"))."
        case .rollingBack(let failed):
          value = .busy(.switchingBack)
          detail = "Failed on " + English.list(failed.map(\.wiki.host)) + "; undoing it on the others."
        }
      } else if state.syncing.contains(where: { $0.type == type }) {
        value = .busy(.syncing)
        detail = "Retrying a pending write."
      }
      if snapshot.unavailable.contains(type) && detail == nil {
        detail = "Not available on \(snapshot.wiki.host): shows Echo's default."
      }
      rows.append(
        Row(
          id: "type.\(type.rawValue)", label: type.label, value: value, role: .switchButton,
          enabled: !state.isBusy(type), activation: .settings(.typeToggleTapped(type)), annotation: detail))
    }
    return rows
  }

  /// The types still to be saved somewhere, by name: "Not yet in step: Thanks and Mention."
  static func pendingText(_ pending: [PendingWrite]) -> String {
    var types: [String] = []
    for write in pending.sorted() where !types.contains(write.type.label) { types.append(write.type.label) }
    let shown = types.count > 3 ? Array(types.prefix(2)) + [English.count(types.count - 2, "more")] : types
    return "Not yet in step: " + English.list(shown) + ". The app will try again later."
  }

  static func pendingDetail(_ pending: [PendingWrite]) -> String {
    let items = pending.sorted().map { "\($0.type.label) on \($0.wiki.host) (to \($0.value ? "on" : "off"))" }
    return "Pending: " + English.list(items) + "; retried at launch, foreground and login."
  }

  /// What the switch is waiting for, for QA.
  static func phaseDetail(_ phase: PushPhase) -> String? {
    switch phase {
    case .off, .on: nil
    case .requestingPermission: "Waiting for the iOS permission prompt's answer."
    case .waitingForToken(let attempt):
      "Waiting for the device token from APNs (try \(attempt) of \(PushSettingsEffect.tokenCheckAttempts))."
    case .subscribing: "Subscribing the device token with Echo."
    case .unsubscribing: "Unsubscribing the device token from Echo."
    }
  }
}
