import PushCore
import Testing

@Suite struct DescriptionRulesTests {
  /// Seed 003: publishable from 1 character; over 90 still publishable, with the warning.
  @Test(arguments: [
    ("", false, false), ("a", true, false), (String(repeating: "x", count: 90), true, false),
    (String(repeating: "x", count: 91), true, true), ("   \n\t ", false, false),
  ])
  func publishRules(text: String, publishable: Bool, warns: Bool) {
    #expect(DescriptionRules.canPublish(text) == publishable)
    #expect(DescriptionRules.isTooLong(text) == warns)
  }

  @Test func whitespaceIsNormalisedOnPublish() {
    #expect(DescriptionRules.normalized("  Swiss\t mountain \n range  ") == "Swiss mountain range")
  }

  /// Characters as the user sees them: a combining mark, a skin-toned emoji and a CJK character are one each.
  @Test func counterCountsGraphemes() {
    #expect(DescriptionRules.counter("e\u{301}👍🏽日") == "3 / 90")
    #expect(DescriptionRules.isTooLong(String(repeating: "👍🏽", count: 90)) == false)
    #expect(DescriptionRules.isTooLong(String(repeating: "👍🏽", count: 91)) == true)
  }

  /// English keeps descriptions in the article; every other language on Wikidata.
  @Test func whereEachLanguagePublishes() {
    for article in Article.library {
      #expect(article.descriptionWiki == (article.language == "en" ? .language("en") : .wikidata))
    }
  }
}
