import PushAppFeature
import PushCore
import PushSettingsFeature
import PushWikiClient

extension PushClients {
  /// The push feature's API alone (its own token cache), for tests that serve it by hand.
  public var api: APIClient {
    get { wiki.api }
    set { wiki = WikiClient(api: newValue) }
  }
}

/// The saved state's flags by name, as the flow tests check them.
extension PersistedState {
  public var loggedIn: Bool { session.loggedIn }
  public var languages: [String] { session.languages }
  public var subscribed: Bool { push.subscribed }
  public var wantsPush: Bool { push.wantsPush }
  public var pending: [PendingWrite] { push.pending }
  public var languagesToSync: [String] { push.languagesToSync }
  public var deviceToken: String? { push.deviceToken }
  public var promptAfterLogin: Bool { push.promptAfterLogin }
}
