import PushCore

/// Another user undoes the user's title description: the wiki reverts it, and Echo tells the user.
extension SimulatedWorld {
  /// Reverts the user's latest published description edit on the wiki where it was saved, as `by` (a
  /// simulated user by default): Echo raises "Edit revert" there, pushed when that wiki's `reverted`
  /// option and the device allow it. Nil when the user has published nothing (left to revert).
  @discardableResult
  public func revertLatestDescription(by agent: String? = nil) -> DescriptionRevert? {
    guard let edit = server.revertLatestDescription() else {
      record(service: "describe", wiki: nil, action: "revert", params: [], error: "nothing-to-revert")
      return nil
    }
    let who = agent ?? Self.agents[2]
    record(
      service: "describe", wiki: edit.wiki, action: "revert",
      params: [("title", edit.article.title), ("by", who), ("revision", String(edit.revision))])
    let (notification, _) = notify(.reverted, on: edit.wiki, by: who, title: edit.article.title)
    let revert = DescriptionRevert(
      edit: edit, by: who, summary: "Undid revision \(edit.revision) by Example (talk)",
      atMs: notification.timestampMs, now: edit.previous, notificationID: notification.id)
    revertListeners.yield(revert)
    return revert
  }

  /// Reverts as the app learns of them, from now until the stream is dropped.
  public func reverts() -> AsyncStream<DescriptionRevert> { listen(&revertListeners) }

  /// The user sets a type's push preference on one wiki on the web: the app knows nothing of it.
  public func setOnTheWeb(_ type: NotificationType, _ on: Bool, on wiki: Wiki) {
    server.setFromTheWeb(type, on, on: wiki)
    worldChanged()
  }

  /// The description of an article as the wiki keeps it now.
  public func currentDescription(of article: Article) -> String? { server.descriptions.description(of: article) }
}
