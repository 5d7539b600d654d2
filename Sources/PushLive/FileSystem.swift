import PushCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The calls a save makes to the file system, as a client: the live one is the kernel's; a test's fails the
/// nth call with an I/O error or a full disk, or records what a power loss would keep (SQLite's `ioerr`
/// and `diskfull` tests). Each call returns as the system call does, with `errno` set on failure.
package struct FileSystem: Sendable {
  package var open: @Sendable (_ path: String, _ flags: Int32, _ mode: mode_t) -> Int32
  package var write: @Sendable (_ fd: Int32, _ bytes: UnsafeRawBufferPointer) -> Int
  package var fsync: @Sendable (_ fd: Int32) -> Int32
  package var close: @Sendable (_ fd: Int32) -> Int32
  package var rename: @Sendable (_ from: String, _ to: String) -> Int32
  package var unlink: @Sendable (_ path: String) -> Int32
  package var mkdir: @Sendable (_ path: String, _ mode: mode_t) -> Int32

  package init(
    open: @escaping @Sendable (String, Int32, mode_t) -> Int32,
    write: @escaping @Sendable (Int32, UnsafeRawBufferPointer) -> Int,
    fsync: @escaping @Sendable (Int32) -> Int32, close: @escaping @Sendable (Int32) -> Int32,
    rename: @escaping @Sendable (String, String) -> Int32, unlink: @escaping @Sendable (String) -> Int32,
    mkdir: @escaping @Sendable (String, mode_t) -> Int32
  ) {
    self.open = open
    self.write = write
    self.fsync = fsync
    self.close = close
    self.rename = rename
    self.unlink = unlink
    self.mkdir = mkdir
  }

  /// The kernel's; paths may hold bytes that are not UTF-8 (`RawBytes`).
  package static let live = FileSystem(
    open: systemOpen, write: systemWrite, fsync: systemFsync, close: systemClose, rename: systemRename,
    unlink: systemUnlink, mkdir: systemMkdir)

  /// Writes all of `bytes`, retrying short writes and interrupted calls; false when a write fails.
  func writeAll(_ fd: Int32, _ bytes: [UInt8]) -> Bool { PushLive.writeAll(fd, bytes, using: write) }

}

// The system calls by other names: inside `FileSystem`, `open` and the others name its own members
// (`systemWrite` is beside `writeAll`).
private func systemOpen(_ path: String, _ flags: Int32, _ mode: mode_t) -> Int32 {
  RawBytes.withPath(path) { open($0, flags, mode) }
}
private func systemFsync(_ fd: Int32) -> Int32 { fsync(fd) }
private func systemClose(_ fd: Int32) -> Int32 { close(fd) }
private func systemRename(_ from: String, _ to: String) -> Int32 {
  RawBytes.withPath(from) { from in RawBytes.withPath(to) { rename(from, $0) } }
}
private func systemUnlink(_ path: String) -> Int32 { RawBytes.withPath(path) { unlink($0) } }
private func systemMkdir(_ path: String, _ mode: mode_t) -> Int32 { RawBytes.withPath(path) { mkdir($0, mode) } }
