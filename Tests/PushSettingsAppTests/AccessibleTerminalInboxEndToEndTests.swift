import Foundation
import PushCore
import PushPresentation
import PushTestSupport
import Testing

/// The accessible mode on a live terminal in the Notifications Center: numbers under a stream of pushes, alerts,
/// edit mode. A suite of its own so that it runs beside `AccessibleTerminalEndToEndTests` (each is serialized:
/// one pseudo-terminal at a time within it).
@Suite(.serialized) struct AccessibleTerminalInboxEndToEndTests {
  /// Items 4, 6 and 8: in the Notifications Center under a steady stream each notification keeps its number,
  /// new ones take the next numbers and are said as such, a number opens what it named when it was heard,
  /// back gives the place and the counts, and the outcome of a mark is said as an outcome. An alert that
  /// comes up as the user types is not answered by what they typed.
  @Test func notifications_keepTheirNumbers_underASteadyStream() async throws {
    var run = try await PseudoTerminalRun.accessible(["--answer", "allow", "--inbox", "30"])
    // Push on, with the three types Echo has off by default on: every push of the stream is then shown.
    await run.turnPushOn()
    var at: Int
    for type in ["9", "10", "11"] {
      at = await run.line(type)
      await run.hears("\(type). ", after: at + 1)
    }
    await run.line("b")
    at = await run.line("b")  // Settings closes: Explore.
    await run.hears("Explore", after: at)
    at = await run.line("1")
    await run.hears("Continue, button", after: at)
    at = await run.line("6")
    let list = await run.hears(
      "20 more notifications, 13 to 32; r 13-32 reads them, r all the whole screen.", after: at)
    #expect(list, "the list's first ten, then how to hear the rest: \(run.heard(after: at))")
    let ninthLine = run.heard(after: at).split(separator: "\n").first { $0.hasPrefix("9. ") }
    let ninth = try #require(ninthLine)
    // "9. Thanks notification from English Wikipedia. Thanks. Unread, 11/23/26. …": its words up to its state.
    let unread = ninth.contains(". Unread, ")
    let nameFound = ninth.dropFirst(3).components(separatedBy: unread ? " Unread, " : " Read, ").first
    let label = try #require(nameFound)
    var name = label
    while name.hasSuffix(".") { name.removeLast() }
    at = await run.line("sim stream on")
    let first = await run.hears("New notification, 35. ", times: 1, after: at)
    #expect(first, "a push is said as the list's new item, with the next number: \(run.heard(after: at))")
    // 9 still names what it named: its detail opens, and its mark is said as what happened.
    at = await run.line("9")
    let opened = await run.hears("Notification Detail, ", after: at)
    #expect(opened, "9 opened its detail: \(run.heard(after: at))")
    let markFound = await run.number(of: ". Mark as unread", after: at)
    let mark = try #require(markFound)
    at = await run.line(mark)
    let outcome = await run.hears("Marked as unread.\n", after: at)
    #expect(outcome, "\(run.heard(after: at))")
    #expect(!run.heard(after: at).contains("Mark as read"), "the button's new label is not the outcome")
    at = await run.line("b")
    // Unread before, read on opening, unread again: no news; read before: now unread.
    let back = await run.hears(
      "Notifications. Back at 9, " + (unread ? "\(label) Unread. " : "\(name), now unread. "), after: at)
    #expect(back, "\(run.heard(after: at))")
    #expect(!run.heard(after: at).contains("\n5. "), "the list is not read again")
    // An alert the user has not heard is not answered by a number typed a moment after it came.
    at = await run.line("1")
    await run.hears("Edit mode, for selecting", after: at)
    let markAllFound = await run.number(of: " marks all as read", after: at)
    let markAll = try #require(markAllFound)
    at = await run.line(markAll)
    // Typed the moment the alert is seen, as a person already typing would: well within the 250 ms in which a
    // line is not taken as an answer to what just came up. From a thread of its own, so that a test resumed
    // late by a busy pool does not type it later.
    let alert = await run.waitOffThePool("Alert: Are you sure that you want to mark all", after: at, thenType: "1\n")
    #expect(alert != nil, "\(run.heard(after: at))")
    let guarded = await run.hears(
      "Not done: an alert came up as you typed: Are you sure that you want to mark all", after: at)
    #expect(guarded, "\(run.heard(after: at))")
    let buttons = await run.hears("Its buttons: 1. Mark as Read, 2. Cancel.", after: at)
    #expect(buttons)
    at = await run.line("2")
    await run.hears("Alert closed.", after: at)
    await run.line("sim stream off")
    await run.quit()
  }

  /// Item 4 on a screen numbered by place: a number typed after the list moved says where the meant item
  /// went and what the number names now, and never offers to activate text.
  @Test func aNumberThatMoved_saysWhereTheMeantItemWent() async throws {
    var run = try await PseudoTerminalRun.accessible(["--languages", "en,de"])
    var at = await run.line("3")
    let addFound = await run.number(of: ". Add another language", after: at)
    let add = try #require(addFound)
    at = await run.line(add)
    let frenchFound = await run.number(of: ". French, Français (fr)", after: at)
    let french = try #require(frenchFound)
    at = await run.line(french)
    await run.hears("Back at ", after: at)
    // Heard as Add another language before French came above it: that number is now the text under it.
    at = await run.line(add)
    let moved = await run.hears(
      "Not done: the list changed. Add another language is now \(Int(add)! + 1); \(add) is The first language in "
        + "this list is used as the primary language for the app, text.", after: at)
    #expect(moved, "\(run.heard(after: at))")
    await run.quit()
  }

  /// Items 5, 10 and 11: pushes are said as they arrive (eight in half a second, each said without waiting
  /// for the next line), a push the rules stop is said with why, and the panel takes words.
  @Test func pushesAreSaidWhenTheyArrive_andSimTakesWords() async throws {
    var run = try await PseudoTerminalRun.accessible(["--answer", "allow", "--languages", "en,de"])
    await run.turnPushOn()
    var at = run.output.count
    let start = ContinuousClock.now
    // A burst: eight pushes sent 60 ms apart (the pace is the thing checked, not a wait for the app).
    for _ in 0..<8 {
      run.type("sim send edit-thank on de by Jan\n")
      try await Task.sleep(for: .milliseconds(60))
    }
    // Said as they arrive: no line typed after the burst brings them out.
    let all = await run.hears("Notification: Wikipedia. Jan thanked you", times: 8, after: at)
    #expect(all, "eight pushes, eight lines, \(ContinuousClock.now - start) after the first: \(run.heard(after: at))")
    // Thanks off: the rules stop the push, and say why.
    at = await run.line("5")
    await run.hears("5. Thanks, off.", after: at)
    at = await run.line("sim send thanks on de")
    let stopped = await run.hears(
      "No push: Thanks is off on German Wikipedia. In the Notifications Center: Jan thanked you for your edit",
      after: at)
    #expect(stopped, "\(run.heard(after: at))")
    at = await run.line("sim permission denied")
    let denied = await run.hears("Done. Next: Every call succeeds.", after: at)
    #expect(denied, "\(run.heard(after: at))")
    let later = await run.hears(
      "iOS permission is now Denied; the app sees it when it comes back to the foreground (bg).", after: at)
    #expect(later)
    at = await run.line("sim revert")
    let nothing = await run.hears("There is no description of yours to revert", after: at)
    #expect(nothing, "\(run.heard(after: at))")
    at = await run.line("sim")
    await run.hears("r reads the panel in full", after: at)
    let panel = run.heard(after: at)
    // 49 items since issue 27 (compose, the wikis' values, the clock); in full they take about three times this.
    #expect(panel.count < 1100, "the panel opens in brief: \(panel.count) characters:\n\(panel)")
    #expect(panel.contains(" to "), "failure points that say the same are one range: \(panel)")
    at = await run.line("r")
    await run.hears("49.", after: at)
    let full = run.heard(after: at)
    #expect(full.count > 2 * panel.count, "r reads it in full: \(full.count) characters against \(panel.count)")
    await run.quit()
  }

  /// Items 7 and 9: `r` under an alert keeps what changed under it for when it closes; a switch that became
  /// a button is said as that; back that closes something hidden says so.
  @Test func rUnderAnAlert_keepsWhatChanged_andARoleChangeIsSaidAsOne() async throws {
    var run = try await PseudoTerminalRun.accessible([
      "--answer", "allow", "--languages", "en,de", "--fail", "write:de",
    ])
    await run.turnPushOn()
    var at = await run.line("5")
    await run.hears("1. OK, button.", after: at)
    at = await run.line("r")
    await run.hears("1. OK, button.", after: at)
    at = await run.line("1")
    let closed = await run.hears("1\nAlert closed.\n5. Thanks, on.\n", after: at)
    #expect(closed, "\(run.heard(after: at))")
    // Denied in iOS, seen at the next foreground: the switch is now the row that opens iOS Settings.
    at = await run.line("sim permission denied")
    await run.hears("Done.", after: at)
    at = await run.line("bg")
    await run.hears("Lock Screen", after: at)
    at = await run.line("bg")
    let role = await run.hears(
      "2. Push notifications is now a button, turned off in iOS Settings: Opens them.", after: at)
    #expect(role, "\(run.heard(after: at))")
    await run.quit()
  }

  /// Items 9 and 10: edit mode says what it is and how to leave it, selecting says so; under LANG=C the
  /// text read back keeps every character in a readable form.
  @Test func editMode_andSelection_areSaid_andLangCKeepsTheUsersCharacters() async throws {
    var run = try await PseudoTerminalRun.accessible(["--answer", "allow", "--inbox", "4"], lang: "C", on: "explore")
    var at = await run.line("r")
    await run.hears("Explore", after: at)
    at = await run.line("1")
    await run.hears("Continue, button", after: at)
    at = await run.line("6")
    await run.hears("Alert: Turn on push notifications?", after: at)
    at = await run.line("2")
    await run.hears("Alert closed.", after: at)
    at = await run.line("1")
    let edit = await run.hears(
      "Edit mode, for selecting: type a notification's number to select or deselect it; 7, Mark, marks the "
        + "selection as read or unread; 8 marks all as read; 1, Done, leaves edit mode.", after: at)
    #expect(edit, "\(run.heard(after: at))")
    // The outcome names what edit mode brings: the toolbar's change is not said again item by item.
    #expect(!run.heard(after: at).contains("Removed:") && !run.heard(after: at).contains("New:"))
    at = await run.line("3")
    let selected = await run.hears("Selected: ", after: at)
    #expect(selected && run.heard(after: at).contains(". 1 selected."), "\(run.heard(after: at))")
    at = await run.line("3")
    let deselected = await run.hears("Deselected: ", after: at)
    #expect(deselected && run.heard(after: at).contains(". 0 selected."))
    at = await run.line("1")
    await run.hears("Edit mode ended.", after: at)
    await run.line("r 1")
    #expect(!run.heard(after: at).contains("Removed:") && !run.heard(after: at).contains("New:"))
    // Item 6: Check for new notifications says what it found, not "dimmed" and its label again.
    at = await run.line("2")
    let found = await run.hears("No new notifications.\n> ", after: at)
    #expect(found, "\(run.heard(after: at))")
    #expect(!run.heard(after: at).contains("dimmed"))
    await run.line("b")
    at = await run.line("r")
    at = try await run.openDescriptionEditor(after: at)
    at = await run.line("1")
    await run.hears("Article description for Mount Kenya: ", after: at)
    at = await run.line("Volcán 日本")
    let readBack = await run.hears("Text: Volcan U+65E5 U+672C.\n9 of 90 characters.", after: at)
    #expect(readBack, "\(run.heard(after: at))")
    await run.quit()
  }
}
