import PushCore
import PushWikiClient

/// The feature's outside world: the wikis, and what the app learns of reverts of the user's edits
/// (in the real app, its regular check of Echo; in the simulation, the world says when one happens).
public struct DescriptionClients: Sendable {
  /// The wikis, with the CSRF tokens every feature shares.
  public var wiki: WikiClient
  public var reverts: @Sendable () async -> AsyncStream<DescriptionRevert>

  public init(wiki: WikiClient, reverts: @escaping @Sendable () async -> AsyncStream<DescriptionRevert>) {
    self.wiki = wiki
    self.reverts = reverts
  }

  /// No backend: publishing fails at once and nothing is ever reverted.
  public static let none = DescriptionClients(
    wiki: WikiClient(api: .none), reverts: { AsyncStream { $0.finish() } })
}

/// Performs the feature's effects with its clients and reports what happened as actions.
public struct DescriptionEffectRunner: Sendable {
  public let clients: DescriptionClients

  public init(clients: DescriptionClients) { self.clients = clients }

  public func run(_ effect: DescriptionEffect, send: @escaping @Sendable (DescriptionAction) -> Void) async {
    switch effect {
    case .publish(let article, let text, let previous):
      send(.publishFinished(await publish(article, text: text, previous: previous)))
    case .checkEdit(let article, let opening):
      let answer = await clients.wiki.send(DescriptionAPI.editCheckRequest(article))
      send(.editChecked(opening: opening, answer.flatMap(DescriptionAPI.readEditCheck)))
    case .readDescriptions(let articles, let asked):
      send(.descriptionsRead(asked: asked, await read(articles)))
    case .listenForReverts:
      for await revert in await clients.reverts() {
        if Task.isCancelled { break }
        send(.revertLearned(revert))
      }
    case .cancel:
      break  // The store cancels; nothing runs.
    }
  }

  /// The articles' descriptions, one call per language; a call that fails leaves its articles as they were.
  func read(_ articles: [Article]) async -> [String: String] {
    var found: [String: String] = [:]
    var languages: [String] = []
    for article in articles where !languages.contains(article.language) { languages.append(article.language) }
    for language in languages {
      guard let request = DescriptionAPI.readRequest(articles.filter { $0.language == language }) else { continue }
      if case .success(let read) = await clients.wiki.send(request).flatMap({
        DescriptionAPI.readDescriptions($0, language: language)
      }) {
        found.merge(read) { $1 }
      }
    }
    return found
  }

  /// The edit, with the description wiki's CSRF token.
  func publish(_ article: Article, text: String, previous: String?) async -> Result<DescriptionEdit, ServiceFailure> {
    let wiki = article.descriptionWiki
    return await clients.wiki.post(wiki, { DescriptionAPI.publishRequest(article, text: text, csrf: $0) }) { json in
      DescriptionAPI.readPublishAnswer(json).map { revision in
        DescriptionEdit(article: article, wiki: wiki, text: text, previous: previous, revision: revision)
      }
    }
  }
}
