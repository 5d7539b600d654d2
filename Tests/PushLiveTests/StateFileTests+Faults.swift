import Foundation
import PushAppFeature
import PushCore
import PushSettingsFeature
import Synchronization
import Testing

@testable import PushLive

/// Issue 34, item 4, as SQLite's `ioerr` and `diskfull` tests: every call a save makes to the file system
/// fails in turn, with an I/O error and with a full disk; and the power is lost after each of them. Nothing
/// saved before is lost, the user is told, and the next save works.
@Suite struct StateFileFaultTests {
  static let old = PersistedState(languages: ["en", "de"])
  static let new = PersistedState(subscribed: true, wantsPush: true, languages: ["en", "fr"], deviceToken: "t")

  /// A folder holding a state file saved with `old`.
  static func folderWithOldState() -> String {
    let folder = NSTemporaryDirectory() + "push-settings-faults-\(UUID().uuidString)"
    let path = folder + "/state.json"
    #expect(StateFile(path: path).save(old) == nil)
    return path
  }

  /// The live file system, the `nth` call (from 0) failing with `code`; counts the calls.
  final class Faulty: Sendable {
    let calls = Locked<[String]>([])
    let failing: Int?
    let code: Int32
    init(failing: Int?, code: Int32 = EIO) {
      self.failing = failing
      self.code = code
    }

    /// Whether this call is the one that fails (errno then set).
    func fails(_ name: String) -> Bool {
      let index = calls.withLock { list -> Int in
        list.append(name)
        return list.count - 1
      }
      guard index == failing else { return false }
      errno = code
      return true
    }

    var fs: FileSystem {
      let live = FileSystem.live
      return FileSystem(
        open: { self.fails("open") ? -1 : live.open($0, $1, $2) },
        write: { self.fails("write") ? -1 : live.write($0, $1) },
        fsync: { self.fails("fsync") ? -1 : live.fsync($0) },
        close: { fd in
          // A close that fails still closes (Linux): the descriptor is not leaked.
          if self.fails("close") {
            _ = live.close(fd)
            errno = self.code
            return -1
          }
          return live.close(fd)
        },
        rename: { self.fails("rename") ? -1 : live.rename($0, $1) },
        unlink: { self.fails("unlink") ? -1 : live.unlink($0) },
        mkdir: { self.fails("mkdir") ? -1 : live.mkdir($0, $1) })
    }
  }

  /// The calls a healthy save makes, in order.
  static let healthyCalls: [String] = {
    let faulty = Faulty(failing: nil)
    #expect(StateFile(path: folderWithOldState(), fs: faulty.fs).save(new) == nil)
    return faulty.calls.withLock { $0 }
  }()

  @Test func aHealthySave_makesTheCallsExpected() {
    // The folders (each part of the path), then the temporary file written, synced, closed and renamed into
    // place, then the folder synced.
    let calls = Self.healthyCalls
    #expect(calls.suffix(9) == ["mkdir", "open", "write", "fsync", "close", "rename", "open", "fsync", "close"])
    #expect(Set(calls.dropLast(8)) == ["mkdir"])
  }

  @Test(arguments: [EIO, ENOSPC])
  func everyCallFailingInTurn_losesNothing_tellsTheUser_andTheNextSaveWorks(_ code: Int32) throws {
    let calls = Self.healthyCalls
    for index in calls.indices {
      let path = Self.folderWithOldState()
      let faulty = Faulty(failing: index, code: code)
      let failure = StateFile(path: path, fs: faulty.fs).save(Self.new)
      let loaded = StateFile(path: path).load()
      let what = "call \(index) (\(calls[index])) failing with \(String(cString: strerror(code)))"
      // A failed mkdir of a folder that exists is EEXIST to the app (it exists); any other error stops the save.
      let mattered =
        ["mkdir", "open", "write", "fsync", "rename"].contains(calls[index])
        && !(calls[index] == "open" && index == calls.count - 3)
        && !(calls[index] == "fsync" && index == calls.count - 2)
      if mattered {
        let message = try #require(failure?.message, "\(what): the user is told")
        #expect(message.contains(String(cString: strerror(code))), "\(what): \(message)")
        // The file, or the folder that could not be made for it (the app says "could not save the state file:"
        // before it).
        let named =
          message.contains(path) || (calls[index] == "mkdir" && message.contains("could not create the folder /"))
        #expect(named, "\(what): \(message)")
        #expect(loaded.state == Self.old, "\(what): the state saved before is kept whole")
      } else {
        #expect(failure == nil, "\(what): the new state is on the disk")
        #expect(loaded.state == Self.new, "\(what)")
      }
      #expect(loaded.warning == nil, "\(what): the file reads back")
      let folder = (path as NSString).deletingLastPathComponent
      let left = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
      #expect(left == ["state.json", "state.json.lock"], "\(what): no temporary file left")
      // The disk has room again: the next save writes the newest state.
      #expect(StateFile(path: path).save(Self.new) == nil)
      #expect(StateFile(path: path).load().state == Self.new, "\(what)")
    }
  }

  @Test func aPowerLossAfterEveryCall_leavesTheOldFileOrTheNew_eachWhole() throws {
    let oldText = try String(contentsOfFile: Self.folderWithOldState(), encoding: .utf8)
    var index = 0
    var sawNew = false
    while true {
      let disk = PowerLossDisk(path: "/d/state.json", old: Array(oldText.utf8), losingPowerAfter: index)
      let failure = StateFile(path: "/d/state.json", fs: disk.fs).save(Self.new)
      let kept = try #require(disk.afterThePowerLoss(), "after call \(index): state.json is still there")
      let text = String(decoding: kept, as: UTF8.self)
      if text == oldText {
        #expect(!sawNew, "after call \(index): once the new file is lasting, it stays")
      } else {
        let file = NSTemporaryDirectory() + "push-settings-power-\(UUID().uuidString).json"
        try text.write(toFile: file, atomically: true, encoding: .utf8)
        #expect(StateFile(path: file).load().state == Self.new, "after call \(index): the new file whole")
        sawNew = true
      }
      guard disk.lostPower else {
        #expect(failure == nil)
        break
      }
      index += 1
    }
    #expect(sawNew, "the new state became lasting once the folder was synced")
  }
}

/// A disk as a power loss sees it: what was synced lasts, the rest is lost. A file's bytes last once the
/// file is synced; a name (created, renamed) once its folder is. After `losingPowerAfter` calls every call
/// fails, as for a machine that stopped there.
final class PowerLossDisk: Sendable {
  private struct Disk {
    var files: [Int: (written: [UInt8], synced: [UInt8])] = [:]
    var names: [String: Int] = [:]
    var syncedNames: [String: Int] = [:]
    var open: [Int32: Int] = [:]  // A descriptor's file; -1 for the folder.
    var calls = 0
    var nextFile = 1
    var nextFD: Int32 = 10
  }
  private let disk: Locked<Disk>
  private let limit: Int
  private let folder: String

  init(path: String, old: [UInt8], losingPowerAfter limit: Int) {
    var disk = Disk()
    disk.files[0] = (old, old)
    disk.names[path] = 0
    disk.syncedNames[path] = 0
    self.disk = Locked(disk)
    self.limit = limit
    folder = String(path[..<path.lastIndex(of: "/")!])
  }

  var lostPower: Bool { disk.withLock { $0.calls > limit } }

  /// What `path` holds once the power is back: the synced bytes of the file its synced name points to.
  func afterThePowerLoss() -> [UInt8]? {
    disk.withLock { d in d.syncedNames["/d/state.json"].flatMap { d.files[$0]?.synced } }
  }

  /// Runs `body` unless the power is gone (then -1, EIO).
  private func call(_ body: (inout Disk) -> Int) -> Int {
    disk.withLock { d in
      d.calls += 1
      guard d.calls <= limit else {
        errno = EIO
        return -1
      }
      return body(&d)
    }
  }

  var fs: FileSystem {
    FileSystem(
      open: { path, flags, _ in
        Int32(
          self.call { d in
            let fd = d.nextFD
            d.nextFD += 1
            if path == self.folder || path == "/" {
              d.open[fd] = -1
              return Int(fd)
            }
            d.files[d.nextFile] = ([], [])
            d.names[path] = d.nextFile
            d.open[fd] = d.nextFile
            d.nextFile += 1
            return Int(fd)
          })
      },
      write: { fd, bytes in
        self.call { d in
          guard let file = d.open[fd], file >= 0 else { return -1 }
          d.files[file]?.written += bytes
          return bytes.count
        }
      },
      fsync: { fd in
        Int32(
          self.call { d in
            guard let file = d.open[fd] else { return -1 }
            if file < 0 {
              d.syncedNames = d.names
            } else if let written = d.files[file]?.written {
              d.files[file]?.synced = written
            }
            return 0
          })
      },
      close: { fd in Int32(self.call { d in d.open.removeValue(forKey: fd) == nil ? -1 : 0 }) },
      rename: { from, to in
        Int32(
          self.call { d in
            guard let file = d.names.removeValue(forKey: from) else { return -1 }
            d.names[to] = file
            return 0
          })
      },
      unlink: { path in Int32(self.call { d in d.names.removeValue(forKey: path) == nil ? -1 : 0 }) },
      mkdir: { _, _ in
        Int32(
          self.call { _ in
            errno = EEXIST
            return -1
          })
      })
  }
}
