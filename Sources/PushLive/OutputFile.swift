import PushCore
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// A file the app writes as it runs (`--trace`, `--record`). It is opened without being emptied, so that a
/// path that cannot be written is reported before anything is changed; `begin()` empties it. The first
/// write that fails (a full disk) is remembered, said at exit, and nothing more is written to the file.
package final class OutputFile: Sendable {
  package let flag: String
  package let path: String
  private struct Handle {
    var fd: Int32
    var failure: String?
  }
  private let handle: Locked<Handle>

  package init(flag: String, path: String) throws(UsageError) {
    let fd = RawBytes.withPath(path) { open($0, O_WRONLY | O_CREAT | O_CLOEXEC | O_NONBLOCK, 0o644) }
    guard fd >= 0 else {
      throw UsageError("\(flag): cannot write '\(path.sanitizedForMessage)': \(String(cString: strerror(errno)))")
    }
    var info = stat()
    if fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFDIR {
      closeDescriptor(fd)
      throw UsageError("\(flag): cannot write '\(path.sanitizedForMessage)': it is a folder")
    }
    // Opened without blocking so that a FIFO with no reader is an error, not a wait; writes then block.
    _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK)
    self.flag = flag
    self.path = path
    handle = Locked(Handle(fd: fd))
  }

  deinit { close() }

  /// Empties a regular file before the first write.
  package func begin() {
    handle.withLock { h in
      var info = stat()
      if h.fd >= 0, fstat(h.fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG { _ = ftruncate(h.fd, 0) }
    }
  }

  /// Writes the text whole, or remembers why not and stops writing.
  package func write(_ text: String) {
    handle.withLock { h in
      guard h.fd >= 0 else { return }
      if !writeAll(h.fd, Array(text.utf8)) {
        h.failure =
          "\(flag): writing '\(path.sanitizedForMessage)' failed (\(String(cString: strerror(errno)))); "
          + "the file stops there and nothing more was written to it"
        closeDescriptor(h.fd)
        h.fd = -1
      }
    }
  }

  /// The first write that failed, in words.
  package var failure: String? { handle.withLock { $0.failure } }

  package func close() {
    handle.withLock { h in
      if h.fd >= 0 { closeDescriptor(h.fd) }
      h.fd = -1
    }
  }
}

/// `close(2)`, named apart from the method.
private func closeDescriptor(_ fd: Int32) { _ = close(fd) }
