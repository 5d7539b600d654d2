import PushCore
import PushInboxFeature
import PushTestSupport
import PushWikiClient
import Testing

@Suite struct PushServiceExtensionTests {
  typealias NSE = PushServiceExtension

  static let now = 1_796_133_600

  static func item(
    _ wiki: String, _ id: Int, type: String = "edit-thank", category: String = "edit-thank", ago: Int = 5,
    header: String = "<strong>OtherEditor</strong> thanked you.", body: String = "", title: String? = "Mount Kenya",
    namespace: Int = 0
  ) -> JSONValue {
    var fields: [(String, JSONValue)] = [
      ("wiki", .string(wiki)), ("id", .number(Double(id))), ("type", .string(type)), ("category", .string(category)),
      ("section", "alert"),
      ("timestamp", .object([("utcunix", .number(Double(now - ago))), ("unix", .string(String(now - ago)))])),
      ("agent", .object([("id", 4), ("name", "OtherEditor")])),
      ("*", .object([("header", .string(header)), ("body", .string(body))])),
    ]
    if let title {
      fields.append(("title", .object([("full", .string(title)), ("namespace-key", .number(Double(namespace)))])))
    }
    return .object(fields)
  }

  static func answer(_ items: [JSONValue]) -> JSONValue {
    .object([("batchcomplete", true), ("query", .object([("notifications", .object([("list", .array(items))]))]))])
  }

  @Test func request_asksForUnreadPushNotificationsInTheModelFormat() {
    let local = NSE.unreadPushRequest(.language("de"), crossWiki: false)
    #expect(local["meta"] == "notifications" && local["notfilter"] == "!read" && local["notnotifiertypes"] == "push")
    #expect(local["notformat"] == "model" && local["notwikis"] == nil)
    #expect(NSE.unreadPushRequest(.language("en"), crossWiki: true)["notwikis"] == "*")
    #expect(local["uselang"] == nil, "English: the wiki's default")
    #expect(NSE.unreadPushRequest(.language("de"), crossWiki: false, uselang: "he")["uselang"] == "he")
    #expect(EchoNotificationsAPI.listRequest(.language("de"), continueFrom: nil, uselang: "fi")["uselang"] == "fi")
  }

  @Test func read_keepsEveryWellFormedItem_withItsHeaderWithoutHTML_andTheSixteenTypesAsNotifications() throws {
    let json = Self.answer([
      Self.item(
        "dewiki", 1, type: "welcome", category: "system-noemail", header: "Willkommen, \u{202A}PushTester\u{202C}!"),
      Self.item("dewiki", 7, header: "<strong>OtherEditor</strong> hat dir f&#252;r deine Bearbeitung gedankt."),
      .object([("wiki", "dewiki")]),
    ])
    let fetched = try NSE.read(json).get()
    #expect(fetched.map(\.key) == ["dewiki-1", "dewiki-7"])
    #expect(fetched[1].header == "OtherEditor hat dir für deine Bearbeitung gedankt.")
    #expect(fetched[0].notification == nil, "a welcome is not one of the sixteen")
    #expect(fetched[1].notification?.category == .editThank && fetched[1].notification?.wiki == .language("de"))
    let refused = JSONValue.object([
      ("errors", .array([.object([("code", "login-required"), ("text", "You must be logged in.")])]))
    ])
    #expect(throws: ServiceFailure.self) { try NSE.read(refused).get() }
  }

  /// Read from a real wiki, the Notifications Center's cells and detail say Echo's own words (`*.header`,
  /// `*.body` without their HTML), as the shipped app does (`messageHeader`, `messageBody`): a talk page
  /// message its body, thanks its header. They used to say the simulation's made-up words ("Could you have a
  /// look at the sources on …", "Example, what do you think …") for every real notification.
  @Test func readPage_realNotification_saysEchosOwnWords() throws {
    let talk = Self.item(
      "enwiki", 3, type: "edit-user-talk", category: "edit-user-talk",
      header: "OtherEditor left a message on <strong>your talk page</strong>.",
      body: "Hello from <b>push-settings</b>.",
      title: "User talk:PushTester", namespace: 3)
    let thanks = Self.item("enwiki", 4, header: "OtherEditor thanked you for your creation of <strong>Thanks</strong>.")
    let mention = Self.item("enwiki", 5, type: "mention", category: "mention", header: "OtherEditor mentioned you.")
    let page = try EchoNotificationsAPI.readPage(Self.answer([talk, thanks, mention])).get()
    #expect(
      page.notifications.map(\.message) == [
        "Hello from push-settings.", "OtherEditor thanked you for your creation of Thanks.", nil,
      ], "a mention's empty body shows nothing")
    #expect(page.notifications[0].body == "OtherEditor left a message on your talk page.")
    // The simulation's notifications, which carry no words of Echo's, keep theirs.
    let simulated = EchoNotification(id: 1, wiki: .language("en"), category: .editThank, timestampMs: 0, agent: "Jan")
    #expect(simulated.message == "Jan thanked you for your edit on a page.")
  }

  @Test func decide_recentAndNotShownBefore_andTheCacheForgetsAfterADay() throws {
    let fetched = try NSE.read(
      Self.answer([
        Self.item("enwiki", 1, ago: 30), Self.item("enwiki", 2, ago: 601), Self.item("dewiki", 1, ago: 5),
        Self.item("enwiki", 1, ago: 30),
      ])
    ).get()
    let cached: NSE.Cache = ["dewiki-1": Self.now - 5, "enwiki-9": Self.now - 90_000]
    let (display, cache) = NSE.decide(fetched: fetched, cached: cached, nowUnix: Self.now)
    #expect(display.map(\.key) == ["enwiki-1"], "older than ten minutes, shown already, or twice: left out")
    #expect(cache == ["dewiki-1": Self.now - 5, "enwiki-1": Self.now - 30], "a day-old key is forgotten")
    // Extreme times from a server do not trap.
    let odd = [NSE.Fetched(key: "x-1", unix: .min, header: nil, titleFull: nil, namespace: nil, notification: nil)]
    _ = NSE.decide(fetched: odd, cached: ["y": .max], nowUnix: .max)
  }

  @Test func text_oneHeader_talkPagesBundled_otherwiseTheFallback() throws {
    func fetched(_ items: [JSONValue]) throws -> [NSE.Fetched] { try NSE.read(Self.answer(items)).get() }
    let one = try fetched([Self.item("enwiki", 1)])
    #expect(NSE.text(for: one) == PushText(body: "OtherEditor thanked you."))
    let talk = try fetched([
      Self.item("enwiki", 2, header: "OtherEditor left a message.", title: "User talk:PushTester", namespace: 3)
    ])
    #expect(NSE.text(for: talk) == PushText(subtitle: "New message", body: "OtherEditor left a message."))
    let twoTalk = try fetched([
      Self.item("enwiki", 2, title: "User talk:PushTester", namespace: 3),
      Self.item("enwiki", 3, title: "User talk:PushTester", namespace: 3),
    ])
    #expect(
      NSE.text(for: twoTalk) == PushText(subtitle: "New messages", body: "2 new messages on User talk:PushTester"))
    let several = try fetched([Self.item("enwiki", 1), Self.item("dewiki", 1, title: "Berlin")])
    #expect(NSE.text(for: several) == PushText(body: "New activity on Wikipedia"))
    #expect(NSE.text(for: []) == PushText(body: "New activity on Wikipedia"))
  }

  @Test func run_readsEveryWikiAtOnce_oneNewIsNamed_theWikisThatAnsweredDecide() async {
    let answers: [Wiki: JSONValue] = [
      .language("en"): Self.answer([]),
      .language("de"): Self.answer([Self.item("dewiki", 4, header: "<b>OtherEditor</b> hat dir gedankt.")]),
    ]
    let asked = Recorder<String>()
    let api = APIClient { request in
      asked.append(request.wiki.code)
      guard let answer = answers[request.wiki] else {
        return .failure(ServiceFailure(.refused, code: "http-503", message: "down"))
      }
      return .success(answer)
    }
    let (notification, text, cache) = await NSE.run(
      api: api, wikis: [.language("en"), .language("de")], crossWiki: false, cache: [:], nowUnix: Self.now)
    #expect(Set(asked.items) == ["en", "de"])
    #expect(notification?.id == 4 && notification?.wiki == .language("de"))
    #expect(text == PushText(body: "OtherEditor hat dir gedankt."))
    #expect(cache.keys.sorted() == ["dewiki-4"])
    // The same push again: nothing new to show.
    let again = await NSE.run(
      api: api, wikis: [.language("en"), .language("de")], crossWiki: false, cache: cache, nowUnix: Self.now)
    #expect(again.notification == nil && again.text.body == NSE.fallbackBody)
    let failed = await NSE.run(
      api: api, wikis: [.language("en"), .wikidata], crossWiki: false, cache: [:], nowUnix: Self.now)
    #expect(failed.notification == nil && failed.text.body == NSE.fallbackBody && failed.cache.isEmpty)
    // Issue 35, point 13: one wiki down does not hide what another holds (asked one by one)…
    let oneDown = await NSE.run(
      api: api, wikis: [.wikidata, .language("de")], crossWiki: false, cache: [:], nowUnix: Self.now)
    #expect(oneDown.notification?.id == 4 && oneDown.text.body == "OtherEditor hat dir gedankt.")
    // …while the one wiki the app asks cross-wiki failing leaves the fallback, as the app's extension does.
    let crossWikiDown = await NSE.run(api: api, wikis: [.wikidata], crossWiki: true, cache: [:], nowUnix: Self.now)
    #expect(crossWikiDown.notification == nil && crossWikiDown.text.body == NSE.fallbackBody)
    #expect(NSE.unreadPushRequest(.language("en"), crossWiki: true)["notlimit"] == "max", "as the extension asks")
  }

  @Test func removingHTML_tagsDroppedEntitiesDecoded_brokenMarkupKeptAsText() {
    #expect(NSE.removingHTML("<b>A</b> &amp; <i>B</i> &lt;3 &#x263A; &#9731;") == "A & B <3 ☺ ☃")
    #expect(NSE.removingHTML("AT&T & co &unknown; &#xFFFFFFFF;") == "AT&T & co &unknown; &#xFFFFFFFF;")
    #expect(NSE.removingHTML("a < b") == "a ", "an unclosed tag hides the rest, as a browser would")
  }
}
