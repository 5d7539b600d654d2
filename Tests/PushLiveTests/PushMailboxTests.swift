import Foundation
import PushCore
import PushLive
import PushTestSupport
import Synchronization
import Testing

// Serialized: one test counts the process's inotify descriptors, which another test's stream would hold.
@Suite(.serialized) struct PushMailboxTests {
  static func folder() throws -> String {
    let path = EndToEnd.tempPath("mailbox")
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  /// As the push service leaves one: written beside, then renamed into place.
  static func post(_ folder: String, token: String, type: String = "checkEchoV1", requestID: String = "abc") throws {
    let temporary = folder + "/.\(token).1.tmp"
    try
      #"{"messageType":"\#(type)","topic":"org.wikimedia.wikipedia","provider":"apns","requestId":"\#(requestID)","receivedAt":1796133533.79}"#
      .write(toFile: temporary, atomically: false, encoding: .utf8)
    try FileManager.default.moveItem(atPath: temporary, toPath: folder + "/\(token).json")
  }

  @Test func at_missingFolderOrAFile_saysWhat() throws {
    guard case .failure(let missing) = PushMailbox.at("/nonexistent/mailbox") else {
      Issue.record("accepted a missing folder")
      return
    }
    #expect(missing.message.contains("/nonexistent/mailbox cannot be read: No such file or directory"))
    let file = try Self.folder() + "/file"
    #expect(FileManager.default.createFile(atPath: file, contents: Data()))
    guard case .failure(let notFolder) = PushMailbox.at(file) else {
      Issue.record("accepted a file")
      return
    }
    #expect(notFolder.message.hasSuffix("is not a folder"))
  }

  @Test func take_theTokensPushOnce_othersAndBadNamesLeftAlone() throws {
    let folder = try Self.folder()
    let mailbox = try PushMailbox.at(folder).get()
    try Self.post(folder, token: "tok-A", requestID: "r1")
    try Self.post(folder, token: "tok-B")
    #expect(
      mailbox.take(token: "tok-A")
        == PushMailbox.Message(messageType: "checkEchoV1", requestID: "r1", receivedAt: 1_796_133_533.79))
    #expect(mailbox.take(token: "tok-A") == nil, "taken: APNs delivers a push once")
    #expect(FileManager.default.fileExists(atPath: folder + "/tok-B.json"), "another device's push stays")
    #expect(
      mailbox.take(token: "../tok-B") == nil && mailbox.take(token: ".hidden") == nil && mailbox.take(token: "") == nil)
    // Not a push: removed, and nothing delivered.
    try "garbage".write(toFile: folder + "/tok-C.json", atomically: true, encoding: .utf8)
    #expect(mailbox.take(token: "tok-C") == nil)
    #expect(!FileManager.default.fileExists(atPath: folder + "/tok-C.json"))
    let left = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
    #expect(left == ["tok-B.json"], "no taken or temporary files left behind")
  }

  @Test func messages_theWaitingOneFirst_thenEachNewOneAsItLands() async throws {
    let folder = try Self.folder()
    let mailbox = try PushMailbox.at(folder).get()
    let descriptors = Self.inotifyDescriptors()
    do {
      try Self.post(folder, token: "tok-A", requestID: "before")
      let stream = mailbox.messages { "tok-A" }
      var iterator = stream.makeAsyncIterator()
      #expect(await iterator.next()?.requestID == "before", "sent while the app was not running")
      try Self.post(folder, token: "tok-B", requestID: "other")
      try Self.post(folder, token: "tok-A", requestID: "after")
      #expect(await iterator.next()?.requestID == "after")
      #expect(FileManager.default.fileExists(atPath: folder + "/tok-B.json"))
    }
    await Self.expectWatchesReleased(to: descriptors)
  }

  /// Waits until the stream a test dropped has closed its watch: a test that counts them (dropped streams)
  /// must not see another test's, whatever order they run in.
  static func expectWatchesReleased(to count: Int) async {
    let released = await Waiting.until { inotifyDescriptors() <= count }
    #expect(released, "the dropped stream's thread closed its inotify descriptor")
  }

  /// A folder, a link or a pipe left under the token's name is not read, and does not keep the next push
  /// from being taken (the taken name was the same every time: a folder left there blocked every later take).
  @Test func take_aFolderLinkOrPipe_notRead_andTheNextPushStillTaken() throws {
    let folder = try Self.folder()
    let mailbox = try PushMailbox.at(folder).get()
    let files = FileManager.default
    try files.createDirectory(atPath: folder + "/tok-A.json/inner", withIntermediateDirectories: true)
    #expect(mailbox.take(token: "tok-A") == nil)
    try Self.post(folder, token: "tok-A", requestID: "after-a-folder")
    #expect(mailbox.take(token: "tok-A")?.requestID == "after-a-folder")
    // A link to a push elsewhere is not followed; the link goes, what it pointed to stays.
    let elsewhere = try Self.folder()
    try Self.post(elsewhere, token: "tok-Z", requestID: "elsewhere")
    try files.createSymbolicLink(atPath: folder + "/tok-A.json", withDestinationPath: elsewhere + "/tok-Z.json")
    #expect(mailbox.take(token: "tok-A") == nil)
    #expect(!files.fileExists(atPath: folder + "/tok-A.json") && files.fileExists(atPath: elsewhere + "/tok-Z.json"))
    #expect(mkfifo(folder + "/tok-A.json", 0o600) == 0)
    #expect(mailbox.take(token: "tok-A") == nil)
    try Self.post(folder, token: "tok-A", requestID: "last")
    #expect(mailbox.take(token: "tok-A")?.requestID == "last")
  }

  /// The folder removed and made again (the wikis set up again while the app runs): the next push still
  /// arrives. It used to go unseen for the rest of the run: the watch ended with the first folder.
  @Test func messages_folderRemovedAndMadeAgain_theNextPushArrives() async throws {
    let folder = try Self.folder()
    let mailbox = try PushMailbox.at(folder).get()
    let descriptors = Self.inotifyDescriptors()
    let ids = Locked<[String]>([])
    let received = Task {
      for await message in mailbox.messages(token: { "tok-A" }) {
        let count = ids.withLock {
          $0.append(message.requestID)
          return $0.count
        }
        if count == 2 { break }
      }
    }
    let looking = Self.threadsLookingForAFolder()
    try Self.post(folder, token: "tok-A", requestID: "first")
    let first = await Waiting.until { ids.withLock { $0 == ["first"] } }
    #expect(first, "the first push arrived: \(ids.withLock { $0 })")
    try FileManager.default.removeItem(atPath: folder)
    // Made again only once the watch has seen it go and looks for it by its path: the case this is about.
    let noticed = await Waiting.until { Self.threadsLookingForAFolder() > looking }
    #expect(noticed, "the watching thread saw the folder go")
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    try Self.post(folder, token: "tok-A", requestID: "second")
    let second = await Waiting.until { ids.withLock { $0.count == 2 } }
    #expect(second && ids.withLock { $0 } == ["first", "second"], "\(ids.withLock { $0 })")
    received.cancel()
    await received.value
    await Self.expectWatchesReleased(to: descriptors)
  }

  /// Threads of this process in poll(2) on two descriptors with a one-second time-out: a mailbox's watching
  /// thread whose folder is gone, looking for it by its path once a second (a watching one waits with none).
  static func threadsLookingForAFolder() -> Int {
    #if arch(arm64)
      // ppoll: the time-out is a pointer there; any call on two descriptors with one counts.
      return ProcessProbe.systemCalls(getpid()).values.filter {
        $0.count > 3 && $0[0] == 73 && $0[2] == 2 && $0[3] != 0
      }
      .count
    #else
      return ProcessProbe.systemCalls(getpid()).values.filter { call in
        call.count > 3
          && ((call[0] == 7 && call[2] == 2 && call[3] == 1_000) || (call[0] == 271 && call[2] == 2 && call[3] != 0))
      }.count
    #endif
  }

  /// The inotify descriptors the process holds (each stream's thread owns one and closes it as it ends).
  static func inotifyDescriptors() -> Int {
    let fds = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
    return fds.filter {
      (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/fd/" + $0)) == "anon_inode:inotify"
    }
    .count
  }

  @Test func messages_droppedStream_endsItsThread() async throws {
    let folder = try Self.folder()
    let mailbox = try PushMailbox.at(folder).get()
    let before = Self.inotifyDescriptors()
    let task = Task { for await _ in mailbox.messages(token: { "tok-A" }) {} }
    var during = 0
    _ = await Waiting.until {
      during = Self.inotifyDescriptors()
      return during > before
    }
    #expect(during == before + 1, "a listening stream watches the folder")
    task.cancel()
    await task.value
    for _ in 0..<20 {
      let again = Task { for await _ in mailbox.messages(token: { "tok-A" }) {} }
      // Dropped a moment after it started, its thread maybe not yet in its wait: the case checked, not a wait.
      try await Task.sleep(for: .milliseconds(5))
      again.cancel()
      await again.value
    }
    // Each stream's thread ends once it is dropped, and closes what it watched with.
    var after = Int.max
    _ = await Waiting.until {
      after = Self.inotifyDescriptors()
      return after <= before
    }
    #expect(after == before, "inotify descriptors: \(before) before, \(after) after")
  }
}
