import PushCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The real wikis to talk to and the bot password to log in with, read from a file such as
/// `scripts/mediawiki up` writes: `{"username": …, "password": …, "wikis": {"en": "http://…/api.php", …}}`,
/// and optionally `"outside"` (wikis outside the app's languages), `"otherEditor"` (the account that acts on
/// the user) and `"pushService"` (where Echo sends its pushes).
/// Never shows a password: not in its description, its reflection, nor any error.
public struct BackendFile: Equatable, Sendable, CustomStringConvertible, CustomReflectable {
  public var username: String
  public var password: String
  /// Each wiki's `api.php`; the language wikis in the file's order, then Wikidata and Commons.
  public var wikis: [(wiki: Wiki, endpoint: HTTPURL)]
  /// Language wikis the app never writes to (they keep Echo's defaults), in the file's order.
  public var outside: [(wiki: Wiki, endpoint: HTTPURL)]
  /// The other editor's bot password: who edits the user's talk page, thanks, mentions, reverts.
  public var otherEditor: Credentials?
  /// The base URL Echo posts pushes to (`$wgEchoPushServiceBaseUrl` without `/v1/message`).
  public var pushService: HTTPURL?
  /// The folder where the local push service leaves each device's latest push (`TOKEN.json`), as APNs
  /// keeps it for a device: the app with `--backend` takes its own from there.
  public var pushMailbox: String?

  public struct Credentials: Equatable, Sendable, CustomStringConvertible, CustomReflectable {
    public var username: String
    public var password: String
    public init(username: String, password: String) {
      self.username = username
      self.password = password
    }
    public var description: String { "\(username) (password hidden)" }
    public var customMirror: Mirror { Mirror(self, children: ["description": description]) }
  }

  public init(
    username: String, password: String, wikis: [(wiki: Wiki, endpoint: HTTPURL)],
    outside: [(wiki: Wiki, endpoint: HTTPURL)] = [], otherEditor: Credentials? = nil, pushService: HTTPURL? = nil,
    pushMailbox: String? = nil
  ) {
    self.username = username
    self.password = password
    self.wikis = wikis
    self.outside = outside
    self.otherEditor = otherEditor
    self.pushService = pushService
    self.pushMailbox = pushMailbox
  }

  public var languages: [String] {
    wikis.compactMap { if case .language(let code) = $0.wiki { code } else { nil } }
  }

  public static func == (lhs: BackendFile, rhs: BackendFile) -> Bool {
    lhs.username == rhs.username && lhs.password == rhs.password && lhs.wikis.map(\.wiki) == rhs.wikis.map(\.wiki)
      && lhs.wikis.map(\.endpoint) == rhs.wikis.map(\.endpoint) && lhs.outside.map(\.wiki) == rhs.outside.map(\.wiki)
      && lhs.outside.map(\.endpoint) == rhs.outside.map(\.endpoint) && lhs.otherEditor == rhs.otherEditor
      && lhs.pushService == rhs.pushService && lhs.pushMailbox == rhs.pushMailbox
  }

  public var description: String {
    var text =
      "BackendFile(username: \(username), password: (hidden), wikis: "
      + wikis.map { "\($0.wiki.code)=\($0.endpoint)" }.joined(separator: ", ")
    if !outside.isEmpty {
      text += "; outside: " + outside.map { "\($0.wiki.code)=\($0.endpoint)" }.joined(separator: ", ")
    }
    if let otherEditor { text += "; other editor: \(otherEditor)" }
    if let pushService { text += "; push service: \(pushService)" }
    if let pushMailbox { text += "; push mailbox: \(pushMailbox)" }
    return text + ")"
  }

  public var customMirror: Mirror { Mirror(self, children: ["description": description]) }

  /// Reads and checks the file. Refuses one that group or others may read (it holds a password), as ssh
  /// refuses such a private key.
  public static func load(path: String) -> Result<BackendFile, BackendFileError> {
    // O_NONBLOCK: a FIFO is refused below instead of waiting here for a writer.
    let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard fd >= 0 else { return .failure(.init("cannot read the backend file \(path): \(errorText())")) }
    defer { close(fd) }
    var info = stat()
    guard fstat(fd, &info) == 0 else { return .failure(.init("cannot read the backend file \(path): \(errorText())")) }
    guard info.st_mode & S_IFMT == S_IFREG else {
      return .failure(.init("the backend file \(path) is not a regular file"))
    }
    let mode = info.st_mode & 0o777
    guard mode & 0o077 == 0 else {
      return .failure(
        .init(
          "the backend file \(path) holds a password but group or others may read it (mode \(octal(mode))); "
            + "run: chmod 600 \(path)"))
    }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 16 * 1024)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        return .failure(.init("cannot read the backend file \(path): \(errorText())"))
      }
      if count == 0 { break }
      bytes += buffer[0..<count]
      if bytes.count > 1 << 20 { return .failure(.init("the backend file \(path) is larger than 1 MB")) }
    }
    return parse(String(decoding: bytes, as: UTF8.self), path: path)
  }

  /// Checks every key; an error names the file and the key.
  public static func parse(_ text: String, path: String) -> Result<BackendFile, BackendFileError> {
    do throws(Problem) {
      return .success(try checked(text))
    } catch {
      return .failure(.init("backend file \(path): \(error.message)"))
    }
  }

  /// What is wrong with the file, before the file's name is put in front of it.
  struct Problem: Error {
    var message: String
    init(_ message: String) { self.message = message }
  }

  static func checked(_ text: String) throws(Problem) -> BackendFile {
    let json: JSONValue
    do {
      json = try JSONParser.parse(text)
    } catch {
      throw Problem("not valid JSON (\(error.reason) at byte \(error.offset))")
    }
    guard let top = json.objectValue else { throw Problem("expected a JSON object with \(expectedKeys)") }
    if let duplicate = firstDuplicate(top.map(\.0)) { throw Problem("the key \"\(duplicate)\" appears twice") }
    for (key, _) in top
    where !["username", "password", "wikis", "outside", "otherEditor", "pushService", "pushMailbox"].contains(key) {
      throw Problem("unknown key \"\(key)\" (expected \(expectedKeys))")
    }
    guard let usernameValue = json["username"] else { throw Problem("missing key \"username\"") }
    guard let username = usernameValue.stringValue, !username.isEmpty else {
      throw Problem("\"username\" must be a non-empty string, such as \"PushTester@pushsettings\"")
    }
    guard let passwordValue = json["password"] else { throw Problem("missing key \"password\"") }
    guard let password = passwordValue.stringValue, !password.isEmpty else {
      throw Problem("\"password\" must be a non-empty string (a bot password)")
    }
    let wikis = try appWikis(json["wikis"])
    return BackendFile(
      username: username, password: password, wikis: wikis,
      outside: try outsideWikis(json["outside"], languages: wikis.map(\.wiki)),
      otherEditor: try otherEditor(json["otherEditor"], username: username),
      pushService: try pushService(json["pushService"]), pushMailbox: try pushMailbox(json["pushMailbox"]))
  }

  /// `wikis`: the app's language wikis, then Wikidata and Commons.
  static func appWikis(_ value: JSONValue?) throws(Problem) -> [(wiki: Wiki, endpoint: HTTPURL)] {
    guard let value else { throw Problem("missing key \"wikis\"") }
    guard let entries = value.objectValue else {
      throw Problem("\"wikis\" must be an object of wiki names to api.php URLs")
    }
    if let duplicate = firstDuplicate(entries.map(\.0)) { throw Problem("\"wikis\" has \"\(duplicate)\" twice") }
    var languages: [(wiki: Wiki, endpoint: HTTPURL)] = []
    var projects: [Wiki: HTTPURL] = [:]
    for (key, value) in entries {
      guard let wiki = Wiki(code: key), wiki.code == key else {
        throw Problem("\"wikis\".\"\(key)\" is not a language code, \"wikidata\" or \"commons\"")
      }
      guard let text = value.stringValue else {
        throw Problem("\"wikis\".\"\(key)\" must be a string, the URL of that wiki's api.php")
      }
      let endpoint: HTTPURL
      do {
        endpoint = try HTTPURL(parsing: text)
      } catch {
        throw Problem("\"wikis\".\"\(key)\": \(error)")
      }
      if case .language = wiki { languages.append((wiki, endpoint)) } else { projects[wiki] = endpoint }
    }
    guard !languages.isEmpty else { throw Problem("\"wikis\" has no language wiki (such as \"en\")") }
    guard let wikidata = projects[.wikidata] else { throw Problem("\"wikis\" is missing \"wikidata\"") }
    guard let commons = projects[.commons] else { throw Problem("\"wikis\" is missing \"commons\"") }
    return languages + [(.wikidata, wikidata), (.commons, commons)]
  }

  /// `outside`: language wikis the app does not write to (notifications come from them too).
  static func outsideWikis(_ value: JSONValue?, languages: [Wiki]) throws(Problem) -> [(wiki: Wiki, endpoint: HTTPURL)]
  {
    guard let value else { return [] }
    guard let entries = value.objectValue else {
      throw Problem("\"outside\" must be an object of language codes to api.php URLs")
    }
    if let duplicate = firstDuplicate(entries.map(\.0)) { throw Problem("\"outside\" has \"\(duplicate)\" twice") }
    var outside: [(wiki: Wiki, endpoint: HTTPURL)] = []
    for (key, value) in entries {
      guard let wiki = Wiki(code: key), wiki.code == key, case .language = wiki else {
        throw Problem("\"outside\".\"\(key)\" is not a language code")
      }
      guard !languages.contains(wiki) else { throw Problem("\"outside\".\"\(key)\" is one of the app's wikis too") }
      guard let text = value.stringValue else {
        throw Problem("\"outside\".\"\(key)\" must be a string, the URL of that wiki's api.php")
      }
      do {
        outside.append((wiki, try HTTPURL(parsing: text)))
      } catch {
        throw Problem("\"outside\".\"\(key)\": \(error)")
      }
    }
    return outside
  }

  /// `otherEditor`: the second account's bot password, another account than the user's.
  static func otherEditor(_ value: JSONValue?, username: String) throws(Problem) -> Credentials? {
    guard let value else { return nil }
    guard let fields = value.objectValue else {
      throw Problem("\"otherEditor\" must be an object with \"username\" and \"password\"")
    }
    for (key, _) in fields where !["username", "password"].contains(key) {
      throw Problem("\"otherEditor\" has an unknown key \"\(key)\" (expected \"username\" and \"password\")")
    }
    if let duplicate = firstDuplicate(fields.map(\.0)) { throw Problem("\"otherEditor\" has \"\(duplicate)\" twice") }
    guard let name = value["username"]?.stringValue, !name.isEmpty else {
      throw Problem("\"otherEditor\".\"username\" must be a non-empty string, such as \"OtherEditor@pushsettings\"")
    }
    guard let secret = value["password"]?.stringValue, !secret.isEmpty else {
      throw Problem("\"otherEditor\".\"password\" must be a non-empty string (a bot password)")
    }
    guard name != username else { throw Problem("\"otherEditor\" must be another account than \"username\"") }
    return Credentials(username: name, password: secret)
  }

  /// `pushService`: where Echo posts pushes.
  static func pushService(_ value: JSONValue?) throws(Problem) -> HTTPURL? {
    guard let value else { return nil }
    guard let text = value.stringValue else {
      throw Problem("\"pushService\" must be a string, the URL Echo posts pushes to")
    }
    do {
      return try HTTPURL(parsing: text)
    } catch {
      throw Problem("\"pushService\": \(error)")
    }
  }

  /// `pushMailbox`: the push service's mailbox folder, an absolute path.
  static func pushMailbox(_ value: JSONValue?) throws(Problem) -> String? {
    guard let value else { return nil }
    guard let path = value.stringValue, path.hasPrefix("/"), !path.contains("\u{0}") else {
      throw Problem("\"pushMailbox\" must be a string, the absolute path of the push service's mailbox folder")
    }
    return path
  }

  private static let expectedKeys =
    "\"username\", \"password\" and \"wikis\" (and optionally \"outside\", \"otherEditor\", \"pushService\", \"pushMailbox\")"

  private static func firstDuplicate(_ keys: [String]) -> String? {
    var seen: Set<String> = []
    return keys.first { !seen.insert($0).inserted }
  }

  private static func octal(_ mode: mode_t) -> String {
    let digits = String(mode, radix: 8)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }

  private static func errorText() -> String { String(cString: strerror(errno)) }
}

/// A backend file that cannot be used, with a message naming the file and the key.
public struct BackendFileError: Error, Equatable, Sendable, CustomStringConvertible {
  public var message: String
  public init(_ message: String) { self.message = message }
  public var description: String { message }
}
