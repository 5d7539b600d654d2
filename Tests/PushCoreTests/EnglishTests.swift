import PushCore
import Testing

@Suite struct EnglishTests {
  @Test func count_oneIsSingular_othersPlural() {
    #expect(English.count(1, "change") == "1 change")
    #expect(English.count(2, "change") == "2 changes")
    #expect(English.count(0, "wiki") == "0 wikis")
    #expect(English.count(3, "try", plural: "tries") == "3 tries")
  }

  @Test func list_joinsTheLastWithAnd() {
    #expect(English.list([]) == "")
    #expect(English.list(["en"]) == "en")
    #expect(English.list(["en", "de"]) == "en and de")
    #expect(English.list(["en", "de", "fr"]) == "en, de and fr")
  }
}
