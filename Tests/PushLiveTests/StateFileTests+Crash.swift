import Foundation
import PushAppFeature
import PushCore
import PushLive
import PushQATools
import PushSettingsFeature
import PushSimulation
import PushTestSupport
import PushWikiClient
import Testing

/// The state file is whole however the process dies: killed at random moments while it writes; the
/// temporary file a kill leaves is gone after the next start. `KILLS=1000` for the README's figure.
@Suite struct CrashSafetyTests {
  @Test func stateFile_killedWhileWriting_isAlwaysWhole_andTheNextStartLeavesNoTemporaryFile() throws {
    let rounds = Int(ProcessInfo.processInfo.environment["KILLS"] ?? "") ?? 60
    let folder = EndToEnd.tempPath("crash")
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let path = folder + "/state.json"
    // Seeded, so a failure can be run again with the same moments of death (CRASH_SEED=N).
    let seed = UInt64(ProcessInfo.processInfo.environment["CRASH_SEED"] ?? "") ?? 20_261_130
    var generator = SeededRandom(seed: seed)
    var kills = 0
    var leftBehind = 0
    for _ in 0..<rounds {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: EndToEnd.stateFileWriter)
      process.arguments = [path]
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
      #expect(try temporary().isEmpty, "after kill \(kills) and a start, no temporary file is left (seed \(seed))")
      guard FileManager.default.fileExists(atPath: path) else { continue }
      #expect(loaded.warning == nil, "after kill \(kills): \(loaded.warning ?? "")")
      #expect(!loaded.state.languages.isEmpty)
      #expect(loaded.state.deviceToken?.count == 64)
    }
    let damaged = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.contains("damaged") }
    #expect(damaged.isEmpty)
    print(
      "crash-safety: \(kills) kills, \(leftBehind) left a temporary file, none after the next start, no damaged file")
  }
}
