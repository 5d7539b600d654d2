import PushCore
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The device's end of the local push service (`scripts/mediawiki-extras/push-service.php`, APNs' stand-in):
/// the service leaves each device token's latest push in a folder as `TOKEN.json`, written whole and renamed
/// into place; the device takes its own. Nothing polls: a thread sleeps in inotify on the folder, so a push
/// is taken as soon as it lands, and one that landed while the app was not running is taken at the start.
public final class PushMailbox: Sendable {
  public let directory: String

  /// One push as the service left it. Echo's carry no content: `checkEchoV1` means "ask what is new".
  public struct Message: Equatable, Sendable {
    public var messageType: String
    /// Echo's `X-Request-Id`: the id of the web request that caused the event.
    public var requestID: String
    /// When the service received it (seconds since 1970, with a fraction).
    public var receivedAt: Double

    public init(messageType: String, requestID: String, receivedAt: Double) {
      self.messageType = messageType
      self.requestID = requestID
      self.receivedAt = receivedAt
    }
  }

  /// Numbers each take's own name, so that nothing left behind under one name blocks the next take.
  private let takes = Atomic<Int>(0)

  private init(directory: String) { self.directory = directory }

  /// The mailbox folder, checked; the error says what is wrong with it.
  public static func at(_ directory: String) -> Result<PushMailbox, MailboxError> {
    var info = stat()
    guard stat(directory, &info) == 0 else {
      return .failure(
        MailboxError("the push mailbox \(directory.sanitizedForMessage) cannot be read: \(errorText())"))
    }
    guard info.st_mode & S_IFMT == S_IFDIR else {
      return .failure(MailboxError("the push mailbox \(directory.sanitizedForMessage) is not a folder"))
    }
    return .success(PushMailbox(directory: directory))
  }

  /// The pushes left for `token()` (read again at each change: the device may get a new token), from now
  /// until the stream is dropped; the one already waiting comes first.
  public func messages(token: @escaping @Sendable () async -> String?) -> AsyncStream<Message> {
    let changes = folderChanges()
    return AsyncStream { continuation in
      let task = Task {
        for await _ in changes {
          guard let token = await token() else { continue }
          if let message = take(token: token) { continuation.yield(message) }
        }
        continuation.finish()
      }
      continuation.onTermination = { _ in task.cancel() }
    }
  }

  /// Takes the file for `token`: renamed away first (a push landing meanwhile makes a new file, not lost),
  /// then read and removed. Nil when there is none or it is not a push (it is removed all the same).
  public func take(token: String) -> Message? {
    guard Self.isFileName(token) else { return nil }
    let path = directory + "/" + token + ".json"
    let taken = directory + "/." + token + ".taken-\(getpid())-\(takes.add(1, ordering: .relaxed).newValue)"
    guard rename(path, taken) == 0 else { return nil }
    // A folder put there is removed as a file would be (when it is empty; if not, its own name keeps it apart).
    defer { if unlink(taken) != 0 { rmdir(taken) } }
    // The service writes regular files only: a link (to a terminal, a pipe, another file) is not followed.
    let fd = open(taken, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOFOLLOW)
    guard fd >= 0 else { return nil }
    defer { close(fd) }
    var info = stat()
    guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while bytes.count <= 65_536 {
      let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      if count <= 0 { break }
      bytes += buffer[0..<count]
    }
    guard let json = try? JSONParser.parse(String(decoding: bytes, as: UTF8.self)),
      let type = json["messageType"]?.stringValue
    else { return nil }
    return Message(
      messageType: type, requestID: json["requestId"]?.stringValue ?? "",
      receivedAt: { if case .number(let n)? = json["receivedAt"], n.isFinite { n } else { 0 } }())
  }

  /// A token the service would have written as a file name (it refuses others).
  static func isFileName(_ token: String) -> Bool {
    !token.isEmpty && token.utf8.count <= 256 && !token.hasPrefix(".")
      && token.utf8.allSatisfy {
        ($0 >= 0x30 && $0 <= 0x39) || ($0 >= 0x41 && $0 <= 0x5A) || ($0 >= 0x61 && $0 <= 0x7A) || $0 == 0x2E
          || $0 == 0x5F || $0 == 0x3A || $0 == 0x2D
      }
  }

  /// What the folder is watched for: a push moved in or written, and the folder itself going away.
  static let watchMask = UInt32(IN_MOVED_TO | IN_CLOSE_WRITE | IN_DELETE_SELF | IN_MOVE_SELF)

  /// Whether a buffer of inotify events says the folder watched as `watch` is gone (removed, moved away, or
  /// the watch dropped), so that it must be looked for again by its path.
  static func folderGone(_ events: ArraySlice<UInt8>, watch: Int32) -> Bool {
    let gone = UInt32(IN_DELETE_SELF | IN_MOVE_SELF | IN_IGNORED)
    var offset = events.startIndex
    // struct inotify_event: wd (4 bytes), mask, cookie, len, then len bytes of name.
    while offset + 16 <= events.endIndex {
      func word(_ at: Int) -> UInt32 {
        (0..<4).reduce(UInt32(0)) { $0 | UInt32(events[offset + at + $1]) << (8 * UInt32($1)) }
      }
      if Int32(bitPattern: word(0)) == watch && word(4) & gone != 0 { return true }
      offset += 16 + Int(word(12))
    }
    return false
  }

  /// One element at once (for what is waiting), then one each time a file is moved into the folder or
  /// closed after writing; a thread of its own sleeps in poll(2) on inotify and on a pipe that ends it. When
  /// the folder goes away (removed, or moved, as a set-up made again does), the thread looks for it by its
  /// path once a second and watches it again when it is back, with one element for what waits there.
  func folderChanges() -> AsyncStream<Void> {
    let (stream, continuation) = AsyncStream<Void>.makeStream(bufferingPolicy: .bufferingNewest(1))
    continuation.yield()
    let inotify = inotify_init1(Int32(IN_CLOEXEC | IN_NONBLOCK))
    let directory = directory
    let firstWatch = inotify >= 0 ? inotify_add_watch(inotify, directory, Self.watchMask) : -1
    guard firstWatch >= 0 else {
      if inotify >= 0 { close(inotify) }
      continuation.finish()
      return stream
    }
    var stop: [Int32] = [-1, -1]
    guard pipe(&stop) == 0 else {
      close(inotify)
      continuation.finish()
      return stream
    }
    let stopRead = stop[0]
    let stopWrite = stop[1]
    // Closing the write end wakes the thread (the read end hangs up); the thread never touches it.
    continuation.onTermination = { _ in close(stopWrite) }
    Task.detached {
      await OwnThread.run {
        Self.watchLoop(directory, inotify: inotify, first: firstWatch, stop: stopRead, continuation)
      }
    }
    return stream
  }

  /// The watching thread's loop: until the stop pipe hangs up, one element per change, and the folder
  /// looked for again once a second while it is gone.
  private static func watchLoop(
    _ directory: String, inotify: Int32, first: Int32, stop stopRead: Int32,
    _ continuation: AsyncStream<Void>.Continuation
  ) {
    var entries = [
      pollfd(fd: inotify, events: Int16(POLLIN), revents: 0),
      pollfd(fd: stopRead, events: Int16(POLLIN), revents: 0),
    ]
    var buffer = [UInt8](repeating: 0, count: 4096)
    var watch = first
    var watching = true
    while true {
      entries[0].revents = 0
      entries[1].revents = 0
      if poll(&entries, 2, watching ? -1 : 1_000) < 0 {
        if errno == EINTR { continue }
        break
      }
      if entries[1].revents != 0 { break }
      if entries[0].revents != 0 {
        var gone = false
        while true {
          let count = buffer.withUnsafeMutableBytes { read(inotify, $0.baseAddress, $0.count) }
          if count <= 0 { break }
          gone = gone || (watching && Self.folderGone(buffer[0..<count], watch: watch))
        }
        if gone {
          // A folder moved away is still watched where it went: no longer.
          inotify_rm_watch(inotify, watch)
          watching = false
        } else {
          continuation.yield()
        }
      }
      if !watching {
        let again = inotify_add_watch(inotify, directory, Self.watchMask)
        if again >= 0 {
          watch = again
          watching = true
          continuation.yield()
        }
      }
    }
    close(inotify)
    close(stopRead)
    continuation.finish()
  }

  private static func errorText() -> String { String(cString: strerror(errno)) }
}

/// A push mailbox that cannot be used, with what is wrong.
public struct MailboxError: Error, Equatable, Sendable, CustomStringConvertible {
  public var message: String
  public init(_ message: String) { self.message = message }
  public var description: String { message }
}
