import PushCore
import PushWikiClient

/// Performs the inbox's effects with its clients and reports what happened as actions.
public struct InboxEffectRunner: Sendable {
  public let clients: InboxClients

  public init(clients: InboxClients) { self.clients = clients }

  public func run(_ effect: InboxEffect, send: @escaping @Sendable (InboxAction) -> Void) async {
    switch effect {
    case .load(let wiki, let from, let replacing, let asked, let uselang):
      let result = await clients.wiki.send(EchoNotificationsAPI.listRequest(wiki, continueFrom: from, uselang: uselang))
      let now = clients.nowMs()
      let page = result.flatMap(EchoNotificationsAPI.readPage).map { page in
        var page = page
        page.readAtMs = now
        return page
      }
      send(.pageLoaded(wiki: wiki, page, replacing: replacing, asked: asked))
    case .mark(let ids, let read, let quiet):
      let byWiki = Dictionary(grouping: ids.keys, by: { ids[$0]! })
      let outcomes = await clients.wiki.fanOut(byWiki.keys.sorted()) { wiki in
        await mark(wiki) { EchoNotificationsAPI.markRequest(wiki, ids: byWiki[wiki] ?? [], read: read, csrf: $0) }
      }
      send(.markFinished(ids: ids.keys.sorted(), read: read, outcomes, quiet: quiet))
    case .markAll(let wikis, let ids):
      // `all=1` on each wiki, all at once.
      let outcomes = await clients.wiki.fanOut(wikis.sorted()) { wiki in
        await mark(wiki) { EchoNotificationsAPI.markRequest(wiki, ids: [], read: true, all: true, csrf: $0) }
      }
      send(.markAllFinished(ids: ids.keys.sorted(), outcomes))
    case .markSeen(let wiki):
      _ = await clients.wiki.post(wiki, { EchoNotificationsAPI.markSeenRequest(wiki, csrf: $0) }) {
        EchoNotificationsAPI.readMarkAnswer($0, action: "echomarkseen")
      }
    case .extensionLanguage(let code):
      await clients.extensionLanguage(code)
    case .listenForPushes:
      for await push in await clients.pushes() {
        if Task.isCancelled { break }
        send(.pushReceived(push))
      }
    case .dismissBanner(let id, let ms):
      await clients.bannerWait(ms)
      if !Task.isCancelled { send(.bannerDismissed(id: id)) }
    case .cancel:
      break  // The store cancels; nothing runs.
    }
  }

  /// One `echomarkread` call.
  func mark(_ wiki: Wiki, _ request: @escaping @Sendable (String) -> APIRequest) async -> ServiceFailure? {
    await clients.wiki.post(wiki, request) { EchoNotificationsAPI.readMarkAnswer($0, action: "echomarkread") }
  }
}
