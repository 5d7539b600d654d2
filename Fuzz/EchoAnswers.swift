import PushCore
import PushInboxFeature
import PushSettingsFeature

/// Echo's answers as the features read them: the notification list (the inbox and the push service
/// extension), mark-read answers, and the preferences.
func fuzzEchoAnswers(_ bytes: [UInt8]) {
  guard let json = try? JSONParser.parse(text(bytes)) else { return }
  _ = EchoNotificationsAPI.readPage(json)
  _ = EchoNotificationsAPI.readMarkAnswer(json, action: "echomarkread")
  if case .success(let fetched) = PushServiceExtension.read(json) {
    let shown = PushServiceExtension.decide(
      fetched: fetched, cached: ["enwiki-1": 1_796_029_000], nowUnix: 1_796_029_300)
    _ = PushServiceExtension.text(for: shown.display)
  }
  _ = EchoAPI.readPreferences(json, wiki: .language("en"))
  _ = EchoAPI.readSubscriptionAnswer(json, command: "echopushsubscriptions")
}
