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
  /// The last model and the state it was made from: a focus move does not change the state, so the
  /// model is made once per change.
  private var lastModel: (state: AppState, model: ScreenModel)?

  package init(store: Store, control: SimulationControl?, trace: TraceLog?, ui: UIState = UIState()) {
    self.store = store
    self.control = control
    self.trace = trace
    shell = ShellState(ui: ui, panelAvailable: control != nil, logAvailable: trace != nil)
  }

  /// What is shown: the simulation panel while it is open, else the app's screen.
  package var model: ScreenModel {
    let state = store.state
    let model: ScreenModel
    if let lastModel, lastModel.state == state {
      model = lastModel.model
    } else {
      model = ScreenModel(state)
      lastModel = (state, model)
    }
    // Back closes the panel: its title says which screen that shows again.
    if shell.panelOpen, let control { return PanelModel.make(control, state.settings, under: model.title) }
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
  package func backgroundAndBack() {
    enterBackground()
    enterForeground()
  }

  package func enterBackground() { store.send(.enteredBackground) }
  package func enterForeground() { store.send(.enteredForeground) }
}
