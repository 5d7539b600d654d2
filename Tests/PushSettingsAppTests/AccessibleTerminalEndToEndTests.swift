import Foundation
import PushCore
import PushPresentation
import PushTestSupport
import Testing

/// Issue 26: the accessible mode on a live terminal, as a screen-reader user hears it: the real binary on a
/// pseudo-terminal, lines typed at a person's pace, the exact lines it says.
extension PseudoTerminalRun {
  /// The accessible mode on a new pseudo-terminal, once it waits for the first line.
  /// The accessible mode on a terminal, started on `screen` (`--open`; the journeys here start on Settings).
  static func accessible(_ arguments: [String], lang: String = "C.UTF-8", on screen: String = "settings")
    async throws -> PseudoTerminalRun
  {
    var run = try PseudoTerminalRun(
      ["--accessible", "--fresh", "--latency", "20", "--open", screen] + arguments, term: "xterm-256color", lang: lang)
    let started = await run.waitFor("Type h for help.\r\n> ")
    #expect(started, "the accessible mode started")
    return run
  }

  /// Waits until the app has said `text` (its "\n" the terminal's line end) after `offset`; a failure of the
  /// test, with what was said, when it never is (a step whose wait ran out must not pass unnoticed).
  @discardableResult
  mutating func hears(
    _ text: String, after offset: Int = 0, sourceLocation: SourceLocation = #_sourceLocation
  ) async -> Bool {
    let found = await readUntil { $0.heard(after: offset).contains(text) }
    if !found {
      Issue.record(
        "never heard \(text.debugDescription); heard:\n\(heard(after: offset).suffix(600))",
        sourceLocation: sourceLocation)
    }
    return found
  }

  /// Waits until `text` was said `times` times after `offset`.
  mutating func hears(_ text: String, times: Int, after offset: Int) async -> Bool {
    await readUntil { $0.heard(after: offset).components(separatedBy: text).count - 1 >= times }
  }

  /// Waits for the steady stream's next push (one every 5 s; a few types are off on some wikis).
  mutating func hearsAPush(after offset: Int) async -> Bool {
    await hears("Notification: ", times: 1, after: offset)
  }

  /// What the app wrote after `offset`, the terminal's line ends as "\n", and a line the app wrapped to
  /// the terminal's 80 columns whole again (its further lines begin with two spaces: see `linesFit`).
  func heard(after offset: Int = 0) -> String {
    String(decoding: output.dropFirst(offset), as: UTF8.self).replacing("\r\n  ", with: " ")
      .replacing("\r\n", with: "\n")
  }

  /// True when the last thing the app wrote is its prompt (the command prompt or a field's titled one, and
  /// what was typed after it): it has said what it had to say, and noted when (a number means what it meant
  /// when its line began).
  func atThePrompt() -> Bool {
    guard let last = heard().split(separator: "\n", omittingEmptySubsequences: false).last else { return false }
    // "> ", or the text field's own prompt ("Article description for Mount Kenya: ", then what was typed).
    return last.hasPrefix("> ") || (last.hasPrefix("Article description for ") && last.contains(": "))
  }

  /// Types a line as a person does: once the app is back at its prompt, a moment after the last thing said
  /// (a number typed within 250 ms of a change, on the app's clock, is not acted on), then the characters
  /// and Enter. Returns where its answer starts. The moment is the person's pause, what the rule is about;
  /// the wait for the prompt is the proof that the app has said and noted what came before.
  @discardableResult
  mutating func line(_ text: String, pause: Duration = .milliseconds(350)) async -> Int {
    let prompted = await readUntil { $0.atThePrompt() }
    #expect(prompted, "at the prompt before typing \(text): \(heard().suffix(300))")
    try? await Task.sleep(for: pause)
    let offset = output.count
    type(text + "\n")
    return offset
  }

  /// From Settings: Push notifications, then its switch on (`--answer allow`), until the 16 types are said.
  mutating func turnPushOn() async {
    var at = await line("6")
    await hears("2 items", after: at)
    at = await line("2")
    await hears("\(NotificationType.allCases.count + 1) new items", after: at)
  }

  /// The number a line said for an item: "7" for "7. Mount Kenya, button".
  mutating func number(of item: String, after offset: Int = 0) async -> String? {
    _ = await readUntil { $0.heard(after: offset).contains(item) }
    let text = heard(after: offset)
    guard let range = text.range(of: item) else { return nil }
    // The digits just before the item: "7" in "7. Mount Kenya" and in "New notification, 7. Wikipedia, …".
    let digits = text[..<range.lowerBound].reversed().prefix { $0.isNumber }
    return digits.isEmpty ? nil : String(digits.reversed())
  }

  /// From Explore (as heard after `at`): Mount Kenya, Add title description, the onboarding's Skip, until the
  /// editor is said; where the transcript is then.
  mutating func openDescriptionEditor(after at: Int) async throws -> Int {
    var at = at
    let articleFound = await number(of: ". Mount Kenya, ", after: at)
    let article = try #require(articleFound, "Explore: \(heard(after: at))")
    at = await line(article)
    let addFound = await number(of: ". Add title description, button", after: at)
    at = await line(try #require(addFound))
    let skipFound = await number(of: ". Skip, button", after: at)
    at = await line(try #require(skipFound))
    await hears("Add description", after: at)
    return at
  }

  /// Quits and checks that the app ended well.
  mutating func quit() async {
    await line("q", pause: .milliseconds(100))
    let status = await exitStatus()
    #expect(status == 0)
  }
}

@Suite(.serialized) struct AccessibleTerminalEndToEndTests {
  /// Issue 33, item 21: on an 80-column terminal no said line is wider than the terminal (a long one is
  /// wrapped at words, its further lines indented), so neither the terminal nor an 80-cell braille display
  /// splits a word.
  @Test func linesFit_theTerminalsWidth() async throws {
    var run = try await PseudoTerminalRun.accessible(["--verbosity", "verbose"])
    let at = await run.line("6")
    await run.hears("Be alerted to activity related to your account", after: at)
    await run.hears("\n> ", after: at)
    let raw = String(decoding: run.output, as: UTF8.self).replacing("\r\n", with: "\n")
    let lines = raw.split(separator: "\n").map { $0.split(separator: "\r").last.map(String.init) ?? "" }
    #expect(lines.allSatisfy { TextLayout.width($0) < 80 }, "\(lines.filter { TextLayout.width($0) >= 80 })")
    #expect(lines.contains { $0.hasPrefix("  ") }, "a long line was wrapped, its further lines indented")
    await run.quit()
  }

  /// Item 1: h, h, b, b, 99, 99, 3, 3 on a terminal: each line answered, the second of each pair too
  /// (a rule against saying a line twice in a row once swallowed every second answer), in verbose, brief
  /// and LANG=C.
  @Test(arguments: [([String](), "C.UTF-8"), (["--verbosity", "brief"], "C.UTF-8"), ([], "C")])
  func everyCommand_isAnsweredEveryTime(_ flags: [String], _ lang: String) async throws {
    var run = try await PseudoTerminalRun.accessible(flags, lang: lang, on: "explore")
    let start = run.output.count
    for line in ["h", "h", "b", "b", "99", "99", "3", "3"] { await run.line(line, pause: .milliseconds(150)) }
    let answered = await run.hears("3, Search Wikipedia, is not part of this simulation.", times: 2, after: start)
    #expect(answered, "\(run.heard(after: start))")
    let help = "Type the number of an item to activate it, b to go back"
    let understood = "There is no 99; 1 to 18."
    let answers = run.heard(after: start).components(separatedBy: "\n> ")
    #expect(answers.count >= 8, "\(answers)")
    let expected = [
      ("h", help), ("h", help), ("b", "Already at the top; type q to quit."),
      ("b", "Already at the top; type q to quit."), ("99", understood), ("99", understood),
      ("3", "3, Search Wikipedia, is not part of this simulation."),
      ("3", "3, Search Wikipedia, is not part of this simulation."),
    ]
    for (answer, (typed, said)) in zip(answers, expected) {
      #expect(answer.hasPrefix(typed + "\n" + said), "after \(typed): \(answer)")
    }
    await run.quit()
  }

  /// Items 2 and 3: the editor's field has its own titled prompt, shown again, with what was typed, after
  /// a push that arrives meanwhile; Esc and a line with only "." cancel. At the command prompt a half-typed
  /// number survives a push the same way, and Enter then acts on it.
  @Test func textEntry_hasItsOwnPrompt_andAHalfTypedLineSurvivesAPush() async throws {
    var run = try await PseudoTerminalRun.accessible(["--answer", "allow"])
    await run.line("6")
    await run.hears("Push notifications, 2 items.")
    var at = await run.line("2")
    await run.hears("\(NotificationType.allCases.count + 1) new items", after: at)
    // The three types Echo has off by default, on: the stream's pushes are then shown.
    for type in ["9", "10", "11"] {
      at = await run.line(type)
      await run.hears("\(type). ", after: at + 1)
    }
    await run.line("b")
    at = await run.line("sim stream on")
    await run.hears("Steady stream on", after: at)
    // Half-typed at the prompt: the push is said on lines of its own, then "> b" again.
    let prompted = await run.readUntil { $0.atThePrompt() }
    #expect(prompted)
    at = run.output.count
    run.type("b")
    let pushed = await run.hearsAPush(after: at)
    #expect(pushed, "a push arrived from the steady stream")
    let redrawn = await run.hears("\n> b", after: at + 1)
    #expect(redrawn, "the prompt and the half-typed b are shown again: \(run.heard(after: at))")
    // Its line began on Settings, long heard: Enter acts on it as it was meant (Settings closes, to Explore),
    // push or not.
    at = run.output.count
    run.type("\n")
    at = try await run.openDescriptionEditor(after: at)
    // Issue 33, point 16: a short prompt, said again after each push; the help once, before it.
    let prompt = "Article description for Mount Kenya: "
    at = await run.line("1")
    let titled = await run.hears(
      "Type the new text, then Enter. An empty line keeps the text, a line of spaces empties it, Esc or a line "
        + "with only a period cancels.\n" + prompt, after: at)
    #expect(titled, "the field's own prompt: \(run.heard(after: at))")
    // Esc cancels at once; the prompt is "> " again.
    at = run.output.count
    run.type("abc\u{1B}")
    let cancelled = await run.hears("abc\nCancelled; the text is unchanged.\n> ", after: at)
    #expect(cancelled, "\(run.heard(after: at))")
    // A line with only "." cancels too.
    at = await run.line("1")
    await run.hears(prompt, after: at)
    at = await run.line(".")
    let dotted = await run.hears(".\nCancelled; the text is unchanged.\n> ", after: at)
    #expect(dotted, "\(run.heard(after: at))")
    // Typed slowly, across a push: the titled prompt comes back with the text, which the line then becomes.
    at = await run.line("1")
    await run.hears(prompt, after: at)
    at = run.output.count
    run.type("Volcano")
    let pushedAgain = await run.hearsAPush(after: at)
    #expect(pushedAgain)
    let promptAgain = await run.hears("\n" + prompt + "Volcano", after: at + 1)
    #expect(promptAgain, "\(run.heard(after: at))")
    at = run.output.count
    run.type(" in Kenya\n")
    let text = await run.hears("Text: Volcano in Kenya.\n16 of 90 characters.", after: at)
    #expect(text, "\(run.heard(after: at))")
    // Issue 33, point 8: a paste of two lines is one text, joined with a space; nothing spills into commands.
    at = await run.line("1")
    await run.hears(prompt, after: at)
    at = run.output.count
    run.type("Shield volcano\nnear the equator\n")
    let pasted = await run.hears("Text: Shield volcano near the equator.", after: at)
    #expect(pasted, "\(run.heard(after: at))")
    #expect(!run.heard(after: at).contains("Not understood"), "\(run.heard(after: at))")
    await run.quit()
  }

  /// Item 9, and issue 28 item 12: a push opened from the lock screen on the first visit opened its
  /// notification behind the onboarding, and the first back closed that unseen. Now the notification is what
  /// is shown and said; back then comes to the list, where the onboarding of the first visit is.
  @Test func pushOpenedOnTheFirstVisit_saysItsNotification_backComesToTheOnboarding() async throws {
    var run = try await PseudoTerminalRun.accessible(["--answer", "allow"])
    await run.turnPushOn()
    await run.line("b")
    var at = await run.line("bg")
    await run.hears("Lock Screen", after: at)
    // Item 10: one item is "type 1", not "a number from 1 to 1".
    at = await run.line("9")
    let one = await run.hears("There is no 9; 1 is the only one.", after: at)
    #expect(one, "\(run.heard(after: at))")
    // The same words after r (a reviewer heard "There is no 5; 1 to 1." there).
    at = await run.line("r 9")
    let readOne = await run.hears("There is no 9; 1 is the only one.", after: at)
    #expect(readOne, "\(run.heard(after: at))")
    at = await run.line("sim send thanks by Ama")
    let pushFound = await run.number(of: ". Ama thanked you", after: at)
    let push = try #require(pushFound)
    at = await run.line(push)
    // The listener's trial: the detail named Notifications as where back goes, and back showed the
    // onboarding; the heading now says that comes first.
    let detail = await run.hears(
      "Notification Detail, 7 items. Back goes to Notifications, its introduction first.", after: at)
    #expect(detail, "\(run.heard(after: at))")
    at = await run.line("b")
    let onboarding = await run.hears("Editing notifications, 7 items.", after: at)
    #expect(onboarding, "\(run.heard(after: at))")
    // Issue 33, point 4: back closes the onboarding and comes to the list ("Back goes to Notifications" was
    // said from the detail); only then does back leave it.
    at = await run.line("b")
    let list = await run.hears("Notifications, ", after: at)
    #expect(list, "\(run.heard(after: at))")
    #expect(!run.heard(after: at).contains("Settings. Back at 6"), "\(run.heard(after: at))")
    at = await run.line("b")
    let back = await run.hears("Settings. Back at 6, Push notifications.", after: at)
    #expect(back, "\(run.heard(after: at))")
    await run.quit()
  }

  /// The terminal's own line editing is off while the session edits the line; every way out gives it back:
  /// a stop (and the continue takes it again, with the prompt and the half-typed line shown again), SIGTERM
  /// (status 143), and Ctrl-D on an empty line (status 0, as the end of input).
  @Test func theTerminal_isGivenBack_onEveryWayOut() async throws {
    var run = try await PseudoTerminalRun.accessible([])
    #expect(!run.terminalIsCooked(), "the session edits the line itself")
    let typed = run.output.count
    run.type("6")
    let echoed = await run.hears("> 6", after: typed - 2)
    #expect(echoed, "the 6 was read and shown: \(run.heard(after: typed - 2))")
    kill(run.pid, SIGTSTP)
    #expect(await run.waitUntilStopped(), "stopped")
    #expect(run.terminalIsCooked(), "given back while stopped")
    let at = run.output.count
    kill(run.pid, SIGCONT)
    let again = await run.hears("> 6", after: at)
    #expect(again, "the prompt and what was typed, again: \(run.heard(after: at))")
    #expect(await run.waitUntilRaw(), "taken again")
    kill(run.pid, SIGTERM)
    #expect(await run.exitStatus() == 128 + SIGTERM)
    #expect(run.terminalIsCooked(), "given back at SIGTERM")

    var ended = try await PseudoTerminalRun.accessible([])
    ended.type("\u{4}")
    #expect(await ended.exitStatus() == 0, "Ctrl-D on an empty line ends the input")
    #expect(ended.terminalIsCooked())
  }
}
