import Foundation
import PushCore
import PushTestSupport
import Testing

/// The real binary with `--backend`: bad files and a wiki that refuses the login (no wikis needed), and,
/// with `PUSH_SETTINGS_BACKEND` set, a piped session against the local wikis.
@Suite(.serialized) struct BackendEndToEndTests {
  static let password = "0123456789abcdefghijklmnopqrstuv"

  /// A backend file with these wikis (every one of en, de, wikidata and commons at `url` unless given).
  static func file(
    _ wikis: [String: String]? = nil, url: String = "http://127.0.0.1:1/api.php", mode: Int = 0o600,
    password: String = BackendEndToEndTests.password, username: String = "PushTester@pushsettings"
  ) async throws -> String {
    let entries = wikis ?? ["en": url, "de": url, "wikidata": url, "commons": url]
    let json: [String: Any] = ["username": username, "password": password, "wikis": entries]
    let path = EndToEnd.tempPath("backend.json")
    try JSONSerialization.data(withJSONObject: json).write(to: URL(fileURLWithPath: path))
    try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: path)
    return path
  }

  static func accessible(_ backend: String, _ extra: [String] = [], input: String = "q\n") async throws -> (
    EndToEnd.Run, trace: String
  ) {
    let trace = EndToEnd.tempPath("trace.jsonl")
    let run = try await EndToEnd.run(
      ["--accessible", "--backend", backend, "--state-file", EndToEnd.tempPath("state.json"), "--trace", trace]
        + extra, input: input)
    return (run, (try? String(contentsOfFile: trace, encoding: .utf8)) ?? "")
  }

  @Test func readableByOthers_exits2WithTheChmodToRun() async throws {
    let path = try await Self.file(mode: 0o644)
    let run = try await EndToEnd.run(["--backend", path])
    #expect(run.status == 2)
    #expect(run.err.contains("group or others may read it (mode 0644); run: chmod 600 \(path)"), "\(run.err)")
    #expect(run.err.split(separator: "\n").count == 1)
  }

  @Test func fifo_exits2InsteadOfWaiting() async throws {
    let path = EndToEnd.tempPath("backend.fifo")
    #expect(mkfifo(path, 0o600) == 0)
    let run = try await EndToEnd.run(["--backend", path])
    #expect(run.status == 2)
    #expect(run.err == "push-settings: --backend: the backend file \(path) is not a regular file\n")
  }

  @Test func missingKey_exits2NamingIt() async throws {
    let path = try await Self.file(["en": "http://127.0.0.1:1/api.php", "de": "http://127.0.0.1:1/api.php"])
    let run = try await EndToEnd.run(["--backend", path])
    #expect(run.status == 2)
    #expect(run.err == "push-settings: --backend: backend file \(path): \"wikis\" is missing \"wikidata\"\n")
  }

  @Test func https_exits2SayingTLSIsNotBuiltIn() async throws {
    let run = try await EndToEnd.run(["--backend", try Self.file(url: "https://127.0.0.1/api.php")])
    #expect(run.status == 2)
    #expect(run.err.contains("TLS is not built in"), "\(run.err)")
    #expect(run.err.split(separator: "\n").count == 1)
  }

  @Test func languageWithoutAURL_exits2() async throws {
    let run = try await EndToEnd.run(["--backend", try Self.file(), "--languages", "en,fr"])
    #expect(run.status == 2)
    // JSONSerialization writes the keys in any order.
    #expect(run.err.hasPrefix("push-settings: --languages: 'fr' has no URL in the backend file (it has "))
    #expect(run.err.contains("en") && run.err.contains("de") && run.err.split(separator: "\n").count == 1)
  }

  @Test func withSimulatedFailures_exits2() async throws {
    let run = try await EndToEnd.run(["--backend", try Self.file(), "--fail", "write:de"])
    #expect(run.status == 2)
    #expect(run.err.contains("cannot be combined with --backend"))
  }

  @Test func wikisDown_loginRefusedNamesEachWiki_appStartsLoggedOut_passwordNowhere() async throws {
    let (run, trace) = try await Self.accessible(try Self.file(), input: "1\nq\n")
    #expect(run.status == 0)
    for host in ["en.wikipedia.org", "de.wikipedia.org", "www.wikidata.org", "commons.wikimedia.org"] {
      #expect(run.err.contains("could not log in to \(host) at 127.0.0.1:1 as the bot user"), "\(run.err)")
    }
    #expect(run.err.contains("the connection to 127.0.0.1:1 was refused"))
    #expect(run.out.contains("Log in"), "logged out: \(run.out.prefix(600))")
    for text in [run.out, run.err, trace] { #expect(!text.contains(Self.password)) }
  }
}

/// The same against the local wikis (`scripts/contract-test` sets `PUSH_SETTINGS_BACKEND`).
@Suite(
  .enabled(if: realBackendPath != nil, "PUSH_SETTINGS_BACKEND is not set (scripts/contract-test runs these)"),
  .serialized)
struct BackendRealWikiEndToEndTests {
  @Test func wrongPassword_namesTheWikiAndMediaWikisText() async throws {
    let real = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: realBackendPath ?? "")))
    let wikis = try #require((real as? [String: Any])?["wikis"] as? [String: String])
    let (run, _) = try await BackendEndToEndTests.accessible(
      try BackendEndToEndTests.file(wikis, password: "wrongwrongwrongwrongwrongwrong00"))
    #expect(run.status == 0)
    #expect(run.err.contains("could not log in to en.wikipedia.org"), "\(run.err)")
    #expect(run.err.contains("Incorrect username or password entered. Please try again"), "\(run.err)")
    #expect(!run.err.contains(".."), "one period")
    #expect(!run.err.contains("wrongwrongwrongwrongwrongwrong00"))
  }

  @Test func pipedSession_turnsPushOnAndTogglesAType_realCallsTracedWithoutSecrets() async throws {
    let password = try #require(
      (try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: realBackendPath ?? "")))
        as? [String: Any])?["password"] as? String)
    // A device token of its own (the token comes from the seed), so that the subscription is a new one.
    let seed = String(UInt32.random(in: 1...UInt32.max))
    let (run, trace) = try await BackendEndToEndTests.accessible(
      realBackendPath ?? "", ["--answer", "allow", "--seed", seed], input: "2\n6\n2\n5\n5\n2\nb\nq\n")
    #expect(run.status == 0, "\(run.err)")
    #expect(run.out.contains("5. Thanks, turning off."), "\(run.out)")
    #expect(!run.out.contains("Alert:"), "\(run.out)")
    let lines = trace.split(separator: "\n")
    let writes = lines.filter { $0.contains(#""service":"options""#) && $0.contains(#""outcome":"ok""#) }
    #expect(writes.count == 8, "two writes to each of 4 wikis: \(trace)")
    #expect(lines.contains { $0.contains(#""command":"create""#) && $0.contains(#""outcome":"ok""#) })
    for text in [run.out, run.err, trace] {
      #expect(!text.contains(password))
      #expect(!text.contains("+\\\\"), "no CSRF token")
      #expect(!text.contains("lgtoken") && !text.contains("csrftoken"))
    }
  }
}
