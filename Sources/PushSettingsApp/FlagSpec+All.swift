import PushAppFeature
import PushCore
import PushGallery
import PushInterface
import PushLive
import PushPresentation
import PushQATools

extension FlagSpec {
  /// Every flag, in the order `--help` lists them.
  static let all: [FlagSpec] = world + app + gallery

  /// A flag that takes one of two words: `set` is given true for the first.
  static func either(
    _ flag: String, _ first: String, _ second: String, _ set: @escaping @Sendable (inout LaunchOptions, Bool) -> Void
  ) -> @Sendable (inout LaunchOptions, String) throws(UsageError) -> Void {
    { options, text throws(UsageError) in
      guard text == first || text == second else {
        throw UsageError("\(flag): '\(text.sanitizedForMessage)' is not \(first) or \(second)")
      }
      set(&options, text == first)
    }
  }

  /// A flag whose value is a file name.
  static func path(_ flag: String, _ set: @escaping @Sendable (inout LaunchOptions, String) -> Void)
    -> @Sendable (inout LaunchOptions, String) throws(UsageError) -> Void
  {
    { options, text throws(UsageError) in
      if text.isEmpty { throw UsageError("\(flag) needs a file name") }
      set(&options, text)
    }
  }

  /// The screens `--open` starts on, and the taps from Explore that reach each (the app launches on
  /// Explore; Settings is presented from its navigation bar, the Notifications Center from its bell).
  static let screens: [(name: String, path: [Destination])] = [
    ("explore", []), ("settings", [.settings]), ("push", [.settings, .push]), ("notifications", [.notifications]),
    ("languages", [.settings, .languages]), ("account", [.settings, .account]),
    ("reading-preferences", [.settings, .readingPreferences]),
  ]

  static let app: [FlagSpec] = [
    FlagSpec(
      name: "--state", value: "NAME", help: "start in a named state (see `push-settings states`)", group: .app,
      scenarioKey: "state", scenarioAccepts: "a named state"
    ) { options, text throws(UsageError) in options.startState = text },
    FlagSpec(
      name: "--open", value: "SCREEN",
      help: "start on a screen, opened from Explore as taps would: " + screens.map(\.name).joined(separator: ", "),
      group: .app, scenarioKey: "open", scenarioAccepts: "a screen: " + screens.map(\.name).joined(separator: ", ")
    ) { options, text throws(UsageError) in
      guard let screen = screens.first(where: { $0.name == text }) else {
        throw UsageError(
          "--open: '\(text.sanitizedForMessage)' is not a screen; the screens are "
            + screens.map(\.name).joined(separator: ", "))
      }
      options.open = screen.path
    },
    FlagSpec(
      name: "--state-file", value: "PATH",
      help: "state file (default $XDG_STATE_HOME/push-settings/state.json, else ~/.local/state/…)", group: .app,
      apply: path("--state-file") { $0.stateFile = $1 }),
    FlagSpec(
      name: "--backend", value: "FILE",
      help: "real MediaWiki wikis from a JSON file (see scripts/mediawiki; iOS stays simulated)",
      group: .app, apply: path("--backend") { $0.backendPath = $1 }),
    FlagSpec(
      name: "--fresh", help: "start from defaults in memory: no state file is read or saved", group: .app
    ) { options, _ throws(UsageError) in options.fresh = true },
    FlagSpec(
      name: "--reset-world",
      help:
        "the simulated wikis start new (values, subscriptions, notifications, descriptions); the app's state is kept",
      group: .app
    ) { options, _ throws(UsageError) in options.resetWorld = true },
    FlagSpec(
      name: "--trace", value: "FILE", help: "write every call as JSON Lines", group: .app,
      apply: path("--trace") { $0.tracePath = $1 }),
    FlagSpec(
      name: "--accessible", help: "linear screen-reader mode (also: ACCESSIBLE=1, TERM=dumb, no terminal)",
      group: .app
    ) { options, _ throws(UsageError) in options.accessible = true },
    FlagSpec(
      name: "--verbosity", value: "brief|verbose",
      help: "the accessible mode with hints after each item (verbose, the default) or without (brief)",
      group: .app, scenarioKey: "verbosity", scenarioAccepts: "brief or verbose"
    ) { options, text throws(UsageError) in
      switch text {
      case "brief": options.brief = true
      case "verbose": options.brief = false
      default: throw UsageError("--verbosity: '\(text.sanitizedForMessage)' is not brief or verbose")
      }
    },
    FlagSpec(
      name: "--script", value: "FILE", help: "play a walkthrough (see Screens/walkthroughs/README.md)", group: .app
    ) { options, text throws(UsageError) in options.scriptPath = text },
    FlagSpec(
      name: "--pace", value: "human|fast|MS",
      help: "how fast a script plays (default: human in a terminal or when recording, else fast; MS: between keys)",
      group: .app
    ) { options, text throws(UsageError) in
      guard let pace = ScriptPace(text) else {
        throw UsageError("--pace: '\(text.sanitizedForMessage)' is not human, fast or milliseconds from 0 to 10000")
      }
      options.pace = pace
    },
    FlagSpec(
      name: "--hold", value: "SECONDS",
      help: "how long a script's last screen stays in a terminal (default at human pace: until a key)", group: .app
    ) { options, text throws(UsageError) in
      guard let seconds = Int(text), (0...3600).contains(seconds) else {
        throw UsageError("--hold: '\(text.sanitizedForMessage)' is not a whole number of seconds from 0 to 3600")
      }
      options.holdSeconds = seconds
    },
    FlagSpec(
      name: "--record", value: "FILE.cast", help: "record the session as an asciicast v2 file", group: .app,
      apply: path("--record") { $0.recordPath = $1 }),
    FlagSpec(
      name: "--scenario", value: "FILE", help: "launch settings from a JSON file (flags given too win)", group: .app
    ) { _, _ throws(UsageError) in },  // Read before the other flags: see LaunchOptions.parse.
    FlagSpec(
      name: "--annotations", value: "on|off",
      help: "show QA details on the screens, marked QA: (default: on with --fail, --fail-rate, --trace, "
        + "--scenario or --script; the key a toggles them)",
      group: .app, apply: either("--annotations", "on", "off") { $0.annotations = $1 }),
    FlagSpec(
      name: "--focus", value: "reverse|mark",
      help: "how the focused row is shown: reversed (default), or by its mark and the cursor only, so that a "
        + "screen reader speaking the terminal's output hears only the row arrived at",
      group: .app, apply: either("--focus", "mark", "reverse") { $0.focusMark = $1 }),
    FlagSpec(
      name: "--theme", value: "light|sepia|dark|black",
      help: "the reading theme for this run, over the one chosen in Reading preferences",
      group: .app
    ) { options, text throws(UsageError) in
      guard let theme = Theme(rawValue: text) else {
        throw UsageError("--theme: '\(text.sanitizedForMessage)' is not light, sepia, dark or black")
      }
      options.theme = theme
    },
    FlagSpec(
      name: "--ui-language", value: "CODE",
      help: "the app's language, as iOS's Preferred Language sets it (kept in the state file): en (default), de, "
        + "fr, es, fi, ja, zh-hans, ru, ar, he, or Xcode's pseudo-languages double-length and right-to-left",
      group: .app
    ) { options, text throws(UsageError) in
      guard let language = UILanguage(rawValue: text) else {
        throw UsageError("--ui-language: '\(text.sanitizedForMessage)' is not one of \(UILanguage.accepted)")
      }
      options.uiLanguage = language
    },
    FlagSpec(
      name: "--size", value: "WxH", help: "screen size for `render` and a script without a terminal (default 80x24)",
      group: .app
    ) { options, text throws(UsageError) in
      let parts = text.split(separator: "x").compactMap { Int($0) }
      guard parts.count == 2, (1...1000).contains(parts[0]), (1...1000).contains(parts[1]) else {
        throw UsageError("--size: '\(text.sanitizedForMessage)' is not WIDTHxHEIGHT, like 80x24")
      }
      // Below the least size the screen would say only "Too small", and the command would succeed.
      let least = (FrameRenderer.minimumWidth, FrameRenderer.minimumHeight)
      guard parts[0] >= least.0, parts[1] >= least.1 else {
        throw UsageError("--size: \(parts[0])x\(parts[1]) is smaller than the screen's least, \(least.0)x\(least.1)")
      }
      options.size = (parts[0], parts[1])
    },
    FlagSpec(name: "--help", help: "this help", group: .app, alias: "-h") { options, _ throws(UsageError) in
      options.command = .help
    },
    FlagSpec(name: "--version", help: "the version", group: .app) { options, _ throws(UsageError) in
      options.command = .version
    },
  ]

  /// A comma-separated list of distinct choices (`--variants`, `--themes`): each part read by `parse`, or
  /// refused naming the flag and the choices; one given twice refused.
  static func distinctList<T: Equatable>(
    _ flag: String, _ text: String, choices: String, _ parse: (String) -> T?
  ) throws(UsageError) -> [T] {
    var values: [T] = []
    for part in text.split(separator: ",", omittingEmptySubsequences: false).map(String.init) {
      // `all` stands for the whole list (where a flag takes it), so it is never one item among others.
      if part == "all", choices.hasSuffix(" or all") {
        throw UsageError("\(flag): all stands alone, as the whole list; give all or a list")
      }
      if part.isEmpty { throw UsageError("\(flag): an empty item in '\(text.sanitizedForMessage)'; give \(choices)") }
      guard let value = parse(part) else {
        throw UsageError("\(flag): '\(part.sanitizedForMessage)' is not \(choices)")
      }
      guard !values.contains(value) else { throw UsageError("\(flag): \(part) is listed twice") }
      values.append(value)
    }
    return values
  }

  /// `WxH`, each side from 1 to 1000, or nil.
  static func parseSize(_ text: Substring) -> (width: Int, height: Int)? {
    let parts = text.split(separator: "x", omittingEmptySubsequences: false)
    guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]), (1...1000).contains(w), (1...1000).contains(h)
    else { return nil }
    return (w, h)
  }

  static let gallery: [FlagSpec] = [
    FlagSpec(
      name: "--sizes", value: "WxH[,WxH...]",
      help: "the screen sizes the gallery draws each state at (default 60x20,80x24,120x40)", group: .gallery
    ) { options, text throws(UsageError) in
      let parts = text.split(separator: ",", omittingEmptySubsequences: false)
      var sizes: [(width: Int, height: Int)] = []
      for part in parts {
        guard let size = parseSize(part) else {
          throw UsageError(
            "--sizes: '\(String(part).sanitizedForMessage)' is not WIDTHxHEIGHT from 1x1 to 1000x1000, like 80x24")
        }
        guard !sizes.contains(where: { $0 == size }) else {
          throw UsageError("--sizes: \(size.width)x\(size.height) is listed twice")
        }
        // As --size: below the least size every screen would say only "Too small".
        let least = (FrameRenderer.minimumWidth, FrameRenderer.minimumHeight)
        guard size.width >= least.0, size.height >= least.1 else {
          throw UsageError(
            "--sizes: \(size.width)x\(size.height) is smaller than the screen's least, \(least.0)x\(least.1)")
        }
        sizes.append(size)
      }
      guard sizes.count <= 12 else { throw UsageError("--sizes: at most 12 sizes") }
      options.gallerySizes = sizes
    },
    FlagSpec(
      name: "--variants", value: "color,no-color,mono,qa",
      help: "each screen drawn in colour, NO_COLOR=1, xterm-mono, with QA annotations on (default color)",
      group: .gallery
    ) { options, text throws(UsageError) in
      options.galleryVariants = try distinctList("--variants", text, choices: "color, no-color, mono or qa") {
        GalleryVariant(rawValue: $0)?.rawValue
      }
    },
    FlagSpec(
      name: "--themes", value: "light,sepia,dark,black",
      help: "also draw each state in these reading themes, in colour at each size (all: the four)",
      group: .gallery
    ) { options, text throws(UsageError) in
      options.galleryThemes =
        text == "all"
        ? Theme.allCases
        : try distinctList("--themes", text, choices: "light, sepia, dark, black or all") { Theme(rawValue: $0) }
    },
    FlagSpec(
      name: "--ui-languages", value: "de,he",
      help: "also draw each state in these app languages, in colour at each size (all: every one but English)",
      group: .gallery
    ) { options, text throws(UsageError) in
      let choices = UILanguage.allCases.filter { $0 != .english }
      options.galleryLanguages =
        text == "all"
        ? choices
        : try distinctList("--ui-languages", text, choices: choices.map(\.rawValue).joined(separator: ", ") + " or all")
        {
          UILanguage(rawValue: $0).flatMap { $0 == .english ? nil : $0 }
        }
    },
    FlagSpec(
      name: "--out", value: "DIR",
      help: "the folder the gallery is written to: missing, empty, or an earlier gallery (default gallery)",
      group: .gallery, apply: path("--out") { $0.galleryOut = $1 }),
    FlagSpec(
      name: "--compare", value: "OLD_DIR",
      help: "also compare with an earlier gallery: compare.html shows what changed, cell by cell",
      group: .gallery, apply: path("--compare") { $0.galleryCompare = $1 }),
    FlagSpec(
      name: "--color", help: "with render: print the screen in ANSI colours and attributes (NO_COLOR: attributes only)",
      group: .gallery
    ) { options, _ throws(UsageError) in options.ansiColor = true },
  ]
}
