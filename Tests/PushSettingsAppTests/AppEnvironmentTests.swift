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
