import PushCore
import Testing

/// Issue 35, point 11: the wiki outside the app's languages is one of them no more when French is an app
/// language (`--inbox`, the panel's composer and its sends all take it from here).
@Suite struct OutsideWikiTests {
  @Test func outside_isNeverOneOfTheLanguages() {
    #expect(Wiki.outside(["en", "de"]) == .language("fr"))
    #expect(Wiki.outside(["en", "de", "fr"]) == .language("es"))
    #expect(Wiki.outside(["fr", "es", "it"]) == .language("nl"))
    let all = ["fr", "es", "it", "nl", "pt", "pl", "sv"]
    #expect(Wiki.outside(all) == .language("eo"))
  }
}
