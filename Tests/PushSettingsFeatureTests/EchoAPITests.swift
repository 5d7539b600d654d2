import PushAppFeature
import PushCore
import PushSettingsFeature
import PushWikiClient
import Testing

@Suite struct EchoAPITests {
  @Test func readPreferences_parsesBooleansAndStringsAndMissingKeys() throws {
    var options: [(String, JSONValue)] = [("skin", "vector-2022")]
    options.append((NotificationType.editThank.key, .string("0")))
    options.append((NotificationType.mention.key, .string("1")))
    options.append((NotificationType.cx.key, .bool(false)))
    options.append((NotificationType.editUserTalk.key, .bool(true)))
    let json: JSONValue = .object([("query", .object([("userinfo", .object([("options", .object(options))]))]))])
    let snapshot = try EchoAPI.readPreferences(json, wiki: .language("en")).get()
    #expect(snapshot.values[.editThank] == false)
    #expect(snapshot.values[.mention] == true)
    #expect(snapshot.values[.cx] == false)
    #expect(snapshot.values[.editUserTalk] == true)
    // Missing keys: push is not available there; Echo's defaults are shown.
    #expect(snapshot.unavailable.count == NotificationType.allCases.count - 4, "all but the four given")
    #expect(snapshot.values[.articleLinked] == false)
    #expect(snapshot.values[.reverted] == true)
  }

  @Test func readPreferences_anonymousAnswer_isAFailureNotDefaults() {
    // Logged out, MediaWiki sends everyone's defaults: not the user's values.
    let json = try! JSONParser.parse(
      #"{"query":{"userinfo":{"id":0,"name":"127.0.0.1","anon":true,"options":{"echo-subscriptions-push-edit-thank":true}}}}"#
    )
    #expect(throws: ServiceFailure.self) { try EchoAPI.readPreferences(json, wiki: .language("en")).get() }
  }

  @Test func readOptionAnswer_successWithWarningForOurKey_isAFailure() throws {
    let key = NotificationType.editThank.key
    let warned = try JSONParser.parse(
      #"{"warnings":[{"code":"validationfailed","text":"Validation error for \"\#(key)\": not a valid preference.","module":"options"}],"options":"success"}"#
    )
    #expect(EchoAPI.readOptionAnswer(warned, type: .editThank)?.code == "validationfailed")
    // A warning about some other key leaves our write a success.
    #expect(EchoAPI.readOptionAnswer(warned, type: .mention) == nil)
    let global = try JSONParser.parse(
      #"{"warnings":[{"code":"global-option-ignored","text":"\#(key)","module":"options"}],"options":"success"}"#)
    let failure = EchoAPI.readOptionAnswer(global, type: .editThank)
    #expect(failure?.code == "global-option-ignored")
    #expect(failure?.message.contains("global preference") == true)
    #expect(EchoAPI.readOptionAnswer(try JSONParser.parse(#"{"options":"success"}"#), type: .editThank) == nil)
  }

  @Test func readOptionAnswer_warningForALongerKey_isNotOurs() throws {
    // "…-push-mention" begins "…-push-mention-success": a warning for the second is not about the first.
    let longer = NotificationType.mentionSuccess.key
    let warned = try JSONParser.parse(
      #"{"warnings":[{"code":"validationfailed","text":"Validation error for \"\#(longer)\": not a valid preference.","module":"options"}],"options":"success"}"#
    )
    #expect(EchoAPI.readOptionAnswer(warned, type: .mention) == nil)
    #expect(EchoAPI.readOptionAnswer(warned, type: .mentionSuccess)?.code == "validationfailed")
    // In German quotes, or at the very end of the text, the key is still named.
    let german = try JSONParser.parse(
      #"{"warnings":[{"code":"validationfailed","text":"Validierungsfehler für „\#(longer)“","module":"options"}],"options":"success"}"#
    )
    #expect(EchoAPI.readOptionAnswer(german, type: .mentionSuccess)?.code == "validationfailed")
    #expect(EchoAPI.names("x \(longer)", longer) && !EchoAPI.names("x \(longer)-y", longer))
  }

  @Test func readSubscriptionAnswer_alreadyInWantedState_countsAsSuccess() throws {
    let exists = try JSONParser.parse(
      #"{"errors":[{"code":"echo-push-token-exists","text":"x","module":"echopushsubscriptions+create"}]}"#)
    let notFound = try JSONParser.parse(
      #"{"errors":[{"code":"echo-push-token-not-found","text":"x","module":"echopushsubscriptions+delete"}]}"#)
    #expect(EchoAPI.readSubscriptionAnswer(exists, command: "create") == nil)
    #expect(EchoAPI.readSubscriptionAnswer(notFound, command: "delete") == nil)
    #expect(EchoAPI.readSubscriptionAnswer(exists, command: "delete")?.code == "echo-push-token-exists")
    #expect(
      EchoAPI.readSubscriptionAnswer(try JSONParser.parse(#"{"create":{"result":"Success"}}"#), command: "create")
        == nil)
  }

  @Test func subscribeRequest_carriesProviderTopicAndToken() {
    let request = EchoAPI.subscribeRequest(.language("de"), deviceToken: "abc", csrf: "t+\\")
    #expect(request.method == .post)
    #expect(request["command"] == "create")
    #expect(request["provider"] == "apns")
    #expect(request["topic"] == EchoAPI.topic)
    #expect(request["providertoken"] == "abc")
    #expect(request["token"] == "t+\\")
  }
}
