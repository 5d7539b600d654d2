import PushCore
import PushInterface
import PushLive
import PushPresentation
import PushQATools
import PushSimulation

extension LaunchOptions {
  /// `--help`, made from the flag table.
  public static var usage: String {
    var text = """
      Usage: push-settings [options]              walk through Settings > Push notifications
             push-settings states                 list the named states
             push-settings render NAME [--size WxH] [--accessible | --color]
                                                  print a named state's screen and exit
             push-settings gallery [NAME...] [--sizes …] [--out DIR] [--compare OLD_DIR]
                                                  every named state as one HTML page and SVGs

      """
    for group in FlagSpec.Group.allCases {
      text += "\n\(group.rawValue):\n"
      for spec in FlagSpec.all where spec.group == group {
        let names = (spec.alias.map { "\($0), " } ?? "") + spec.usage
        // Help wrapped to fit 100 columns, continued under itself; after a name too long for its column, on
        // the next line.
        let lines = TextLayout.wrap(spec.help, to: 66)
        let indent = String(repeating: " ", count: 33)
        if names.count < 30 {
          text += "  \(names)\(String(repeating: " ", count: 31 - names.count))\(lines.first ?? "")\n"
        } else {
          text += "  \(names)\n\(indent)\(lines.first ?? "")\n"
        }
        for line in lines.dropFirst() { text += indent + line + "\n" }
      }
    }
    return text + """

      In the full screen, ? lists the keys; a shows the QA annotations (what failed where, the key line).

      """
  }

  /// Parses arguments (without the program name). Every problem is a one-line `UsageError`.
  public static func parse(_ arguments: [String]) throws(UsageError) -> LaunchOptions {
    var options = LaunchOptions()
    var args = arguments[...]
    // A scenario file's settings come first, so that flags on the command line win.
    if let path = try scenarioPath(in: &args) {
      options.scenarioPath = path
      try Scenario.apply(fromFile: path, to: &options)
      options.qaFlagGiven = true
    }
    var positionals: [String] = []
    var seen: Set<String> = []
    while let arg = args.popFirst() {
      // `--` ends the options: what follows is a command and its arguments, even when it starts with a dash.
      if arg == "--" {
        positionals += args
        break
      }
      var flag = arg
      var inline: String?
      if arg.hasPrefix("--"), let eq = arg.firstIndex(of: "=") {
        flag = String(arg[..<eq])
        inline = String(arg[arg.index(after: eq)...])
      }
      guard let spec = FlagSpec.spec(flag) else {
        if arg.hasPrefix("-") && arg != "-" {
          throw UsageError("unknown option '\(arg.sanitizedForMessage)'; see push-settings --help")
        }
        positionals.append(arg)
        continue
      }
      // Given twice, one of the two would be dropped without a word: which one the user meant is not ours to guess.
      if !spec.repeatable, !seen.insert(spec.name).inserted {
        throw UsageError("\(spec.name) is given twice; give it once")
      }
      var value = ""
      if spec.value == nil {
        // `--logged-out=false` logged out: a switch takes no value, so a value given to it is refused.
        if let inline {
          throw UsageError(
            "\(spec.name) takes no value (it was given '=\(inline.sanitizedForMessage)'); leave the flag out to "
              + "leave it off")
        }
      } else {
        if let inline {
          value = inline
        } else {
          guard let next = args.popFirst(), !next.hasPrefix("--") || next == "-" else {
            throw UsageError("\(flag) needs a value")
          }
          value = next
        }
      }
      try spec.apply(&options, value)
      if qaFlags.contains(spec.name) { options.qaFlagGiven = true }
      options.given.append((spec.name, value))
    }
    try applyCommand(positionals, to: &options)
    return options
  }

  /// Takes `--scenario FILE` out of the arguments.
  static func scenarioPath(in args: inout ArraySlice<String>) throws(UsageError) -> String? {
    let isScenario = { (arg: String) in arg == "--scenario" || arg.hasPrefix("--scenario=") }
    guard let index = args.firstIndex(where: isScenario) else { return nil }
    let path: String
    if args[index].hasPrefix("--scenario=") {
      path = String(args[index].dropFirst("--scenario=".count))
      args.remove(at: index)
    } else {
      guard index + 1 < args.endIndex else { throw UsageError("--scenario needs a file name") }
      path = args[index + 1]
      args.removeSubrange(index...(index + 1))
    }
    if args.contains(where: isScenario) { throw UsageError("--scenario may be given once") }
    return path
  }

  static func applyCommand(_ positionals: [String], to options: inout LaunchOptions) throws(UsageError) {
    switch positionals.first {
    case nil: break
    case "states":
      guard positionals.count == 1 else { throw UsageError("states takes no arguments") }
      if options.command == .run { options.command = .listStates }
    case "render":
      guard positionals.count == 2 else { throw UsageError("render needs one state name, like: render push-on") }
      if options.command == .run { options.command = .render(state: positionals[1]) }
    case "gallery":
      let names = Array(positionals.dropFirst())
      if let unknown = names.first(where: { NamedState.named($0) == nil }) {
        throw UsageError(
          "gallery: no state named '\(unknown.sanitizedForMessage)'; the states are \(NamedState.names)")
      }
      if let twice = names.indices.first(where: { names[..<$0].contains(names[$0]) }) {
        throw UsageError("gallery: '\(names[twice])' is named twice")
      }
      if options.command == .run { options.command = .gallery(states: names) }
    case let other?:
      throw UsageError(
        "unknown command '\(other.sanitizedForMessage)'; commands are states, render and gallery")
    }
    try checkFlags(of: options)
  }

  /// Refuses the flags the command (render, gallery or the app) would not use, and pairs that contradict.
  private static func checkFlags(of options: LaunchOptions) throws(UsageError) {
    var isGallery = false
    var isRender = false
    switch options.command {
    case .gallery: isGallery = true
    case .render: isRender = true
    default: break
    }
    let galleryFlags: [(String, Bool)] = [
      ("--sizes", options.gallerySizes != nil), ("--out", options.galleryOut != nil),
      ("--compare", options.galleryCompare != nil), ("--variants", options.galleryVariants != nil),
      ("--themes", options.galleryThemes != nil), ("--ui-languages", options.galleryLanguages != nil),
    ]
    if !isGallery, let (flag, _) = galleryFlags.first(where: { $0.1 }) {
      throw UsageError("\(flag) goes with gallery, like: push-settings gallery \(flag) …")
    }
    if options.ansiColor && !isRender {
      throw UsageError("--color goes with render, like: push-settings render push-on --color")
    }
    if options.ansiColor && options.accessible {
      throw UsageError("--color draws the full screen; --accessible prints the transcript: give one of them")
    }
    if isGallery, options.size != nil {
      throw UsageError("gallery takes --sizes (a list, like 60x20,80x24), not --size")
    }
    // render and gallery draw named states as they are: a flag they would not use is refused, not dropped.
    let uses: Set<String>? =
      isRender
      ? ["--size", "--accessible", "--color", "--theme", "--annotations", "--ui-language"]
      : isGallery ? ["--sizes", "--out", "--compare", "--variants", "--themes", "--ui-languages"] : nil
    let flags = (options.scenarioPath != nil ? ["--scenario"] : []) + options.given.map(\.flag)
    if let uses, let flag = flags.first(where: { !uses.contains($0) }) {
      let command = isRender ? "render" : "gallery"
      throw UsageError(
        "\(command) draws named states as they are, so \(flag) would not be used; \(command) takes "
          + uses.sorted().joined(separator: ", ")
          + (isGallery && flag == "--theme" ? " (--themes all draws each state in the four themes)" : "")
          + (isGallery && flag == "--ui-language" ? " (--ui-languages all draws each state in every language)" : ""))
    }
    if options.size != nil, case .run = options.command, options.scriptPath == nil {
      throw UsageError("--size goes with render, or with --script played without a terminal")
    }
    if options.fresh, options.stateFile != nil {
      throw UsageError("--fresh reads and saves no state file, so --state-file would not be used; give one of them")
    }
  }
}
