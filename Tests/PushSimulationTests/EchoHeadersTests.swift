import PushCore
import PushSettingsFeature
import PushWikiClient
import Testing

@testable import PushSimulation

/// Echo's headers in the asked language (`uselang`), as the simulated wikis write them; the contract
/// (`RealEchoTests.headers_inTheAppsLanguage_areRealEchos`) checks the same words against real Echo.
@Suite struct EchoHeadersTests {
  let lre = "\u{202A}"
  let pdf = "\u{202C}"

  @Test func aHeader_isEchosMessageInTheLanguage_withItsParameters() {
    let header = EchoHeaders.header(.editThank, agent: "Ama", title: "Berlin", user: "Example", language: "de")
    #expect(header == "\(lre)Ama\(pdf) dankte dir für deine Bearbeitung auf <strong>\(lre)Berlin\(pdf)</strong>.")
    let reverted = EchoHeaders.header(.reverted, agent: "Ravi", title: "Tokyo", user: "Example", language: "en")
    #expect(reverted == "Your edit on <strong>\(lre)Tokyo\(pdf)</strong> was reverted.", "PLURAL by $4, an undo")
  }

  @Test func aRightToLeftName_isEmbeddedRightToLeft_andALongOneCut() {
    #expect(EchoHeaders.embedBidi("שרה") == "\u{202B}שרה\u{202C}")
    #expect(EchoHeaders.embedBidi("1234") == "1234", "no strong letter: as it is")
    #expect(EchoHeaders.truncated(String(repeating: "a", count: 25), 20) == String(repeating: "a", count: 20) + "...")
  }

  @Test func wikitextBold_isHTMLBold_asTheParserWritesIt() {
    #expect(EchoHeaders.bold("a '''b''' c") == "a <b>b</b> c")
    #expect(EchoHeaders.bold("a '''b") == "a <b>b</b>", "closed at the end")
    let login = EchoHeaders.header(.loginFail, agent: nil, title: nil, user: "Example", language: "en") ?? ""
    #expect(login.contains("<b>") && !login.contains("'''"), "\(login)")
    #expect(EchoHeaders.plainText("a <strong>b</strong> c") == "a b c")
  }

  @Test func aKeyTheLanguageLacks_isEnglish_andATypeOfAnotherExtensionHasNone() {
    // Arabic has no ten-millionth-edit message: MediaWiki falls back to English.
    #expect(
      EchoHeaders.header("notification-header-thank-you-10000000-edit", ["A", "A"], language: "ar")?
        .hasPrefix("You just made your ten millionth edit") == true)
    #expect(EchoHeaders.header(.cx, agent: "Ama", title: "X", user: "Example", language: "de") == nil)
    #expect(
      EchoHeaders.header(.editThank, agent: "Ama", title: "X", user: "Example", language: "xx")?.contains("thanked")
        == true)
  }

  @Test func theList_withUselang_carriesTheHeader_andWithoutItNone() async throws {
    var config = SimulationConfig()
    config.latencyMs = 0
    let world = SimulatedWorld(config: config, clock: .virtual())
    _ = await world.notify(.emailUser, on: .language("en"), by: "Mei")
    let api = world.api(clock: .virtual())
    func header(_ uselang: String?) async throws -> String? {
      var params: [(String, String)] = [("action", "query"), ("meta", "notifications"), ("notformat", "model")]
      if let uselang { params.append(("uselang", uselang)) }
      let json = try await api.send(MediaWikiAPI.request(.language("en"), .get, params)).get()
      return json["query"]?["notifications"]?["list"]?.arrayValue?.first?["*"]?["header"]?.stringValue
    }
    #expect(try await header("fr") == "\(lre)Mei\(pdf) vous a envoyé un courriel.")
    #expect(try await header(nil) == nil, "the app's own words, as before")
  }

  @Test func aPush_saysEchosHeaderInTheLanguageTheAppStartedWith() async {
    var config = SimulationConfig()
    config.latencyMs = 0
    config.permission = .authorized
    config.extensionLanguage = "de"
    let world = SimulatedWorld(config: config, clock: .virtual())
    let pushes = await world.pushes()
    let client = WikiClient(api: world.api(clock: .virtual()))
    let token = await world.deviceToken
    let subscribed = await client.post(
      .language("en"), { EchoAPI.subscribeRequest(.language("en"), deviceToken: token, csrf: $0) }
    ) { _ in .success(()) }
    #expect(throws: Never.self) { try subscribed.get() }
    _ = await world.notify(.emailUser, on: .language("en"), by: "Mei")
    var iterator = pushes.makeAsyncIterator()
    let push = await iterator.next()
    #expect(push?.notification?.body == "\(lre)Mei\(pdf) hat dir eine E-Mail gesendet.")
  }
}
