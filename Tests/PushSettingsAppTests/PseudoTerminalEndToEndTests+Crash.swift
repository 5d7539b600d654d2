import Foundation
import PushTestSupport
import Testing

/// Issue 28, item 1: a process that dies of a fatal signal while the full screen is up still gives the shell
/// its terminal back: the alternate screen left, mouse reporting and bracketed paste off, the cursor shown,
/// the attributes reset, the modes (lines, echo) as they were; then it dies of the same signal.
@Suite(.serialized) struct FatalSignalEndToEndTests {
  /// What must reach the terminal after the crash, whatever the terminal's description adds around it.
  static let resets = ["\u{1B}[?1000l", "\u{1B}[?1006l", "\u{1B}[?2004l", "\u{1B}[?25h", "\u{1B}[?1049l"]

  static func expectRestored(_ run: PseudoTerminalRun, after offset: Int, signal: Int32) {
    let tail = String(decoding: run.output.dropFirst(offset), as: UTF8.self)
    for reset in resets { #expect(tail.contains(reset), "\(reset.debugDescription) in \(tail.debugDescription)") }
    // The alternate screen is left last: the screen the user returns to is the shell's.
    if let left = tail.range(of: "\u{1B}[?1049l"), let paste = tail.range(of: "\u{1B}[?2004l") {
      #expect(paste.lowerBound < left.lowerBound)
    }
    #expect(tail.contains("stopped by SIG"), "a line says why: \(tail.debugDescription)")
    #expect(run.modesAreAsBefore(), "the terminal's modes are the shell's again")
  }

  /// A test tool that starts the full screen as the app does, then traps (Swift's overflow check), stores
  /// to a bad address, traps on another thread, or raises a signal.
  @Test(arguments: [
    ("trap", SIGILL), ("segv", SIGSEGV), ("trap-thread", SIGILL), ("bus", SIGBUS), ("fpe", SIGFPE),
    ("abrt", SIGABRT), ("quit", SIGQUIT),
  ])
  func crashInTheFullScreen_restoresTheTerminal_thenDiesOfTheSignal(_ how: String, _ signal: Int32) async throws {
    var run = try PseudoTerminalRun([how], binary: EndToEnd.terminalCrash)
    defer { close(run.master) }
    let drawn = await run.waitFor("ready to crash")
    #expect(drawn)
    #expect(!run.modesAreAsBefore(), "the full screen has the terminal in its own modes")
    let offset = run.output.count
    run.type("x")
    let ended = await run.waitStatus()
    let status = try #require(ended, "it ended")
    #expect(status & 0x7F == signal, "died of signal \(status & 0x7F)")
    Self.expectRestored(run, after: offset, signal: signal)
  }

  /// The signals whose default action ends the process without a core of the fatal kind: `kill -USR1`, an
  /// alarm, a CPU or file-size limit, a real-time signal. They ended the full screen with the terminal left
  /// on the alternate screen, raw, with the mouse reported.
  static let endingSignals: [Int32] = [SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF, SIGXCPU, SIGXFSZ, SIGIO, SIGPWR]

  /// The app itself, sent each fatal signal, and each other signal that ends it, from outside while its
  /// full screen is up.
  @Test(
    arguments: [SIGSEGV, SIGILL, SIGBUS, SIGABRT, SIGFPE, SIGTRAP, SIGQUIT] + endingSignals + [
      __libc_current_sigrtmin() + 3
    ])
  func fullScreen_signalFromOutside_restoresTheTerminal(_ signal: Int32) async throws {
    var run = try PseudoTerminalRun(["--state", "push-on", "--state-file", EndToEnd.tempPath("fatal.json")])
    defer { close(run.master) }
    let started = await run.waitFor(PseudoTerminalRun.pushOnDrawn)
    #expect(started, "the full screen started")
    let offset = run.output.count
    kill(run.pid, signal)
    let ended = await run.waitStatus()
    let status = try #require(ended, "it ended")
    #expect(status & 0x7F == signal, "died of signal \(status & 0x7F)")
    Self.expectRestored(run, after: offset, signal: signal)
  }
}

/// The accessible mode on a terminal reads it key by key (no echo, no lines): a crash there gives the
/// shell its line editing and echo back too.
@Suite(.serialized) struct AccessibleFatalSignalEndToEndTests {
  @Test(arguments: [SIGSEGV, SIGILL, SIGABRT] + FatalSignalEndToEndTests.endingSignals)
  func accessibleOnATerminal_signal_restoresTheModes(_ signal: Int32) async throws {
    var run = try await PseudoTerminalRun.accessible([])
    defer { close(run.master) }
    #expect(!run.modesAreAsBefore(), "the session reads the terminal key by key")
    kill(run.pid, signal)
    let ended = await run.waitStatus()
    let status = try #require(ended, "it ended")
    #expect(status & 0x7F == signal, "died of signal \(status & 0x7F)")
    #expect(run.modesAreAsBefore(), "lines and echo are back")
  }
}
