import PushAppFeature
import PushCore
import PushSettingsFeature

/// Settings > Push notifications: the switch (or the denied cell), what the app is doing, and the types.
extension ScreenModel {
  static func push(_ state: PushSettingsState) -> ScreenModel {
    var rows = [Row(id: "push.about", label: educationalText, role: .text)]
    var primary = primarySwitchRows(state)
    if let notice = state.notice {
      // What the app did on its own is done quietly in the app: said in the accessible mode, a QA detail on
      // the switch.
      primary[0].annotation = [primary[0].annotation, notice.terminalSafe, state.noticeDetail?.terminalSafe]
        .compactMap { $0 }.joined(separator: " ")
      var row = Row(id: "push.notice", label: notice.terminalSafe, role: .text)
      row.accessibleOnly = true
      row.status = true
      primary.append(row)
    }
    rows += primary
    if state.phase == .on { rows += readRows(state.preferences) }
    if !state.persisted.pending.isEmpty && state.loggedIn {
      // Writes still owed to some wiki (the app had no fan-out to owe): said in the accessible mode, a QA
      // detail on the screen. The wikis and values are the switch's QA detail alone: said once.
      // A notice that already says the app will try again is not said twice.
      let pending = pendingText(state.persisted.pending, retry: !(state.notice?.hasSuffix(Self.retryLater) ?? false))
      var row = Row(id: "push.pending", label: pending, role: .text)
      row.accessibleOnly = true
      row.status = true
      rows.append(row)
      // The full screen shows it as a QA detail on the switch.
      if let index = rows.firstIndex(where: { $0.id == "push.toggle" || $0.id == "push.openSettings" }) {
        rows[index].annotation = [
          rows[index].annotation, pending, pendingDetail(state.persisted.pending),
        ].compactMap { $0 }.joined(separator: " ")
      }
    }
    if state.showsTypeToggles, let snapshot = state.preferences.snapshot { rows += typeRows(state, snapshot) }
    return ScreenModel(key: "push", title: "Push notifications", backTitle: nil, rows: rows, alert: nil)
  }

  /// The switch, or where permission is denied, the cell that says so and opens iOS Settings.
  static func primarySwitchRows(_ state: PushSettingsState) -> [Row] {
    if state.permission == .denied && !state.phase.isBusy {
      // As the app: one row with the screen's name and the external-link arrow, that opens iOS Settings.
      var row = Row(
        id: "push.openSettings", label: "Push notifications", role: .button,
        hint: "Opens them", activation: .send(.opened(.systemSettings)),
        annotation: "Permission denied: the switch is replaced by this row, as in the app.")
      row.externalLink = true
      // Why push is off is said even in brief, where hints are left out: it is the one thing to know here.
      row.spokenValue = "turned off in iOS Settings"
      return [row]
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
      // The app shows nothing while it reads; the accessible mode says it.
      var row = Row(id: "push.loading", label: "Loading your notification types…", role: .text)
      row.accessibleOnly = true
      row.status = true
      return [row]
    case .failed(let wiki, let failure):
      // The failure is a popup (seed 000 note 3); once it is answered the app shows no types and nothing in
      // their place. The accessible mode says why they are missing.
      var row = Row(
        id: "push.readFailed", label: "Your notification types could not be loaded; open this screen again to retry.",
        role: .text, annotation: "Read from \(wiki.host) failed: \(failure.message.terminalSafe).", status: true)
      row.accessibleOnly = true
      return [row]
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
          value = .busy(.switchingBack(to: job.previous))
          detail = "Failed on " + English.list(failed.map(\.wiki.host)) + "; undoing it on the others."
        }
      } else if state.syncing.contains(where: { $0.type == type }) {
        value = .busy(.syncing(on: state.displayedValue(type) ?? type.echoDefault))
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

  static let retryLater = "The app will try again later."

  /// The types still to be saved somewhere, by name: "Not yet in step: Thanks and Mention.", and (`retry`)
  /// that the app will try again.
  static func pendingText(_ pending: [PendingWrite], retry: Bool = true) -> String {
    var types: [String] = []
    for write in pending.sorted() where !types.contains(write.type.label) { types.append(write.type.label) }
    let shown =
      types.count > 3 ? Array(types.prefix(2)) + [English.count(types.count - 2, "more", plural: "more")] : types
    return "Not yet in step: " + English.list(shown) + "." + (retry ? " " + retryLater : "")
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
