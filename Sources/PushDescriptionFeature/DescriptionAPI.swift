import PushCore
import PushWikiClient

/// The calls that publish a title description, as the app makes them (`../shared/REFERENCE.md`,
/// "Description editor"), and how their answers are read.
public enum DescriptionAPI {
  /// English keeps descriptions in the article: its first section, rewritten with the
  /// `{{Short description|…}}` template on top (`action=edit`).
  public static func localEditRequest(_ article: Article, text: String, csrf: String) -> APIRequest {
    APIRequest(
      wiki: article.wiki, method: .post,
      params: [
        ("action", "edit"), ("title", article.title), ("section", "0"),
        ("text", "{{Short description|\(text)}}\n\(article.lead)"),
        ("summary", "Added short description"), ("nocreate", "1"), ("assert", "user"), ("token", csrf),
      ] + MediaWikiAPI.formatParameters)
  }

  /// Every other language keeps it on the article's Wikidata item (`action=wbsetdescription`).
  public static func wikidataRequest(_ article: Article, text: String, csrf: String) -> APIRequest {
    APIRequest(
      wiki: .wikidata, method: .post,
      params: [
        ("action", "wbsetdescription"), ("id", article.item), ("language", article.language), ("value", text),
        ("assert", "user"), ("token", csrf),
      ] + MediaWikiAPI.formatParameters)
  }

  /// The publishing request for an article: where its language keeps descriptions.
  public static func publishRequest(_ article: Article, text: String, csrf: String) -> APIRequest {
    article.descriptionWiki == .wikidata
      ? wikidataRequest(article, text: text, csrf: csrf) : localEditRequest(article, text: text, csrf: csrf)
  }

  /// The new revision, or what went wrong: `{"edit":{"result":"Success","newrevid":…}}` or
  /// `{"success":1,"entity":{"lastrevid":…}}`; errors (`blocked`, `abusefilter-disallowed`, `editconflict`…)
  /// as the API says them. 0 where the edit changed nothing (`"nochange":true`, no revision ids): the page
  /// already said it, which is published all the same.
  public static func readPublishAnswer(_ json: JSONValue) -> Result<Int, ServiceFailure> {
    if let failure = MediaWikiAPI.apiError(json) { return .failure(failure) }
    if let edit = json["edit"] {
      guard edit["result"]?.stringValue == "Success" else {
        return .failure(MediaWikiAPI.unexpected("the server's answer did not say Success"))
      }
      if edit["nochange"]?.boolValue == true { return .success(0) }
      guard let revision = edit["newrevid"]?.intValue else {
        return .failure(MediaWikiAPI.unexpected("the server's answer had no new revision"))
      }
      return .success(revision)
    }
    guard json["success"]?.intValue == 1, let revision = json["entity"]?["lastrevid"]?.intValue else {
      return .failure(MediaWikiAPI.unexpected("the server's answer did not say success"))
    }
    return .success(revision)
  }

  /// Whether the user may edit where the article's description is kept, with the reasons when not
  /// (`prop=info&intestactions=edit&intestactionsdetail=full`): the check the app makes when the editor
  /// opens, so that a block is said before anything is typed.
  public static func editCheckRequest(_ article: Article) -> APIRequest {
    MediaWikiAPI.request(
      article.descriptionWiki, .get,
      [
        ("action", "query"), ("prop", "info"),
        ("titles", article.descriptionWiki == .wikidata ? article.item : article.title),
        ("intestactions", "edit"), ("intestactionsdetail", "full"),
      ])
  }

  /// The first reason the user may not edit (`query.pages[0].actions.edit`), nil when they may.
  public static func readEditCheck(_ json: JSONValue) -> Result<ServiceFailure?, ServiceFailure> {
    if let failure = MediaWikiAPI.apiError(json) { return .failure(failure) }
    guard let edit = json["query"]?["pages"]?.arrayValue?.first?["actions"]?["edit"]?.arrayValue else {
      return .failure(MediaWikiAPI.unexpected("the server's answer had no edit actions"))
    }
    guard let first = edit.first, let code = first["code"]?.stringValue else { return .success(nil) }
    return .success(ServiceFailure(code: code, message: "\(first["text"]?.stringValue ?? code) (\(code))"))
  }
}

extension DescriptionAPI {
  /// The descriptions of some articles of one language, as the wiki shows them (`prop=description`: the
  /// local `{{Short description}}`, else the Wikidata item's): what the feed and the article read, so that a
  /// description published earlier, here or elsewhere, shows.
  public static func readRequest(_ articles: [Article]) -> APIRequest? {
    guard let first = articles.first else { return nil }
    return MediaWikiAPI.request(
      first.wiki, .get,
      [("action", "query"), ("prop", "description"), ("titles", articles.map(\.title).joined(separator: "|"))])
  }

  /// Each article's description by id ("" for none) from `query.pages`; a page the wiki does not have says
  /// nothing (the built-in one stays). A wiki without the `description` prop (a warning names it) says nothing.
  public static func readDescriptions(_ json: JSONValue, language: String) -> Result<[String: String], ServiceFailure> {
    if let failure = MediaWikiAPI.apiError(json) { return .failure(failure) }
    // With `errorformat=plaintext` warnings are `[{"code","text","module"}]`; else `{module:{"warnings":…}}`.
    let warnings =
      (json["warnings"]?.arrayValue ?? []).compactMap { $0["text"]?.stringValue }
      + ["main", "query"].compactMap { json["warnings"]?[$0]?["warnings"]?.stringValue }
    if warnings.contains(where: { $0.contains("description") }) {
      return .failure(MediaWikiAPI.unexpected("the wiki does not know prop=description"))
    }
    guard let pages = json["query"]?["pages"]?.arrayValue else {
      return .failure(MediaWikiAPI.unexpected("the server's answer had no pages"))
    }
    var found: [String: String] = [:]
    for page in pages {
      guard let title = page["title"]?.stringValue, page["missing"]?.boolValue != true,
        let article = Article.find("\(language):\(title)")
      else { continue }
      found[article.id] = page["description"]?.stringValue ?? ""
    }
    return .success(found)
  }
}
