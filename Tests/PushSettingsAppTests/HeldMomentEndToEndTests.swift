import Foundation
import PushTestSupport
import Testing

/// A named state that is a moment, launched with --state: held there on a paused clock until the reviewer
/// steps or resumes it in the simulation panel (the real binary, its transcript piped).
@Suite struct HeldMomentEndToEndTests {
  /// The number the panel gives a row, read from a transcript (where runs of rows share a line).
  static func number(of label: String, in transcript: String) throws -> Int {
    let said = try #require(transcript.ranges(of: ". \(label)").last, "\(label) is not in the transcript")
    let digits = transcript[..<said.lowerBound].reversed().prefix { $0.isNumber }
    return try #require(Int(String(digits.reversed())))
  }

  @Test func typeSaving_isHeld_untilAStep_thenThanksIsOff() async throws {
    let look = try await EndToEnd.run(["--state", "type-saving", "--accessible"], input: "sim\nq\n")
    #expect(
      look.out.contains(
        "Held at this moment (the clock is paused): sim step goes on to the next event, sim resume lets it run."))
    #expect(look.out.contains("5. Thanks, turning off"))
    #expect(look.out.contains("Simulated clock, paused at 0 ms, 1 waiting"))
    let step = try Self.number(of: "Step to the next event", in: look.out)

    // Typed ahead, the lines wait for the app to settle: a held moment must not make them wait for ever.
    let held = try await EndToEnd.run(["--state", "type-saving", "--accessible"], input: "sim\nb\nq\n")
    // Waiting for a held app to settle would take the idle limit, 15 s, for each of the lines and the start.
    // Timed as the process ran, not as late as a busy pool resumed the test.
    #expect(held.took < .seconds(30), "typed lines are answered while the clock is held: \(held.took)")
    #expect(!held.out.contains("5. Thanks, off"), "nothing went on without a step:\n\(held.out)")

    let stepped = try await EndToEnd.run(
      ["--state", "type-saving", "--accessible"], input: "sim\n\(step)\nb\nq\n")
    #expect(stepped.out.contains("Latest: Stepped: what was held at this moment went on."), "\(stepped.out)")
    #expect(stepped.out.contains("de.wikipedia.org options edit-thank=0 ok"), "the calls the step let go on")
    #expect(stepped.out.contains("5. Thanks, off"))
  }

  /// The designer's review: the accessible held line said "!", which is not a command there, and `sim step`,
  /// `sim resume`, `sim pause` were "not something sim can set". A step says what it ran, every wiki's write.
  @Test func simStepPauseResume_byWords_andAStepSaysEveryCallItRan() async throws {
    let run = try await EndToEnd.run(
      ["--state", "type-saving", "--accessible"],
      input: "sim pause\nsim step\nsim pause\nsim resume\nsim resume\nsim help\nq\n")
    #expect(!run.out.contains("not something sim can set"), "\(run.out)")
    #expect(run.out.contains("The clock is already paused."), "\(run.out)")
    let step = try #require(run.out.components(separatedBy: "> sim step\n").last)
    #expect(step.hasPrefix("Latest: Stepped: what was held at this moment went on. Then: "), "\(step)")
    let said = step.prefix { $0 != "\n" }
    for host in ["en.wikipedia.org", "de.wikipedia.org", "www.wikidata.org", "commons.wikimedia.org"] {
      #expect(said.contains("\(host) options edit-thank=0 ok"), "the step's report names \(host):\n\(said)")
    }
    #expect(run.out.contains("Latest: Resumed at"), "\(run.out)")
    #expect(run.out.contains("The clock is already running."), "\(run.out)")
    #expect(run.out.contains("pause, resume or step, for the simulated clock"), "sim help lists them")
  }

  /// A screen-reader user's review: on turning-on the second step's "17 new items" was said before the
  /// step's report ("Latest: Stepped 150 ms …"), which is kept until what the step let go on has run.
  @Test func turningOn_aStepsReport_isSaidBeforeTheTypesItBrought() async throws {
    let run = try await EndToEnd.run(
      ["--state", "turning-on", "--accessible"], input: "sim step\nsim step\nq\n")
    let report = try #require(run.out.range(of: "Latest: Stepped 150 ms to 150 ms"), "\(run.out)")
    let types = try #require(run.out.range(of: "17 new items"), "\(run.out)")
    #expect(report.lowerBound < types.lowerBound, "\(run.out)")
  }

  @Test func turningOn_stepsCallByCall_toTheTypes() async throws {
    let look = try await EndToEnd.run(["--state", "turning-on", "--accessible"], input: "sim\nq\n")
    let step = try Self.number(of: "Step to the next event", in: look.out)
    let run = try await EndToEnd.run(
      ["--state", "turning-on", "--accessible"], input: "sim\n\(step)\n\(step)\nb\nq\n")
    #expect(run.out.contains("echopushsubscriptions create ok"), "the first step: the subscription held mid-way")
    #expect(run.out.contains("Latest: Stepped 150 ms to 150 ms: one wait ended."), "then one call's latency")
    #expect(run.status == 0)
  }
}

/// The panel's composer with the clock held: the banner stays while the clock is paused, and `open` opens it.
@Suite struct ComposedPushEndToEndTests {
  @Test func composedPush_heldBanner_isOpenedWithOpen() async throws {
    let arguments = ["--fresh", "--answer", "allow", "--accessible"]
    let look = try await EndToEnd.run(arguments, input: "2\n6\n2\nsim\nq\n")
    let clock = try HeldMomentEndToEndTests.number(of: "Simulated clock", in: look.out)
    let send = try HeldMomentEndToEndTests.number(of: "Send it", in: look.out)
    let run = try await EndToEnd.run(arguments, input: "2\n6\n2\nsim\n\(clock)\n\(send)\nb\nopen\nq\n")
    #expect(run.out.contains("Latest: Thanks on en.wikipedia.org, notification 1: pushed: a banner."), "\(run.out)")
    #expect(run.out.contains("Notification: Wikipedia. Jan thanked you for your edit on Berlin."))
    let opened = try #require(run.out.components(separatedBy: "> open\n").last)
    #expect(opened.hasPrefix("Opening the notification: Jan thanked you for your edit on Berlin."), "\(opened)")
    #expect(opened.contains("Notification Detail"), "its detail:\n\(opened)")
    let none = try await EndToEnd.run(arguments, input: "open\nq\n")
    #expect(none.out.contains("No notification banner is showing."))
  }
}
