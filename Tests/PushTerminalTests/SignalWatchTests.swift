import PushTerminal
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// What the full screen's loop does with the signals that came while it was busy.
@Suite struct SignalWatchTests {
  @Test func plan_stopsThenEnds_inTheOrderTheyCame() {
    #expect(SignalWatch.plan([]) == (0, nil))
    #expect(SignalWatch.plan([SIGWINCH, SIGWINCH]) == (0, nil))
    #expect(SignalWatch.plan([SIGTSTP]) == (1, nil))
    #expect(SignalWatch.plan([SIGTSTP, SIGWINCH, SIGTERM, SIGHUP]) == (1, SIGTERM))
    #expect(SignalWatch.plan([SIGINT, SIGTSTP]) == (0, SIGINT), "nothing after the end")
  }

  /// Issue 34, minor point: a stop already undone by a continue is not made (made late, nothing would
  /// continue it).
  @Test func plan_aStopFollowedByAContinue_isNotMade() {
    #expect(SignalWatch.plan([SIGTSTP, SIGCONT]) == (0, nil))
    #expect(SignalWatch.plan([SIGTSTP, SIGCONT, SIGTSTP, SIGCONT, SIGTSTP]) == (1, nil))
    #expect(SignalWatch.plan([SIGCONT, SIGTSTP]) == (1, nil))
  }
}
