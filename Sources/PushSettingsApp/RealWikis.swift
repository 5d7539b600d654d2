import PushCore
import PushHTTP
import PushLive
import PushSettingsFeature
import PushSimulation
import PushWikiClient

/// `--backend FILE`: the wikis are real MediaWiki, reached through `MediaWikiClient`; the OS permission,
/// the device token and APNs stay simulated.
struct RealWikis: Sendable {
  let client: MediaWikiClient
  /// The app's languages: the file's language wikis, or the subset `--languages` picked.
  let languages: [String]
  /// The backend file as read.
  let backend: BackendFile
  /// Where the local push service leaves this device's pushes; nil when the file names none or it cannot be
  /// used (`mailboxProblem` says why).
  let mailbox: PushMailbox?
  let mailboxProblem: String?

  /// Every wiki an event can happen on: the app's, then those outside its languages.
  var eventWikis: [Wiki] { languages.map(Wiki.language) + [.wikidata, .commons] + backend.outside.map(\.wiki) }

  /// The backend file the flags name, checked; nil without `--backend`.
  static func load(_ options: LaunchOptions) throws(UsageError) -> RealWikis? {
    guard let path = options.backendPath else { return nil }
    if options.faults != FaultPlan() {
      throw UsageError(
        "--fail and --fail-rate cannot be combined with --backend: the wikis are real (to make one fail, stop its "
          + "server: scripts/mediawiki status lists them)")
    }
    let backend: BackendFile
    switch BackendFile.load(path: path) {
    case .success(let loaded): backend = loaded
    case .failure(let error): throw UsageError("--backend: \(error.message)")
    }
    var languages = backend.languages
    if let asked = options.languages {
      for code in asked where !languages.contains(code) {
        throw UsageError(
          "--languages: '\(code.sanitizedForMessage)' has no URL in the backend file (it has "
            + "\(languages.joined(separator: ", ")))")
      }
      languages = asked
    }
    var mailbox: PushMailbox?
    var problem: String?
    if let path = backend.pushMailbox {
      switch PushMailbox.at(path) {
      case .success(let opened): mailbox = opened
      case .failure(let error): problem = "no pushes will arrive: \(error.message) (scripts/mediawiki up makes it)"
      }
    } else if backend.pushService != nil {
      problem = "no pushes will arrive: the backend file has no \"pushMailbox\" (run scripts/mediawiki up again)"
    }
    return RealWikis(
      client: MediaWikiClient(backend: backend), languages: languages, backend: backend, mailbox: mailbox,
      mailboxProblem: problem)
  }

  /// The screen's one-line notice for refused logins: the wiki and the reason, which fit in 80 columns more
  /// often than the whole message (said in full on stderr).
  static func notice(_ refused: [String]) -> String? {
    guard let first = refused.first else { return nil }
    var parts = first.replacingPrefix("could not log in to ", with: "").split(
      separator: " as the bot user: ", maxSplits: 1
    ).map(String.init)
    if let at = parts.first?.firstRange(of: " at ") { parts[0] = String(parts[0][..<at.lowerBound]) }
    let count = refused.count > 1 ? "\(refused.count) wikis; " : ""
    return "Login failed on \(count)\(parts.joined(separator: ": "))"
  }

  /// Said while the logins run: "Logging in to en.wikipedia.org and 3 other wikis…".
  var loggingInMessage: String {
    let hosts = (languages.map(Wiki.language) + [.wikidata, .commons]).map(\.host)
    let others = hosts.count - 1
    return "Logging in to \(hosts[0])" + (others > 0 ? " and \(others) other wiki\(others == 1 ? "" : "s")" : "") + "…"
  }

  /// Logs in to every wiki at once; one line per wiki that refused, naming it and MediaWiki's answer.
  func logIn() async -> [String] {
    let wikis = languages.map(Wiki.language) + [.wikidata, .commons]
    let client = client
    let failures = await withTaskGroup(of: (Int, String?).self) { group in
      for (index, wiki) in wikis.enumerated() {
        group.addTask { (index, await client.logIn(wiki)?.message) }
      }
      return await group.reduce(into: [(Int, String)]()) { all, next in
        if let message = next.1 { all.append((next.0, message)) }
      }
    }
    return failures.sorted { $0.0 < $1.0 }.map(\.1)
  }

  /// The feature's `APIClient`: each call goes to its real wiki, and its record to `record` (the call
  /// log and `--trace`), tokens and the password left out.
  func api(clock: ClockClient, startMs: Int, record: @escaping @Sendable (TraceRecord) -> Void) -> APIClient {
    let client = client
    return APIClient { request in
      let result = await client.send(request)
      record(TraceRecord.call(request, result, tMs: clock.nowMs() - startMs))
      return result
    }
  }
}
