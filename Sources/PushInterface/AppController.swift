import PushAppFeature
import PushCore
import PushLive
import PushPresentation
import PushQATools
import PushSettingsFeature
import PushSimulation
import Synchronization

/// The app as both front ends drive it: the feature's store, the shell's state, and the simulated world's
/// controls. The full screen and the accessible mode differ only in how they read input and show output.
package final class AppController {
  package let store: Store
  package let control: SimulationControl?
  package let trace: TraceLog?
  private(set) var shell: ShellState
  /// The command that sends the app to the background in this front end ("b" keys, "bg" typed).
  package var backgroundKey = "b"
  /// The last model and the state it was made from: a focus move does not change the state, so the
  /// model is made once per change.
  private var lastModel: (version: Int, model: ScreenModel)?
  /// `model` as last shown, with its annotations on or off.
  private var lastShown: (version: Int, annotations: Bool, model: ScreenModel)?
  /// The longest the app is waited for to hear of a revert the panel made (it does not while logged out).
  static let revertHeardWithin = Duration.seconds(5)

  /// The versions before and after the last text edit, when nothing else came between: the shown model is
  /// then brought up to date rather than made again (a typed character's path, issue 16).
  private var textEdit: (before: Int, after: Int)?

  package init(
    store: Store, control: SimulationControl?, trace: TraceLog?, ui: UIState = UIState(), annotations: Bool = false
  ) {
    self.store = store
    self.control = control
    self.trace = trace
    shell = ShellState(ui: ui, panelAvailable: control != nil, logAvailable: trace != nil, annotations: annotations)
  }

  /// What is shown: the simulation panel while it is open, else the app's screen.
  package var model: ScreenModel {
    if shell.panelOpen, let control {
      let state = store.state
      var panel = PanelModel.make(
        control, state.settings, backTitle: appModel.title, backgroundKey: backgroundKey,
        published: state.description.hasEditToRevert)
      // A push that arrives while the panel is open (one it just sent) shows over it, as over the app.
      panel.banner = appModel.banner
      panel.banners = appModel.banners
      return panel
    }
    // Asked several times a keystroke (the shell, the renderer): made once per state and annotation setting.
    let annotations = shell.annotations
    if let lastShown, lastShown.version == store.version, lastShown.annotations == annotations {
      return lastShown.model
    }
    if let edit = textEdit, var shown = lastShown, shown.version == edit.before, shown.annotations == annotations {
      // Taken out first, so that the rows are changed in place rather than copied.
      lastShown = nil
      let patched = store.read { state, version in
        version == edit.after && ScreenModel.applyingTextEdit(to: &shown.model, state)
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
    if let lastModel, lastModel.version == store.version { return lastModel }
    let model = store.read { state, version in (version, ScreenModel(state)) }
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
    let wikis = settings.fanOutWikis + (settings.languages.contains("fr") ? [] : [.language("fr")])
    let latestEdit = store.state.description.latestEdit
    guard let control else { return }
    // A composed notification comes with the app where the composer says: in the foreground or not.
    if action == .sendComposed, control.settings.composed.inBackground != store.state.inBackground {
      toggleBackground()
    }
    let store = store
    let reports = reports
    store.track {
      let outcome = await PanelModel.perform(action, control: control, wikis: wikis, latestEdit: latestEdit)
      reports.add(.panel(outcome))
      switch outcome {
      case .reverted(let id):
        await Self.waitUntilHeard(revert: id, store: store)
      case .sent(let notification, .banner), .sent(let notification, .quiet):
        // A composed push: until the app has taken it, so that what comes next (its banner) is on the screen.
        _ = await store.wait(timeout: Self.revertHeardWithin) { state in
          state.inbox.notifications.contains { $0.id == notification.id } || !state.session.loggedIn
        }
      default:
        break
      }
    }
  }

  /// Waits until the app has heard of the revert that raised notification `id` (not while logged out).
  private static func waitUntilHeard(revert id: Int, store: Store) async {
    _ = await store.wait(timeout: Self.revertHeardWithin) { state in
      state.description.revert?.notificationID == id || !state.description.listening
    }
  }

  /// What the panel's changes came to, for the accessible mode to say: added as each one ends.
  package let reports = Reports()

  /// Outcomes of the panel's work, in the order they ended.
  package final class Reports: Sendable {
    private let outcomes = Mutex<[Report]>([])
    func add(_ outcome: Report) { outcomes.withLock { $0.append(outcome) } }
    /// The outcomes since the last call.
    package func take() -> [Report] {
      outcomes.withLock { list in
        defer { list = [] }; return list
      }
    }
  }

  /// What a change to the simulated world came to.
  package enum Report: Equatable, Sendable {
    case panel(PanelModel.Outcome)
    /// A world change typed as words (`sim permission denied`) could not be made, and why.
    case refused(String)
  }

  /// A world change typed as words (`sim permission denied`, `sim send edit-thank on de`), made as work the
  /// store tracks, as the panel's rows are.
  package func simulate(_ change: Script.Change) {
    guard let control else { return }
    // With real wikis the other editor really acts: as the panel's rows do, said in its "Latest" row, on the
    // wiki named (the panel then shows that one), or refused saying why, as a walkthrough's step is.
    if let events = control.events {
      let refusal = Script.realEventRefusal(change, events: events, latestEdit: store.state.description.latestEdit)
      switch change {
      case .notify(let category, let wiki, _):
        if let refusal {
          reports.add(.refused(refusal))
          return
        }
        control.update { $0.eventWiki = wiki }
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
    store.track {
      switch change {
      case .notify(let category, let wiki, let agent):
        let (notification, delivery) = await control.world.notify(category, on: wiki, by: agent)
        reports.add(.panel(.sent(notification, delivery)))
      case .revert(let agent):
        guard let revert = await control.world.revertLatestDescription(by: agent) else {
          reports.add(
            .refused(
              "There is no description of yours to revert: none was published in this run, or the latest was reverted already."
            ))
          return
        }
        reports.add(.panel(.reverted(notificationID: revert.notificationID)))
        await Self.waitUntilHeard(revert: revert.notificationID, store: store)
      default:
        let problem = await Script.apply(change, to: control)
        reports.add(problem.map(Report.refused) ?? .panel(.done))
      }
    }
  }

  /// What the front end itself must do after an action.
  package enum Outcome: Equatable {
    case quit
    case suspend
  }

  /// Runs the shell's reducer and carries out the commands it returns.
  @discardableResult
  package func send(_ action: ShellAction) -> [Outcome] {
    perform(Shell.reduce(&shell, action, model: model))
  }

  package func perform(_ commands: [Command]) -> [Outcome] {
    var outcomes: [Outcome] = []
    for command in commands {
      switch command {
      case .send(let action): store.send(action)
      case .panel(let action): performPanel(action)
      case .edit(let target, let edit):
        let before = store.version
        store.send(target.action(edit))
        let after = store.version
        textEdit = after == before + 1 ? (before, after) : nil
      case .background: toggleBackground()
      case .suspend: outcomes.append(.suspend)
      case .quit: outcomes.append(.quit)
      }
    }
    return outcomes
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

  package func enterBackground() { store.send(.enteredBackground) }
  package func enterForeground() { store.send(.enteredForeground) }
}
