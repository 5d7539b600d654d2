import PushCore

/// How the simulated world starts: the device, the servers and what goes wrong.
public struct SimulationConfig: Equatable, Sendable {
  public var permission: PermissionStatus = .notDetermined
  /// Answers the OS prompt without showing it.
  public var promptAnswer: Bool?
  public var tokenArrival: TokenArrival = .immediate
  public var latencyMs = 150
  /// Extra random latency per call, 0 up to this many ms, from the seeded source.
  public var jitterMs = 0
  public var faults = FaultPlan()
  /// Calls that hang until released: for showing an in-between state ("Saving…") and holding it.
  public var stalls: Set<FailurePoint> = []
  public var seed: UInt64 = 1
  /// The user's session on the servers.
  public var loggedIn = true
  /// Wikis where Echo push is not enabled: push keys are missing and unknown there.
  public var wikisWithoutPush: Set<Wiki> = []
  /// With `--backend`: the wiki the panel's events happen on (nil: the first of them).
  public var eventWiki: Wiki?
  /// With `--backend`: what the latest real event came to, in words (the panel shows it).
  public var lastEvent: String?
  /// What the simulated clock last did when paused, resumed or stepped (the panel shows it).
  public var clockNote: ClockNote?
  /// The notification composed in the panel, sent by its Send row.
  public var composed = ComposedNotification()
  /// The picker whose menu of choices the panel shows (its row's id), if one is open.
  public var panelMenu: String?
  /// What the panel's last composed notification or change on the web came to, in words.
  public var panelNote: String?
  /// The panel lists each type's values on every wiki (else one row says whether they are in step).
  public var showServerValues = false
  /// Types whose extension the wikis lack (DiscussionTools, ContentTranslation…, as on the local real wikis):
  /// their push key is not a preference there, so reading omits it and writing it is refused with a warning.
  public var typesWithoutExtension: Set<NotificationType> = []
  /// Types the user set as global preferences, so a local write is ignored with a warning.
  public var globalOptions: Set<NotificationType> = []
  /// Values the user saved before, on every wiki (others are Echo's defaults).
  public var savedValues: [NotificationType: Bool] = [:]
  /// The app's language as the push service extension asks Echo for it (`uselang`; nil for English): a
  /// push's words are Echo's header in it. iOS starts an app again when its language changes, so it is the
  /// language the app started with.
  public var extensionLanguage: String?
  /// A steady stream of notifications: one this often (ms), on the wikis given when it started; nil: off.
  public var notificationStreamMs: Int?

  public init() {}
}

/// A notification put together in the simulation panel: what happened, on which wiki, by whom, and whether
/// the app is in the foreground or the background when it comes.
public struct ComposedNotification: Equatable, Sendable {
  public var type: NotificationType = .editThank
  /// nil: the app's primary wiki.
  public var wiki: Wiki?
  public var agent = "Jan"
  public var inBackground = false
  public init() {}
}
