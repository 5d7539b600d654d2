import Foundation
import PushAppFeature
import PushCore
import PushSettingsApp
import PushSettingsFeature
import Testing

/// The state file is whole however the process dies: killed at random moments while it writes; the
/// temporary file a kill leaves is gone after the next start. `KILLS=1000` for the README's figure.
@Suite struct CrashSafetyTests {
  @Test func stateFile_killedWhileWriting_isAlwaysWhole_andTheNextStartLeavesNoTemporaryFile() throws {
    let rounds = Int(ProcessInfo.processInfo.environment["KILLS"] ?? "") ?? 60
    let folder = EndToEndTests.tempPath("crash")
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let path = folder + "/state.json"
    var generator = SystemRandomNumberGenerator()
    var kills = 0
    var leftBehind = 0
    for _ in 0..<rounds {
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
      let temporary = { try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.contains(".tmp-") } }
      if try !temporary().isEmpty { leftBehind += 1 }
      let loaded = StateFile(path: path).load()
      #expect(try temporary().isEmpty, "after kill \(kills) and a start, no temporary file is left")
      guard FileManager.default.fileExists(atPath: path) else { continue }
      #expect(loaded.warning == nil, "after kill \(kills): \(loaded.warning ?? "")")
      #expect(!loaded.state.languages.isEmpty)
      #expect(loaded.state.deviceToken?.count == 64)
    }
    let damaged = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.contains("damaged") }
    #expect(damaged.isEmpty)
    #expect(kills == rounds)
    print(
      "crash-safety: \(kills) kills, \(leftBehind) left a temporary file, none after the next start, no damaged file")
  }
}
