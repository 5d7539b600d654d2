import PushInterface
import PushLive
import PushQATools
import PushSettingsApp
import Testing

@Suite struct LaunchPlanTests {
  static let terminal = LaunchPlan.Environment(term: "xterm-256color", stdinIsTerminal: true, stdoutIsTerminal: true)
  static let pipe = LaunchPlan.Environment(term: "xterm-256color", stdinIsTerminal: false, stdoutIsTerminal: false)
  static let dumb = LaunchPlan.Environment(term: "dumb", stdinIsTerminal: true, stdoutIsTerminal: true)
  static let screenReader = LaunchPlan.Environment(
    term: "xterm", accessibleVariable: "1", stdinIsTerminal: true, stdoutIsTerminal: true)

  /// Arguments, whether a script types lines (nil: no script), the surroundings, and the mode expected.
  static let table: [([String], Bool?, LaunchPlan.Environment, LaunchPlan.Mode, Bool)] = [
    ([], nil, terminal, .fullScreen, false),
    ([], nil, pipe, .accessible, true),
    ([], nil, dumb, .accessible, true),
    ([], nil, screenReader, .accessible, false),
    (["--accessible"], nil, terminal, .accessible, false),
    (["--script", "k.script"], false, terminal, .script(headless: false), false),
    (["--script", "k.script"], false, pipe, .script(headless: true), false),
    (["--script", "t.script"], true, terminal, .accessible, false),
    (
      ["--state", "push-on", "--latency", "400", "--fail", "write:de", "--seed", "3"], nil, terminal, .fullScreen, false
    ),
    (["states"], nil, pipe, .listStates, false),
    (["render", "push-on"], nil, pipe, .render(state: "push-on"), false),
    (["--help"], nil, terminal, .help, false),
    (["--version"], nil, pipe, .version, false),
  ]

  @Test(arguments: 0..<table.count)
  func plan_picksTheMode(_ index: Int) throws {
    let (arguments, scriptTypes, environment, mode, notice) = Self.table[index]
    let plan = try LaunchPlan.make(
      try LaunchOptions.parse(arguments), scriptIsAccessible: scriptTypes, environment: environment)
    #expect(plan.mode == mode, "\(arguments)")
    #expect((plan.notice != nil) == notice, "\(arguments): \(plan.notice ?? "no notice")")
  }

  @Test(arguments: [
    (["--logged-out"], "--logged-out"), (["--languages", "en,fr"], "--languages"),
    (["--permission", "denied"], "--permission"), (["--answer", "allow"], "--answer"),
    (["--token", "never"], "--token"),
  ])
  func namedState_withAFlagThatSetsWhereItStarts_exits2NamingBoth(_ flag: [String], _ name: String) throws {
    do {
      _ = try LaunchPlan.make(
        try LaunchOptions.parse(["--state", "settings"] + flag), scriptIsAccessible: nil, environment: Self.terminal)
      Issue.record("accepted --state settings \(flag)")
    } catch {
      #expect(error.message.hasPrefix("\(name) cannot be combined with --state settings"), "got \(error.message)")
    }
  }
}
