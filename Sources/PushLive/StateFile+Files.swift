import PushAppFeature
import PushCore
import PushWikiClient
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The file operations a state file needs, each refusing what is not a regular file: read, replace atomically, make folders.
extension StateFile {
  /// True when `path` holds something that is not a state file of ours, whole or cut short: not empty, and
  /// neither JSON with a `version` number nor the start of one as we write it (`{"version":1…`). A file
  /// named by mistake (`--state-file ~/.bashrc`, `package.json`) is then refused instead of being renamed
  /// away as a damaged state file. A file that cannot be read is not judged here (loading says why).
  public static func holdsSomethingElse(_ path: String) -> Bool {
    let text: String
    switch readFile(path) {
    case .success(let read): text = read
    // Too big to read whole (a binary, a disk image named by mistake): judged by its beginning, which in ours
    // is the version, rather than moved aside as a damaged state file.
    case .failure(let failure) where failure.code == EFBIG:
      guard case .success(let start) = readFile(path, limit: 4_096, upTo: true) else { return false }
      return !beginsAsOurs(start)
    case .failure: return false
    }
    let trimmed = text.drop { $0 == " " || $0 == "\n" || $0 == "\r" || $0 == "\t" }
    if trimmed.isEmpty { return false }
    if let json = try? JSONParser.parse(text) { return json["version"]?.intValue == nil }
    // Cut short (a disk that filled, a copy stopped): ours begins with the version, as PersistedState writes it.
    return !beginsAsOurs(text)
  }

  /// Whether a file's text begins as a state file of ours does: `{"version":` and a digit, spaces aside.
  private static func beginsAsOurs(_ text: String) -> Bool {
    let compact = text.filter { $0 != " " && $0 != "\n" && $0 != "\r" && $0 != "\t" }
    return compact.hasPrefix("{\"version\":") && compact.dropFirst(#"{"version":"#.count).first?.isNumber == true
  }

  /// A regular file's text (a UTF-8 byte order mark dropped), up to `sizeLimit` bytes. A FIFO, a device or
  /// a folder is refused rather than opened for reading, where a FIFO would wait for a writer forever.
  /// `followingLinks: false`: a link where the file should be fails with ELOOP instead of being followed.
  /// `upTo`: the first `limit` bytes of a bigger file, rather than a failure.
  package static func readFile(
    _ path: String, limit: Int = sizeLimit, followingLinks: Bool = true, upTo: Bool = false
  ) -> Result<String, ReadFailure> {
    func failure(_ code: Int32) -> Result<String, ReadFailure> {
      .failure(ReadFailure(code: code, reason: String(cString: strerror(code))))
    }
    let flags = O_RDONLY | O_NONBLOCK | O_CLOEXEC | (followingLinks ? 0 : O_NOFOLLOW)
    let fd = RawBytes.withPath(path) { open($0, flags) }
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
        if upTo {
          bytes.removeLast(bytes.count - limit)
          break
        }
        return .failure(ReadFailure(code: EFBIG, reason: "it is larger than \(limit) bytes"))
      }
    }
    let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    return .success(String(decoding: bytes[start...], as: UTF8.self))
  }

  /// The folder a file named by the user would go in, when nothing is there: a mistyped path is refused
  /// rather than made (a file named in /nonexist/dir/ had that folder made, silently). Nil when something
  /// is there (a file there that is not a folder, as in /dev/null/none, makes every save fail, with a warning).
  public static func missingFolder(of path: String) -> String? {
    guard let slash = path.lastIndex(of: "/") else { return nil }
    let folder = slash == path.startIndex ? "/" : String(path[..<slash])
    var info = stat()
    return RawBytes.withPath(folder) { stat($0, &info) } != 0 && errno == ENOENT ? folder : nil
  }

  /// True for a FIFO, a device or a folder where the file should be: refused (exit 2), never opened.
  public static func existsButIsNotARegularFile(_ path: String) -> Bool {
    var info = stat()
    return RawBytes.withPath(path) { stat($0, &info) } == 0 && info.st_mode & S_IFMT != S_IFREG
  }

  /// Temporary file (new, never through a link), fsync, rename, fsync of the folder: a crash leaves the
  /// old file or the new one, and at worst a temporary file that the next start removes. Every call goes
  /// through `fs`, so that a test can make any of them fail, or stop there as a power loss would.
  public static func writeAtomically(_ path: String, _ text: String) -> ServiceFailure? {
    writeAtomically(path, text, fs: .live)
  }

  package static func writeAtomically(_ path: String, _ text: String, fs: FileSystem) -> ServiceFailure? {
    let folder = path.lastIndex(of: "/").map { String(path[..<$0]) } ?? "."
    if let failure = makeFolders(folder, fs: fs) { return failure }
    var temp = ""
    var fd: Int32 = -1
    var random = SystemRandomNumberGenerator()
    for _ in 0..<16 {
      temp = "\(path).tmp-\(getpid())-\(String(random.next() as UInt32, radix: 16))"
      fd = fs.open(temp, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
      if fd >= 0 || errno != EEXIST { break }
    }
    // Messages name the state file, not the temporary one (its name changes each time): the same failure
    // is then the same line, which the app says once with a count.
    guard fd >= 0 else { return failure("could not create a temporary file beside \(path.shownPath)") }
    func discard(_ what: String) -> ServiceFailure {
      let f = failure(what)
      _ = fs.close(fd)
      _ = fs.unlink(temp)
      return f
    }
    guard fs.writeAll(fd, Array(text.utf8)) else { return discard("could not write beside \(path.shownPath)") }
    if fs.fsync(fd) != 0 { return discard("could not sync beside \(path.shownPath)") }
    // A failed close after a good fsync loses nothing (the data is on the disk); it is not a reason to fail.
    _ = fs.close(fd)
    guard fs.rename(temp, path) == 0 else {
      let f = failure("could not replace \(path.shownPath)")
      _ = fs.unlink(temp)
      return f
    }
    // The rename made lasting; if this fails, the new file is there and a power loss may bring back the old,
    // whole: nothing to tell.
    let dir = fs.open(folder.isEmpty ? "/" : folder, O_RDONLY | O_CLOEXEC, 0)
    if dir >= 0 {
      _ = fs.fsync(dir)
      _ = fs.close(dir)
    }
    return nil
  }

  package static func makeFolders(_ folder: String, fs: FileSystem = .live) -> ServiceFailure? {
    guard !folder.isEmpty else { return nil }
    var built = folder.hasPrefix("/") ? "" : "."
    for part in folder.split(separator: "/") {
      built += "/" + part
      if fs.mkdir(built, 0o700) != 0 && errno != EEXIST {
        return failure("could not create the folder \(built.shownPath)")
      }
    }
    return nil
  }

  static func failure(_ what: String) -> ServiceFailure {
    ServiceFailure(code: "io", message: "\(what): \(String(cString: strerror(errno)))")
  }
}
