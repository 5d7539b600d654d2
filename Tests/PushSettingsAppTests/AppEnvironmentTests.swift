import Testing

@testable import PushSettingsApp

@Suite struct AppEnvironmentTests {
  @Test func statePath_withBackend_isAFileOfItsOwn_unlessGiven() {
    var options = LaunchOptions()
    let path = "/home/qa/.local/state/push-settings/state.json"
    #expect(AppEnvironment.statePath(options, default: path) == path)
    options.backendPath = "/tmp/backend.json"
    #expect(
      AppEnvironment.statePath(options, default: path) == "/home/qa/.local/state/push-settings/state-backend.json")
    #expect(AppEnvironment.statePath(options, default: nil) == nil)
    options.stateFile = "/tmp/mine.json"
    #expect(AppEnvironment.statePath(options, default: path) == "/tmp/mine.json")
  }
}

@Suite struct RealWikisTests {
  @Test func notice_namesTheWikiAndTheReason_shortEnoughForTheLastLine() {
    let refused = [
      "could not log in to en.wikipedia.org at 127.0.0.1:18081 as the bot user: Incorrect username or password entered.",
      "could not log in to de.wikipedia.org at 127.0.0.1:18082 as the bot user: Incorrect username or password entered.",
    ]
    #expect(
      RealWikis.notice(refused)
        == "Login failed on 2 wikis; en.wikipedia.org: Incorrect username or password entered.")
    #expect(
      RealWikis.notice(Array(refused.prefix(1)))
        == "Login failed on en.wikipedia.org: Incorrect username or password entered.")
    #expect(RealWikis.notice([]) == nil)
  }
}
