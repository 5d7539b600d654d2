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

  private let current = Mutex(Latest())
  /// Held while a file is written, so that saves from several threads go out one at a time, newest last.
  let writer = Mutex(Writer())

  /// The size limit of this file (`sizeLimit` unless a test asks for less).
  package let limit: Int

  public init(path: String, limit: Int = StateFile.sizeLimit) {
    self.path = path
    self.limit = limit
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
      if let failure = Self.writeAtomically(path, text) { return failure }
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

  /// A regular file's text (a UTF-8 byte order mark dropped), up to `sizeLimit` bytes. A FIFO, a device or
  /// a folder is refused rather than opened for reading, where a FIFO would wait for a writer forever.
  /// True when `path` holds something that is not a state file of ours, whole or cut short: not empty, and
  /// neither JSON with a `version` number nor the start of one as we write it (`{"version":1…`). A file
  /// named by mistake (`--state-file ~/.bashrc`, `package.json`) is then refused instead of being renamed
  /// away as a damaged state file. A file that cannot be read is not judged here (loading says why).
  public static func holdsSomethingElse(_ path: String) -> Bool {
    guard case .success(let text) = readFile(path) else { return false }
    let trimmed = text.drop { $0 == " " || $0 == "\n" || $0 == "\r" || $0 == "\t" }
    if trimmed.isEmpty { return false }
    if let json = try? JSONParser.parse(text) { return json["version"]?.intValue == nil }
    // Cut short (a disk that filled, a copy stopped): ours begins with the version, as PersistedState writes it.
    let compact = trimmed.filter { $0 != " " && $0 != "\n" && $0 != "\r" && $0 != "\t" }
    return !(compact.hasPrefix("{\"version\":") && compact.dropFirst(#"{"version":"#.count).first?.isNumber == true)
  }

  package static func readFile(_ path: String, limit: Int = sizeLimit) -> Result<String, ReadFailure> {
    func failure(_ code: Int32) -> Result<String, ReadFailure> {
      .failure(ReadFailure(code: code, reason: String(cString: strerror(code))))
    }
    let fd = RawBytes.withPath(path) { open($0, O_RDONLY | O_NONBLOCK | O_CLOEXEC) }
    guard fd >= 0 else { return failure(errno) }
    defer { close(fd) }
    var info = stat()
    guard fstat(fd, &info) == 0 else { return failure(errno) }
    if info.st_mode & S_IFMT == S_IFDIR { return failure(EISDIR) }
    guard info.st_mode & S_IFMT == S_IFREG else {
      return .failure(ReadFailure(code: EINVAL, reason: "it is not a regular file"))
    }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
      let n = read(fd, &buffer, buffer.count)
      if n < 0 {
        if errno == EINTR || errno == EAGAIN { continue }
        return failure(errno)
      }
      if n == 0 { break }
      bytes.append(contentsOf: buffer[0..<n])
      if bytes.count > limit {
        return .failure(ReadFailure(code: EFBIG, reason: "it is larger than \(limit) bytes"))
      }
    }
    let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    return .success(String(decoding: bytes[start...], as: UTF8.self))
  }

  /// True for a FIFO, a device or a folder where the file should be: refused (exit 2), never opened.
  public static func existsButIsNotARegularFile(_ path: String) -> Bool {
    var info = stat()
    return RawBytes.withPath(path) { stat($0, &info) } == 0 && info.st_mode & S_IFMT != S_IFREG
  }

  /// Temporary file (new, never through a link), fsync, rename, fsync of the folder: a crash leaves the
  /// old file or the new one, and at worst a temporary file that the next start removes.
  public static func writeAtomically(_ path: String, _ text: String) -> ServiceFailure? {
    let folder = path.lastIndex(of: "/").map { String(path[..<$0]) } ?? "."
    if let failure = makeFolders(folder) { return failure }
    var temp = ""
    var fd: Int32 = -1
    var random = SystemRandomNumberGenerator()
    for _ in 0..<16 {
      temp = "\(path).tmp-\(getpid())-\(String(random.next() as UInt32, radix: 16))"
      fd = RawBytes.withPath(temp) { open($0, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600) }
      if fd >= 0 || errno != EEXIST { break }
    }
    // Messages name the state file, not the temporary one (its name changes each time): the same failure
    // is then the same line, which the app says once with a count.
    guard fd >= 0 else { return failure("could not create a temporary file beside \(path.shownPath)") }
    func discard(_ what: String) -> ServiceFailure {
      let f = failure(what)
      close(fd)
      _ = RawBytes.withPath(temp) { unlink($0) }
      return f
    }
    guard writeAll(fd, Array(text.utf8)) else { return discard("could not write beside \(path.shownPath)") }
    if fsync(fd) != 0 { return discard("could not sync beside \(path.shownPath)") }
    close(fd)
    guard RawBytes.withPath(temp, { from in RawBytes.withPath(path) { rename(from, $0) } }) == 0 else {
      let f = failure("could not replace \(path.shownPath)")
      _ = RawBytes.withPath(temp) { unlink($0) }
      return f
    }
    let dir = RawBytes.withPath(folder.isEmpty ? "/" : folder) { open($0, O_RDONLY | O_CLOEXEC) }
    if dir >= 0 {
      fsync(dir)
      close(dir)
    }
    return nil
  }

  package static func makeFolders(_ folder: String) -> ServiceFailure? {
    guard !folder.isEmpty else { return nil }
    var built = folder.hasPrefix("/") ? "" : "."
    for part in folder.split(separator: "/") {
      built += "/" + part
      if RawBytes.withPath(built, { mkdir($0, 0o700) }) != 0 && errno != EEXIST {
        return failure("could not create the folder \(built.shownPath)")
      }
    }
    return nil
  }

  private static func failure(_ what: String) -> ServiceFailure {
    ServiceFailure(code: "io", message: "\(what): \(String(cString: strerror(errno)))")
  }
}
