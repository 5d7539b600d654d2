import PushCore
import PushWikiClient

/// The push flow as one value: the primary switch, the OS, the device's subscription and the 16 types.
/// Changed only by `PushSettingsState.reduce`; what it knows of the app around it is `context`, set by the root.
public struct PushSettingsState: Equatable, Sendable {
  public var persisted: Persisted
  /// The session, the languages and whether Push notifications is on top, from the root.
  public var context = AppContext()
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
  /// The flow's own alert (a failure, or the question after logging back in).
  public var alert: AlertState?
  /// What the simulated OS Settings page shows; the app itself learns it at the next foreground.
  public var systemSettingsPermission: PermissionStatus?
  /// Bumped at login and logout so that answers to an earlier session's calls are recognised.
  public var generation = 0
  /// The last thing the app did that the user did not ask for, in words (for the screens to show).
  public var notice: String?
  /// The technical side of `notice` (which wikis, what failed), for QA annotations.
  public var noticeDetail: String?

  public init(persisted: Persisted = Persisted(), context: AppContext = AppContext()) {
    self.persisted = persisted
    self.context = context
  }

  public var loggedIn: Bool { context.loggedIn }
  public var languages: [String] { context.languages }
  public var primaryWiki: Wiki { context.primaryWiki }
  public var fanOutWikis: [Wiki] { context.fanOutWikis }

  /// Where the type values are read from: the primary language wiki, unless it was added while the values
  /// were unknown and so still holds Echo's defaults; then the first language in step, else Wikidata.
  public var readWiki: Wiki {
    languages.first { !persisted.languagesToSync.contains($0) }.map { .language($0) } ?? .wikidata
  }

  /// The value a type's switch shows: the change being saved, else what the wiki returned.
  public func displayedValue(_ type: NotificationType) -> Bool? {
    if let job = jobs[type], job.stage == .saving { return job.value }
    return preferences.snapshot?.values[type]
  }

  /// Type switches are shown only while push is on and the values are known.
  public var showsTypeToggles: Bool {
    phase == .on && persisted.subscribed && (permission?.isAllowed ?? false) && preferences.snapshot != nil
  }

  public func isBusy(_ type: NotificationType) -> Bool {
    jobs[type] != nil || syncing.contains { $0.type == type }
  }
}
