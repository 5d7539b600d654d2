import PushAppFeature
import PushCore
import PushInboxFeature
import PushInterface
import PushLive
import PushPresentation
import PushQATools
import PushSettingsFeature
import PushSimulation
import PushTestSupport
import Synchronization
import Testing

/// Issue 33's figures: brief says a quick answer by its result alone, and how to hear more once in full.
@Suite struct AccessibleSessionBriefTests {
  /// A clock the test moves.
  final class Clock: Sendable {
    let ms = Locked(0)
  }

  func brief(_ name: String = "push-on") async throws -> (AccessibleSession, RootStore, Clock) {
    let reached = try await #require(NamedState.named(name)).reach()
    let clock = Clock()
    let session = AccessibleSession(
      app: AppController(store: reached.store, control: nil, trace: nil), recorder: nil, echo: false,
      renderer: AccessibleRenderer(verbose: false), now: { clock.ms.withLock { $0 } })
    return (session, reached.store, clock)
  }

  /// The steps on the way ("turning off") are not said while the answer is still coming quickly; the
  /// result is, once it lands.
  @Test func aQuickAnswer_isSaidByItsResultAlone() async throws {
    let (session, store, _) = try await brief()
    session.start()
    #expect(session.input("5"))
    #expect(store.effectsInFlight > 0, "the write to the wikis is still running")
    session.announce()
    #expect(!session.transcript.contains("turning off"), "\(session.transcript)")
    await store.settled()
    session.announce()
    #expect(session.transcript.hasSuffix("5. Thanks, off.\n"), "\(session.transcript)")
  }

  /// A slow one is said as it goes, once the moment a quick one would take has passed.
  @Test func aSlowAnswer_isSaidAsItGoes() async throws {
    let (session, store, clock) = try await brief()
    session.start()
    #expect(session.input("5"))
    clock.ms.withLock { $0 = AccessibleSession.screenHoldMs }
    #expect(store.effectsInFlight > 0)
    session.announce()
    #expect(session.transcript.hasSuffix("5. Thanks, turning off.\n"), "\(session.transcript)")
  }

  /// "r 4-19 reads them" the first time (on arriving); the command alone after that (each `r`).
  @Test func howToHearMore_isTaughtOnce() async throws {
    let (session, _, _) = try await brief()
    session.start()
    #expect(session.input("r") && session.input("r"))
    let last = NotificationType.allCases.count + 3
    let lines = session.transcript.split(separator: "\n").filter { $0.contains(" switch buttons, 4 to \(last)") }
    #expect(lines.count == 3, "\(session.transcript)")
    #expect(lines.first?.hasSuffix("; r 4-\(last) reads them.") == true, "\(lines)")
    #expect(lines.dropFirst().allSatisfy { $0.hasSuffix("; r 4-\(last).") }, "\(lines)")
  }

  /// "Not simulated: …; r all reads them." once; later screens name the numbers alone.
  @Test func rAll_isTaughtOnce() async throws {
    let (session, _, _) = try await brief("push-on")
    session.start()
    #expect(session.input("b"))
    #expect(session.input("1"))
    let folded = session.transcript.split(separator: "\n").filter { $0.hasPrefix("Not simulated: ") }
    #expect(folded.count == 2, "\(session.transcript)")
    #expect(folded.first?.hasSuffix("; r all reads them.") == true && folded.last?.hasSuffix("; r all.") == false)
    #expect(folded.last.map { !$0.contains("; r") } == true, "\(folded)")
  }

  /// The listener's trial: after iOS's prompt was answered, "Alert closed." came with "asking for
  /// permission", a state already over; the alert's closing now waits with the rows for the answer.
  @Test func theOSPromptAnswered_isSaidWithWhatCameOfIt() async throws {
    let (session, store, _) = try await brief("permission-prompt")
    session.start()
    #expect(session.input("2"))
    session.announce()
    await store.settled()
    session.announce()
    #expect(!session.transcript.contains("asking for permission"), "\(session.transcript)")
    // The screen under the prompt was not heard yet: it is read whole once the alert closes, with push on.
    #expect(session.transcript.contains("Alert closed.\n1. Be alerted"), "\(session.transcript)")
    #expect(session.transcript.contains("2. Push notifications, switch button, on.\n"), "\(session.transcript)")
  }

  /// Issue 33, point 16, as a listener found it: text entry's rules are said in full once a session, then
  /// the field's choice says only how to end.
  @Test func textEntrysRules_areSaidOnce() async throws {
    let (session, _, _) = try await brief("description-editor")
    session.start()
    #expect(session.input("1") && session.input(".") && session.input("1"))
    let rules = session.transcript.split(separator: "\n").filter { $0.hasPrefix("Type the new text") }
    #expect(rules.count == 2, "\(session.transcript)")
    #expect(rules.first?.contains("Esc or a line with only a period cancels") == true)
    #expect(rules.last == "Type the new text, then Enter.", "\(rules)")
  }

  /// A listener's trial: a failed mark was said as the outcome, then again by the error row under it, and a
  /// third time on coming back to the list; now once, and `r` still reads the row.
  @Test func aFailedMark_isSaidOnce_notAgainByItsRow() async throws {
    let reached = try await #require(NamedState.named("notification-detail")).reach()
    let store = reached.store
    let session = AccessibleSession(
      app: AppController(store: store, control: nil, trace: nil), recorder: nil, echo: false,
      renderer: AccessibleRenderer(verbose: false), now: { 0 })
    session.start()
    let mark = try #require(session.transcript.firstMatch(of: /(\d+)\. Mark as unread/)?.1)
    #expect(session.input(String(mark)))
    await store.settled()
    SimulationControl(world: reached.world).update { SimulationControl.set(.markRead(.commons), .always, in: &$0) }
    #expect(session.input(String(mark)))
    await store.settled()
    session.announce()
    #expect(session.input("b"))
    await store.settled()
    session.announce()
    let said = session.transcript.split(separator: "\n").filter { $0.hasPrefix("Couldn't mark as read") }
    #expect(said == ["Couldn't mark as read on Commons; it stays unread."], "\(session.transcript)")
  }

  /// A listener's trial: `r 8` for an item filtered out since got no answer at all. It says it is not there.
  @Test func readingANumberNoLongerShown_isAnswered() async throws {
    let (session, store, _) = try await brief("inbox")
    session.start()
    let read = try #require(session.transcript.firstMatch(of: #/(\d+)\. [^\n]*\. Read, /#)?.1)
    var unread = InboxFilter()
    unread.readStatus = .unread
    store.send(.inbox(.filterChanged(unread)))
    await store.settled()
    let before = session.transcript.count
    #expect(session.input("r \(read)"))
    let answer = String(session.transcript.dropFirst(before))
    #expect(answer.contains("\(read) is not on the screen now; r reads what is."), "\(answer)")
  }
}
