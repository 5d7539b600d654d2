import PushCore

/// Everything the screens show, as one value. Changed only by `PushSettingsState.reduce`.
public struct PushSettingsState: Equatable, Sendable {
  public var persisted: PersistedState
  /// The OS permission as last checked; nil before the first check.
  public var permission: PermissionStatus?
  public var phase: PushPhase = .off
  public var enableMode: EnableMode = .user
  /// The simulated iOS permission alert is on screen.
  public var systemPromptVisible = false
  public var preferences: PreferencesState = .notLoaded
  /// A read of the types is on its way; the values shown meanwhile stay.
  public var readInFlight = false
  /// Bumped whenever the app changes a type, so a read that raced with the change is not trusted for it.
  public var typeEpoch: [NotificationType: Int] = [:]
  /// `typeEpoch` when the read in flight was sent.
  public var readEpochs: [NotificationType: Int] = [:]
  /// Type changes being written or rolled back; their rows are busy.
  public var jobs: [NotificationType: TypeJob] = [:]
  /// Pending writes being retried right now.
  public var syncing: Set<PendingWrite> = []
  /// Pending writes already tried since the last launch or foreground: they wait for the next one,
  /// so that writes that keep failing are not retried in a loop.
  public var syncAttempted: Set<PendingWrite> = []
  public var alert: AlertState?
  /// The navigation stack; empty is the Settings root.
  public var path: [Route] = []
  public var inBackground = false
  /// What the simulated OS Settings page shows; the app itself learns it at the next foreground.
  public var systemSettingsPermission: PermissionStatus?
  /// Bumped at login and logout so that answers to an earlier session's calls are recognised.
  public var generation = 0
  /// The last thing the app did that the user did not ask for, in words (for the screens to show).
  public var notice: String?
  /// The technical side of `notice` (which wikis, what failed), for QA annotations.
  public var noticeDetail: String?

  public init(persisted: PersistedState) {
    self.persisted = persisted
  }

  public var loggedIn: Bool { persisted.loggedIn }
  public var languages: [String] { persisted.languages }
  public var primaryWiki: Wiki { .language(persisted.languages.first ?? "en") }
  public var fanOutWikis: [Wiki] { Wiki.fanOut(languages: persisted.languages) }

  /// Where the type values are read from: the primary language wiki, unless it was added while the values
  /// were unknown and so still holds Echo's defaults; then the first language in step, else Wikidata.
  public var readWiki: Wiki {
    persisted.languages.first { !persisted.languagesToSync.contains($0) }.map { .language($0) } ?? .wikidata
  }
  public var screen: Route? { path.last }

  /// The value a type's switch shows: the change being saved, else what the wiki returned.
  public func displayedValue(_ type: NotificationType) -> Bool? {
    if let job = jobs[type], job.stage == .saving { return job.value }
    return preferences.snapshot?.values[type]
  }

  /// Type switches are shown only while push is on and the values are known.
  public var showsTypeToggles: Bool {
    phase == .on && persisted.subscribed && (permission?.isAllowed ?? false) && preferences.snapshot != nil
  }

  /// The explore feed's push card shows while logged in and push is not on, until either button is tapped.
  public var showsExploreCard: Bool {
    loggedIn && !persisted.exploreCardDismissed && !persisted.subscribed && phase == .off
  }
  /// The Notifications Center's first visit: the onboarding shows until "Continue".
  public var showsInboxOnboarding: Bool {
    screen == .notifications && loggedIn && !persisted.inboxOnboardingShown && alert == nil && !systemPromptVisible
  }

  /// After the onboarding, once: "Turn on push notifications?", unless push is on already.
  public var showsPushOptIn: Bool {
    screen == .notifications && loggedIn && persisted.inboxOnboardingShown && !persisted.pushOptInShown
      && !persisted.wantsPush && alert == nil && !systemPromptVisible
  }

  public func isBusy(_ type: NotificationType) -> Bool {
    jobs[type] != nil || syncing.contains { $0.type == type }
  }
}
