#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Writes all of `bytes` to `fd`, retrying short writes and interrupted calls. False when a write fails
/// (errno says why). `write` is the system call unless a file-system client's (`FileSystem`).
package func writeAll(
  _ fd: Int32, _ bytes: [UInt8],
  using write: (Int32, UnsafeRawBufferPointer) -> Int = systemWrite
) -> Bool {
  var offset = 0
  while offset < bytes.count {
    let n = bytes.withUnsafeBytes { write(fd, UnsafeRawBufferPointer(rebasing: $0[offset...])) }
    if n < 0 {
      if errno == EINTR { continue }
      return false
    }
    offset += n
  }
  return true
}

/// The system call `write(2)` by another name (inside `FileSystem`, `write` names its own member).
func systemWrite(_ fd: Int32, _ bytes: UnsafeRawBufferPointer) -> Int { write(fd, bytes.baseAddress, bytes.count) }
