import Testing

@testable import PushSettingsApp

/// A line logged again and again (a save that keeps failing) is said once, with how many times.
@Suite struct LogBufferTests {
  @Test func repeatedLine_isKeptOnce_withACount_inTheOrderFirstLogged() {
    let log = LogBuffer()
    log.append("could not save the state file: full")
    log.append("another")
    log.append("could not save the state file: full")
    log.append("could not save the state file: full")
    #expect(log.lines == ["could not save the state file: full (3 times)", "another"])
  }
}
