import PushAppFeature
import PushCore
import Testing

@testable import PushPresentation

/// The app's words in its language: the shipped translations (Localizations/), falling back as iOS does.
@Suite struct LocalizerTests {
  @Test func aKey_isTranslated() {
    #expect(Localizer(.german).localize("Log out") == .translated("Abmelden"))
    #expect(Localizer(.german).localize("Settings") == .translated("Einstellungen"))
  }

  @Test func aKeyTheLanguageLacks_fallsBackToEnglish_andNamesTheKey() {
    // Finnish has no translation of the Notifications Center's page-review filter title.
    #expect(
      Localizer(.finnish).localize("Page review") == .fellBack(key: "notifications-center-type-title-page-review"))
    #expect(Localizer(.finnish).text("Page review") == "Page review")
  }

  @Test func aTypesName_isEchosCategoryTitle_inTheSingular() {
    #expect(Localizer(.german).typeName(.mention) == .translated("Erwähnung"))
    // Echo's title for the category, not the Notifications Center filter's key with the seed's same words.
    #expect(Localizer(.german).typeName(.editUserTalk) == .translated("Bearbeitung auf meiner Diskussionsseite"))
    #expect(Localizer(.hebrew).typeName(.editThank) == .translated("תודות"))
    // Arabic gives two of its six forms; MediaWiki takes the last given for "one" and after, as here.
    #expect(Localizer(.arabic).typeName(.editUserTalk) == .translated("رسائل صفحة النقاش"))
  }

  @Test func aTypeEchoHasNoTitleFor_fallsBack_namingEchosKey() {
    // ContentTranslation raises cx; it is not vendored, so there is no title, and no app key has the words.
    #expect(Localizer(.german).typeName(.cx) == .fellBack(key: "echo-category-title-cx"))
    // The app's own key with the same words is the next best: Page review, from the Notifications Center.
    #expect(Localizer(.german).typeName(.pageReview) == .translated("Seitenüberprüfung"))
    #expect(Localizer(.english).typeName(.mention) == nil)
    #expect(Localizer(.doubleLength).typeName(.mention) == .translated("[Méñtîöñ Méñtîöñ]"))
  }

  @Test func dataIsLeftAlone() {
    #expect(Localizer(.german).localize("Mount Kenya") == nil)
    #expect(Localizer(.german).text("Ada Lovelace") == "Ada Lovelace")
  }

  @Test func englishAndTheRightToLeftPseudoLanguage_keepTheWords() {
    #expect(Localizer(.english).localize("Log out") == nil)
    #expect(Localizer(.rightToLeft).localize("Log out") == nil)
  }

  @Test func aRunTimePart_isCarriedIntoTheTranslation() {
    #expect(Localizer(.german).text("Alert from Ama") == "Warnung von Ama")
  }

  @Test func plurals_followTheLanguagesRule() {
    let russian = Localizer(.russian)
    #expect(russian.text("1 message") == "1 сообщение")
    #expect(russian.text("3 messages") == "3 сообщения")
    #expect(russian.text("5 messages") == "5 сообщений")
    #expect(russian.text("21 messages") == "21 сообщение")
    #expect(Localizer(.german).text("1 message") == "1 Nachricht")
    #expect(Localizer(.german).text("7 messages") == "7 Nachrichten")
  }

  @Test func aPartAPluralChoosesBy_mustBeANumber() {
    // "$1 message" must not take "Welcome message" apart ("Talk page message" is a key of its own).
    #expect(Localizer(.german).localize("Welcome message") == nil)
    #expect(Localizer(.german).localize("Talk page message") == .translated("Nachricht auf Diskussionsseite"))
  }

  @Test func pluralRules_haveEachLanguagesCategories() {
    #expect((0...3).map { PluralRule(.french).category($0) } == [0, 0, 1, 1])
    #expect([0, 1, 2, 3, 11, 100].map { PluralRule(.arabic).category($0) } == [0, 1, 2, 3, 4, 5])
    #expect([1, 2, 3].map { PluralRule(.hebrew).category($0) } == [0, 1, 2])
    #expect(PluralRule(.japanese).category(1) == 0)
    #expect(PluralRule(.german).form(for: 0, among: ["0=Now", "$1 min", "$1 mins"]) == "Now")
  }

  @Test func theDoubleLengthPseudoLanguage_accentsDoublesAndBrackets_theAppsWordsOnly() {
    let pseudo = Localizer(.doubleLength)
    #expect(pseudo.text("Log out") == "[Löĝ öüt Löĝ öüt]")
    #expect(pseudo.text("Alert from Ama") == "[Ålért fröm Ama Ålért fröm Ama]")
    #expect(pseudo.text("Mount Kenya") == "Mount Kenya")
    // A plural is doubled in the form that was drawn.
    #expect(pseudo.text("5 messages") == "[5 méššáĝéš 5 méššáĝéš]")
  }

  @Test func aGenderChoice_takesTheFormForAnUnknownUser() {
    let fill = { MediaWikiMessage.fill($0, arguments: [], plural: PluralRule(.french)) }
    #expect(fill("Connecté{{GENDER:||e}}") == "Connecté")
    #expect(fill("{{GENDER:|il|elle|iel}} lit") == "iel lit")
  }

  @Test func sectionHeadersInCapitals_areTranslatedInCapitals() {
    #expect(Localizer(.german).text("YOUR LANGUAGES") == "DEINE SPRACHEN")
  }

  @Test func theScreen_isTranslated_andMirroredForRightToLeft() {
    let row = Row(id: "x", label: "Log out", role: .button)
    let model = ScreenModel(key: "k", title: "Settings", backTitle: "Explore", rows: [row])
    let german = model.localized(.german)
    #expect(german.title == "Einstellungen")
    #expect(german.rows[0].label == "Abmelden")
    #expect(!german.rightToLeft)
    let pseudo = model.localized(.rightToLeft)
    #expect(pseudo.rightToLeft && pseudo.title == "Settings")
  }

  @Test func aRowThatFellBack_saysSoInItsQADetail() {
    let model = ScreenModel(
      key: "k", title: "t", backTitle: nil, rows: [Row(id: "x", label: "Page review", role: .button)])
    let note = model.localized(.finnish).rows[0].annotation ?? ""
    #expect(note.contains("Not translated into Finnish"))
    #expect(note.contains("notifications-center-type-title-page-review"))
  }

  /// The generated search order finds every string without run-time parts (the first of each text) and
  /// nothing else; the rest are the patterns.
  @Test func theGeneratedOrder_findsEveryExactString() {
    let table = Localizer.table
    var firsts: [String: Int] = [:]
    for (index, entry) in Localizer.english.enumerated() where !Localizer.Template.hasParts(entry.text) {
      if firsts[entry.text] == nil { firsts[entry.text] = index }
    }
    #expect(table.exactOrder.count == firsts.count)
    for (text, index) in firsts { #expect(table.exact(text) == index, "\(text)") }
    #expect(table.exact("Not one of the app's strings") == nil && table.exact("") == nil)
    let patterns = Localizer.english.indices.filter { Localizer.Template.hasParts(Localizer.english[$0].text) }
    #expect(Set(table.patterns.map(\.index)) == Set(patterns))
  }
}
