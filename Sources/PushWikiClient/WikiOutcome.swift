import PushCore

/// One wiki's answer to a call made to several.
public struct WikiOutcome: Equatable, Sendable {
  public var wiki: Wiki
  public var failure: ServiceFailure?
  public init(wiki: Wiki, failure: ServiceFailure?) {
    self.wiki = wiki
    self.failure = failure
  }
}
