import PushAppFeature
import PushCore
import PushSettingsFeature
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The small state file: written to a temporary file, fsynced and renamed, so it is always whole.
/// A file that cannot be read loads as defaults with a warning and is kept aside, never overwritten.
public final class StateFile: Sendable {
  public let path: String
  private let current = Mutex<(state: PersistedState, permission: PermissionStatus?)>((PersistedState(), nil))

  public init(path: String) { self.path = path }

  /// `$XDG_STATE_HOME/push-settings/state.json`, else `~/.local/state/push-settings/state.json`.
  public static func defaultPath(environment: (String) -> String? = { getenv($0).map { String(cString: $0) } })
    -> String
  {
    if let xdg = environment("XDG_STATE_HOME"), xdg.hasPrefix("/") { return xdg + "/push-settings/state.json" }
    let home = environment("HOME").flatMap { $0.isEmpty ? nil : $0 } ?? "."
    return home + "/.local/state/push-settings/state.json"
  }

  public struct Loaded: Sendable {
    public var state: PersistedState
    /// The simulated device's OS permission when the app last ran.
    public var devicePermission: PermissionStatus?
    public var warning: String?
  }

  public func load() -> Loaded {
    let loaded = readState()
    current.withLock { $0 = (loaded.state, loaded.devicePermission) }
    return loaded
  }

  private func readState() -> Loaded {
    guard let text = Self.readFile(path) else {
      if errno == ENOENT { return Loaded(state: PersistedState()) }
      return Loaded(
        state: PersistedState(),
        warning: "could not read the state file \(path): \(String(cString: strerror(errno))); using defaults")
    }
    do {
      let json = try JSONParser.parse(text)
      let state = try PersistedState(json: json)
      let permission = json["device"]?["permission"]?.stringValue.flatMap(PermissionStatus.init(rawValue:))
      return Loaded(state: state, devicePermission: permission)
    } catch {
      let kept = keepAside()
      return Loaded(
        state: PersistedState(),
        warning: "the state file \(path) is damaged (\(error)); using defaults"
          + (kept.map { ", the damaged file was kept as \($0)" } ?? ""))
    }
  }

  /// Renames a damaged file so that the next save cannot overwrite it.
  private func keepAside() -> String? {
    var stamp = timespec()
    clock_gettime(CLOCK_REALTIME, &stamp)
    let aside = "\(path).damaged-\(stamp.tv_sec)"
    return rename(path, aside) == 0 ? aside : nil
  }

  public func save(_ state: PersistedState) -> ServiceFailure? {
    let snapshot = current.withLock {
      $0.state = state
      return $0
    }
    return writeState(snapshot.state, snapshot.permission)
  }

  public func devicePermissionChanged(_ permission: PermissionStatus) -> ServiceFailure? {
    let snapshot = current.withLock {
      $0.permission = permission
      return $0
    }
    return writeState(snapshot.state, snapshot.permission)
  }

  private func writeState(_ state: PersistedState, _ permission: PermissionStatus?) -> ServiceFailure? {
    guard case .object(var pairs) = state.json else { return nil }
    if let permission { pairs.append(("device", .object([("permission", .string(permission.rawValue))]))) }
    return Self.writeAtomically(path, JSONValue.object(pairs).serialized + "\n")
  }

  static func readFile(_ path: String) -> String? {
    let fd = open(path, O_RDONLY)
    guard fd >= 0 else { return nil }
    defer { close(fd) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
      let n = read(fd, &buffer, buffer.count)
      if n < 0 {
        if errno == EINTR { continue }
        return nil
      }
      if n == 0 { break }
      bytes.append(contentsOf: buffer[0..<n])
      if bytes.count > 4_000_000 {
        errno = EFBIG
        return nil
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Temporary file, fsync, rename, fsync of the folder: a crash leaves the old file or the new one.
  public static func writeAtomically(_ path: String, _ text: String) -> ServiceFailure? {
    let folder = path.lastIndex(of: "/").map { String(path[..<$0]) } ?? "."
    if let failure = makeFolders(folder) { return failure }
    let temp = "\(path).tmp-\(getpid())"
    let fd = open(temp, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    guard fd >= 0 else { return failure("could not create \(temp)") }
    guard writeAll(fd, Array(text.utf8)) else {
      let f = failure("could not write \(temp)")
      close(fd)
      unlink(temp)
      return f
    }
    if fsync(fd) != 0 {
      let f = failure("could not sync \(temp)")
      close(fd)
      unlink(temp)
      return f
    }
    close(fd)
    guard rename(temp, path) == 0 else {
      let f = failure("could not replace \(path)")
      unlink(temp)
      return f
    }
    let dir = open(folder.isEmpty ? "/" : folder, O_RDONLY)
    if dir >= 0 {
      fsync(dir)
      close(dir)
    }
    return nil
  }

  static func makeFolders(_ folder: String) -> ServiceFailure? {
    guard !folder.isEmpty else { return nil }
    var built = folder.hasPrefix("/") ? "" : "."
    for part in folder.split(separator: "/") {
      built += "/" + part
      if mkdir(built, 0o700) != 0 && errno != EEXIST { return failure("could not create the folder \(built)") }
    }
    return nil
  }

  private static func failure(_ what: String) -> ServiceFailure {
    ServiceFailure(code: "io", message: "\(what): \(String(cString: strerror(errno)))")
  }
}
