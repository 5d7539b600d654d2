import PushTerminal
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// What the full screen's loop does with the signals that came while it was busy.
@Suite struct SignalWatchTests {
  @Test func plan_anEndingSignal_endsAtOnce_aStopBeforeItIsMoot() {
    #expect(SignalWatch.plan([]) == (false, nil))
    #expect(SignalWatch.plan([SIGWINCH, SIGWINCH]) == (false, nil))
    #expect(SignalWatch.plan([SIGTSTP]) == (true, nil))
    #expect(SignalWatch.plan([SIGTSTP, SIGWINCH, SIGTERM, SIGHUP]) == (false, SIGTERM))
    #expect(SignalWatch.plan([SIGINT, SIGTSTP]) == (false, SIGINT), "nothing after the end")
  }

  /// Issue 34, minor point: only the last of the stops and continues counts. A stop already undone by a
  /// continue is not made, and two stops in a row are one (the kernel drops a continue still pending when a
  /// stop comes, so a burst can leave two stops with no continue between them): made twice, the second
  /// stopped the app after the last continue, for good.
  @Test func plan_onlyTheLastOfTheStopsAndContinuesCounts() {
    #expect(SignalWatch.plan([SIGTSTP, SIGCONT]) == (false, nil))
    #expect(SignalWatch.plan([SIGTSTP, SIGCONT, SIGTSTP, SIGCONT, SIGTSTP]) == (true, nil))
    #expect(SignalWatch.plan([SIGCONT, SIGTSTP]) == (true, nil))
    #expect(SignalWatch.plan([SIGTSTP, SIGTSTP]) == (true, nil))
  }
}
