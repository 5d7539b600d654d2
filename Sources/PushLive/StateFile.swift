import PushAppFeature
import PushCore
import PushWikiClient
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The small state file: written to a temporary file, fsynced and renamed, so it is always whole.
/// A file that cannot be read or parsed loads as defaults with a warning and is kept aside, never
/// overwritten; when it cannot even be kept aside, nothing is saved. One process at a time saves to it
/// (an advisory lock on `PATH.lock`); another one says so and runs without saving.
public final class StateFile: Sendable {
  public let path: String
  /// The largest file read, and so the largest written: a state that would not load again is not saved.
  public static let sizeLimit = 16 * 1024 * 1024

  private struct Latest {
    var state = PersistedState()
    var permission: PermissionStatus?
    /// What the simulated wikis keep (`world`), made into JSON by the writer, off the caller's thread.
    var world: (@Sendable () -> JSONValue)?
    /// Bumped by every change; the writer writes the newest it finds.
    var generation = 0
  }

  struct Writer {
    var written = 0
    var writes = 0
    /// Why nothing is saved, when nothing is.
    var off: String?
    /// Held open while the app runs: the advisory lock.
    var lockFD: Int32 = -1
  }

  private let current = Locked(Latest())
  /// Held while a file is written, so that saves from several threads go out one at a time, newest last.
  let writer = Locked(Writer())

  /// The size limit of this file (`sizeLimit` unless a test asks for less).
  package let limit: Int
  /// Where a save writes (the kernel's file system unless a test injects faults).
  package let fs: FileSystem

  public convenience init(path: String, limit: Int = StateFile.sizeLimit) {
    self.init(path: path, limit: limit, fs: .live)
  }

  package init(path: String, limit: Int = StateFile.sizeLimit, fs: FileSystem) {
    self.path = path
    self.limit = limit
    self.fs = fs
  }

  deinit {
    writer.withLock { if $0.lockFD >= 0 { close($0.lockFD) } }
  }

  /// `$XDG_STATE_HOME/push-settings/state.json`, else `~/.local/state/push-settings/state.json`; nil when
  /// neither is set (no guess under the current folder).
  public static func defaultPath() -> String? { defaultPath { RawBytes.environment($0) } }

  /// `defaultPath()` with the environment given.
  public static func defaultPath(environment: (String) -> String?) -> String? {
    if let xdg = environment("XDG_STATE_HOME"), xdg.hasPrefix("/") { return xdg + "/push-settings/state.json" }
    guard let home = environment("HOME"), home.hasPrefix("/") else { return nil }
    return home + "/.local/state/push-settings/state.json"
  }

  public struct Loaded: Sendable {
    public var state: PersistedState
    /// The simulated device's OS permission when the app last ran.
    public var devicePermission: PermissionStatus?
    public var warning: String?
    /// What the simulated wikis kept when the app last ran (the file's `world`), if anything.
    public var world: JSONValue?

    public init(
      state: PersistedState, devicePermission: PermissionStatus? = nil, warning: String? = nil, world: JSONValue? = nil
    ) {
      self.state = state
      self.devicePermission = devicePermission
      self.warning = warning
      self.world = world
    }
  }

  /// Reads the file, after taking the lock and removing temporary files that dead processes left.
  public func load() -> Loaded {
    let other = lock()
    if other == nil { removeStaleTemporaryFiles() }
    var loaded = readState(keepAsideAllowed: other == nil)
    if let other {
      writer.withLock { $0.off = other }
      loaded.warning = [loaded.warning, other].compactMap { $0 }.joined(separator: "; ")
    }
    current.withLock {
      $0.state = loaded.state
      $0.permission = loaded.devicePermission
      // Kept as it was until the world says otherwise: a save of the app's state alone loses nothing.
      if let world = loaded.world { $0.world = { world } }
    }
    return loaded
  }

  /// Why this process does not save, if it does not.
  public var notSaving: String? { writer.withLock { $0.off } }

  private func readState(keepAsideAllowed: Bool) -> Loaded {
    let shown = path.shownPath
    let text: String
    switch Self.readFile(path, limit: limit) {
    case .success(let read):
      text = read
    case .failure(let failure):
      if failure.code == ENOENT { return Loaded(state: PersistedState()) }
      return Loaded(
        state: PersistedState(),
        warning: "could not read the state file \(shown): \(failure.reason); using defaults"
          + keptAside(keepAsideAllowed))
    }
    do {
      let json = try JSONParser.parse(text)
      let state = try PersistedState(json: json)
      let permission = json["device"]?["permission"]?.stringValue.flatMap(PermissionStatus.init(rawValue:))
      return Loaded(state: state, devicePermission: permission, world: json["world"])
    } catch {
      return Loaded(
        state: PersistedState(),
        warning: "the state file \(shown) is damaged (\(error)); using defaults" + keptAside(keepAsideAllowed))
    }
  }

  /// Moves the file that could not be used out of the way, or, when that fails, stops every save.
  private func keptAside(_ allowed: Bool) -> String {
    guard allowed else { return "" }
    if let kept = keepAside() { return ", the file was kept as \(kept.shownPath)" }
    let why =
      "it could not be kept aside (\(String(cString: strerror(errno)))), so nothing is saved and it stays as it is"
    writer.withLock { $0.off = why }
    return "; " + why
  }

  /// Renames a damaged file so that the next save cannot overwrite it, under a name no other copy has.
  private func keepAside() -> String? {
    guard let aside = freeAsideName() else { return nil }
    return RawBytes.withPath(path, { from in RawBytes.withPath(aside) { rename(from, $0) } }) == 0 ? aside : nil
  }

  /// `PATH.damaged-SECONDS`, or with `-2`, `-3`… when another copy has that name; nil (errno EEXIST) when a
  /// thousand have. (The lock keeps other instances from racing here.)
  private func freeAsideName() -> String? {
    var stamp = timespec()
    clock_gettime(CLOCK_REALTIME, &stamp)
    let base = "\(path).damaged-\(stamp.tv_sec)"
    for n in 1...1000 {
      let aside = n == 1 ? base : "\(base)-\(n)"
      var info = stat()
      if RawBytes.withPath(aside, { lstat($0, &info) }) == 0 { continue }
      return aside
    }
    errno = EEXIST
    return nil
  }

  /// A part of the file that loaded could not be used (the kept world, or an entry of it), and the next save
  /// would replace it: a copy of the whole file, as it is now, is kept beside it first (`PATH.damaged-…`), as
  /// a damaged file is. Returns what to tell the user; when no copy can be made, nothing is saved from now on
  /// and the file stays as it is. Nothing to do when this process does not save (another one holds the lock).
  public func keepCopyAside() -> String {
    guard writer.withLock({ $0.off }) == nil else { return "" }
    let failed: String
    switch Self.readFile(path, limit: limit) {
    case .failure(let failure): failed = failure.reason
    case .success:
      // The bytes as they are, not the text read (which drops a byte order mark and repairs bad UTF-8).
      if let aside = freeAsideName(), copyFile(to: aside) { return "; the file was kept as \(aside.shownPath)" }
      failed = String(cString: strerror(errno))
    }
    let why = "it could not be kept aside (\(failed)), so nothing is saved and it stays as it is"
    writer.withLock { $0.off = why }
    return "; " + why
  }

  /// Copies the file byte for byte to a new file `aside` (never through a link), synced.
  private func copyFile(to aside: String) -> Bool {
    let from = RawBytes.withPath(path) { open($0, O_RDONLY | O_NONBLOCK | O_CLOEXEC) }
    guard from >= 0 else { return false }
    defer { close(from) }
    let to = RawBytes.withPath(aside) { open($0, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600) }
    guard to >= 0 else { return false }
    func fail(_ code: Int32) -> Bool {
      close(to)
      _ = RawBytes.withPath(aside) { unlink($0) }
      errno = code
      return false
    }
    var buffer = [UInt8](repeating: 0, count: 65_536)
    var copied = 0
    while true {
      let n = read(from, &buffer, buffer.count)
      if n < 0 {
        if errno == EINTR { continue }
        return fail(errno)
      }
      if n == 0 { break }
      copied += n
      guard copied <= limit else { return fail(EFBIG) }
      guard writeAll(to, Array(buffer[0..<n])) else { return fail(errno) }
    }
    let synced = fsync(to) == 0
    close(to)
    if !synced { _ = RawBytes.withPath(aside) { unlink($0) } }
    return synced
  }

  public func save(_ state: PersistedState) -> ServiceFailure? {
    stage(state)
    return flush()
  }

  public func devicePermissionChanged(_ permission: PermissionStatus) -> ServiceFailure? {
    stage(permission)
    return flush()
  }

  /// Makes `state` the newest to write, without writing it (a `BackgroundSaver` writes it).
  package func stage(_ state: PersistedState) {
    current.withLock {
      $0.state = state
      $0.generation += 1
    }
  }

  /// Makes `permission` part of the newest state to write, without writing it.
  package func stage(_ permission: PermissionStatus) {
    current.withLock {
      $0.permission = permission
      $0.generation += 1
    }
  }

  /// Makes `world` (what the simulated wikis keep, made when written) part of the newest state to write.
  package func stage(world: @escaping @Sendable () -> JSONValue) {
    current.withLock {
      $0.world = world
      $0.generation += 1
    }
  }

  /// Forgets the kept world: the next save writes none (`--reset-world` before the world keeps itself).
  package func forgetWorld() {
    current.withLock { $0.world = nil }
  }

  /// True when the newest state is on disk, or will not be written (saving is off).
  package var isCaughtUp: Bool {
    writer.withLock { w in w.off != nil || current.withLock { $0.generation } == w.written }
  }

  /// How many times the file was written (saves merged by a background saver write once).
  package var writes: Int { writer.withLock { $0.writes } }

  /// Writes the newest state unless a save that started later already did: one writer at a time.
  package func flush() -> ServiceFailure? {
    writer.withLock { w in
      guard w.off == nil else { return nil }
      let latest = current.withLock { $0 }
      guard latest.generation != w.written else { return nil }
      guard case .object(var pairs) = latest.state.json else { return nil }
      if let permission = latest.permission {
        pairs.append(("device", .object([("permission", .string(permission.rawValue))])))
      }
      if let world = latest.world { pairs.append(("world", world())) }
      let text = JSONValue.object(pairs).serialized + "\n"
      guard text.utf8.count <= limit else {
        return ServiceFailure(
          code: "io",
          message: "the state is \(text.utf8.count) bytes, over the \(limit)-byte limit the app reads back, "
            + "so it was not saved (\(path.shownPath) keeps the last state that fitted)")
      }
      if let failure = Self.writeAtomically(path, text, fs: fs) { return failure }
      w.written = latest.generation
      w.writes += 1
      return nil
    }
  }

  /// Why a file could not be read: the errno, or a reason of our own.
  package struct ReadFailure: Error {
    package var code: Int32
    package var reason: String
  }

}
