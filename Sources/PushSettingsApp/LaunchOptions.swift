import PushAppFeature
import PushCore
import PushInterface
import PushLive
import PushQATools
import PushSimulation

/// What the command line asked for.
public struct LaunchOptions: Equatable, Sendable {
  public enum Command: Equatable, Sendable {
    case run
    case listStates
    case render(state: String)
    /// `gallery [NAME...]`: the named states (all when none are named) as a design review's gallery.
    case gallery(states: [String])
    case help
    case version
  }

  public var command: Command = .run
  public var loggedOut = false
  public var languages: [String]?
  public var permission: PermissionStatus?
  public var answer: Bool?
  public var tokenArrival: TokenArrival = .immediate
  public var faults = FaultPlan()
  public var seed: UInt64?
  public var latencyMs = 150
  public var tracePath: String?
  /// `--backend FILE`: real wikis instead of simulated ones.
  public var backendPath: String?
  /// The scenario file the settings came from, if any (an output file must not replace it).
  public var scenarioPath: String?
  public var stateFile: String?
  public var startState: String?
  /// `--open SCREEN`: the screens opened after launch, from Explore, as taps would open them.
  public var open: [Destination] = []
  public var accessible = false
  /// The accessible mode without hints (`--verbosity brief`).
  public var brief = false
  public var scriptPath: String?
  public var recordPath: String?
  public var size: (width: Int, height: Int)?
  /// A scenario file's description, said when the app starts.
  public var scenarioDescription: String?
  /// How many earlier notifications the simulated inbox starts with.
  public var inbox = 0
  /// `--theme`: the reading theme for this run, over the one the state file keeps; nil when not given.
  public var theme: Theme?
  /// `--ui-language`: the app's language, chosen for this run and kept; nil when not given.
  public var uiLanguage: UILanguage?
  /// `--annotations on|off`; nil when not given.
  public var annotations: Bool?
  /// `--focus mark`: the focused row shown by its mark and the cursor only, not reversed.
  public var focusMark = false
  /// `render --color`: the screen in ANSI colours and attributes.
  public var ansiColor = false
  /// `gallery --sizes`: nil for the default sizes.
  public var gallerySizes: [(width: Int, height: Int)]?
  /// `gallery --out`: the folder the gallery is written to.
  public var galleryOut: String?
  /// `gallery --compare`: an earlier gallery's folder.
  public var galleryCompare: String?
  /// `gallery --themes`: the reading themes each state is also drawn in; nil for none.
  public var galleryThemes: [Theme]?
  public var galleryLanguages: [UILanguage]?
  /// `gallery --variants`: nil for colour only.
  public var galleryVariants: [String]?
  /// A flag QA uses was given (`--fail`, `--fail-rate`, `--trace`, `--scenario`, `--script`).
  public var qaFlagGiven = false

  /// QA details start shown when asked for, or else when any QA flag was given.
  public var showsAnnotations: Bool { annotations ?? qaFlagGiven }

  /// The flags after which QA details start shown.
  static let qaFlags: Set<String> = ["--fail", "--fail-rate", "--trace", "--scenario", "--script"]
  /// How fast a script plays; nil: like a person in a terminal or when recording, else as fast as it can.
  package var pace: ScriptPace?
  /// How long a script's last screen stays in a terminal; nil: until a key at human pace, else not at all.
  public var holdSeconds: Int?
  /// Start from defaults in memory: no state file is read or written.
  public var fresh = false
  /// `--reset-world`: the simulated wikis start new; the app's own state is kept.
  public var resetWorld = false
  /// The flags given on the command line, in order, with their values (to tell what a script contradicts).
  public var given: [(flag: String, value: String)] = []

  public init() {}

  /// The pace a script plays at: `--pace`, else human in a terminal or when recording, else fast.
  func scriptPace(inTerminal: Bool) -> ScriptPace {
    pace ?? (inTerminal || recordPath != nil ? .human : .fast)
  }

  /// What becomes of a script's last screen in a terminal: `--hold`, else until a key at human pace.
  func scriptHold(pace: ScriptPace) -> ScriptHold {
    if let holdSeconds { return holdSeconds == 0 ? .none : .ms(holdSeconds * 1000) }
    return pace == .human ? .untilKey : .none
  }

  public static func == (lhs: LaunchOptions, rhs: LaunchOptions) -> Bool {
    lhs.command == rhs.command && lhs.loggedOut == rhs.loggedOut && lhs.languages == rhs.languages
      && lhs.permission == rhs.permission && lhs.answer == rhs.answer && lhs.tokenArrival == rhs.tokenArrival
      && lhs.faults == rhs.faults && lhs.seed == rhs.seed && lhs.latencyMs == rhs.latencyMs
      && lhs.tracePath == rhs.tracePath && lhs.backendPath == rhs.backendPath && lhs.stateFile == rhs.stateFile
      && lhs.startState == rhs.startState && lhs.open == rhs.open
      && lhs.accessible == rhs.accessible && lhs.brief == rhs.brief && lhs.scriptPath == rhs.scriptPath
      && lhs.recordPath == rhs.recordPath
      && lhs.size?.width == rhs.size?.width && lhs.size?.height == rhs.size?.height
      && lhs.scenarioDescription == rhs.scenarioDescription && lhs.inbox == rhs.inbox
      && lhs.annotations == rhs.annotations && lhs.qaFlagGiven == rhs.qaFlagGiven && lhs.fresh == rhs.fresh
      && lhs.resetWorld == rhs.resetWorld
      && lhs.pace == rhs.pace && lhs.holdSeconds == rhs.holdSeconds && lhs.ansiColor == rhs.ansiColor
      && lhs.gallerySizes.map { $0.map { [$0.width, $0.height] } }
        == rhs.gallerySizes.map { $0.map { [$0.width, $0.height] } }
      && lhs.galleryOut == rhs.galleryOut && lhs.galleryCompare == rhs.galleryCompare
      && lhs.galleryVariants == rhs.galleryVariants && lhs.galleryThemes == rhs.galleryThemes
      && lhs.galleryLanguages == rhs.galleryLanguages && lhs.theme == rhs.theme && lhs.uiLanguage == rhs.uiLanguage
      && lhs.focusMark == rhs.focusMark
  }
}

extension LaunchOptions {
  /// What the flags choose for the app as it starts (the reading theme for this run, the app's language).
  func choices() -> [AppAction] {
    (theme.map { [.themeOverridden($0)] } ?? []) + (uiLanguage.map { [.uiLanguageChosen($0)] } ?? [])
  }
}
