import PushCore

/// What every feature's calls share: the answer format asked for, the error shapes read, and the CSRF token.
public enum MediaWikiAPI {
  /// Every request asks for JSON, format version 2 (real booleans) and errors and warnings as plaintext
  /// `{"code","text","module"}` arrays: what real MediaWiki and the simulator both answer to
  /// (`../shared/REFERENCE.md`, "Answer shapes").
  public static let formatParameters: [(String, String)] = [
    ("format", "json"), ("formatversion", "2"), ("errorformat", "plaintext"),
  ]

  /// A request with the answer format added.
  public static func request(_ wiki: Wiki, _ method: APIRequest.Method, _ params: [(String, String)]) -> APIRequest {
    APIRequest(wiki: wiki, method: method, params: params + formatParameters)
  }

  /// An error answer as a failure: the plaintext `{"errors":[{"code","text","module"}]}` the app asks for,
  /// or the default `{"error":{"code","info"}}` a wiki that ignores `errorformat` would send.
  public static func apiError(_ json: JSONValue) -> ServiceFailure? {
    guard let error = json["errors"]?.arrayValue?.first ?? json["error"] else { return nil }
    let code = error["code"]?.stringValue ?? "unknown"
    let text = error["text"]?.stringValue ?? error["info"]?.stringValue ?? "the server returned an error"
    return ServiceFailure(code: code, message: "\(text) (\(code))")
  }

  public static func csrfTokenRequest(_ wiki: Wiki) -> APIRequest {
    request(wiki, .get, [("action", "query"), ("meta", "tokens"), ("type", "csrf")])
  }

  public static func readCSRFToken(_ json: JSONValue) -> Result<String, ServiceFailure> {
    if let failure = apiError(json) { return .failure(failure) }
    guard let token = json["query"]?["tokens"]?["csrftoken"]?.stringValue, token != "+\\" else {
      return .failure(ServiceFailure(code: "notoken", message: "no CSRF token in the answer (notoken)"))
    }
    return .success(token)
  }

  /// An answer that is not what the app asked for.
  public static func unexpected(_ message: String) -> ServiceFailure {
    ServiceFailure(code: "unexpected", message: message)
  }
}
