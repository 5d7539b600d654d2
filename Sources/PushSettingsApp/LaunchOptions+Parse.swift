import PushCore
import PushSimulation

extension LaunchOptions {
  public static let usage = """
    Usage: push-settings [options]              walk through Settings > Push notifications
           push-settings states                 list the named states
           push-settings render NAME [--size WxH] [--accessible]
                                                print a named state's screen and exit

    The world (all simulated):
      --logged-out                   start logged out
      --languages en,de,fr           app languages; the first is the primary (default: en)
      --permission STATUS            OS permission: notDetermined, denied, authorized, provisional, ephemeral
      --answer allow|deny            answer the OS permission prompt without showing it
      --token now|late|never         when the device token arrives (late: after 2 s)
      --fail POINT[,POINT...]        make calls fail until the app quits (repeatable); POINT is one of
                                     token, subscribe, unsubscribe, read, write:WIKI, rollback:WIKI
                                     (WIKI: a language code, wikidata or commons)
      --fail-rate P                  also fail any call with probability P (0 to 1)
      --seed N                       seed for random failures and tokens (default 1)
      --latency MS                   simulated network latency per call (default 150)

    The app:
      --state NAME                   start in a named state (see `push-settings states`)
      --state-file PATH              state file (default $XDG_STATE_HOME/push-settings/state.json)
      --trace FILE                   write every simulated call as JSON Lines
      --accessible                   linear screen-reader mode (also: ACCESSIBLE=1, TERM=dumb, no terminal)
      --script FILE                  play a walkthrough (see Screens/walkthroughs/README.md)
      --record FILE.cast             record the session as an asciicast v2 file
      --scenario FILE                launch settings from a JSON file (flags given too win)
      --size WxH                     screen size for `render` (default 80x24)
      -h, --help                     this help
      --version                      the version
    """

  /// Parses arguments (without the program name). Every problem is a one-line `UsageError`.
  public static func parse(_ arguments: [String]) throws(UsageError) -> LaunchOptions {
    var arguments = arguments
    // A scenario file's settings come first, so that flags on the command line win.
    if let index = arguments.firstIndex(where: { $0 == "--scenario" || $0.hasPrefix("--scenario=") }) {
      let path: String
      if arguments[index].hasPrefix("--scenario=") {
        path = String(arguments[index].dropFirst("--scenario=".count))
        arguments.remove(at: index)
      } else {
        guard index + 1 < arguments.count else { throw UsageError("--scenario needs a file name") }
        path = arguments[index + 1]
        arguments.removeSubrange(index...(index + 1))
      }
      if arguments.contains(where: { $0 == "--scenario" || $0.hasPrefix("--scenario=") }) {
        throw UsageError("--scenario may be given once")
      }
      arguments = try Scenario.arguments(fromFile: path) + arguments
    }
    var options = LaunchOptions()
    var args = arguments[...]
    var positionals: [String] = []

    func value(_ flag: String) throws(UsageError) -> String {
      guard let v = args.popFirst(), !v.hasPrefix("--") || v == "-" else {
        throw UsageError("\(flag) needs a value")
      }
      return v
    }

    while let arg = args.popFirst() {
      var flag = arg
      var inline: String?
      if arg.hasPrefix("--"), let eq = arg.firstIndex(of: "=") {
        flag = String(arg[..<eq])
        inline = String(arg[arg.index(after: eq)...])
      }
      func next() throws(UsageError) -> String {
        if let inline { return inline }
        return try value(flag)
      }
      switch flag {
      case "-h", "--help": options.command = .help
      case "--version": options.command = .version
      case "--logged-out": options.loggedOut = true
      case "--accessible": options.accessible = true
      case "--languages":
        let text = try next()
        let codes = text.split(separator: ",", omittingEmptySubsequences: false).map {
          String($0).trimmingSpaces
        }
        guard !codes.isEmpty, codes.allSatisfy(LanguageCode.isValid) else {
          throw UsageError(
            "--languages: '\(text.sanitizedForMessage)' is not a comma-separated list of language codes like en,de,fr")
        }
        guard Set(codes).count == codes.count else { throw UsageError("--languages: a language is listed twice") }
        options.languages = codes
      case "--permission":
        let text = try next()
        guard let p = PermissionStatus(rawValue: text) else {
          throw UsageError(
            "--permission: '\(text.sanitizedForMessage)' is not one of notDetermined, denied, authorized, provisional, ephemeral"
          )
        }
        options.permission = p
      case "--answer":
        switch try next() {
        case "allow": options.answer = true
        case "deny": options.answer = false
        case let other: throw UsageError("--answer: '\(other.sanitizedForMessage)' is not allow or deny")
        }
      case "--token":
        switch try next() {
        case "now": options.tokenArrival = .immediate
        case "late": options.tokenArrival = .afterMs(2_000)
        case "never": options.tokenArrival = .never
        case let other: throw UsageError("--token: '\(other.sanitizedForMessage)' is not now, late or never")
        }
      case "--fail":
        let text = try next()
        for part in text.split(separator: ",", omittingEmptySubsequences: false) {
          guard let point = FailurePoint(String(part)) else {
            throw UsageError(
              "--fail: '\(String(part).sanitizedForMessage)' is not a failure point; use \(FailurePoint.accepted)")
          }
          options.faults.always.insert(point)
        }
      case "--fail-rate":
        let text = try next()
        guard let p = Double(text), p >= 0, p <= 1 else {
          throw UsageError("--fail-rate: '\(text.sanitizedForMessage)' is not a probability from 0 to 1")
        }
        options.faults.rate = p
      case "--seed":
        let text = try next()
        guard let n = UInt64(text) else {
          throw UsageError("--seed: '\(text.sanitizedForMessage)' is not a whole number from 0 to 18446744073709551615")
        }
        options.seed = n
      case "--latency":
        let text = try next()
        guard let ms = Int(text), ms >= 0, ms <= 60_000 else {
          throw UsageError(
            "--latency: '\(text.sanitizedForMessage)' is not a whole number of milliseconds from 0 to 60000")
        }
        options.latencyMs = ms
      case "--trace":
        options.tracePath = try next()
        if options.tracePath!.isEmpty { throw UsageError("--trace needs a file name") }
      case "--state-file":
        options.stateFile = try next()
        if options.stateFile!.isEmpty { throw UsageError("--state-file needs a file name") }
      case "--state":
        options.startState = try next()
      case "--script":
        options.scriptPath = try next()
      case "--record":
        options.recordPath = try next()
        if options.recordPath!.isEmpty { throw UsageError("--record needs a file name") }
      case "--size":
        let text = try next()
        let parts = text.split(separator: "x").compactMap { Int($0) }
        guard parts.count == 2, (1...1000).contains(parts[0]), (1...1000).contains(parts[1]) else {
          throw UsageError("--size: '\(text.sanitizedForMessage)' is not WIDTHxHEIGHT, like 80x24")
        }
        options.size = (parts[0], parts[1])
      default:
        if arg.hasPrefix("-") && arg != "-" {
          throw UsageError("unknown option '\(arg.sanitizedForMessage)'; see push-settings --help")
        }
        positionals.append(arg)
      }
    }

    switch positionals.first {
    case nil: break
    case "states":
      guard positionals.count == 1 else { throw UsageError("states takes no arguments") }
      if options.command == .run { options.command = .listStates }
    case "render":
      guard positionals.count == 2 else { throw UsageError("render needs one state name, like: render push-on") }
      if options.command == .run { options.command = .render(state: positionals[1]) }
    case let other?:
      throw UsageError("unknown command '\(other.sanitizedForMessage)'; commands are states and render")
    }
    if options.size != nil, case .run = options.command {
      throw UsageError("--size goes with render")
    }
    return options
  }
}

extension String {
  var trimmingSpaces: String {
    var s = Substring(self)
    while s.first == " " { s.removeFirst() }
    while s.last == " " { s.removeLast() }
    return String(s)
  }

  /// Text from the command line, safe to print in one line of a message.
  var sanitizedForMessage: String {
    let cleaned = RawBytes.shown(self).terminalSafe
    return cleaned.count > 60 ? String(cleaned.prefix(60)) + "…" : cleaned
  }
}
