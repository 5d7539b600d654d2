import PushCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Whether two paths name one file: the same device and inode where both exist, else the same path. An
/// output file (`--trace`, `--record`) that is also an input or the state file would destroy it.
package enum SameFile {
  package static func check(_ a: String, _ b: String) -> Bool {
    var sa = stat()
    var sb = stat()
    let ea = RawBytes.withPath(a) { stat($0, &sa) } == 0
    let eb = RawBytes.withPath(b) { stat($0, &sb) } == 0
    if ea && eb { return sa.st_dev == sb.st_dev && sa.st_ino == sb.st_ino }
    return normalized(a) == normalized(b)
  }

  /// `./x//y` and `x/y` are one path.
  static func normalized(_ path: String) -> String {
    let absolute = path.hasPrefix("/")
    let parts = path.split(separator: "/").filter { $0 != "." }
    return (absolute ? "/" : "") + parts.joined(separator: "/")
  }
}
