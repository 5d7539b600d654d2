import PushCore
import PushWikiClient

/// Title descriptions as the wikis keep them: English Wikipedia in the article's `{{Short description|…}}`
/// (`action=edit`), every other language on the Wikidata item (`action=wbsetdescription`).
struct DescriptionStore: Sendable {
  /// Each article's description now, by article id; absent is the built-in one.
  var current: [String: String] = [:]
  /// The user's published edits, oldest first: what `revert` undoes.
  var edits: [DescriptionEdit] = []
  /// The wikis' revision counter.
  var lastRevision = 1_187_000_000

  func description(of article: Article) -> String? {
    guard let now = current[article.id] else { return article.description }
    return now.isEmpty ? nil : now
  }
}

extension WikiServer {
  /// The description calls; nil for any other request, which `answer` serves. `refusal` is a refusal the
  /// fault plan asked for (blocked, abuse filter, edit conflict), answered as MediaWiki answers it.
  mutating func answerDescription(_ request: APIRequest, _ config: SimulationConfig, refusal: FailurePoint?)
    -> JSONValue?
  {
    let action = request["action"] ?? ""
    if action == "query" && request["intestactions"] == "edit" { return Self.editCheckAnswer(request, refusal) }
    if action == "query" && request["prop"] == "description" { return descriptionsAnswer(request) }
    guard action == "edit" || action == "wbsetdescription" else { return nil }
    let shape = AnswerShape(request)
    guard request.method == .post else {
      return shape.error("mustbeposted", "The \"\(action)\" module requires a POST request.", "main")
    }
    if request["assert"] == "user" && !config.loggedIn {
      return shape.error(
        "assertuserfailed", "You are no longer logged in, so the action could not be completed.", "main")
    }
    guard let sent = request["token"], sent == (config.loggedIn ? csrf[request.wiki] : "+\\") else {
      return shape.error("badtoken", "Invalid CSRF token.", action)
    }
    if let refusal { return Self.refusalAnswer(refusal, action: action, shape) }
    guard let (article, text) = Self.descriptionChange(request) else {
      return action == "edit"
        ? shape.error("missingtitle", "The page you specified doesn't exist.", action)
        : shape.error("no-such-entity", "Could not find an entity with the ID \"\(request["id"] ?? "")\".", action)
    }
    // Wikibase's limit on a description's length (`$wgWBRepoSettings['string-limits']`, 250 by default).
    if action == "wbsetdescription" && text.count > 250 {
      return shape.error("modification-failed", "Must be no more than 250 characters long", action)
    }
    // The same section text again makes no revision: MediaWiki says `nochange`, and gives no revision ids.
    if action == "edit" && descriptions.description(of: article) == text {
      return Self.editAnswer(article, [("nochange", true)])
    }
    descriptions.lastRevision += 1
    let revision = descriptions.lastRevision
    let edit = DescriptionEdit(
      article: article, wiki: request.wiki, text: text, previous: descriptions.description(of: article),
      revision: revision)
    descriptions.current[article.id] = text
    descriptions.edits.append(edit)
    return Self.savedAnswer(action, article, text, revision: revision)
  }

  /// What a saved description's call answers: `edit` with its revision ids, `wbsetdescription` with the
  /// entity and its new description.
  static func savedAnswer(_ action: String, _ article: Article, _ text: String, revision: Int) -> JSONValue {
    if action == "edit" {
      return editAnswer(
        article,
        [
          ("oldrevid", .number(Double(revision - 1))), ("newrevid", .number(Double(revision))),
          ("newtimestamp", "2026-11-30T12:00:00Z"),
        ])
    }
    return .object([
      (
        "entity",
        .object([
          ("id", .string(article.item)), ("type", "item"), ("lastrevid", .number(Double(revision))),
          (
            "descriptions",
            .object([
              (article.language, .object([("language", .string(article.language)), ("value", .string(text))]))
            ])
          ),
        ])
      ),
      ("success", .number(1)),
    ])
  }

  /// The article and the new description a request carries, where the article is one the wiki has.
  static func descriptionChange(_ request: APIRequest) -> (Article, String)? {
    if request["action"] == "edit" {
      guard case .language(let language) = request.wiki, let title = request["title"],
        let article = Article.find("\(language):\(title)"), let text = request["text"]
      else { return nil }
      let prefix = "{{Short description|"
      guard text.hasPrefix(prefix), let end = text.firstRange(of: "}}") else { return (article, "") }
      return (article, String(text[text.index(text.startIndex, offsetBy: prefix.count)..<end.lowerBound]))
    }
    guard request.wiki == .wikidata, let item = request["id"], let language = request["language"],
      let article = Article.library.first(where: { $0.item == item && $0.language == language })
    else { return nil }
    return (article, request["value"] ?? "")
  }

  /// `action=edit`'s success, as MediaWiki 1.39 gives it: the page, then `details` (the revisions, or
  /// `nochange`), then `watched` (the user's "Add pages I edit to my watchlist" is on by default).
  static func editAnswer(_ article: Article, _ details: [(String, JSONValue)]) -> JSONValue {
    let page: [(String, JSONValue)] = [
      ("result", "Success"), ("pageid", .number(Double(pageID(article)))), ("title", .string(article.title)),
      ("contentmodel", "wikitext"),
    ]
    return .object([("edit", .object(page + details + [("watched", true)]))])
  }

  static func pageID(_ article: Article) -> Int { Int(SimulatedWorld.hash(article.id) % 90_000_000) }

  /// How MediaWiki words each refusal (`blocked`, `abusefilter-disallowed`, `editconflict`).
  static func refusalAnswer(_ point: FailurePoint, action: String, _ shape: AnswerShape) -> JSONValue {
    switch point {
    case .blocked:
      shape.error(
        "blocked", "You have been blocked from editing. Reason: Vandalism (simulated block by Sigrid).", action)
    case .abuseFilter:
      shape.error(
        "abusefilter-disallowed",
        "This action has been automatically identified as harmful, and therefore disallowed. "
          + "Description of the abuse filter rule that your action matched: Short description vandalism",
        action)
    default:
      shape.error("editconflict", "Edit conflict.", action)
    }
  }

  /// `prop=info&intestactions=edit&intestactionsdetail=full` as MediaWiki answers it (`formatversion=2`): the
  /// page, and under `actions.edit` the reasons the user may not edit it; a block is one.
  static func editCheckAnswer(_ request: APIRequest, _ refusal: FailurePoint?) -> JSONValue {
    var reasons: [JSONValue] = []
    if case .blocked? = refusal,
      case .object(let fields) = refusalAnswer(refusal!, action: "query", AnswerShape(request)),
      let error = fields.first(where: { $0.0 == "errors" })?.1.arrayValue?.first
        ?? fields.first(where: { $0.0 == "error" })?.1
    {
      let text = error["text"]?.stringValue ?? error["info"]?.stringValue ?? ""
      reasons.append(.object([("code", "blocked"), ("text", .string(text))]))
    }
    let title = request["titles"] ?? ""
    return .object([
      ("batchcomplete", true),
      (
        "query",
        .object([
          (
            "pages",
            .array([
              .object([
                ("ns", 0), ("title", .string(title)),
                ("contentmodel", .string(title.hasPrefix("Q") ? "wikibase-item" : "wikitext")),
                ("actions", .object([("edit", .array(reasons))])),
              ])
            ])
          )
        ])
      ),
    ])
  }

  /// `prop=description` as MediaWiki answers it (`formatversion=2`): each page with its description, local
  /// on English Wikipedia, else the Wikidata item's (`central`); a page the wiki does not have is `missing`.
  func descriptionsAnswer(_ request: APIRequest) -> JSONValue {
    let titles = (request["titles"] ?? "").split(separator: "|").map(String.init)
    let pages: [JSONValue] = titles.map { title in
      guard case .language(let language) = request.wiki, let article = Article.find("\(language):\(title)") else {
        return .object([("ns", 0), ("title", .string(title)), ("missing", true)])
      }
      var page: [(String, JSONValue)] = [
        ("pageid", .number(Double(Self.pageID(article)))), ("ns", 0), ("title", .string(title)),
      ]
      if let description = descriptions.description(of: article) {
        page += [
          ("description", .string(description)), ("descriptionsource", language == "en" ? "local" : "central"),
        ]
      }
      return .object(page)
    }
    return .object([("batchcomplete", true), ("query", .object([("pages", .array(pages))]))])
  }

  /// Another user reverts the user's latest description edit: the description is what it was before.
  mutating func revertLatestDescription() -> DescriptionEdit? {
    guard let edit = descriptions.edits.popLast() else { return nil }
    descriptions.current[edit.article.id] = edit.previous ?? ""
    descriptions.lastRevision += 1
    return edit
  }
}

extension DescriptionStore {
  /// The descriptions as the state file keeps them: each changed article's text, and the user's edits.
  var json: JSONValue {
    .object([
      ("current", .object(current.sorted { $0.key < $1.key }.map { ($0.key, .string($0.value)) })),
      (
        "edits",
        .array(
          edits.map { edit in
            .object([
              ("article", .string(edit.article.id)), ("wiki", .string(edit.wiki.code)), ("text", .string(edit.text)),
              ("previous", edit.previous.map(JSONValue.string) ?? .null),
              ("revision", .number(Double(edit.revision))),
            ])
          })
      ),
      ("lastRevision", .number(Double(lastRevision))),
    ])
  }

  init(json: JSONValue, reading: inout WorldReading) throws(WorldSnapshot.ReadError) {
    self.init()
    if case .object(let pairs)? = json["current"] {
      for (article, text) in pairs {
        guard Article.find(article) != nil, let text = text.stringValue else {
          try reading.unreadable("the description of \(article)")
          continue
        }
        current[article] = text
      }
    }
    for (index, edit) in (json["edits"]?.arrayValue ?? []).enumerated() {
      guard let id = edit["article"]?.stringValue, let article = Article.find(id),
        let wiki = edit["wiki"]?.stringValue.flatMap(Wiki.init(code:)), let text = edit["text"]?.stringValue,
        case .number(let revision)? = edit["revision"], abs(revision) < 1e15
      else {
        try reading.unreadable("description edit \(index + 1)")
        continue
      }
      edits.append(
        DescriptionEdit(
          article: article, wiki: wiki, text: text, previous: edit["previous"]?.stringValue, revision: Int(revision)))
    }
    if case .number(let last)? = json["lastRevision"], abs(last) < 1e15 { lastRevision = Int(last) }
  }
}
