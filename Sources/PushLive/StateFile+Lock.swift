import PushCore
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// One saver at a time, and no litter from the ones that were killed.
extension StateFile {
  /// Takes the advisory lock on `PATH.lock`; nil when this process now holds it (or no lock file can be
  /// made, as in a read-only folder, where saves fail anyway), else why this process will not save.
  func lock() -> String? {
    let lockPath = path + ".lock"
    let folder = path.lastIndex(of: "/").map { String(path[..<$0]) } ?? "."
    _ = Self.makeFolders(folder)
    let fd = RawBytes.withPath(lockPath) {
      open($0, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK, 0o600)
    }
    let unusable = "the lock file \(lockPath.shownPath) cannot be used"
    guard fd >= 0 else {
      // A link or a folder planted at the lock's name would let two instances save over each other: this
      // one does not save. Anything else (a read-only or missing folder) makes saves fail, and say so.
      guard errno == ELOOP || errno == EISDIR else { return nil }
      return "\(unusable) (\(String(cString: strerror(errno)))), so this one runs without saving"
    }
    var info = stat()
    guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
      close(fd)
      return "\(unusable) (it is not a regular file), so this one runs without saving"
    }
    if flock(fd, LOCK_EX | LOCK_NB) != 0 {
      guard errno == EWOULDBLOCK else {
        close(fd)
        return "\(unusable) (\(String(cString: strerror(errno)))), so this one runs without saving"
      }
      var buffer = [UInt8](repeating: 0, count: 32)
      let n = pread(fd, &buffer, buffer.count, 0)
      close(fd)
      let pid = String(decoding: buffer[0..<max(0, n)].prefix(while: { (0x30...0x39).contains($0) }), as: UTF8.self)
      let who = Int(pid).map { "another push-settings (pid \($0))" } ?? "another push-settings"
      return "\(who) is using the state file \(path.shownPath), so this one runs without saving"
    }
    _ = ftruncate(fd, 0)
    _ = pwrite(fd, Array("\(getpid())\n".utf8), "\(getpid())\n".utf8.count, 0)
    writer.withLock { $0.lockFD = fd }
    return nil
  }

  /// Removes `PATH.tmp-PID…` files whose process is gone: what a kill in the middle of a save leaves.
  func removeStaleTemporaryFiles() {
    let slash = path.lastIndex(of: "/")
    let folder = slash.map { String(path[..<$0]) } ?? "."
    let prefix = (slash.map { String(path[path.index(after: $0)...]) } ?? path) + ".tmp-"
    guard let dir = RawBytes.withPath(folder.isEmpty ? "/" : folder, { opendir($0) }) else { return }
    defer { closedir(dir) }
    var stale: [String] = []
    while let entry = readdir(dir) {
      let name = RawBytes.name(of: entry)
      guard name.hasPrefix(prefix) else { continue }
      let pidText = name.dropFirst(prefix.count).prefix(while: { $0 != "-" })
      guard let pid = pid_t(pidText), pid > 0 else { continue }
      if pid != getpid(), kill(pid, 0) != 0, errno == ESRCH { stale.append(name) }
    }
    for name in stale { _ = RawBytes.withPath(folder + "/" + name) { unlink($0) } }
  }
}

extension String {
  /// A path for a message: bytes that are not UTF-8 shown as `\xE9`, and nothing a terminal would obey.
  package var shownPath: String { RawBytes.shown(self).terminalSafe }
}
