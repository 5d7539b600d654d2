import PushCore
import PushSettingsFeature

/// The feature's outside world: the wikis' API, and what the app learns of reverts of the user's edits
/// (in the real app, its regular check of Echo; in the simulation, the world says when one happens).
public struct DescriptionClients: Sendable {
  public var api: APIClient
  public var reverts: @Sendable () async -> AsyncStream<DescriptionRevert>

  public init(api: APIClient, reverts: @escaping @Sendable () async -> AsyncStream<DescriptionRevert>) {
    self.api = api
    self.reverts = reverts
  }

  /// No backend: publishing fails at once and nothing is ever reverted.
  public static let none = DescriptionClients(
    api: APIClient { _ in .failure(ServiceFailure(code: "none", message: "no backend")) },
    reverts: { AsyncStream { $0.finish() } })
}

/// Performs the feature's effects with its clients and reports what happened as actions.
public struct DescriptionEffectRunner: Sendable {
  public let clients: DescriptionClients

  public init(clients: DescriptionClients) { self.clients = clients }

  public func run(_ effect: DescriptionEffect, send: @escaping @Sendable (DescriptionAction) -> Void) async {
    switch effect {
    case .publish(let article, let text, let previous):
      send(.publishFinished(await publish(article, text: text, previous: previous)))
    case .listenForReverts:
      for await revert in await clients.reverts() {
        if Task.isCancelled { break }
        send(.revertLearned(revert, inBackground: false))  // The root says whether the app is open.
      }
    case .cancel:
      break  // The store cancels; nothing runs.
    }
  }

  /// The description wiki's CSRF token, then the edit; `badtoken` fetches a fresh token once.
  func publish(_ article: Article, text: String, previous: String?) async -> Result<DescriptionEdit, ServiceFailure> {
    let wiki = article.descriptionWiki
    for attempt in 0..<2 {
      let token: String
      switch await clients.api.send(EchoAPI.csrfTokenRequest(wiki)).flatMap(EchoAPI.readCSRFToken) {
      case .success(let t): token = t
      case .failure(let f): return .failure(f)
      }
      let answer = await clients.api.send(DescriptionAPI.publishRequest(article, text: text, csrf: token))
      switch answer.flatMap(DescriptionAPI.readPublishAnswer) {
      case .success(let revision):
        return .success(
          DescriptionEdit(article: article, wiki: wiki, text: text, previous: previous, revision: revision))
      case .failure(let f) where f.code == "badtoken" && attempt == 0: continue
      case .failure(let f): return .failure(f)
      }
    }
    return .failure(ServiceFailure(code: "badtoken", message: "Invalid CSRF token. (badtoken)"))
  }
}
