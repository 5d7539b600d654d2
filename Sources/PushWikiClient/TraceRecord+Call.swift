import PushCore

extension TraceRecord {
  /// The parameters a record shows: never a token or a password, and not the answer format every call
  /// carries.
  public static func shown(_ params: [(String, String)]) -> [(String, String)] {
    let hidden: Set<String> = ["token", "lgtoken", "lgpassword", "format", "formatversion", "errorformat", "assert"]
    return params.filter { !hidden.contains($0.0) }
  }

  /// The error code an answer carries, in either of MediaWiki's shapes; nil for a clean answer. A warning is
  /// an answer with a remark (`notwikis` where no wiki reads other wikis: `unrecognizedparams`), except for a
  /// preference write, where the app counts a warning (`validationfailed`) as the write failing.
  public static func outcomeCode(_ json: JSONValue, service: String) -> String? {
    json["errors"]?.arrayValue?.first?["code"]?.stringValue ?? json["error"]?["code"]?.stringValue
      ?? (service == "options" ? json["warnings"]?.arrayValue?.first?["code"]?.stringValue : nil)
  }

  /// Which service a request is for: `echo`, `options`, `userinfo`, `notifications`, `markread`, `describe`,
  /// `descriptions` or `tokens`.
  public static func service(of request: APIRequest) -> String {
    switch (request["action"], request["meta"]) {
    case ("echopushsubscriptions"?, _): "echo"
    case ("options"?, _): "options"
    case ("query"?, "userinfo"?): "userinfo"
    case ("query"?, "notifications"?): "notifications"
    case ("echomarkread"?, _), ("echomarkseen"?, _): "markread"
    case ("edit"?, _), ("wbsetdescription"?, _): "describe"
    // The editor's check of whether the user may edit (`intestactions=edit`) asks the same wiki.
    case ("query"?, _) where request["intestactions"] != nil: "describe"
    // The feed's and the article's read of descriptions (`prop=description`): no failure point of its own.
    case ("query"?, _) where request["prop"] == "description": "descriptions"
    default: "tokens"
    }
  }

  /// The record of one call to a wiki and how it ended.
  public static func call(
    _ request: APIRequest, _ result: Result<JSONValue, ServiceFailure>, tMs: Int
  ) -> TraceRecord {
    let error: String? =
      switch result {
      case .success(let json): outcomeCode(json, service: service(of: request))
      case .failure(let failure): failure.code
      }
    return TraceRecord(
      tMs: tMs, service: service(of: request), wiki: request.wiki, action: request["action"] ?? "?",
      params: shown(request.params), error: error)
  }
}
