import PushCore
import PushWikiClient

/// Errors and warnings in the shape a request's `errorformat` asks for, as MediaWiki 1.39 sends them with
/// `formatversion=2` (`../shared/REFERENCE.md`, "Answer shapes"): `plaintext` gives
/// `{"errors":[{"code","text","module"}],"docref":…}` and `"warnings":[{"code","text","module"}]`; without it,
/// the default `{"error":{"code","info","docref"}}` and warnings keyed by module.
struct AnswerShape: Sendable {
  let plaintext: Bool
  let docref: String

  init(_ request: APIRequest) {
    plaintext = request["errorformat"] == "plaintext"
    docref =
      "See https://\(request.wiki.host)/w/api.php for API usage. Subscribe to the mediawiki-api-announce mailing "
      + "list at <https://lists.wikimedia.org/postorius/lists/mediawiki-api-announce.lists.wikimedia.org/> for "
      + "notice of API deprecations and breaking changes."
  }

  func error(_ code: String, _ text: String, _ module: String) -> JSONValue {
    guard plaintext else {
      return .object([
        ("error", .object([("code", .string(code)), ("info", .string(text)), ("docref", .string(docref))]))
      ])
    }
    return .object([
      ("errors", .array([.object([("code", .string(code)), ("text", .string(text)), ("module", .string(module))])])),
      ("docref", .string(docref)),
    ])
  }

  /// `{"options":"success"}`, with the warnings of `action=options` if any.
  func success(warnings: [(code: String, text: String)]) -> JSONValue {
    guard !warnings.isEmpty else { return .object([("options", "success")]) }
    let shaped: JSONValue =
      plaintext
      ? .array(
        warnings.map { .object([("code", .string($0.code)), ("text", .string($0.text)), ("module", "options")]) })
      : .object([("options", .object([("warnings", .string(warnings.map(\.text).joined(separator: "\n")))]))])
    return .object([("warnings", shaped), ("options", "success")])
  }

  func warning(_ code: String, _ text: String) -> JSONValue { success(warnings: [(code, text)]) }
}
