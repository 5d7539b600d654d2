import PushPresentation

/// What brief says less of than verbose, over time: the steps towards a quick answer, and how to hear more
/// once it has been taught.
extension AccessibleSession {
  /// Brief, while the app is still answering the last command (at most `screenHoldMs`): changes to the rows
  /// wait, so a quick answer is said as its result alone ("Alert closed." after iOS's prompt with the switch
  /// that came of it, not "asking for permission" first); an alert that comes up, or a push, is said at once.
  func holdsChanges(_ model: ScreenModel, pushes: [ScreenModel.Banner], at time: Int) -> Bool {
    !renderer.verbose && busy && time < holdScreenUntil && pushes.isEmpty
      && (model.alert == heard.alert || model.alert == nil)
  }

  /// True while a change of the world (`sim step`, a panel row) has started and not yet reported: what it
  /// came to ("Stepped: …") is said before what it changed in the app ("5. Thanks, off."), as the two reach
  /// here on two paths and a busy machine can bring the app's change first. Not while everything waits on a
  /// paused clock (the report then waits for a step).
  func awaitsReport(at time: Int) -> Bool {
    holds(app.reports.due > 0 && !app.heldByClock, since: &reportAwaitedSince, at: time)
  }

  /// True while a clock step's report is kept until what the step let go on has run: the rows that work
  /// changes are said after the report ("Latest: Stepped 150 ms …", then "17 new items").
  func awaitsKeptReport(at time: Int) -> Bool {
    holds(!keptReports.isEmpty, since: &keptReportSince, at: time)
  }

  /// A hold that lasts while `wanted`, from the first time it is asked for (`since`), for `reportHoldMs` at most.
  private func holds(_ wanted: Bool, since: inout Int?, at time: Int) -> Bool {
    guard wanted else {
      since = nil
      return false
    }
    let start = since ?? time
    since = start
    return time < start + Self.reportHoldMs
  }

  /// When a report's hold ends, if one is under way and not ended yet (`nextDue`).
  var reportHoldEnds: [Int] {
    [reportAwaitedSince, keptReportSince].compactMap { $0.map { $0 + Self.reportHoldMs } }.filter { $0 > now() }
  }

  /// Brief: how to hear more ("r all reads them", "r 3-19 reads them") is said in full the first time, then
  /// shorter ("r 3-19"; `r all` not at all), as a screen reader's hints are.
  func shortened(_ lines: [String]) -> [String] {
    lines.map { line in
      // "; r all reads them." and "; r 3-19 reads them."; "; r reads them." (the whole screen) stays.
      guard line.hasSuffix(" reads them."), !line.hasSuffix("; r reads them."),
        let hint = line.lastIndex(of: ";"), line[hint...].hasPrefix("; r ")
      else { return line }
      let all = line.hasSuffix("; r all reads them.")
      let taught = all ? taughtAll : taughtRange
      if all { taughtAll = true } else { taughtRange = true }
      guard taught else { return line }
      // Taught once: "; r 3-19." (the command alone); `r all`, which help also names, not again.
      return (all ? line[..<hint] : line.dropLast(" reads them.".count)) + "."
    }
  }

  /// A status line an outcome has said in full ("Couldn't mark as read." after "Couldn't mark as read on
  /// Commons; it stays unread."), now or lately, is not said again: not with the screen it shows on, nor when
  /// the listener comes back to one that shows it too. `r` still reads it.
  func withoutRepeats(_ lines: [String], of events: [String]) -> [String] {
    recentEvents = Array((recentEvents + events).suffix(8))
    return lines.filter { line in
      let words = line.split(separator: " QA: ", maxSplits: 1).first.map(String.init) ?? line
      return !recentEvents.contains { $0.hasPrefix(String(words.dropLast())) }
    }
  }
}
