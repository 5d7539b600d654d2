import PushAppFeature
import PushCore
import PushLive
import PushPresentation
import PushQATools
import PushSettingsFeature
import PushWikiClient
import Synchronization

/// The app as both front ends drive it: the store (the app's state and the shell's), and the simulated
/// world's controls. The full screen and the accessible mode differ only in how they read input and show
/// output; what a key does is the store's to decide.
package final class AppController {
  package let store: RootStore
  package let control: (any WorldControls)?
  package let trace: TraceLog?
  /// Focus, overlays, the panel, help and scroll, as the store holds them.
  package var shell: ShellState { store.read { state, _ in state.shell } }
  /// The command that sends the app to the background in this front end ("b" keys, "bg" typed).
  package var backgroundKey = "b"
  /// The last model and the app's change it was made from: a focus move changes only the shell's state, so
  /// the model is made once per change of the app's.
  private var lastModel: (version: Int, model: ScreenModel)?
  /// `model` as last shown, with its annotations on or off.
  private var lastShown: (version: Int, annotations: Bool, model: ScreenModel)?
  /// Whether the app was in the background when the panel last looked (the composer follows its moves).
  private var composerSawBackground = false
  /// The longest the app is waited for to hear of a revert the panel made (it does not while logged out).
  static let revertHeardWithin = Duration.seconds(5)

  /// The app's changes before and after the last text edit, when nothing else came between: the shown model
  /// is then brought up to date rather than made again (a typed character's path).
  private var textEdit: (before: Int, after: Int)?
  /// How many of the store's requests (quit, suspend, the panel's changes) have been carried out.
  private var requestsDone: Int

  package init(
    store: RootStore, control: (any WorldControls)?, trace: TraceLog?, ui: UIState = UIState(),
    annotations: Bool = false
  ) {
    self.store = store
    self.control = control
    self.trace = trace
    reports = Reports(changes: store.changes)
    requestsDone = store.read { state, _ in state.requests.count }
    store.send(
      .frontEndStarted(
        ShellState(ui: ui, panelAvailable: control != nil, logAvailable: trace != nil, annotations: annotations)))
  }

  /// What is shown: the simulation panel while it is open, else the app's screen.
  package var model: ScreenModel {
    if shell.panelOpen, let control {
      let state = store.state
      // However the app moved (bg, a push opened from the lock screen, a walkthrough), the composer says
      // where it is now; a choice made since stands until the app moves again.
      if state.inBackground != composerSawBackground {
        composerSawBackground = state.inBackground
        control.composerFollows(inBackground: state.inBackground)
      }
      var panel = control.panel(
        state.settings, backTitle: appModel.title, backgroundKey: backgroundKey,
        published: state.description.hasEditToRevert)
      // A push that arrives while the panel is open (one it just sent) shows over it, as over the app.
      panel.banner = appModel.banner
      panel.banners = appModel.banners
      return panel
    }
    // Asked several times a keystroke (the shell, the renderer): made once per state and annotation setting.
    let (annotations, changes) = store.read { state, _ in (state.shell.annotations, state.appChanges) }
    if let lastShown, lastShown.version == changes, lastShown.annotations == annotations {
      return lastShown.model
    }
    if let edit = textEdit, var shown = lastShown, shown.version == edit.before, shown.annotations == annotations {
      // Taken out first, so that the rows are changed in place rather than copied.
      lastShown = nil
      let patched = store.read { state, _ in
        state.appChanges == edit.after && ScreenModel.applyingTextEdit(to: &shown.model, state.app)
      }
      if patched {
        lastShown = (edit.after, annotations, shown.model)
        return shown.model
      }
    }
    let (version, model) = versionedAppModel
    let shown = model.annotated(annotations)
    lastShown = (version, annotations, shown)
    return shown
  }

  /// The app's screen with every annotation, shown or not (the accessible mode's `details`).
  package var appModel: ScreenModel {
    versionedAppModel.model
  }

  /// The app's screen and the state version it was made from.
  private var versionedAppModel: (version: Int, model: ScreenModel) {
    let changes = store.read { state, _ in state.appChanges }
    if let lastModel, lastModel.version == changes { return lastModel }
    let model = store.read { state, _ in (state.appChanges, ScreenModel(state.app)) }
    lastModel = model
    return model
  }

  /// Pinged whenever something on screen may have changed.
  package var changes: ChangeSignal { store.changes }

  /// A panel row's change, made on the world as work the store tracks: waiting for the app to settle
  /// (piped input in the accessible mode) waits for it, and for a revert, until the app's own listener has
  /// heard of it, so that "Your edit was reverted" is said in its place.
  private func performPanel(_ action: PanelAction) {
    let settings = store.state.settings
    let wikis = settings.fanOutWikis + [.outside(settings.languages)]
    let latestEdit = store.state.description.latestEdit
    guard let control else { return }
    // A composed notification comes with the app where the composer says: in the foreground or not.
    if action == .sendComposed, control.composedInBackground != store.state.inBackground {
      toggleBackground()
    }
    let store = store
    let reports = reports
    reports.begin()
    // A push sent before the app's listener has started (just after launch, on a busy machine) reaches no one.
    let listening = store.state.inbox.listening
    store.track {
      if listening { await control.untilPushesHeard() }
      let outcome = await control.perform(action, wikis: wikis, latestEdit: latestEdit)
      reports.finish(.panelRow(action, outcome))
      switch outcome {
      case .reverted(let id):
        await Self.waitUntilHeard(revert: id, store: store)
      case .sent(let notification, .banner), .sent(let notification, .quiet):
        // A composed push: until the app has taken it, so that what comes next (its banner) is on the screen.
        await Self.waitUntilTaken(notification.id, store: store)
      default:
        break
      }
    }
  }

  /// Waits until the app has taken the push of notification `id` (not while logged out). A push taken goes
  /// to the top of the list, and the wait looks after every action: only the newest need be looked at (the
  /// whole list, for each send under way, at every action, costs the square of a long script's sends).
  private static func waitUntilTaken(_ id: Int, store: RootStore) async {
    _ = await store.wait(timeout: Self.revertHeardWithin) { state in
      state.inbox.notifications.prefix(Self.takenWithin).contains { $0.id == id } || !state.session.loggedIn
    }
  }

  /// How far down the list a push just taken can be when the wait first looks: below it, only pushes taken
  /// since, of which a walkthrough has at most `WalkthroughPlayer.worldBacklog` under way.
  static let takenWithin = 256

  /// Waits until the app has heard of the revert that raised notification `id` (not while logged out).
  private static func waitUntilHeard(revert id: Int, store: RootStore) async {
    _ = await store.wait(timeout: Self.revertHeardWithin) { state in
      state.description.revert?.notificationID == id || !state.description.listening
    }
  }

  /// What the panel's changes came to, for the accessible mode to say: added as each one ends.
  package let reports: Reports

  /// A world change typed as words (`sim permission denied`, `sim send edit-thank on de`), made as work the
  /// store tracks, as the panel's rows are.
  package func simulate(_ change: Script.Change) {
    guard let control else { return }
    // With real wikis the other editor really acts: as the panel's rows do, said in its "Latest" row, on the
    // wiki named (the panel then shows that one), or refused saying why, as a walkthrough's step is.
    if control.raisableTypes != nil {
      let refusal = control.realEventRefusal(change, latestEdit: store.state.description.latestEdit)
      switch change {
      case .notify(let category, let wiki, _):
        if let refusal {
          reports.add(.refused(refusal))
          return
        }
        control.setEventWiki(wiki)
        performPanel(.raise(category))
        return
      case .revert:
        if let refusal {
          reports.add(.refused(refusal))
          return
        }
        performPanel(.revertDescription)
        return
      default: break
      }
    }
    let store = store
    let reports = reports
    reports.begin()
    let listening = store.state.inbox.listening
    store.track {
      switch change {
      case .notify(let category, let wiki, let agent):
        if listening { await control.untilPushesHeard() }
        let (notification, delivery) = await control.notify(category, on: wiki, by: agent)
        reports.finish(.panel(.sent(notification, delivery)))
        // Until the app has taken it, as for the panel's own: the next line finds its banner up.
        if delivery == .banner || delivery == .quiet { await Self.waitUntilTaken(notification.id, store: store) }
      case .revert(let agent):
        guard let id = await control.revertLatestDescription(by: agent) else {
          reports.finish(.refused(PanelModel.nothingToRevert))
          return
        }
        reports.finish(.panel(.reverted(notificationID: id)))
        await Self.waitUntilHeard(revert: id, store: store)
      default:
        let problem = await control.apply(change, latestEdit: nil)
        reports.finish(problem.map(Report.refused) ?? .panel(.done))
      }
    }
  }

  /// What the front end itself must do after an action.
  package enum Outcome: Equatable {
    case quit
    case suspend
  }

  /// Sends a key or a choice to the store, on the screen as shown, and carries out what it asks of the front
  /// end: the panel's changes of the world here, quitting and suspending by the front end (returned).
  @discardableResult
  package func send(_ action: ShellAction) -> [Outcome] {
    let shown = model
    let before = store.read { state, _ in (state.appChanges, state.textEdits) }
    // The key acts on the screen as shown (the one the store's state makes, kept here; or the panel, whose
    // rows are a view of the world outside the store).
    store.send(.shell(action, shown: shown))
    let (after, edits, requests) = store.read { state, _ in
      (state.appChanges, state.textEdits, state.requests.since(requestsDone))
    }
    requestsDone += requests.count
    textEdit = edits == before.1 + 1 && after == before.0 + 1 ? (before.0, after) : nil
    var outcomes: [Outcome] = []
    for request in requests {
      switch request {
      case .world(let action): performPanel(action)
      case .suspend: outcomes.append(.suspend)
      case .quit: outcomes.append(.quit)
      }
    }
    return outcomes
  }

  /// What the accessible mode's words ask for directly (`open`, `sim`): an action of the app's, or a change
  /// of the world.
  package func perform(_ commands: [Command]) -> [Outcome] {
    for command in commands {
      switch command {
      case .send(let action): store.send(.app(action))
      case .panel(let action): performPanel(action)
      case .edit(let target, let edit): store.send(.app(target.action(edit)))
      case .background: toggleBackground()
      case .suspend, .quit: break
      }
    }
    return []
  }

  /// The app leaves the foreground and comes back: the permission is checked again.
  package func backgroundAndBack() {
    enterBackground()
    enterForeground()
  }

  /// `b`: the app goes to the background, where the lock screen shows, or comes back from it.
  package func toggleBackground() {
    if store.state.inBackground { enterForeground() } else { enterBackground() }
  }

  package func enterBackground() { store.send(.app(.enteredBackground)) }
  package func enterForeground() { store.send(.app(.enteredForeground)) }
}
