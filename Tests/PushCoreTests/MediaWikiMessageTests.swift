import Testing

@testable import PushCore

/// MediaWiki's message syntax as the app's translations and Echo's headers use it.
@Suite struct MediaWikiMessageTests {
  let hebrew = PluralRule(code: "he")

  @Test func aGenderInsideAPlural_isChosenFirst() {
    // Echo's Hebrew revert header: the contract against real Echo found the outer form cut at the inner "}}".
    let text = "{{PLURAL:$2|העריכה {{GENDER:$1|שלך}} בוטלה|העריכות שלך בוטלו}}."
    #expect(MediaWikiMessage.fill(text, arguments: ["Ravi", "1"], plural: hebrew) == "העריכה שלך בוטלה.")
    #expect(MediaWikiMessage.fill(text, arguments: ["Ravi", "3"], plural: hebrew) == "העריכות שלך בוטלו.")
  }

  @Test func genderForAnUnknownUser_andGrammarAsTheWord() {
    let english = PluralRule(code: "en")
    #expect(
      MediaWikiMessage.fill("{{GENDER:$1|he|she|they}} {{GENDER:$1|x|y}}", arguments: ["A"], plural: english)
        == "they x")
    #expect(MediaWikiMessage.fill("ב{{GRAMMAR:תחילית|$1}}", arguments: ["ויקיפדיה"], plural: hebrew) == "בויקיפדיה")
  }

  @Test func anUnclosedTemplate_isLeftAsWritten() {
    let english = PluralRule(code: "en")
    #expect(MediaWikiMessage.fill("a {{PLURAL:$1|b", arguments: ["1"], plural: english) == "a {{PLURAL:1|b")
  }
}
