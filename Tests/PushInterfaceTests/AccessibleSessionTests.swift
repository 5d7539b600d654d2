import PushAppFeature
import PushCore
import PushInterface
import PushLive
import PushPresentation
import PushQATools
import PushSettingsFeature
import PushSimulation
import PushTestSupport
import PushWikiClient
import Synchronization
import Testing

@Suite struct AccessibleSessionTests {
  func session() async throws -> (AccessibleSession, RootStore) {
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
    // The type switches say their role once, before them (issue 26); the last is numbered after the header,
    // the switch and the heading.
    let last = NotificationType.allCases.last!
    #expect(session.transcript.hasSuffix("\(NotificationType.allCases.count + 3). \(last.label), on.\n"))
    #expect(session.transcript.contains("5. Thanks, turning off."))
    await store.settled()
    session.announce()
    #expect(session.transcript.hasSuffix("5. Thanks, off.\n"), "the change that landed later is said")
  }

  /// A session read from its input keeps nothing of what it said (a reviewer's 300,000 lines typed ahead
  /// took 900 MB): it is all written out as before.
  @Test func withoutATranscript_everythingIsStillWritten_andNothingKept() async throws {
    let (session, _) = try await session()
    let written = Locked("")
    session.write = { bytes in
      written.withLock { $0 += String(decoding: bytes, as: UTF8.self) }
      return true
    }
    session.keepsTranscript = false
    session.start()
    #expect(session.input("r"))
    #expect(session.transcript.isEmpty)
    #expect(written.withLock { $0 }.contains("5. Thanks, on."), "\(written.withLock { $0 })")
  }

  /// Item 9: brief drops the hints, verbose brings them back.
  @Test func briefAndVerbose_dropAndRestoreHints() async throws {
    let (session, _) = try await session()
    #expect(session.input("brief"))
    #expect(session.input("b"))
    #expect(session.transcript.contains("buttons:\n1. Account, Example.\n"))
    #expect(session.transcript.contains("6. Push notifications.\n"))
    #expect(session.input("verbose"))
    #expect(session.input("r"))
    #expect(session.transcript.contains("6. Push notifications. Opens push notification settings"))
  }

  /// Issue 33, point 13: a number that is not there says the range; one the list had when the line began
  /// says the list changed; a trailing mark of typed text is named (point 10).
  @Test func numbersOutOfRange_sayTheRange_andATrailingMarkIsNamed() async throws {
    let (session, _) = try await session()
    session.start()
    #expect(session.input("99") && session.input("0"))
    // The push screen's items: its two rows, the heading and a switch for each type.
    let items = 3 + NotificationType.allCases.count
    #expect(session.transcript.contains("There is no 99; 1 to \(items)."), "\(session.transcript)")
    #expect(session.transcript.contains("There is no 0; 1 to \(items)."))
    #expect(!session.transcript.contains("Not understood"))
    #expect(AccessibleSession.lastMark("riff.") == " Last character: period.")
    #expect(AccessibleSession.lastMark("riff") == "")
  }

  /// Issue 33, point 11: while the iOS alert waits for the user, nothing is said of the app waiting.
  @Test func theOSPrompt_waitsForTheUser_soNoStillAskingIsSaid() async throws {
    let reached = try await #require(NamedState.named("permission-prompt")).reach()
    let clock = Clock()
    let session = clock.session(reached.store)
    session.start()
    #expect(reached.store.state.settings.systemPromptVisible)
    for ms in [1_000, 2_500, 6_000, 12_000] {
      clock.ms.withLock { $0 = ms }
      session.announce()
    }
    #expect(!session.transcript.contains("Still "), "\(session.transcript)")
  }

  /// Issue 33, point 14: a listener can ask for less: `r N` one item, `r N-M` a range; a number past the
  /// end says the range.
  @Test func r_readsOneItem_orARange_onlyThose() async throws {
    let (session, _) = try await session()
    session.start()
    let before = session.transcript.count
    #expect(session.input("r 5"))
    let one = String(session.transcript.dropFirst(before))
    #expect(one == "5. Thanks, switch button, on.\n", "\(one)")
    #expect(session.input("r 4-6"))
    #expect(
      session.transcript.hasSuffix(
        "4. Talk page message, switch button, on.\n5. Thanks, switch button, on.\n"
          + "6. Talk page subscription, switch button, on.\n"))
    // A listener's trial: past the end reads what there is and says where it ends; backwards is the same
    // items in order.
    let last = 3 + NotificationType.allCases.count
    #expect(session.input("r \(last - 1)-40"))
    #expect(
      session.transcript.hasSuffix(
        "\(last). \(NotificationType.allCases.last!.label), switch button, on.\n"
          + "There is no \(last + 1) to 40; \(last) is the last.\n"), "\(session.transcript)")
    #expect(session.input("r 6-5"))
    #expect(
      session.transcript.hasSuffix("5. Thanks, switch button, on.\n6. Talk page subscription, switch button, on.\n"))
    #expect(session.input("r 40-50"))
    #expect(session.transcript.hasSuffix("There is no 40; 1 to \(last).\n"), "\(session.transcript)")
  }

  /// Issue 33, point 6: after Don't Allow, brief still says why push is off; only the hint goes.
  @Test func brief_onTheDeniedRow_stillSaysWhyPushIsOff() async throws {
    let reached = try await #require(NamedState.named("permission-denied")).reach()
    let app = AppController(store: reached.store, control: nil, trace: nil)
    let session = AccessibleSession(
      app: app, recorder: nil, echo: false, renderer: AccessibleRenderer(verbose: false), now: { 0 })
    session.start()
    #expect(
      session.transcript.contains("2. Push notifications, button, turned off in iOS Settings.\n"),
      "\(session.transcript)")
    #expect(!session.transcript.contains("Opens them"))
  }

  /// Issue 33, point 1: b on the lock screen goes back to the app, never to "type q to quit".
  @Test func back_onTheLockScreen_returnsToTheApp() async throws {
    let reached = try await #require(NamedState.named("push-on")).reach()
    let (store, clock) = (reached.store, Clock())
    let session = clock.session(store)
    session.start()
    #expect(session.input("bg"))
    #expect(store.state.inBackground)
    session.announce()
    #expect(session.transcript.contains("Wikipedia went to the background.\nLock Screen"), "\(session.transcript)")
    #expect(session.input("b"))
    #expect(!store.state.inBackground)
    // Past the moment a new screen waits for what the app checks on arrival.
    clock.ms.withLock { $0 = 10_000 }
    session.announce()
    #expect(session.transcript.contains("Back in Wikipedia.\nPush notifications"), "\(session.transcript)")
    #expect(!session.transcript.contains("type q to quit"))
  }

  /// Issue 33, point 23: a push opened from the lock screen says the return to the app before the screen it
  /// opens (it said "Notification Detail…" as if the app had been there all along).
  @Test func openingAPushFromTheLockScreen_saysTheReturnToTheApp() async throws {
    let reached = try await #require(NamedState.named("lock-screen")).reach()
    let clock = Clock()
    let session = clock.session(reached.store)
    session.start()
    #expect(!session.transcript.contains("Wikipedia went to the background"), "it started there")
    #expect(session.input("1"))
    _ = await reached.store.wait(timeout: .seconds(60)) { !$0.inBackground }
    // Past the moment a new screen waits for what the app checks on arrival.
    clock.ms.withLock { $0 = 10_000 }
    session.announce()
    #expect(session.transcript.contains("Back in Wikipedia.\nNotification Detail"), "\(session.transcript)")
    #expect(session.transcript.components(separatedBy: "Back in Wikipedia.").count == 2, "said once")
  }

  /// The simulation panel opened over the lock screen leaves the app in the background: neither opening nor
  /// closing it says the app came back or left (it said "Back in Wikipedia." when the panel opened).
  @Test func thePanelOverTheLockScreen_doesNotSayTheAppCameBack() async throws {
    let reached = try await #require(NamedState.named("lock-screen")).reach()
    let control = SimulationControl(world: reached.world)
    let app = AppController(store: reached.store, control: control, trace: nil)
    let session = AccessibleSession(app: app, recorder: nil, echo: false, now: { 10_000 })
    session.start()
    #expect(session.input("sim"))
    session.announce()
    #expect(session.transcript.contains("Simulation"), "\(session.transcript)")
    #expect(session.input("b"))
    session.announce()
    #expect(reached.store.state.inBackground)
    #expect(!session.transcript.contains("Back in Wikipedia"), "\(session.transcript)")
    #expect(!session.transcript.contains("went to the background"), "\(session.transcript)")
  }

  /// Issue 33, point 2: open under a modal alert says it was not done, not "Opening the notification".
  @Test func open_underAModalAlert_saysNotDone_andOpensNothing() async throws {
    let reached = try await #require(NamedState.named("push-on")).reach()
    let store = reached.store
    let session = AccessibleSession(
      app: AppController(store: store, control: nil, trace: nil), recorder: nil, echo: false, now: { 0 })
    session.start()
    store.send(.opened(.account))
    store.send(.logOutRowTapped)
    await reached.world.notify(.mention, on: .language("en"), by: "Ama")
    _ = await store.wait(timeout: .seconds(60)) { !$0.inbox.banners.isEmpty }
    session.announce()
    #expect(session.input("open"))
    session.announce()
    #expect(!session.transcript.contains("Opening the notification"), "\(session.transcript)")
    #expect(session.transcript.contains("Not done: answer the alert first: Are you sure you want to log out?"))
    #expect(store.state.screen == .account && store.state.inbox.detail == nil)
    store.send(.sessionAlertAnswered(.dismiss))
    session.announce()
    #expect(session.input("open"))
    session.announce()
    #expect(session.transcript.contains("Opening the notification: "), "\(session.transcript)")
    #expect(store.state.screen == .notifications)
  }

  /// Issue 33, point 7: `open` opens the banner the user heard when they began typing it; if another took
  /// its place meanwhile, nothing opens and the new one is said.
  @Test func open_whenTheBannerChangedAsTheUserTyped_opensNothing() async throws {
    let reached = try await #require(NamedState.named("push-on")).reach()
    let store = reached.store
    let clock = Clock()
    let session = clock.session(store)
    session.start()
    await reached.world.notify(.mention, on: .language("en"), by: "Ama")
    _ = await store.wait(timeout: .seconds(5)) { !$0.inbox.banners.isEmpty }
    clock.ms.withLock { $0 = 1_000 }
    session.announce()
    let first = try #require(store.state.inbox.banners.first)
    clock.ms.withLock { $0 = 1_400 }
    // Jan's push takes the banner's place at once, as iOS shows a new one.
    await reached.world.notify(.editThank, on: .language("en"), by: "Jan")
    _ = await store.wait(timeout: .seconds(5)) { $0.inbox.banners.first.map { $0.id != first.id } ?? false }
    clock.ms.withLock { $0 = 1_600 }
    #expect(session.input("open", started: 1_500))
    #expect(session.transcript.contains("Not done: another notification came as you typed: "), "\(session.transcript)")
    #expect(store.state.screen == .push && store.state.inbox.detail == nil, "nothing opened")
    clock.ms.withLock { $0 = 3_000 }
    #expect(session.input("open", started: 2_900))
    session.announce()
    #expect(session.transcript.contains("Opening the notification: Jan thanked you"), "\(session.transcript)")
  }

  /// The same command typed twice is echoed twice: a transcript shows what the user did.
  @Test func repeatedCommand_isEchoedEachTime() async throws {
    let reached = try await #require(NamedState.named("push-on")).reach()
    let app = AppController(store: reached.store, control: nil, trace: nil)
    let session = AccessibleSession(app: app, recorder: nil, echo: true, now: { 0 })
    // An empty line is echoed, and answered (issue 33, point 13: it went unanswered), three times.
    #expect(session.input("") && session.input("") && session.input(""))
    #expect(session.transcript.split(separator: "\n").filter { $0 == "> " }.count == 3, "\(session.transcript)")
    #expect(session.transcript.components(separatedBy: "Nothing typed. r reads the screen").count == 4)
  }

  /// The editor's field takes the next line whole, whatever it says; the count is said after it.
  @Test func textField_takesTheNextLine_thenSaysTheCount() async throws {
    let reached = try await #require(NamedState.named("description-editor")).reach()
    let app = AppController(store: reached.store, control: nil, trace: nil)
    let session = AccessibleSession(app: app, recorder: nil, echo: false, now: { 0 })
    #expect(session.input("1"))
    #expect(session.transcript.contains("Type the new text, then Enter"))
    #expect(session.input("q"), "q is the text here, not quit")
    #expect(session.transcript.contains("Text: q."))
    #expect(session.transcript.contains("1 of 90 characters."))
    #expect(reached.store.state.description.editor?.field.text == "q")
  }

  /// With real wikis (`--backend`), `sim send TYPE on WIKI by USER` happens on the wiki it names, and is
  /// refused saying why for someone other than the other editor or a wiki the backend file does not name, as
  /// a walkthrough's `notify` is; the reply says nothing of simulated latency or failures.
  @Test func simSend_realWikis_onTheNamedWiki_orRefusedSayingWhy() async throws {
    let reached = try await #require(NamedState.named("push-on")).reach()
    let asked = Recorder<String>()
    let events = RealEvents(
      actor: "OtherEditor", wikis: [.language("en"), .language("de"), .wikidata, .commons, .language("fr")],
      unavailable: RealEvents.localWikisCannotRaise,
      raise: { type, wiki in
        asked.append("\(type.rawValue) on \(wiki.code)")
        return .success("did \(type.rawValue)")
      },
      revert: { _ in .success("undid") })
    let app = AppController(
      store: reached.store, control: SimulationControl(world: reached.world, events: events), trace: nil)
    let session = AccessibleSession(app: app, recorder: nil, echo: false, now: { 0 })
    for line in [
      "sim send thanks on de", "sim send mention by Jan", "sim send mention on ja", "sim revert by Jan", "sim send",
      "sim stream on",
    ] {
      #expect(session.input(line))
      await reached.store.settled()
      session.announce()
    }
    #expect(asked.items == ["edit-thank on de"], "only the first happens, and on de")
    let said = session.transcript
    // Without the panel up, its "Latest" row is not heard: the reply says it.
    #expect(said.contains("Latest: Thanks on de.wikipedia.org: did edit-thank."), "\(said)")
    #expect(said.contains("sim send: the wikis are real, so name a type they can raise: talk page message, thanks,"))
    #expect(said.contains("sim stream: the wikis are real, so there is no steady stream"))
    #expect(said.contains("notify mention by Jan: on the local wikis only the other editor acts (OtherEditor)"))
    #expect(said.contains("notify mention on ja: the backend file has no such wiki (it has en, de, wikidata"))
    #expect(said.contains("revert by Jan: on the local wikis only the other editor acts (OtherEditor)"))
    #expect(!said.contains("Each call takes"), "nothing about the real wikis is simulated:\n\(said)")
  }

  /// A panel button's "done" is said once the world has made the change (the report of it), not when the
  /// number is typed; a revert with nothing to revert says so instead.
  @Test func panelButton_isSaidDone_whenTheWorldHasMadeTheChange_orNotDoneAndWhy() async throws {
    let reached = try await #require(NamedState.named("push-on")).reach()
    let control = SimulationControl(world: reached.world)
    let app = AppController(store: reached.store, control: control, trace: nil)
    let session = AccessibleSession(app: app, recorder: nil, echo: false)
    #expect(session.input("sim fail markread:fr"))
    await session.idle(limitMs: 60_000)
    #expect(session.input("sim"))
    let number = try #require(session.transcript.firstMatch(of: /(\d+)\. Clear all failures/)?.1)
    let before = session.transcript.count
    #expect(session.input(String(number)))
    await session.idle(limitMs: 60_000)
    let said = String(session.transcript.dropFirst(before))
    #expect(said.contains("Clear all failures: done."), "\(said)")
    #expect(control.settings.faults == FaultPlan(), "done means done: the failures are cleared")
    // The world's own answer when there is nothing to revert (the panel's row is dimmed then; `perform` is
    // what a walkthrough or a stale row reaches).
    let outcome = await control.perform(.revertDescription, wikis: [.language("en")], latestEdit: nil)
    #expect(outcome == .nothingToDo(PanelModel.nothingToRevert))
  }

  /// Typed ahead, the line after the panel's revert waits until the app has heard of it, as it waits for
  /// the app's own calls: back then finds "Your edit was reverted" up, rather than hear it some time later.
  @Test func pipedInput_afterAPanelRevert_waitsForTheAppToHearOfIt() async throws {
    let reached = try await #require(NamedState.named("article-with-description")).reach()
    #expect(reached.store.state.description.hasEditToRevert)
    let app = AppController(store: reached.store, control: SimulationControl(world: reached.world), trace: nil)
    let session = AccessibleSession(app: app, recorder: nil, echo: false)
    #expect(session.input("sim"))
    let number = try #require(session.transcript.firstMatch(of: /(\d+)\. Revert my latest description/)?.1)
    await reached.store.settled()
    #expect(!session.busy, "nothing else is in flight")
    #expect(session.input(String(number)))
    // Piped input reads its next line only once the app is not busy: it is, until the app hears of it (the
    // app may have heard already: the tracked work can end before this line runs, but never before that).
    #expect(
      session.busy || reached.store.state.description.revert != nil,
      "the revert is on its way to the app: the store tracks the panel's work")
    await session.idle(limitMs: 60_000)  // Returns once it is heard; the bound is for a loaded machine.
    #expect(!session.busy && reached.store.state.description.revert != nil)
    #expect(session.input("back"))
    let said = session.transcript
    let dimmed = try #require(said.firstRange(of: "Revert my latest description, dimmed"), "\(said)")
    let closed = try #require(said.firstRange(of: "Simulation panel closed."), "\(said)")
    #expect(dimmed.lowerBound < closed.lowerBound, "the app heard of the revert before back was read:\n\(said)")
    #expect(
      said[closed.upperBound...].contains(
        "Mount Kenya. 3 items; r reads them.\nAlert: Reverted edit."),
      "the screen back from the panel has the alert on it:\n\(said)")
  }

  /// On a terminal, what is said after a command goes on lines of its own, and the prompt comes after it: a
  /// late announcement read as if the user had typed it ("> 5. Thanks, off.").
  @Test func lateAnswer_toACommand_isOnItsOwnLine_thenThePrompt() async throws {
    let reached = try await #require(NamedState.named("push-on")).reach()
    // Slow wikis: the write lands well after the prompt, however loaded the machine.
    await reached.world.setLatency(300)
    let store = reached.store
    let session = AccessibleSession(
      app: AppController(store: store, control: nil, trace: nil), recorder: nil, echo: false, now: { 0 })
    session.prompt = true
    final class Written: Sendable {
      let text = Locked("")
    }
    let written = Written()
    session.write = { bytes in
      written.text.withLock { $0 += String(decoding: bytes, as: UTF8.self) }
      return true
    }
    let lines = AsyncStream<String> { typed in
      typed.yield("5")
      Task {
        // Ends the input once the write's outcome was said (or after 30 s, for the expectation to say so).
        let deadline = ContinuousClock.now + .seconds(30)
        while !written.text.withLock({ $0.contains("Thanks, off.") }) && ContinuousClock.now < deadline {
          try? await Task.sleep(for: .milliseconds(10))
        }
        typed.finish()
      }
    }
    #expect(await session.runInteractive(lines) == 0)
    let output = written.text.withLock { $0 }
    // Issue 33, point 17: the prompt waits for the answer to the command, and comes once, after it (a bare
    // prompt written over by the answer, "> \r5. Thanks, off.", was said twice by a reader that speaks output).
    #expect(output.contains("5. Thanks, off.\n> "), "\(output.debugDescription)")
    #expect(!output.contains("> \r5. Thanks"), "\(output.debugDescription)")
    #expect(output.components(separatedBy: "> ").count == 3, "the first prompt and one after the answer")
    #expect(!session.transcript.contains("> "), "the transcript has what was said, not the prompts")
  }

  /// Issue 26, item 4: a number typed as an alert came up (its line began a moment after the alert was said)
  /// is not the alert's answer; typed again once the alert was heard, it is.
  @Test func aNumberTypedAsAnAlertCameUp_isNotItsAnswer() async throws {
    let reached = try await #require(NamedState.named("account")).reach()
    let clock = Clock()
    let session = clock.session(reached.store)
    session.start()
    let logOut = try #require(session.transcript.firstMatch(of: /(\d+)\. Example, button, Log out/)?.1)
    clock.ms.withLock { $0 = 1_000 }
    #expect(session.input(String(logOut), started: 900))
    #expect(session.transcript.contains("Alert: Are you sure you want to log out?"))
    #expect(session.input("1", started: 1_060))
    #expect(session.transcript.contains("Not done: an alert came up as you typed: Are you sure you want to log out?"))
    #expect(reached.store.state.session.loggedIn, "the alert was not answered")
    clock.ms.withLock { $0 = 2_000 }
    #expect(session.input("2", started: 1_900))
    #expect(!session.transcript.hasSuffix("Not done"), "\(session.transcript)")
    #expect(reached.store.state.sessionAlert == nil, "answered once it was heard")
  }

  /// Item 6: a mark that fails is said each time, where it failed and what it means, even when the error
  /// row already says the same; a mark that works is said as what happened, not as the button's new label.
  @Test func aFailedMark_isSaidEachTime_aMarkThatWorks_asItsOutcome() async throws {
    let reached = try await #require(NamedState.named("notification-detail")).reach()
    let store = reached.store
    let session = AccessibleSession(
      app: AppController(store: store, control: nil, trace: nil), recorder: nil, echo: false, now: { 0 })
    session.start()
    let mark = try #require(session.transcript.firstMatch(of: /(\d+)\. Mark as unread/)?.1)
    #expect(session.input(String(mark)))
    await store.settled()
    session.announce()
    #expect(session.transcript.hasSuffix("Marked as unread.\n"), "\(session.transcript)")
    SimulationControl(world: reached.world).update { SimulationControl.set(.markRead(.commons), .always, in: &$0) }
    for _ in 0..<2 {
      #expect(session.input(String(mark)))
      await store.settled()
      session.announce()
      #expect(
        session.transcript.hasSuffix("Couldn't mark as read on Commons; it stays unread.\n"), "\(session.transcript)")
    }
    #expect(!session.transcript.contains("\(mark). Mark as read."))
  }

  /// A steady clock the test moves by hand.
  final class Clock: Sendable {
    let ms = Locked(0)

    /// An accessible session on `store` whose time is this clock's.
    func session(_ store: RootStore) -> AccessibleSession {
      AccessibleSession(
        app: AppController(store: store, control: nil, trace: nil), recorder: nil, echo: false,
        now: { self.ms.withLock { $0 } })
    }
  }
}

/// Issue 28, item 2: whatever a line quotes (an output file's problem, a server's text), nothing but text and
/// the newline between lines leaves the linear mode, and a line break inside a quote cannot start a line.
@Suite struct AccessibleSessionOutputTests {
  static let hostile = "\u{1B}]52;c;ZXZpbA==\u{7}\u{1B}]0;pwned\u{7}\u{1B}[2J\u{9B}6n\u{202E}\n1. Log in, button."

  @Test func everyLineSaid_isCleanedAtTheWayOut() async throws {
    let reached = try await #require(NamedState.named("push-on")).reach()
    let app = AppController(store: reached.store, control: nil, trace: nil)
    let session = AccessibleSession(app: app, recorder: nil, echo: false, now: { 0 })
    let written = Locked<[UInt8]>([])
    session.write = { bytes in
      written.withLock { $0 += bytes }
      return true
    }
    session.outputProblem = { "--trace: writing failed: \(Self.hostile)" }
    session.start()
    session.announce()
    session.say(["Server says: \(Self.hostile)"])
    let bytes = written.withLock { $0 }
    let text = String(decoding: bytes, as: UTF8.self)
    #expect(text.contains("Note: --trace: writing failed: "), "\(text)")
    for scalar in text.unicodeScalars { #expect(scalar == "\n" || !scalar.isUnsafeForTerminal, "\(scalar.value)") }
    #expect(!text.contains("\n1. Log in, button."), "a quoted line break starts no line")
    #expect(session.transcript == text)
  }
}

/// Issue 33, item 21: a said line fits the terminal (and an 80-cell braille display) it goes to.
struct AccessibleLineFitTests {
  @Test func aLongLine_wrapsAtWords_withinTheWidth_furtherLinesIndented() {
    let line =
      "Be alerted to activity related to your account, such as messages from fellow contributors, alerts, "
      + "and notices. All provided with respect to privacy and up to the minute data."
    let fitted = AccessibleSession.fit(line, width: 80)
    #expect(fitted.count > 1)
    #expect(fitted.allSatisfy { $0.count < 80 }, "\(fitted)")
    #expect(fitted.dropFirst().allSatisfy { $0.hasPrefix("  ") && !$0.hasPrefix("   ") })
    let words = fitted.map { $0.trimmingSpaces }.joined(separator: " ")
    #expect(words == line, "every word kept, none split: \(fitted)")
  }

  @Test func aLineThatFits_orANarrowTerminal_isLeftWhole() {
    #expect(
      AccessibleSession.fit("2. Push notifications, switch, off.", width: 80) == ["2. Push notifications, switch, off."]
    )
    let long = String(repeating: "word ", count: 30)
    #expect(AccessibleSession.fit(long, width: 12) == [long], "too narrow to wrap usefully")
  }

  @Test func onATerminal_theOutputIsFitted_theTranscriptKeepsWholeLines() async throws {
    let reached = try await #require(NamedState.named("push-off")).reach()
    let app = AppController(store: reached.store, control: nil, trace: nil)
    let session = AccessibleSession(app: app, recorder: nil, echo: false, now: { 0 })
    let written = Locked("")
    session.write = { bytes in
      written.withLock { $0 += String(decoding: bytes, as: UTF8.self) }
      return true
    }
    session.outputWidth = { 40 }
    session.start()
    #expect(session.input("r"))
    let shown = written.withLock { $0 }
    #expect(shown.split(separator: "\n").allSatisfy { $0.count < 40 }, "\(shown)")
    #expect(session.transcript.split(separator: "\n").contains { $0.count >= 40 }, "the transcript is whole")
  }
}
