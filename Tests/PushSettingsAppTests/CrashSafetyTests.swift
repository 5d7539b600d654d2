import Foundation
import PushAppFeature
import PushCore
import PushSettingsApp
import PushSettingsFeature
import Testing

/// The state file is whole however the process dies: killed at random moments while it writes.
@Suite struct CrashSafetyTests {
  @Test func stateFile_killedWhileWriting_isAlwaysWhole() throws {
    let folder = EndToEndTests.tempPath("crash")
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let path = folder + "/state.json"
    var generator = SystemRandomNumberGenerator()
    var kills = 0
    for _ in 0..<60 {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: EndToEndTests.binary)
      process.arguments = ["_state-file-writer", path]
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      try process.run()
      usleep(UInt32.random(in: 2_000...25_000, using: &generator))
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
      kills += 1
      guard FileManager.default.fileExists(atPath: path) else { continue }
      let loaded = StateFile(path: path).load()
      #expect(loaded.warning == nil, "after kill \(kills): \(loaded.warning ?? "")")
      #expect(!loaded.state.languages.isEmpty)
      #expect(loaded.state.deviceToken?.count == 64)
    }
    let damaged = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.contains("damaged") }
    #expect(damaged.isEmpty)
    #expect(kills == 60)
  }
}
