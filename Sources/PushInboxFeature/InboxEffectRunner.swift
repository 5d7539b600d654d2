import PushCore
import PushSettingsFeature
import Synchronization

/// Performs the inbox's effects with its clients and reports what happened as actions.
public struct InboxEffectRunner: Sendable {
  public let clients: InboxClients
  private let tokens = TokenCache()

  public init(clients: InboxClients) { self.clients = clients }

  public func run(_ effect: InboxEffect, send: @escaping @Sendable (InboxAction) -> Void) async {
    switch effect {
    case .load(let wiki, let from, let replacing):
      let result = await clients.api.send(EchoNotificationsAPI.listRequest(wiki, continueFrom: from))
      let now = clients.nowMs()
      let page = result.flatMap(EchoNotificationsAPI.readPage).map { page in
        var page = page
        page.readAtMs = now
        return page
      }
      send(.pageLoaded(wiki: wiki, page, replacing: replacing))
    case .mark(let ids, let read):
      let outcomes = await markEach(ids, read: read, all: false)
      send(.markFinished(ids: ids.keys.sorted(), read: read, outcomes))
    case .markAll(let wikis, let ids):
      send(.markAllFinished(ids: ids.keys.sorted(), await markAll(wikis)))
    case .markSeen(let wiki):
      _ = await post(wiki, action: "echomarkseen") { EchoNotificationsAPI.markSeenRequest(wiki, csrf: $0) }
    case .listenForPushes:
      for await push in await clients.pushes() {
        if Task.isCancelled { break }
        send(.pushReceived(push, inBackground: false))
      }
    case .dismissBanner(let id, let ms):
      await clients.bannerWait(ms)
      if !Task.isCancelled { send(.bannerDismissed(id: id)) }
    case .cancel:
      break  // The store cancels; nothing runs.
    }
  }

  /// `all=1` on each wiki, all at once.
  func markAll(_ wikis: [Wiki]) async -> [WikiOutcome] {
    await withTaskGroup(of: WikiOutcome.self) { group in
      for wiki in wikis {
        group.addTask {
          let failure = await post(wiki, action: "echomarkread") { csrf in
            EchoNotificationsAPI.markRequest(wiki, ids: [], read: true, all: true, csrf: csrf)
          }
          return WikiOutcome(wiki: wiki, failure: failure)
        }
      }
      var outcomes: [WikiOutcome] = []
      for await outcome in group { outcomes.append(outcome) }
      return outcomes.sorted { $0.wiki < $1.wiki }
    }
  }

  /// One call per wiki, all at once.
  func markEach(_ ids: [Int: Wiki], read: Bool, all: Bool) async -> [WikiOutcome] {
    var byWiki: [Wiki: [Int]] = [:]
    for (id, wiki) in ids { byWiki[wiki, default: []].append(id) }
    return await withTaskGroup(of: WikiOutcome.self) { group in
      for (wiki, wikiIDs) in byWiki {
        group.addTask {
          let failure = await post(wiki, action: "echomarkread") { csrf in
            EchoNotificationsAPI.markRequest(wiki, ids: wikiIDs, read: read, all: all, csrf: csrf)
          }
          return WikiOutcome(wiki: wiki, failure: failure)
        }
      }
      var outcomes: [WikiOutcome] = []
      for await outcome in group { outcomes.append(outcome) }
      return outcomes.sorted { $0.wiki < $1.wiki }
    }
  }

  /// A token-carrying POST; `badtoken` fetches a fresh token once.
  func post(_ wiki: Wiki, action: String, _ request: @Sendable (String) -> APIRequest) async -> ServiceFailure? {
    for attempt in 0..<2 {
      let token: String
      if let cached = tokens.get(wiki) {
        token = cached
      } else {
        switch await clients.api.send(EchoAPI.csrfTokenRequest(wiki)).flatMap(EchoAPI.readCSRFToken) {
        case .success(let t):
          token = t
          tokens.set(wiki, t)
        case .failure(let f): return f
        }
      }
      let failure: ServiceFailure?
      switch await clients.api.send(request(token)) {
      case .success(let json): failure = EchoNotificationsAPI.readMarkAnswer(json, action: action)
      case .failure(let f): failure = f
      }
      guard failure?.code == "badtoken", attempt == 0 else { return failure }
      tokens.drop(wiki)
    }
    return nil
  }
}

/// Each wiki's CSRF token, fetched once and dropped on `badtoken`.
final class TokenCache: Sendable {
  private let tokens = Mutex<[Wiki: String]>([:])
  func get(_ wiki: Wiki) -> String? { tokens.withLock { $0[wiki] } }
  func set(_ wiki: Wiki, _ token: String) { tokens.withLock { $0[wiki] = token } }
  func drop(_ wiki: Wiki) { _ = tokens.withLock { $0.removeValue(forKey: wiki) } }
}
