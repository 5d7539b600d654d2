import PushCore
import PushWikiClient

/// The MediaWiki and Echo calls the flow makes, and how their answers are read, quirks included.
public enum EchoAPI {
  /// The app's bundle id, the `topic` that APNs subscriptions require.
  public static let topic = "org.wikimedia.wikipedia"

  public static func subscribeRequest(_ wiki: Wiki, deviceToken: String, csrf: String) -> APIRequest {
    MediaWikiAPI.request(
      wiki, .post,
      [
        ("action", "echopushsubscriptions"), ("command", "create"), ("provider", "apns"),
        ("providertoken", deviceToken), ("topic", topic), ("token", csrf),
      ])
  }

  public static func unsubscribeRequest(_ wiki: Wiki, deviceToken: String, csrf: String) -> APIRequest {
    MediaWikiAPI.request(
      wiki, .post,
      [
        ("action", "echopushsubscriptions"), ("command", "delete"), ("providertoken", deviceToken), ("token", csrf),
      ])
  }

  public static func userOptionsRequest(_ wiki: Wiki) -> APIRequest {
    MediaWikiAPI.request(wiki, .get, [("action", "query"), ("meta", "userinfo"), ("uiprop", "options")])
  }

  public static func setOptionRequest(_ wiki: Wiki, type: NotificationType, value: Bool, csrf: String) -> APIRequest {
    MediaWikiAPI.request(
      wiki, .post, [("action", "options"), ("change", "\(type.key)=\(value ? 1 : 0)"), ("token", csrf)])
  }

  /// A rejected preference is `validationfailed`; a global one is `global-option-ignored` (both plaintext
  /// codes; the `apiwarn-` forms are what `errorformat=raw` would send).
  static let globalOptionIgnored: Set<String> = ["global-option-ignored", "apiwarn-global-option-ignored"]

  /// `echo-push-token-exists` (create) and `echo-push-token-not-found` (delete) mean the server is already
  /// where we want it, so they count as success.
  public static func readSubscriptionAnswer(_ json: JSONValue, command: String) -> ServiceFailure? {
    if let failure = MediaWikiAPI.apiError(json) {
      let alreadyThere = command == "create" ? "echo-push-token-exists" : "echo-push-token-not-found"
      return failure.code == alreadyThere ? nil : failure
    }
    guard json[command]?["result"]?.stringValue == "Success" else {
      return MediaWikiAPI.unexpected("the server's answer did not say Success")
    }
    return nil
  }

  /// Reads the 16 types from `query.userinfo.options`: values are JSON booleans (defaults), the string "1"
  /// or the number 0 (saved; older wikis send "0"); a missing key means push is not available on that wiki, so Echo's default is shown.
  public static func readPreferences(_ json: JSONValue, wiki: Wiki) -> Result<PreferenceSnapshot, ServiceFailure> {
    if let failure = MediaWikiAPI.apiError(json) { return .failure(failure) }
    // Logged out, MediaWiki answers with everyone's defaults: not the user's values.
    if json["query"]?["userinfo"]?["anon"] == .bool(true) {
      return .failure(ServiceFailure(code: "notloggedin", message: "the wiki answered as for a logged-out user"))
    }
    guard let options = json["query"]?["userinfo"]?["options"], case .object = options else {
      return .failure(MediaWikiAPI.unexpected("the answer had no user options"))
    }
    var values: [NotificationType: Bool] = [:]
    var unavailable: Set<NotificationType> = []
    for type in NotificationType.allCases {
      switch options[type.key] {
      case .bool(let b)?: values[type] = b
      case .string("1")?, .string("true")?: values[type] = true
      case .string("0")?, .string("")?, .string("false")?: values[type] = false
      case .number(let n)?: values[type] = n != 0
      case nil, .null?:
        values[type] = type.echoDefault
        unavailable.insert(type)
      case let other?:
        return .failure(
          ServiceFailure(
            code: "unexpected", message: "\(type.key) has a value the app cannot read: \(other.serialized)"))
      }
    }
    return .success(PreferenceSnapshot(wiki: wiki, values: values, unavailable: unavailable))
  }

  /// `{"options":"success"}` can still carry a warning that our key was rejected: that is a failure.
  public static func readOptionAnswer(_ json: JSONValue, type: NotificationType) -> ServiceFailure? {
    if let failure = MediaWikiAPI.apiError(json) { return failure }
    for warning in json["warnings"]?.arrayValue ?? [] {
      let code = warning["code"]?.stringValue ?? "warning"
      let text = warning["text"]?.stringValue ?? ""
      let params = warning["params"]?.arrayValue?.compactMap(\.stringValue) ?? []
      guard names(text, type.key) || params.contains(type.key) else { continue }
      if globalOptionIgnored.contains(code) {
        return ServiceFailure(
          code: code, message: "it is set as a global preference there, which overrides this wiki (\(code))")
      }
      return ServiceFailure(code: code, message: "the wiki rejected the setting (\(code))")
    }
    guard json["options"]?.stringValue == "success" else {
      return MediaWikiAPI.unexpected("the server's answer did not say success")
    }
    return nil
  }

  /// Whether a warning's text names this key and not merely a longer one it begins
  /// (`…-push-mention` inside `…-push-mention-success`).
  public static func names(_ text: String, _ key: String) -> Bool {
    func isKeyCharacter(_ c: Character?) -> Bool {
      guard let c else { return false }
      return c.isLetter || c.isNumber || c == "-" || c == "_"
    }
    var index = text.startIndex
    while index < text.endIndex {
      if text[index...].hasPrefix(key) {
        let end = text.index(index, offsetBy: key.count)
        let before = index == text.startIndex ? nil : text[text.index(before: index)]
        let after = end == text.endIndex ? nil : text[end]
        if !isKeyCharacter(before) && !isKeyCharacter(after) { return true }
      }
      index = text.index(after: index)
    }
    return false
  }
}
