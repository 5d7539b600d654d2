import PushAppFeature
import PushCore
import PushLive
import PushPresentation
import PushQATools
import PushSettingsFeature
import PushSimulation

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
  private var lastModel: (state: AppState, model: ScreenModel)?

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
    let state = store.state
    if shell.panelOpen, let control {
      return PanelModel.make(control, state.settings, backTitle: appModel.title, backgroundKey: backgroundKey)
    }
    return appModel.annotated(shell.annotations)
  }

  /// The app's screen with every annotation, shown or not (the accessible mode's `details`).
  package var appModel: ScreenModel {
    let state = store.state
    if let lastModel, lastModel.state == state { return lastModel.model }
    let model = ScreenModel(state)
    lastModel = (state, model)
    return model
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
      case .panel(let action):
        let settings = store.state.settings
        let wikis = settings.fanOutWikis + (settings.languages.contains("fr") ? [] : [.language("fr")])
        if let control { PanelModel.perform(action, control: control, wikis: wikis) }
      case .edit(let rowID, let edit):
        if let action = ScreenModel.textFieldAction(rowID: rowID, edit) { store.send(action) }
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
    if store.state.settings.inBackground { enterForeground() } else { enterBackground() }
  }

  package func enterBackground() { store.send(.enteredBackground) }
  package func enterForeground() { store.send(.enteredForeground) }
}
