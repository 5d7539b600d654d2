import PushAppFeature
import PushPresentation
import PushSettingsFeature
import PushSimulation

/// The app as both front ends drive it: the feature's store, the shell's state, and the simulated world's
/// controls. The full screen and the accessible mode differ only in how they read input and show output.
final class AppController {
  let store: Store
  let control: SimulationControl?
  let trace: TraceLog?
  private(set) var shell: ShellState
  /// The last model and the state it was made from: a focus move does not change the state, so the
  /// model is made once per change.
  private var lastModel: (state: AppState, model: ScreenModel)?

  init(store: Store, control: SimulationControl?, trace: TraceLog?, ui: UIState = UIState()) {
    self.store = store
    self.control = control
    self.trace = trace
    shell = ShellState(ui: ui, panelAvailable: control != nil, logAvailable: trace != nil)
  }

  /// What is shown: the simulation panel while it is open, else the app's screen.
  var model: ScreenModel {
    let state = store.state
    if shell.panelOpen, let control { return PanelModel.make(control, state.settings) }
    if let lastModel, lastModel.state == state { return lastModel.model }
    let model = ScreenModel(state)
    lastModel = (state, model)
    return model
  }

  /// What the front end itself must do after an action.
  enum Outcome: Equatable {
    case quit
    case suspend
  }

  /// Runs the shell's reducer and carries out the commands it returns.
  @discardableResult
  func send(_ action: ShellAction) -> [Outcome] {
    perform(Shell.reduce(&shell, action, model: model))
  }

  func perform(_ commands: [Command]) -> [Outcome] {
    var outcomes: [Outcome] = []
    for command in commands {
      switch command {
      case .send(let action): store.send(action)
      case .panel(let action):
        if let control { PanelModel.perform(action, control: control) }
      case .edit:
        break  // No screen has a text field yet; the editor's feature will take these.
      case .background: backgroundAndBack()
      case .suspend: outcomes.append(.suspend)
      case .quit: outcomes.append(.quit)
      }
    }
    return outcomes
  }

  /// The app leaves the foreground and comes back: the permission is checked again.
  func backgroundAndBack() {
    enterBackground()
    enterForeground()
  }

  func enterBackground() { store.send(.enteredBackground) }
  func enterForeground() { store.send(.enteredForeground) }
}
