import PushAppFeature
import PushCore

/// The whole app as the store holds it: the features' state and the shell's (focus per screen, overlays,
/// help, the panel, scroll). A key is an action (`RootAction.shell`): the root decides what it does, and the
/// front ends only show the result. The features' fields read through: `state.settings` is
/// `state.app.settings`.
@dynamicMemberLookup
public struct RootState: Equatable, Sendable {
  public var app: AppState
  public var shell: ShellState
  /// What only the front end can do (quit, suspend) or what acts on the world outside the app (the panel's
  /// rows), asked for by a key: the front end carries them out in order.
  public var requests = OutcomeLog<ShellRequest>()
  /// How many actions the app's state has taken (counted by `reduce`): the screen is made again when this
  /// moves, not when only the shell's state does (a focus move).
  public var appChanges = 0
  /// How many of those were a text field's edits: the shown screen is then brought up to date rather than
  /// made again (a typed character's path).
  public var textEdits = 0

  public init(app: AppState, shell: ShellState = ShellState()) {
    self.app = app
    self.shell = shell
  }

  public subscript<T>(dynamicMember keyPath: KeyPath<AppState, T>) -> T { app[keyPath: keyPath] }
}

/// Everything that can happen: to the app, or to the shell around it.
public enum RootAction: Equatable, Sendable {
  case app(AppAction)
  /// A key or a choice, acting on the screen as shown (`nil`: the app's own screen, made from the state;
  /// the panel's rows are a view of the world outside the store, so a key on it says what it showed).
  case shell(ShellAction, shown: ScreenModel? = nil)
  /// The front end started, with what it offers (the panel, the call log) and where the focus starts.
  case frontEndStarted(ShellState)
}

/// What the shell asks of the front end.
public enum ShellRequest: Equatable, Sendable {
  /// A row of the simulation panel: a change of the simulated world.
  case world(PanelAction)
  case suspend
  case quit
}

extension RootState: StoreRoot {
  public var persisted: PersistedState { app.persisted }
  /// Only the app's actions change what the state file keeps.
  public var persistenceMark: Int? { appChanges }

  public mutating func reduce(_ action: RootAction) -> [AppEffect] {
    switch action {
    case .app(let action):
      return reduceApp(action)
    case .shell(let action, let shown):
      let model = shown ?? ScreenModel(app).annotated(shell.annotations)
      return Shell.reduce(&shell, action, model: model).flatMap { carryOut($0) }
    case .frontEndStarted(let started):
      shell = started
      return []
    }
  }

  /// What the shell decided: the app's actions are the app's to reduce; the rest is asked of the front end.
  private mutating func carryOut(_ command: Command) -> [AppEffect] {
    switch command {
    case .send(let action):
      return reduceApp(action)
    case .edit(let target, let edit):
      textEdits += 1
      return reduceApp(target.action(edit))
    case .background:
      return reduceApp(app.inBackground ? .enteredForeground : .enteredBackground)
    case .panel(let action):
      requests.post(.world(action))
    case .suspend:
      requests.post(.suspend)
    case .quit:
      requests.post(.quit)
    }
    return []
  }

  private mutating func reduceApp(_ action: AppAction) -> [AppEffect] {
    appChanges += 1
    return app.reduce(action)
  }
}

/// The app with its front ends: what the terminal, the accessible mode, walkthroughs and named states drive.
public typealias RootStore = Store<RootState>

extension Store where Root == RootState {
  public convenience init(
    initial: AppState, clients: AppClients, changes: ChangeSignal = ChangeSignal(), executor: (any TaskExecutor)? = nil
  ) {
    self.init(root: RootState(app: initial), clients: clients, wrap: { .app($0) }, changes: changes, executor: executor)
  }

  /// An action of the app's own (a launch, an effect's result, a walkthrough's set-up).
  public func send(_ action: AppAction) { send(.app(action)) }
}

extension ScreenModel {
  /// The app's screen in the root's state (the shell's overlays are the renderer's to draw).
  public init(_ root: RootState) { self.init(root.app) }
}
