import PushAppFeature
import PushCore
import PushLive
import PushPresentation
import PushSettingsFeature
import PushSimulation
import PushWikiClient

extension NamedState {
  /// A store and world driven into this state on virtual time; `time` can go live afterwards.
  public struct Reached: Sendable {
    public var store: RootStore
    public var world: SimulatedWorld
    public var time: SwitchableTime
    /// The interface state to start with: focus on the named row, if any.
    public var ui: UIState
  }

  /// The state as reached by an app whose language is `language` from its launch (`--ui-language`), so the
  /// wikis' texts and the pushes are in it too (Echo answers `uselang`); nil keeps the state's own.
  public func inLanguage(_ language: UILanguage?) -> NamedState {
    guard let language else { return self }
    var state = self
    state.persisted.uiLanguage = language
    state.config.extensionLanguage = language.mediaWikiCode
    return state
  }

  /// Drives the real flow from the preset. Saves go nowhere unless `persistence` says otherwise.
  public func reach(
    persistence: PersistenceClient = .none,
    log: @escaping @Sendable (String) -> Void = { _ in }, executor: (any TaskExecutor)? = nil
  ) async -> Reached {
    let time = SwitchableTime()
    let world = SimulatedWorld(config: config, clock: time.client)
    let store = RootStore(
      initial: AppState(persisted: persisted),
      clients: .simulated(world, clock: time.client, persistence: persistence, log: log), executor: executor)
    if inbox > 0 {
      await world.seedInbox(
        count: inbox, wikis: persisted.session.fanOutWikis + [.outside(persisted.session.languages)])
    }
    store.send(.appLaunched)
    await store.settled()
    for step in steps {
      switch step {
      case .send(let action):
        store.send(action)
        await store.settled()
      case .sendUntilPrompt(let action):
        store.send(action)
        await store.wait { $0.settings.systemPromptVisible }
      case .sendUntilStalled(let action, let calls):
        store.send(action)
        await world.waitForStalledCalls(calls)
      case .notify(let category, let wiki, let agent, let title):
        if store.state.inbox.listening { await world.untilPushesHeard() }
        let (n, _) = await world.notify(category, on: wiki, by: agent, title: title)
        await store.wait { state in state.inbox.notifications.contains { $0.id == n.id } }
      case .revert(let agent):
        if store.state.description.listening { await world.untilRevertsHeard() }
        guard let revert = await world.revertLatestDescription(by: agent) else { break }
        let pushed = await world.delivery(of: .reverted, on: revert.edit.wiki)
        let id = revert.notificationID
        // A push in the background is on the lock screen too: waited for there as well (a gallery's two runs
        // once drew the lock screen before it came).
        await store.wait { state in
          state.description.revert?.notificationID == id
            && (pushed != .banner && pushed != .quiet || state.inbox.notifications.contains { $0.id == id })
            && (pushed != .banner || !state.inBackground
              || state.inbox.lockScreen.contains { $0.notification?.id == id })
        }
      }
    }
    var ui = UIState()
    let model = ScreenModel(store.state)
    if let focus, let row = model.rows.first(where: { $0.id == focus }) { ui.setFocus(row, in: model) }
    return Reached(store: store, world: world, time: time, ui: ui)
  }
}

extension NamedState {
  /// A state that is a moment: calls hang mid-way at stall points (Saving…, Turning on…). Launched with
  /// `--state`, it is held there on a paused clock.
  public var isMoment: Bool { !config.stalls.isEmpty }
}

extension NamedState.Reached {
  /// The screen as `Screens/` keeps it: the full-screen text, or the accessible transcript on arrival;
  /// QA annotations only when asked for (`Screens/` shows the designer's view, without them). `dim`: false
  /// for text that will be read without its styles (`render`), which then says in words what dim shows.
  public func snapshot(
    accessible: Bool, glyphs: Glyphs = .unicode, width: Int = 80, height: Int = 24, annotations: Bool = false,
    dim: Bool = true
  ) -> String {
    let model = ScreenModel(store.state).annotated(annotations)
    if accessible { return AccessibleRenderer().transcript(model) }
    var renderer = FrameRenderer(glyphs: glyphs, color: false)
    renderer.dimShown = dim
    return renderer.render(model, ui: ui, width: width, height: height).frame.text
  }

  /// The style layer beside the text `Screens/` keeps (`NAME.style.txt`): every cell's attributes and colour
  /// role, and the cursor, as the terminal draws them in colour.
  public func styleSnapshot(width: Int = 80, height: Int = 24) -> String {
    StyleMap.encode(frame(width: width, height: height, color: true))
  }

  /// The frame itself (for the gallery, and tests that look at the cursor): the app's picture, or with the QA
  /// annotations; `dim`: whether the terminal draws dim text.
  public func frame(
    width: Int = 80, height: Int = 24, color: Bool = false, glyphs: Glyphs = .unicode, dim: Bool = true,
    annotations: Bool = false
  ) -> Frame {
    var renderer = FrameRenderer(glyphs: glyphs, color: color)
    renderer.dimShown = dim
    return renderer.render(ScreenModel(store.state).annotated(annotations), ui: ui, width: width, height: height)
      .frame
  }
}
