import PushCore
import PushHTTP
import PushTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

@Suite struct BackendFileTests {
  static let valid = #"""
    {"username": "PushTester@pushsettings", "password": "s3cretpassw0rd", "wikis": {
      "en": "http://127.0.0.1:18081/api.php", "de": "http://127.0.0.1:18082/api.php",
      "wikidata": "http://127.0.0.1:18083/api.php", "commons": "http://127.0.0.1:18084/api.php"}}
    """#

  @Test func parse_validFile_languagesInOrderThenWikidataAndCommons() throws {
    let file = try BackendFile.parse(Self.valid, path: "b.json").get()
    #expect(file.username == "PushTester@pushsettings")
    #expect(file.password == "s3cretpassw0rd")
    #expect(file.wikis.map(\.wiki) == [.language("en"), .language("de"), .wikidata, .commons])
    #expect(file.wikis.first?.endpoint == HTTPURL(host: "127.0.0.1", port: 18081, target: "/api.php"))
    #expect(file.languages == ["en", "de"])
  }

  static let full = #"""
    {"username": "PushTester@pushsettings", "password": "s3cretpassw0rd", "wikis": {
      "en": "http://127.0.0.1:18082/api.php", "de": "http://127.0.0.1:18083/api.php",
      "wikidata": "http://127.0.0.1:18084/api.php", "commons": "http://127.0.0.1:18085/api.php"},
     "outside": {"fr": "http://127.0.0.1:18086/api.php"},
     "otherEditor": {"username": "OtherEditor@pushsettings", "password": "0therpassw0rd"},
     "pushService": "http://127.0.0.1:18081", "pushMailbox": "/var/cache/push/mailbox"}
    """#

  @Test func parse_fileOfToday_outsideWikisOtherEditorAndPushService() throws {
    let file = try BackendFile.parse(Self.full, path: "b.json").get()
    #expect(file.wikis.map(\.wiki) == [.language("en"), .language("de"), .wikidata, .commons])
    #expect(file.outside.map(\.wiki) == [.language("fr")])
    #expect(file.outside.first?.endpoint == HTTPURL(host: "127.0.0.1", port: 18086, target: "/api.php"))
    #expect(file.otherEditor == .init(username: "OtherEditor@pushsettings", password: "0therpassw0rd"))
    #expect(file.pushService == HTTPURL(host: "127.0.0.1", port: 18081, target: "/"))
    #expect(file.pushMailbox == "/var/cache/push/mailbox")
    // The fan-out is the app's languages only.
    #expect(file.languages == ["en", "de"])
    let shown = "\(file) \(String(reflecting: file)) \(String(describing: file.otherEditor))"
    #expect(!shown.contains("0therpassw0rd") && !shown.contains("s3cretpassw0rd"), "\(shown)")
    #expect(shown.contains("OtherEditor@pushsettings") && shown.contains("fr=http://127.0.0.1:18086/api.php"))
  }

  @Test(arguments: [
    (#""outside": []"#, #""outside" must be an object"#),
    (#""outside": {"wikidata": "http://h/"}"#, #""outside"."wikidata" is not a language code"#),
    (#""outside": {"en": "http://h/"}"#, #""outside"."en" is one of the app's wikis too"#),
    (#""outside": {"fr": 1}"#, #""outside"."fr" must be a string"#),
    (#""outside": {"fr": "ftp://h/"}"#, #""outside"."fr": not an http:// URL"#),
    (#""otherEditor": "OtherEditor""#, #""otherEditor" must be an object"#),
    (#""otherEditor": {"username": "O", "password": "p", "x": 1}"#, #""otherEditor" has an unknown key "x""#),
    (#""otherEditor": {"password": "p"}"#, #""otherEditor"."username" must be a non-empty string"#),
    (#""otherEditor": {"username": "O", "password": ""}"#, #""otherEditor"."password" must be a non-empty string"#),
    (
      #""otherEditor": {"username": "PushTester@pushsettings", "password": "p"}"#,
      #""otherEditor" must be another account"#
    ),
    (#""pushService": 18081"#, #""pushService" must be a string"#),
    (#""pushMailbox": "push/mailbox""#, #""pushMailbox" must be a string, the absolute path"#),
    (#""pushMailbox": ["/x"]"#, #""pushMailbox" must be a string"#),
    (#""pushService": "https://push.example/""#, #""pushService": https://push.example/: https:// is not supported"#),
  ])
  func parse_badOptionalKey_namesIt(_ entry: String, _ expected: String) {
    let text = Self.valid.replacing("\"s3cretpassw0rd\",", with: "\"s3cretpassw0rd\", \(entry),")
    guard case .failure(let error) = BackendFile.parse(text, path: "b.json") else {
      Issue.record("accepted: \(entry)")
      return
    }
    #expect(error.message.contains(expected), "\(error.message)")
    #expect(!error.message.contains("s3cretpassw0rd"))
  }

  @Test(arguments: [
    ("[]", "backend file b.json: expected a JSON object"),
    ("{", "backend file b.json: not valid JSON"),
    (#"{"password": "p", "wikis": {}}"#, #"missing key "username""#),
    (#"{"username": "u", "wikis": {}}"#, #"missing key "password""#),
    (#"{"username": "u", "password": "p"}"#, #"missing key "wikis""#),
    (#"{"username": 1, "password": "p", "wikis": {}}"#, #""username" must be a non-empty string"#),
    (#"{"username": "u", "password": 7, "wikis": {}}"#, #""password" must be a non-empty string"#),
    (#"{"username": "u", "password": "p", "wikis": []}"#, #""wikis" must be an object"#),
    (#"{"username": "u", "password": "p", "wikis": {}, "extra": 1}"#, #"unknown key "extra""#),
    (#"{"username": "u", "username": "v", "password": "p", "wikis": {}}"#, #"the key "username" appears twice"#),
    (#"{"username": "u", "password": "p", "wikis": {"EN!": "http://h/"}}"#, #""wikis"."EN!" is not a language code"#),
    (#"{"username": "u", "password": "p", "wikis": {"en": 5}}"#, #""wikis"."en" must be a string"#),
    (
      #"{"username": "u", "password": "p", "wikis": {"en": "https://en.wikipedia.org/w/api.php"}}"#,
      #""wikis"."en": https://en.wikipedia.org/w/api.php: https:// is not supported, TLS is not built in"#
    ),
    (#"{"username": "u", "password": "p", "wikis": {"en": "ftp://h/"}}"#, #""wikis"."en": not an http:// URL"#),
    (
      #"{"username": "u", "password": "p", "wikis": {"wikidata": "http://h/", "commons": "http://h/"}}"#,
      #""wikis" has no language wiki"#
    ),
    (
      #"{"username": "u", "password": "p", "wikis": {"en": "http://h/", "commons": "http://h/"}}"#,
      #""wikis" is missing "wikidata""#
    ),
    (
      #"{"username": "u", "password": "p", "wikis": {"en": "http://h/", "wikidata": "http://h/"}}"#,
      #""wikis" is missing "commons""#
    ),
  ])
  func parse_badFile_namesTheKey(_ text: String, _ expected: String) {
    let result = BackendFile.parse(text, path: "b.json")
    guard case .failure(let error) = result else {
      Issue.record("accepted: \(text)")
      return
    }
    #expect(error.message.hasPrefix("backend file b.json: "))
    #expect(error.message.contains(expected), "\(error.message)")
  }

  @Test func errorsAndDescriptions_neverShowThePassword() {
    let secret = "s3cretpassw0rd"
    let broken = [
      Self.valid.replacing("\"wikis\"", with: "\"wiki\""), Self.valid.replacing("}}", with: "}"),
      Self.valid.replacing("\"s3cretpassw0rd\",", with: "\"s3cretpassw0rd\""),
      Self.valid.replacing("\"s3cretpassw0rd\"", with: "[\"s3cretpassw0rd\"]"),
    ]
    for text in broken {
      guard case .failure(let error) = BackendFile.parse(text, path: "b.json") else {
        Issue.record("accepted")
        continue
      }
      #expect(!error.message.contains(secret), "\(error.message)")
    }
    let file = try! BackendFile.parse(Self.valid, path: "b.json").get()
    var dumped = ""
    dump(file, to: &dumped)
    for text in [String(describing: file), String(reflecting: file), dumped] {
      #expect(!text.contains(secret), "\(text)")
    }
  }

  @Test func load_fileOthersCanRead_isRefusedWithTheChmodToRun() throws {
    let path = try temporaryFile(Self.valid, mode: 0o644)
    let error = try #require(BackendFile.load(path: path).failureValue)
    #expect(error.message.contains("group or others may read it (mode 0644)"))
    #expect(error.message.hasSuffix("run: chmod 600 \(path)"))
    chmod(path, 0o640)
    #expect(BackendFile.load(path: path).failureValue?.message.contains("(mode 0640)") == true)
    chmod(path, 0o600)
    #expect(try BackendFile.load(path: path).get().languages == ["en", "de"])
  }

  @Test func load_missingFile_saysWhy() {
    let error = BackendFile.load(path: "/nonexistent/backend.json").failureValue
    #expect(error?.message == "cannot read the backend file /nonexistent/backend.json: No such file or directory")
  }

  @Test func load_badContent_namesTheFile() throws {
    let path = try temporaryFile(#"{"username": "u"}"#, mode: 0o600)
    #expect(BackendFile.load(path: path).failureValue?.message == "backend file \(path): missing key \"password\"")
  }
}

/// Writes a file in a new temporary folder and gives it `mode`.
func temporaryFile(_ text: String, mode: mode_t) throws -> String {
  var template = Array("/tmp/push-http-tests-XXXXXX".utf8CString)
  guard let dir = template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) else {
    throw TestServerError(message: "mkdtemp failed")
  }
  let path = String(cString: dir) + "/backend.json"
  let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
  guard fd >= 0 else { throw TestServerError(message: "cannot create \(path)") }
  _ = Array(text.utf8).withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
  close(fd)
  chmod(path, mode)
  return path
}

extension Result {
  var failureValue: Failure? {
    if case .failure(let error) = self { return error }
    return nil
  }
}
