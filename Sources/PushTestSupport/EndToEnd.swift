import Foundation
import PushCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// What the end-to-end tests share, whatever drives the binary (pipes, a pseudo-terminal, tmux).
public enum EndToEnd {
  public static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
  /// The binary the end-to-end tests drive: the one `swift build --build-tests` made beside the tests (one
  /// build serves both), or another given as PUSH_SETTINGS_TEST_BINARY (`.build/release/push-settings`, the
  /// binary users run: statically linked, its functions in the order file's order; docs/testing.md).
  public static let binary =
    ProcessInfo.processInfo.environment["PUSH_SETTINGS_TEST_BINARY"].flatMap { $0.isEmpty ? nil : $0 }
    ?? root.appendingPathComponent(".build/debug/push-settings").path
  /// A test tool, not shipped: saves ever-changing states as fast as it can until killed.
  public static let stateFileWriter = root.appendingPathComponent(".build/debug/state-file-writer").path
  /// A test tool, not shipped: starts the full screen, then crashes as told.
  public static let terminalCrash = root.appendingPathComponent(".build/debug/terminal-crash").path

  public struct Run: Sendable {
    public var status: Int32
    public var out: String
    public var err: String
    /// From the start of the process to the end of its output (its exit), timed on the thread that read it: a
    /// test resumed late by a busy pool does not count, nor Foundation's notice of the exit, which comes on a
    /// dispatch thread that the same busy pool delays (by a minute, seen).
    public var took: Duration

    public init(status: Int32, out: String, err: String, took: Duration = .zero) {
      self.status = status
      self.out = out
      self.err = err
      self.took = took
    }
  }

  /// Runs the binary with `input` on its standard input, in `directory` (default: the clone's root). The
  /// waiting is done on a thread of its own: a test waiting for a child holds none of the few threads of
  /// Swift's pool, so the other suites go on meanwhile (on two cores, they had waited in turn).
  public static func run(
    _ arguments: [String], input: String = "", environment: [String: String] = [:], directory: URL = root
  ) async throws -> Run {
    try await onItsOwnThread {
      try runWaiting(arguments, input: input, environment: environment, directory: directory)
    }
  }

  /// Runs blocking work on a Foundation thread of its own (Process's waits need one: it runs the thread's
  /// run loop), so that it holds no thread of Swift's pool.
  public static func onItsOwnThread<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
      Thread.detachNewThread { continuation.resume(with: Result { try work() }) }
    }
  }

  static func runWaiting(
    _ arguments: [String], input: String, environment: [String: String], directory: URL
  ) throws -> Run {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: binary)
    process.currentDirectoryURL = directory
    process.arguments = arguments
    var env = ProcessInfo.processInfo.environment
    env["TERM"] = "xterm-256color"
    for (k, v) in environment { env[k] = v }
    process.environment = env
    let stdin = Pipe()
    let stdout = Pipe()
    let stderr = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = stderr
    // A child that exits at once (a usage error) closes its input: writing to it must not kill the tests.
    signal(SIGPIPE, SIG_IGN)
    let start = ContinuousClock.now
    try process.run()
    let watchdog = Watchdog(pid: process.processIdentifier, seconds: hangSeconds)
    defer { watchdog.finished() }
    try? stdin.fileHandleForWriting.write(contentsOf: input.data(using: .utf8)!)
    try? stdin.fileHandleForWriting.close()
    let out = stdout.fileHandleForReading.readDataToEndOfFile()
    let err = stderr.fileHandleForReading.readDataToEndOfFile()
    let took = ContinuousClock.now - start
    process.waitUntilExit()
    let killed = watchdog.finished() ? "" : "\n[end-to-end: killed after \(hangSeconds) s without an end: a hang]"
    return Run(
      status: process.terminationStatus, out: String(decoding: out, as: UTF8.self),
      err: String(decoding: err, as: UTF8.self) + killed, took: took)
  }

  /// How long a child may run before it is taken for hung and killed: a hung child fails its test with a
  /// message saying so, instead of holding the whole suite for ever. No test's child comes near it.
  public static let hangSeconds = 120

  /// Kills a child that has not ended within its time, on a thread of its own.
  final class Watchdog: Sendable {
    private let state = Locked<Bool?>(nil)  // nil: running; true: ended in time; false: killed

    init(pid: Int32, seconds: Int) {
      Thread.detachNewThread { [self] in
        for _ in 0..<(seconds * 10) {
          if state.withLock({ $0 != nil }) { return }
          usleep(100_000)
        }
        let hung = state.withLock { s -> Bool in
          guard s == nil else { return false }
          s = false
          return true
        }
        if hung { _ = kill(pid, SIGKILL) }
      }
    }

    /// Says the child ended; returns false if it had been killed as hung.
    @discardableResult
    func finished() -> Bool {
      state.withLock { s in
        if s == nil { s = true }
        return s == true
      }
    }
  }

  public static func tempPath(_ name: String) -> String {
    FileManager.default.temporaryDirectory.appendingPathComponent("ps-e2e-\(UUID().uuidString)-\(name)").path
  }
}

/// Signal state for spawned processes.
public enum SpawnSignals {
  /// Nothing blocked, every signal's default action: how a shell starts a program.
  public static func asFromAShell() -> posix_spawnattr_t {
    blocking([])
  }

  /// As from a shell, but with `blocked` blocked, as a careless parent might leave them.
  public static func blocking(_ blocked: [Int32]) -> posix_spawnattr_t {
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    var mask = sigset_t()
    sigemptyset(&mask)
    for sig in blocked { sigaddset(&mask, sig) }
    posix_spawnattr_setsigmask(&attributes, &mask)
    var defaults = sigset_t()
    sigemptyset(&defaults)
    for sig in [SIGPIPE, SIGTERM, SIGHUP, SIGINT, SIGWINCH, SIGTSTP, SIGCHLD] { sigaddset(&defaults, sig) }
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    return attributes
  }
}
