import PushCore

/// How a run goes, decided once from the options and the environment: a pure function, tested as a table.
public struct LaunchPlan: Equatable, Sendable {
  public enum Mode: Equatable, Sendable {
    case help
    case version
    case listStates
    case render(state: String)
    /// The design review's gallery of these states (all when none are named).
    case gallery(states: [String])
    /// The interactive full screen, on the main thread.
    case fullScreen
    /// A key script played against the full screen (in a terminal, or in memory without one).
    case script(headless: Bool)
    /// The linear mode, reading lines (or playing a typed script).
    case accessible
  }

  public var mode: Mode
  /// Said on standard error before the run starts (why the full screen is not used, for example).
  public var notice: String?

  /// What the plan needs to know of the process's surroundings.
  public struct Environment: Equatable, Sendable {
    public var term: String
    public var accessibleVariable: String
    public var stdinIsTerminal: Bool
    public var stdoutIsTerminal: Bool

    public init(term: String, accessibleVariable: String = "", stdinIsTerminal: Bool, stdoutIsTerminal: Bool) {
      self.term = term
      self.accessibleVariable = accessibleVariable
      self.stdinIsTerminal = stdinIsTerminal
      self.stdoutIsTerminal = stdoutIsTerminal
    }
  }

  /// The world flags that say where the app starts; a named state says that itself.
  static let startFlags: [(flag: String, given: @Sendable (LaunchOptions) -> Bool)] = [
    ("--logged-out", { $0.loggedOut }),
    ("--languages", { $0.languages != nil }),
    ("--permission", { $0.permission != nil }),
    ("--answer", { $0.answer != nil }),
    ("--token", { $0.tokenArrival != .immediate }),
    ("--inbox", { $0.inbox > 0 }),
    ("--open", { !$0.open.isEmpty }),
  ]

  /// `scriptIsAccessible` is nil without a script, else whether it types lines rather than keys.
  public static func make(_ options: LaunchOptions, scriptIsAccessible: Bool?, environment env: Environment)
    throws(UsageError) -> LaunchPlan
  {
    switch options.command {
    case .help: return LaunchPlan(mode: .help)
    case .version: return LaunchPlan(mode: .version)
    case .listStates: return LaunchPlan(mode: .listStates)
    case .render(let state): return LaunchPlan(mode: .render(state: state))
    case .gallery(let states): return LaunchPlan(mode: .gallery(states: states))
    case .run: break
    }
    if let state = options.startState, let conflict = startFlags.first(where: { $0.given(options) }) {
      throw UsageError(
        "\(conflict.flag) cannot be combined with --state \(state.sanitizedForMessage): a named state sets where the app "
          + "starts; drop \(conflict.flag), or start without --state")
    }
    let accessible = options.accessible || !env.accessibleVariable.isEmpty || scriptIsAccessible == true
    if accessible { return LaunchPlan(mode: .accessible) }
    let noTerminal = env.term == "dumb" || env.term.isEmpty || !env.stdoutIsTerminal || !env.stdinIsTerminal
    if scriptIsAccessible != nil { return LaunchPlan(mode: .script(headless: noTerminal)) }
    guard noTerminal else { return LaunchPlan(mode: .fullScreen) }
    let why =
      env.term == "dumb" || env.term.isEmpty ? "TERM is '\(env.term.sanitizedForMessage)'" : "this is not a terminal"
    return LaunchPlan(
      mode: .accessible,
      notice: "\(why), so the full screen is not started; using the accessible mode (--accessible)")
  }
}
