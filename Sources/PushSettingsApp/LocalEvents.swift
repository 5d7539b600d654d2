import PushCore
import PushHTTP
import PushSimulation
import PushWikiClient

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The events `RealEvents` makes on the local wikis, as docs/real-echo.md lists them: the other editor's
/// edits, thanks, mentions, links and reverts through its own bot password, the user's own edits (a revision
/// to thank or revert, a mention to send) through a session of its own, and a wrong password for the user's
/// main account name (a bot password's name raises nothing).
struct LocalEvents: Sendable {
  let other: WikiClient
  let user: WikiClient
  /// Logged out: for the failed login.
  let anonymous: MediaWikiClient
  let userName: String
  let otherName: String

  /// The events for a backend file with an other editor; nil without one.
  static func make(
    _ real: RealWikis, record: @escaping @Sendable (TraceRecord) -> Void, nowMs: @escaping @Sendable () -> Int
  )
    -> RealEvents?
  {
    let backend = real.backend
    guard let editor = backend.otherEditor else { return nil }
    var otherFile = backend
    otherFile.username = editor.username
    otherFile.password = editor.password
    let events = LocalEvents(
      other: WikiClient(api: MediaWikiClient(backend: otherFile, alsoWithholding: [backend.password]).apiClient),
      user: WikiClient(api: MediaWikiClient(backend: backend).apiClient),
      anonymous: MediaWikiClient(backend: backend, loggedOut: true),
      userName: accountName(backend.username), otherName: accountName(editor.username))
    return RealEvents(
      actor: events.otherName, wikis: real.eventWikis, unavailable: RealEvents.localWikisCannotRaise,
      raise: { type, wiki in
        let result: Result<String, ServiceFailure>
        if let reason = RealEvents.localWikisCannotRaise(type) {
          result = .failure(
            ServiceFailure(
              .notSent, code: "cannot-raise", message: "the local wikis cannot raise \(type.rawValue): \(reason)"))
        } else {
          result = await events.raise(type, on: wiki)
        }
        record(events.trace(type.rawValue, wiki, result, tMs: nowMs()))
        return result
      },
      revert: { edit in
        let result = await events.undo(revision: edit.revision, title: edit.article.title, on: edit.wiki)
        record(events.trace("revert", edit.wiki, result, tMs: nowMs()))
        return result
      })
  }

  /// `PushTester@pushsettings` → `PushTester`: the account a bot password belongs to.
  static func accountName(_ botName: String) -> String {
    String(botName.split(separator: "@", maxSplits: 1).first ?? Substring(botName))
  }

  func trace(_ what: String, _ wiki: Wiki, _ result: Result<String, ServiceFailure>, tMs: Int) -> TraceRecord {
    switch result {
    case .success(let done):
      TraceRecord(tMs: tMs, service: "events", wiki: wiki, action: what, params: [("did", done)], error: nil)
    case .failure(let failure):
      TraceRecord(
        tMs: tMs, service: "events", wiki: wiki, action: what, params: [("why", failure.message)], error: failure.code)
    }
  }

  /// A time in the page text and titles, so that each event is new to Echo (it notifies a link or a thank once).
  var stamp: String { String(time(nil)) + "-" + String(UInt32.random(in: 0...0xFFFF), radix: 16) }

  func raise(_ type: NotificationType, on wiki: Wiki) async -> Result<String, ServiceFailure> {
    let stamp = stamp
    switch type {
    case .editUserTalk:
      return await edit(
        other, wiki,
        [
          ("title", "User talk:\(userName)"), ("section", "new"), ("sectiontitle", "A note (\(stamp))"),
          ("text", "Hello from push-settings. ~~~~"),
        ]
      ).map { "\(otherName) wrote on User talk:\(userName) (revision \($0))" }
    case .editThank:
      // A revision of the user's own, new each time: Echo notifies a thank for a revision once.
      let title = "User:\(userName)/Thanks"
      return await edit(user, wiki, [("title", title), ("appendtext", "\n* An edit to thank (\(stamp))")])
        .asyncFlatMap { revision in
          await post(other, wiki, [("action", "thank"), ("rev", String(revision)), ("source", "diff")]) { json in
            json["result"]?["success"] != nil ? .success("\(otherName) thanked revision \(revision) of \(title)") : nil
          }
        }
    case .mention:
      return await edit(
        other, wiki,
        [
          ("title", "Talk:Push settings"), ("section", "new"), ("sectiontitle", "Mention (\(stamp))"),
          ("text", "[[User:\(userName)]], please have a look. ~~~~"),
        ]
      ).map { "\(otherName) mentioned \(userName) on Talk:Push settings (revision \($0))" }
    case .mentionSuccess, .mentionFailure:
      // The user is the sender: Echo tells the sender whether the mention went out.
      let whom = type == .mentionSuccess ? otherName : "No such user \(stamp)"
      return await edit(
        user, wiki,
        [
          ("title", "Talk:Push settings"), ("section", "new"), ("sectiontitle", "Mention (\(stamp))"),
          ("text", "[[User:\(whom)]], please have a look. ~~~~"),
        ]
      ).map { "\(userName) mentioned \(whom) on Talk:Push settings (revision \($0))" }
    case .articleLinked:
      // A page the user made, and a new page of the other editor's that links to it.
      let page = "Push settings page \(stamp)"
      return await edit(user, wiki, [("title", page), ("text", "A page to link to."), ("createonly", "1")])
        .asyncFlatMap { _ in
          await edit(
            other, wiki,
            [("title", "Link to \(page)"), ("text", "See [[\(page)]]."), ("createonly", "1")]
          ).map { "\(otherName) linked to \(page) from a new page (revision \($0))" }
        }
    case .reverted:
      // Two edits of the user's (the first may create the page), the second undone by the other editor.
      let title = "User:\(userName)/Revert"
      return await edit(user, wiki, [("title", title), ("appendtext", "\n* Kept (\(stamp))")])
        .asyncFlatMap { _ in await edit(user, wiki, [("title", title), ("appendtext", "\n* To revert (\(stamp))")]) }
        .asyncFlatMap { revision in await undo(revision: revision, title: title, on: wiki) }
    case .loginFail:
      return await failLogin(on: wiki)
    case .dtSubscription, .cx, .wikibaseAction, .pageReview, .userRights, .emailUser, .thankYouEdit, .loginSuccess:
      return .failure(ServiceFailure(.notSent, code: "cannot-raise", message: "the local wikis cannot raise it"))
    }
  }

  /// The other editor undoes `revision` of `title`.
  func undo(revision: Int, title: String, on wiki: Wiki) async -> Result<String, ServiceFailure> {
    await edit(other, wiki, [("title", title), ("undo", String(revision))]).map {
      "\(otherName) undid revision \(revision) of \(title) (revision \($0))"
    }
  }

  /// A wrong password for the user's account name, from a session of no one's.
  func failLogin(on wiki: Wiki) async -> Result<String, ServiceFailure> {
    let tokens = await anonymous.send(
      MediaWikiAPI.request(wiki, .get, [("action", "query"), ("meta", "tokens"), ("type", "login")]))
    guard case .success(let json) = tokens, let token = json["query"]?["tokens"]?["logintoken"]?.stringValue else {
      return .failure(MediaWikiAPI.unexpected("no login token"))
    }
    let answer = await anonymous.send(
      MediaWikiAPI.request(
        wiki, .post,
        [
          ("action", "login"), ("lgname", userName), ("lgpassword", "wrong password \(stamp)"), ("lgtoken", token),
        ]))
    return answer.flatMap { json in
      let result = json["login"]?["result"]?.stringValue
      return result == "Failed"
        ? .success("a wrong password for \(userName) was refused")
        : .failure(MediaWikiAPI.unexpected("the wrong password was answered \(result ?? "with no result")"))
    }
  }

  /// An edit; its new revision.
  func edit(_ client: WikiClient, _ wiki: Wiki, _ params: [(String, String)]) async -> Result<Int, ServiceFailure> {
    await post(client, wiki, [("action", "edit")] + params + [("summary", "push-settings QA")]) { json in
      guard json["edit"]?["result"]?.stringValue == "Success" else { return nil }
      if let revision = json["edit"]?["newrevid"]?.intValue { return .success(revision) }
      return .failure(MediaWikiAPI.unexpected("the edit changed nothing (nochange)"))
    }
  }

  /// A token-carrying POST; `read` gives the value, or nil for an answer that is not success.
  func post<Value: Sendable>(
    _ client: WikiClient, _ wiki: Wiki, _ params: [(String, String)],
    read: @escaping @Sendable (JSONValue) -> Result<Value, ServiceFailure>?
  ) async -> Result<Value, ServiceFailure> {
    await client.post(wiki, { MediaWikiAPI.request(wiki, .post, params + [("token", $0)]) }) { json in
      if let failure = MediaWikiAPI.apiError(json) { return .failure(failure) }
      return read(json) ?? .failure(MediaWikiAPI.unexpected("the answer did not say success"))
    }
  }
}

extension Result where Failure == ServiceFailure {
  /// `flatMap` with an asynchronous step.
  func asyncFlatMap<New>(_ next: (Success) async -> Result<New, ServiceFailure>) async -> Result<New, ServiceFailure> {
    switch self {
    case .success(let value): await next(value)
    case .failure(let failure): .failure(failure)
    }
  }
}
