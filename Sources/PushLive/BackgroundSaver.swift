import PushAppFeature
import PushCore
import PushWikiClient
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Saves the state file off the interface's thread: a save hands the newest state over and returns; one
/// writer task writes the newest state it finds, so saves that come while it writes merge into one.
public final class BackgroundSaver: Sendable {
  private let file: StateFile
  private let running = Locked(false)
  private let report: @Sendable (ServiceFailure) -> Void

  /// `report` hears of a save that failed (a read-only folder, a full disk).
  public init(file: StateFile, report: @escaping @Sendable (ServiceFailure) -> Void) {
    self.file = file
    self.report = report
  }

  /// The persistence client the store saves through.
  public var client: PersistenceClient {
    PersistenceClient { state in
      self.save(state)
      return nil
    }
  }

  public func save(_ state: PersistedState) {
    file.stage(state)
    startIfIdle()
  }

  public func devicePermissionChanged(_ permission: PermissionStatus) {
    file.stage(permission)
    startIfIdle()
  }

  /// The simulated wikis changed: `world` makes what they keep into JSON, on the writer's thread.
  public func worldChanged(_ world: @escaping @Sendable () -> JSONValue) {
    file.stage(world: world)
    startIfIdle()
  }

  private func startIfIdle() {
    let start = running.withLock { running in
      if running { return false }
      running = true
      return true
    }
    if start { startThread() }
  }

  /// The writer runs on a thread of its own, not on Swift's few task threads: a caller that waits for it
  /// (`finish`) may itself be one of them.
  private func startThread() {
    // No thread to be had: write here rather than not at all.
    if !OwnThread.start({ self.drain() }) { drain() }
  }

  /// Writes until the newest state is on disk. The check and the stop happen under one lock, so a state
  /// staged just after a write is either seen here or starts a new writer. A write that failed is not
  /// retried in a loop: the next save tries again.
  private func drain() {
    while true {
      let failure = file.flush()
      if let failure { report(failure) }
      let done = running.withLock { running in
        if failure == nil && !file.isCaughtUp { return false }
        running = false
        return true
      }
      if done { return }
    }
  }

  /// Returns once every save handed over has been written (or has failed): called before the app exits.
  public func finish() {
    while running.withLock({ $0 }) { usleep(1_000) }
  }
}
