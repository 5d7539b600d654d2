import PushCore

/// Echo's side of notifications: events on the wikis, the user's inbox, and the pushes the rules allow.
extension SimulatedWorld {
  /// Agents and pages the simulated wikis' users act on.
  public static let agents = ["Jan", "Ama", "Ravi", "Mei", "Olu", "Sigrid", "Tomás", "Noor"]
  static let titles = ["Berlin", "Photosynthesis", "Ada Lovelace", "Mount Kenya", "Jazz", "Tokyo", "Coral reef"]

  /// Whether someone else did it: the wiki's own notices and alerts, and the user's own mentions (sent or
  /// not), have no agent to name.
  public static func hasAgent(_ category: NotificationType) -> Bool {
    switch category {
    case .loginFail, .loginSuccess, .cx, .thankYouEdit, .mentionFailure, .mentionSuccess: false
    default: true
    }
  }

  /// Types whose agent the seeded inbox takes from the page rather than the generator (Echo names who made
  /// the link or the connection; the generator's draws, and so every seeded notification, stay as they were).
  static func agentFromTitle(_ category: NotificationType) -> Bool {
    category == .wikibaseAction || category == .articleLinked
  }

  /// Whether a type sends a push on `wiki`: its preference there (Echo's default where the user never set
  /// it, as on a wiki outside the app's languages); never where push is not enabled.
  public func typeIsOn(_ category: NotificationType, on wiki: Wiki) -> Bool {
    storedValue(wiki, category) ?? false
  }

  /// What the rules decide for an event of `category` on `wiki` right now.
  public func delivery(of category: NotificationType, on wiki: Wiki) -> PushDelivery {
    PushDelivery.decide(
      subscribed: server.subscriptions.contains(deviceToken), typeOnThatWiki: typeIsOn(category, on: wiki),
      permission: permission)
  }

  /// Someone does something Echo tells the user about, on `wiki`: it is in the inbox, and it is pushed to
  /// this device when the rules say so.
  @discardableResult
  public func notify(_ category: NotificationType, on wiki: Wiki, by agent: String? = nil, title: String? = nil)
    -> (EchoNotification, PushDelivery)
  {
    let hasAgent = Self.hasAgent(category)
    let notification = server.inbox.add(
      category, on: wiki, by: hasAgent ? (agent ?? Self.agents[0]) : nil,
      title: Self.plausibleTitle(category, title ?? Self.titles[0], on: wiki),
      atMs: clock.nowMs() - startMs)
    let delivery = delivery(of: category, on: wiki)
    decisions[notification.id] = delivery
    // Only the kept notifications' decisions are kept (the oldest are deleted past `SimulatedInbox.kept`).
    if decisions.count > 2 * SimulatedInbox.kept { decisions = decisions.filter { $0.key > server.inbox.deleted } }
    var error: String?
    if case .notShown(let reason) = delivery { error = reason.rawValue }
    record(
      service: "apns", wiki: wiki, action: "push",
      params: [("id", String(notification.id)), ("type", notification.type)], error: error)
    if delivery == .banner || delivery == .quiet {
      // The extension's read of it, in the app's language: Echo's header, its markup dropped.
      var shown = notification
      if let language = settings.current.extensionLanguage {
        shown.serverHeader = EchoHeaders.header(
          category, agent: notification.agent, title: notification.title, user: "Example", language: language
        ).map(EchoHeaders.plainText)
      }
      let push = IncomingPush(notification: shown, presentation: delivery)
      pushListeners.yield(push)
    }
    worldChanged()
    return (notification, delivery)
  }

  /// `count` earlier notifications spread over `wikis`, categories, ages and read states; the same ones
  /// for the same seed. None of them is pushed: they came before this run.
  public func seedInbox(count: Int, wikis: [Wiki]) {
    guard !wikis.isEmpty else { return }
    let categories = Self.drawnCategories
    // Made on a local copy of the generator and added in one go: ten thousand of them are made at launch.
    var random = rng
    var made: [SimulatedInbox.Seed] = []
    made.reserveCapacity(count)
    for i in 0..<count {
      let category = categories[Int(random.next() % UInt64(categories.count))]
      let wiki = Self.plausibleWiki(category, drawn: Int(random.next() % UInt64(wikis.count)), in: wikis)
      // Older the further down: from a minute to about a month before now, in order.
      let age = 60_000 + (count - i) * 2_592_000_000 / max(count, 1)
      var agent =
        Self.hasAgent(category) && !Self.agentFromTitle(category)
        ? Int(random.next() % UInt64(Self.agents.count)) : nil
      let title = Int(random.next() % UInt64(Self.titles.count))
      if Self.agentFromTitle(category) { agent = title % Self.agents.count }
      made.append(
        SimulatedInbox.Seed(
          category: category, wiki: wiki, agent: agent,
          title: Self.plausibleTitle(category, Self.titles[title], on: wikis[wiki]), atMs: -age,
          read: random.next() % 10 < 6))
    }
    rng = random
    server.inbox.add(made, wikis: wikis, agents: Self.agents)
    worldChanged()
  }

  /// The types the simulated inbox and the steady stream draw from, a fixed table: a type added to
  /// `NotificationType` changes no earlier inbox, named state or golden until it is added here (at the end).
  static let drawnCategories: [NotificationType] = [
    .editUserTalk, .editThank, .dtSubscription, .cx, .mention, .mentionFailure, .mentionSuccess, .articleLinked,
    .wikibaseAction, .loginFail, .loginSuccess, .pageReview, .userRights, .reverted, .emailUser, .thankYouEdit,
  ]

  /// What the rules decided for notification `id` when it happened: pushed (and how iOS showed it) or not.
  /// Only what was pushed can reach the app; tests wait for that, and for nothing else.
  public func decision(for id: Int) -> PushDelivery? { decisions[id] }

  /// The user's notifications, oldest first.
  public var inboxNotifications: [EchoNotification] { server.inbox.notifications }

  /// Pushes as this device receives them, from now until the stream is dropped.
  public func pushes() -> AsyncStream<IncomingPush> { listen(&pushListeners) }

  /// A notification of a type, on a wiki, by an agent picked at random (from the seed) among `wikis`.
  @discardableResult
  public func notifyAtRandom(on wikis: [Wiki]) -> (EchoNotification, PushDelivery) {
    let categories = Self.drawnCategories
    let category = categories[Int(rng.next() % UInt64(categories.count))]
    let drawn = wikis.isEmpty ? 0 : Int(rng.next() % UInt64(wikis.count))
    let wiki = wikis.isEmpty ? Wiki.language("en") : wikis[Self.plausibleWiki(category, drawn: drawn, in: wikis)]
    let agent = Self.agents[Int(rng.next() % UInt64(Self.agents.count))]
    let title = Self.titles[Int(rng.next() % UInt64(Self.titles.count))]
    return notify(category, on: wiki, by: agent, title: title)
  }

  /// Starts (or, with nil, stops) a steady stream: one notification every `everyMs` on `wikis`.
  /// Returns once a stream that was running has stopped: nothing more comes from it after.
  public func setNotificationStream(everyMs: Int?, on wikis: [Wiki]) async {
    let running = streamTask
    streamTask = nil
    running?.cancel()
    await running?.value
    settings.change { $0.notificationStreamMs = everyMs }
    guard let everyMs, everyMs > 0 else { return }
    streamTask = Task {
      while !Task.isCancelled {
        await clock.sleep(everyMs)
        if Task.isCancelled { break }
        notifyAtRandom(on: wikis)
      }
    }
  }
}
