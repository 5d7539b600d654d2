import PushAppFeature
import PushInterface
import PushLive
import PushPresentation
import PushQATools
import PushSettingsFeature
import Testing

@Suite struct AccessibleSessionTests {
  func session() async throws -> (AccessibleSession, Store) {
    let reached = try await #require(NamedState.named("push-on")).reach()
    let app = AppController(store: reached.store, control: nil, trace: nil)
    return (AccessibleSession(app: app, recorder: nil, echo: false, now: { 0 }), reached.store)
  }

  /// Item 2: a command is answered while a call is in flight; `input` does not wait for the app.
  @Test func input_isAnsweredWhileACallIsInFlight() async throws {
    let (session, store) = try await session()
    session.start()
    #expect(session.input("5"))
    #expect(store.effectsInFlight > 0, "the write to the wikis is still running")
    #expect(session.input("r"))
    #expect(session.transcript.hasSuffix("19. Edit milestone, switch button, on.\n"))
    #expect(session.transcript.contains("5. Thanks, switch button, turning off."))
    await store.settled()
    session.announce()
    #expect(session.transcript.hasSuffix("5. Thanks, off.\n"), "the change that landed later is said")
  }

  /// Item 9: brief drops the hints, verbose brings them back.
  @Test func briefAndVerbose_dropAndRestoreHints() async throws {
    let (session, _) = try await session()
    #expect(session.input("brief"))
    #expect(session.input("b"))
    #expect(session.transcript.contains("6. Push notifications, button.\n"))
    #expect(session.input("verbose"))
    #expect(session.input("r"))
    #expect(session.transcript.contains("6. Push notifications, button. Opens push notification settings"))
  }
}
