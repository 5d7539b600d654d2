import Foundation
import PushAppFeature
import PushCore
import PushSettingsApp
import PushSettingsFeature
import Testing

@Suite struct StateFileTests {
  func tempPath(_ name: String = "state.json") -> String {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("push-settings-\(UUID().uuidString)")
    return dir.appendingPathComponent("nested").appendingPathComponent(name).path
  }

  @Test func save_thenLoad_roundTripsEveryField() {
    let path = tempPath()
    let file = StateFile(path: path)
    let state = PersistedState(
      loggedIn: false, subscribed: true, wantsPush: true, languages: ["de", "zh-yue"],
      pending: [PendingWrite(wiki: .commons, type: .editThank, value: false, origin: .rollback)],
      languagesToSync: ["zh-yue"], deviceToken: "abc", promptAfterLogin: true)
    #expect(file.save(state) == nil)
    #expect(file.devicePermissionChanged(.provisional) == nil)
    let loaded = StateFile(path: path).load()
    #expect(loaded.state == state)
    #expect(loaded.devicePermission == .provisional)
    #expect(loaded.warning == nil)
    let leftovers = try? FileManager.default.contentsOfDirectory(atPath: (path as NSString).deletingLastPathComponent)
    #expect(leftovers == ["state.json"], "no temporary file left behind")
  }

  @Test func load_missingFile_isDefaultsWithoutWarning() {
    let loaded = StateFile(path: tempPath()).load()
    #expect(loaded.state == PersistedState())
    #expect(loaded.warning == nil)
  }

  @Test(arguments: [
    "", "{", "[]", "{\"version\":1}", "{\"version\":99,\"loggedIn\":true}", "\u{0}\u{1}garbage",
    "{\"version\":1,\"loggedIn\":true,\"subscribed\":\"yes\",\"wantsPush\":true,\"languages\":[\"en\"],\"pending\":[],\"languagesToSync\":[],\"promptAfterLogin\":false}",
  ])
  func load_damagedFile_defaultsWarnsAndKeepsItAside(_ content: String) throws {
    let path = tempPath()
    try FileManager.default.createDirectory(
      atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try content.write(toFile: path, atomically: true, encoding: .utf8)
    let loaded = StateFile(path: path).load()
    #expect(loaded.state == PersistedState())
    let warning = try #require(loaded.warning)
    #expect(warning.contains("damaged"))
    let folder = (path as NSString).deletingLastPathComponent
    let kept = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.contains(".damaged-") }
    #expect(kept.count == 1)
    let keptText = try String(contentsOfFile: folder + "/" + kept[0], encoding: .utf8)
    #expect(keptText == content, "the damaged file is kept as it was")
  }

  @Test func defaultPath_followsXDGStateHome() {
    #expect(StateFile.defaultPath { $0 == "XDG_STATE_HOME" ? "/x/state" : nil } == "/x/state/push-settings/state.json")
    #expect(
      StateFile.defaultPath { $0 == "HOME" ? "/home/u" : nil } == "/home/u/.local/state/push-settings/state.json")
    #expect(
      StateFile.defaultPath { ["XDG_STATE_HOME": "relative", "HOME": "/h"][$0] }
        == "/h/.local/state/push-settings/state.json", "a relative XDG path is ignored, as the spec says")
  }
}
