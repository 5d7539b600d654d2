import PushCore
import Testing

@Suite struct NotificationTypeTests {
  @Test func allCases_matchTheSeedsSixteenTypesInOrder() {
    #expect(NotificationType.allCases.count == 16)
    #expect(NotificationType.allCases.first?.label == "Talk page message")
    #expect(NotificationType.allCases.last?.key == "echo-subscriptions-push-thank-you-edit")
    #expect(NotificationType.editThank.key == "echo-subscriptions-push-edit-thank")
    #expect(NotificationType.emailUser.key == "echo-subscriptions-push-emailuser")
  }

  @Test func echoDefault_isOffOnlyForPageLinkAndTheTwoMentionResults() {
    let off = NotificationType.allCases.filter { !$0.echoDefault }
    #expect(Set(off) == [.articleLinked, .mentionFailure, .mentionSuccess])
  }

  @Test func initKey_roundTripsAndRejectsOtherKeys() {
    for type in NotificationType.allCases { #expect(NotificationType(key: type.key) == type) }
    #expect(NotificationType(key: "echo-subscriptions-web-edit-thank") == nil)
  }
}

@Suite struct WikiTests {
  @Test func host_namesEachKindOfWiki() {
    #expect(Wiki.language("de").host == "de.wikipedia.org")
    #expect(Wiki.wikidata.host == "www.wikidata.org")
    #expect(Wiki.commons.host == "commons.wikimedia.org")
  }

  @Test func initCode_acceptsCodesAndHostsAndRejectsJunk() {
    #expect(Wiki(code: "zh-yue") == .language("zh-yue"))
    #expect(Wiki(code: "de.wikipedia.org") == .language("de"))
    #expect(Wiki(code: "commons") == .commons)
    #expect(Wiki(code: "www.wikidata.org") == .wikidata)
    for bad in ["", "DE", "de-", "1en", "e n", "de--x", "\u{1B}[2J", String(repeating: "a", count: 40)] {
      #expect(Wiki(code: bad) == nil, "accepted \(bad)")
    }
  }

  @Test func fanOut_isLanguagesThenWikidataThenCommons() {
    #expect(Wiki.fanOut(languages: ["en", "de"]) == [.language("en"), .language("de"), .wikidata, .commons])
  }

  @Test func permission_provisionalAndEphemeralCountAsAllowed() {
    #expect(PermissionStatus.allCases.filter(\.isAllowed) == [.authorized, .provisional, .ephemeral])
  }
}
