/// One Echo notification as the API gives it (`notformat=model`), and the texts the app shows for it.
public struct EchoNotification: Equatable, Sendable, Identifiable {
  public var id: Int
  /// The wiki where the event happened: it decides, by its own preference, whether a push is sent.
  public var wiki: Wiki
  /// The category, which is also the push preference it falls under.
  public var category: NotificationType
  /// Milliseconds on the world's clock; earlier notifications (seeded) have negative times.
  public var timestampMs: Int
  public var read: Bool
  /// Who did it; nil for notices and alerts from the wiki itself (a failed log-in, a milestone).
  public var agent: String?
  /// The page it is about.
  public var title: String?
  public var revision: Int?
  /// Echo's own header and body (`*.header`, `*.body`, without their HTML) when it was read from a wiki;
  /// nil for the simulation's notifications, whose words are written here.
  public var serverHeader: String?
  public var serverBody: String?

  public init(
    id: Int, wiki: Wiki, category: NotificationType, timestampMs: Int, read: Bool = false, agent: String? = nil,
    title: String? = nil, revision: Int? = nil
  ) {
    self.id = id
    self.wiki = wiki
    self.category = category
    self.timestampMs = timestampMs
    self.read = read
    self.agent = agent
    self.title = title
    self.revision = revision
  }

  /// Echo's notification type name for the category (several types share a category in Echo).
  public var type: String { Self.echoType(category) }

  public static func echoType(_ category: NotificationType) -> String {
    switch category {
    case .dtSubscription: "dt-subscribed-new-comment"
    case .cx: "cx-first-translation"
    case .articleLinked: "page-linked"
    case .wikibaseAction: "page-connection"
    case .loginFail: "login-fail-new"
    case .pageReview: "pagetriage-mark-as-reviewed"
    default: category.rawValue
    }
  }

  /// The category of an Echo type name, as `echoType` names them.
  public static func category(ofEchoType type: String) -> NotificationType? {
    NotificationType.allCases.first { echoType($0) == type }
  }

  /// Whether Echo files it under notices (messages) rather than alerts.
  public var isNotice: Bool {
    switch category {
    case .editUserTalk, .dtSubscription, .cx, .thankYouEdit, .articleLinked, .wikibaseAction: true
    default: false
    }
  }
}
