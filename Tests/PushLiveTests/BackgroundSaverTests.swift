import Foundation
import PushAppFeature
import PushCore
import PushLive
import PushSettingsFeature
import PushTestSupport
import PushWikiClient
import Synchronization
import Testing

@Suite struct BackgroundSaverTests {
  @Test func manySavesInARow_returnAtOnce_mergeIntoFewerWrites_andTheLastIsOnDisk() throws {
    let folder = EndToEnd.tempPath("saver")
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let file = StateFile(path: folder + "/state.json")
    let failures = Locked<[String]>([])
    let saver = BackgroundSaver(file: file) { failure in failures.withLock { $0.append(failure.message) } }
    let codes = LanguageCode.offered
    for i in 0..<200 { saver.save(PersistedState(languages: Array(codes.prefix(1 + i % codes.count)))) }
    saver.devicePermissionChanged(.provisional)
    saver.finish()
    let loaded = StateFile(path: folder + "/state.json").load()
    #expect(loaded.state.languages == Array(codes.prefix(1 + 199 % codes.count)), "the newest state won")
    #expect(loaded.devicePermission == .provisional)
    #expect(file.writes < 200, "saves that came while one was written merged (\(file.writes) writes)")
    #expect(failures.withLock { $0 }.isEmpty)
  }

  @Test func aSaveThatFails_isReported_andDoesNotLoop() throws {
    let file = StateFile(path: "/proc/self/cannot/state.json")
    let failures = Locked<[String]>([])
    let saver = BackgroundSaver(file: file) { failure in failures.withLock { $0.append(failure.message) } }
    saver.save(PersistedState(languages: ["en"]))
    saver.finish()
    #expect(failures.withLock { $0.count } == 1)
    #expect(failures.withLock { $0 }.first?.contains("could not create") == true, "\(failures.withLock { $0 })")
  }
}
