/// A title description the user published: where it was saved and what it replaced.
public struct DescriptionEdit: Equatable, Sendable {
  public var article: Article
  /// Where it was saved: en.wikipedia.org for English, www.wikidata.org otherwise.
  public var wiki: Wiki
  public var text: String
  /// What it replaced; nil where the article had none.
  public var previous: String?
  /// The revision the edit made on `wiki`.
  public var revision: Int

  public init(article: Article, wiki: Wiki, text: String, previous: String?, revision: Int) {
    self.article = article
    self.wiki = wiki
    self.text = text
    self.previous = previous
    self.revision = revision
  }
}

/// Another user reverted one of the user's description edits, on the wiki where it was saved.
public struct DescriptionRevert: Equatable, Sendable {
  public var edit: DescriptionEdit
  /// Who reverted it, and the summary they gave.
  public var by: String
  public var summary: String
  /// When, on the world's clock.
  public var atMs: Int
  /// The description after the revert (what the edit replaced); nil for none.
  public var now: String?
  /// The "Edit revert" notification Echo raised for it.
  public var notificationID: Int

  public init(edit: DescriptionEdit, by: String, summary: String, atMs: Int, now: String?, notificationID: Int) {
    self.edit = edit
    self.by = by
    self.summary = summary
    self.atMs = atMs
    self.now = now
    self.notificationID = notificationID
  }
}
