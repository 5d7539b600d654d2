import PushCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The real wikis to talk to and the bot password to log in with, read from a file such as
/// `scripts/mediawiki up` writes: `{"username": …, "password": …, "wikis": {"en": "http://…/api.php", …}}`.
/// Never shows the password: not in its description, its reflection, nor any error.
public struct BackendFile: Equatable, Sendable, CustomStringConvertible, CustomReflectable {
  public var username: String
  public var password: String
  /// Each wiki's `api.php`; the language wikis in the file's order, then Wikidata and Commons.
  public var wikis: [(wiki: Wiki, endpoint: HTTPURL)]

  public init(username: String, password: String, wikis: [(wiki: Wiki, endpoint: HTTPURL)]) {
    self.username = username
    self.password = password
    self.wikis = wikis
  }

  public var languages: [String] {
    wikis.compactMap { if case .language(let code) = $0.wiki { code } else { nil } }
  }

  public static func == (lhs: BackendFile, rhs: BackendFile) -> Bool {
    lhs.username == rhs.username && lhs.password == rhs.password && lhs.wikis.map(\.wiki) == rhs.wikis.map(\.wiki)
      && lhs.wikis.map(\.endpoint) == rhs.wikis.map(\.endpoint)
  }

  public var description: String {
    "BackendFile(username: \(username), password: (hidden), wikis: "
      + wikis.map { "\($0.wiki.code)=\($0.endpoint)" }.joined(separator: ", ") + ")"
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
    func failure(_ message: String) -> Result<BackendFile, BackendFileError> {
      .failure(.init("backend file \(path): \(message)"))
    }
    let json: JSONValue
    do {
      json = try JSONParser.parse(text)
    } catch {
      return failure("not valid JSON (\(error.reason) at byte \(error.offset))")
    }
    guard let top = json.objectValue else { return failure("expected a JSON object with \(expectedKeys)") }
    if let duplicate = firstDuplicate(top.map(\.0)) { return failure("the key \"\(duplicate)\" appears twice") }
    for (key, _) in top where !["username", "password", "wikis"].contains(key) {
      return failure("unknown key \"\(key)\" (expected \(expectedKeys))")
    }
    guard let usernameValue = json["username"] else { return failure("missing key \"username\"") }
    guard let username = usernameValue.stringValue, !username.isEmpty else {
      return failure("\"username\" must be a non-empty string, such as \"PushTester@pushsettings\"")
    }
    guard let passwordValue = json["password"] else { return failure("missing key \"password\"") }
    guard let password = passwordValue.stringValue, !password.isEmpty else {
      return failure("\"password\" must be a non-empty string (a bot password)")
    }
    guard let wikisValue = json["wikis"] else { return failure("missing key \"wikis\"") }
    guard let entries = wikisValue.objectValue else {
      return failure("\"wikis\" must be an object of wiki names to api.php URLs")
    }
    if let duplicate = firstDuplicate(entries.map(\.0)) { return failure("\"wikis\" has \"\(duplicate)\" twice") }
    var languages: [(wiki: Wiki, endpoint: HTTPURL)] = []
    var projects: [Wiki: HTTPURL] = [:]
    for (key, value) in entries {
      guard let wiki = Wiki(code: key), wiki.code == key else {
        return failure("\"wikis\".\"\(key)\" is not a language code, \"wikidata\" or \"commons\"")
      }
      guard let text = value.stringValue else {
        return failure("\"wikis\".\"\(key)\" must be a string, the URL of that wiki's api.php")
      }
      let endpoint: HTTPURL
      do {
        endpoint = try HTTPURL(parsing: text)
      } catch {
        return failure("\"wikis\".\"\(key)\": \(error)")
      }
      if case .language = wiki { languages.append((wiki, endpoint)) } else { projects[wiki] = endpoint }
    }
    guard !languages.isEmpty else { return failure("\"wikis\" has no language wiki (such as \"en\")") }
    guard let wikidata = projects[.wikidata] else { return failure("\"wikis\" is missing \"wikidata\"") }
    guard let commons = projects[.commons] else { return failure("\"wikis\" is missing \"commons\"") }
    return .success(
      BackendFile(
        username: username, password: password,
        wikis: languages + [(.wikidata, wikidata), (.commons, commons)]))
  }

  private static let expectedKeys = "\"username\", \"password\" and \"wikis\""

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
