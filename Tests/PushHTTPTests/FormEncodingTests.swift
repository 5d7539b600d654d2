import PushHTTP
import Testing

@Suite struct FormEncodingTests {
  @Test func percentEncode_csrfToken_keepsPlusAndBackslashAsBytes() {
    // Unencoded, MediaWiki reads `+` as a space and answers badtoken.
    #expect(FormEncoding.percentEncode("0123abcd+\\") == "0123abcd%2B%5C")
  }

  @Test func percentEncode_unreservedCharacters_stayAsTheyAre() {
    #expect(FormEncoding.percentEncode("AZaz09-._~") == "AZaz09-._~")
  }

  @Test func percentEncode_reservedAndSpaceAndUTF8_becomeUppercaseHex() {
    #expect(FormEncoding.percentEncode("a b&c=d?e/f%") == "a%20b%26c%3Dd%3Fe%2Ff%25")
    #expect(FormEncoding.percentEncode("é😀") == "%C3%A9%F0%9F%98%80")
  }

  @Test func encode_pairs_joinsWithAmpersandsAndEncodesNamesAndValues() {
    let text = FormEncoding.encode([("change", "echo-subscriptions-push-edit-thank=1"), ("token", "ab+\\")])
    #expect(text == "change=echo-subscriptions-push-edit-thank%3D1&token=ab%2B%5C")
  }
}
