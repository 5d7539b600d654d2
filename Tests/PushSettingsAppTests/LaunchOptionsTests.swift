import PushAppFeature
import PushCore
import PushInterface
import PushLive
import PushQATools
import PushSettingsApp
import PushSimulation
import Testing

@Suite struct LaunchOptionsTests {
  @Test func parse_fixedContract_isUnderstood() throws {
    let options = try LaunchOptions.parse([
      "--logged-out", "--languages", "en,de,fr", "--permission", "provisional", "--answer", "deny", "--fail",
      "token,write:de", "--fail", "rollback:commons", "--fail-rate", "0.25", "--seed", "9", "--latency", "10",
      "--trace", "t.jsonl", "--state-file", "s.json",
    ])
    #expect(options.loggedOut)
    #expect(options.languages == ["en", "de", "fr"])
    #expect(options.permission == .provisional)
    #expect(options.answer == false)
    #expect(options.faults.always == [.token, .write(.language("de")), .rollback(.commons)])
    #expect(options.faults.rate == 0.25)
    #expect(options.seed == 9)
    #expect(options.latencyMs == 10)
    #expect(options.tracePath == "t.jsonl")
    #expect(options.stateFile == "s.json")
  }

  @Test func annotations_onWithAnyQAFlag_offOtherwise_theFlagWins() throws {
    #expect(try !LaunchOptions.parse([]).showsAnnotations)
    #expect(try !LaunchOptions.parse(["--languages", "en,de", "--latency", "10"]).showsAnnotations)
    for qa in [["--fail", "read"], ["--fail-rate", "0"], ["--trace", "t.jsonl"], ["--script", "s.script"]] {
      #expect(try LaunchOptions.parse(qa).showsAnnotations, "\(qa[0]) turns QA details on")
      #expect(try !LaunchOptions.parse(qa + ["--annotations", "off"]).showsAnnotations)
    }
    #expect(try LaunchOptions.parse(["--annotations=on"]).showsAnnotations)
    #expect(throws: UsageError("--annotations: 'yes' is not on or off")) {
      try LaunchOptions.parse(["--annotations", "yes"])
    }
  }

  @Test func parse_theme_forThisRun_andTheGallerysThemes() throws {
    #expect(try LaunchOptions.parse([]).theme == nil, "the chosen one, from the state file")
    #expect(try LaunchOptions.parse(["--theme", "sepia"]).theme == .sepia)
    #expect(try LaunchOptions.parse(["--state", "settings", "--theme", "black"]).theme == .black)
    #expect(try LaunchOptions.parse(["gallery", "--themes", "dark,light"]).galleryThemes == [.dark, .light])
    #expect(try LaunchOptions.parse(["gallery", "--themes", "all"]).galleryThemes == Theme.allCases)
    #expect(try LaunchOptions.parse(["gallery"]).galleryThemes == nil)
  }

  @Test func parse_commands() throws {
    #expect(try LaunchOptions.parse(["states"]).command == .listStates)
    #expect(try LaunchOptions.parse(["render", "push-on", "--size", "40x12"]).command == .render(state: "push-on"))
    #expect(try LaunchOptions.parse(["render", "push-on", "--theme", "dark", "--annotations", "on"]).theme == .dark)
    #expect(try LaunchOptions.parse(["--open", "push"]).open == [.settings, .push], "from Explore, through Settings")
    #expect(try LaunchOptions.parse(["--latency=5"]).latencyMs == 5)
  }

  static let bad: [([String], String)] = [
    (["--permission", "maybe"], "--permission: 'maybe' is not one of notDetermined, denied, authorized"),
    (["--permission"], "--permission needs a value"),
    (["--answer", "yes"], "--answer: 'yes' is not allow or deny"),
    (["--theme", "solarized"], "--theme: 'solarized' is not light, sepia, dark or black"),
    (["--theme", "Dark"], "--theme: 'Dark' is not light, sepia, dark or black"),
    (["--theme"], "--theme needs a value"),
    (["--theme", "light", "--theme", "dark"], "--theme is given twice"),
    (["gallery", "--themes", "dark,dark"], "--themes: dark is listed twice"),
    (["gallery", "--themes", "dark,all"], "--themes: all stands alone, as the whole list; give all or a list"),
    (["gallery", "--ui-languages", "all,de"], "--ui-languages: all stands alone"),
    (["gallery", "--ui-languages", "de,"], "--ui-languages: an empty item in 'de,'; give de, fr"),
    (["gallery", "--ui-languages", "en"], "--ui-languages: 'en' is not de, fr"),
    (["gallery", "--variants", "all"], "--variants: 'all' is not color, no-color, mono or qa"),
    (["gallery", "--ui-language", "de"], "gallery draws named states as they are, so --ui-language would not be used"),
    (["gallery", "--themes", "blue"], "--themes: 'blue' is not light, sepia, dark, black or all"),
    (["--themes", "all"], "--themes goes with gallery"),
    (["--languages", "en,,de"], "--languages: 'en,,de' is not a comma-separated list"),
    (["--languages", "en,en"], "--languages: a language is listed twice"),
    (["--languages", "EN"], "--languages: 'EN' is not"),
    (["--fail", "write:"], "--fail: 'write:' is not a failure point; use token, subscribe"),
    (["--fail", "explode"], "--fail: 'explode' is not a failure point"),
    (["--fail-rate", "2"], "--fail-rate: '2' is not a probability from 0 to 1"),
    (["--fail-rate", "nan"], "--fail-rate: 'nan' is not a probability"),
    (["--seed", "-1"], "--seed: '-1' is not a whole number"),
    (["--seed", "x"], "--seed: 'x' is not a whole number"),
    (["--latency", "-5"], "--latency: '-5' is not a whole number"),
    (["--latency", "--seed"], "--latency needs a value"),
    (["--latency", "999999"], "--latency: '999999' is not a whole number of milliseconds"),
    (["--token", "soon"], "--token: 'soon' is not now, late or never"),
    (["--size", "80"], "--size: '80' is not WIDTHxHEIGHT"),
    (["--size", "80x24"], "--size goes with render, or with --script"),
    (["--pace", "slow"], "--pace: 'slow' is not human, fast or milliseconds"),
    (["--hold", "x"], "--hold: 'x' is not a whole number of seconds"),
    (["--bogus"], "unknown option '--bogus'"),
    (["frobnicate"], "unknown command 'frobnicate'"),
    (["render"], "render needs one state name"),
    (["--trace", ""], "--trace needs a file name"),
    (["--permission", "\u{1B}[2Jx"], "--permission: '[2Jx' is not one of"),
    // Issue 28, items 6 and 13.
    (["--logged-out=false"], "--logged-out takes no value (it was given '=false')"),
    (["--accessible=no"], "--accessible takes no value"),
    (["--latency", "5", "--latency", "6"], "--latency is given twice; give it once"),
    (["--latency=5", "--latency", "5"], "--latency is given twice"),
    (["-h", "--help"], "--help is given twice"),
    (["--", "--bogus"], "unknown command '--bogus'"),
    (
      ["--fresh", "--state-file", "x.json"], "--fresh reads and saves no state file, so --state-file would not be used"
    ),
    (["render", "push-on", "--size", "39x11"], "--size: 39x11 is smaller than the screen's least, 40x12"),
    (["render", "push-on", "--size", "80x11"], "--size: 80x11 is smaller"),
    // Issue 35, point 9: render and gallery refuse what they would not use.
    (
      ["render", "push-on", "--languages", "en,fr", "--fail", "write:de", "--inbox", "4"],
      "render draws named states as they are, so --languages would not be used; render takes --accessible, "
        + "--annotations, --color, --size, --theme"
    ),
    (["gallery", "--theme", "dark", "--compare", "review"], "gallery draws named states as they are, so --theme"),
    (["gallery", "--latency", "5"], "gallery draws named states as they are, so --latency would not be used"),
    (["render", "settings", "--open", "push"], "render draws named states as they are, so --open"),
    (["--open", "nowhere"], "--open: 'nowhere' is not a screen; the screens are explore, settings, push"),
  ]

  @Test func parse_doubleDash_endsTheOptions_andRepeatableFlagsAdd() throws {
    #expect(try LaunchOptions.parse(["--latency", "5", "--", "states"]).command == .listStates)
    let failing = try LaunchOptions.parse(["--fail", "write:de", "--fail", "read"])
    #expect(failing.given.filter { $0.flag == "--fail" }.count == 2)
  }

  @Test(arguments: Self.bad)
  func parse_badInput_oneLineNamingTheFlag(_ arguments: [String], _ expected: String) {
    do {
      _ = try LaunchOptions.parse(arguments)
      Issue.record("accepted \(arguments)")
    } catch {
      #expect(error.message.hasPrefix(expected), "got: \(error.message)")
      #expect(!error.message.contains("\n"))
      #expect(!error.message.unicodeScalars.contains("\u{1B}"))
    }
  }
}
