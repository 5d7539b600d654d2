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
  /// What one round saw: the temporary files after the kill, and the file as the next start loads it.
  struct Round: Sendable {
    var wrote: Bool
    var leftBehind: Bool
    var temporaryAfterLoad: [String]
    var exists: Bool
    var warning: String?
    var languages: Int
    var tokenLength: Int?
  }

  @Test func stateFile_killedWhileWriting_isAlwaysWhole_andTheNextStartLeavesNoTemporaryFile() async throws {
    let rounds = Int(ProcessInfo.processInfo.environment["KILLS"] ?? "") ?? 60
    let folder = EndToEnd.tempPath("crash")
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let path = folder + "/state.json"
    // Seeded, so a failure can be run again with the same moments of death (CRASH_SEED=N).
    let seed = UInt64(ProcessInfo.processInfo.environment["CRASH_SEED"] ?? "") ?? 20_261_130
    // On a thread of its own: the rounds spawn, wait and kill, and hold no thread of Swift's pool meanwhile.
    let results = try await EndToEnd.onItsOwnThread { try Self.killRounds(rounds, path: path, seed: seed) }
    for (kill, round) in results.enumerated() {
      #expect(round.wrote, "the writer was writing before kill \(kill + 1)")
      #expect(
        round.temporaryAfterLoad.isEmpty, "after kill \(kill + 1) and a start, no temporary file is left (seed \(seed))"
      )
      guard round.exists else { continue }
      #expect(round.warning == nil, "after kill \(kill + 1): \(round.warning ?? "")")
      #expect(round.languages > 0)
      #expect(round.tokenLength == 64)
    }
    let damaged = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.contains("damaged") }
    #expect(damaged.isEmpty)
    let leftBehind = results.filter(\.leftBehind).count
    print(
      "crash-safety: \(results.count) kills, \(leftBehind) left a temporary file, none after the next start, "
        + "no damaged file")
  }

  /// Starts the writer, waits until it is writing (its first bytes out, from /proc), lets it write a random
  /// while longer (the moment of death is the thing tested), kills it, and loads the file as a start would.
  static func killRounds(_ rounds: Int, path: String, seed: UInt64) throws -> [Round] {
    let folder = (path as NSString).deletingLastPathComponent
    var generator = SeededRandom(seed: seed)
    var results: [Round] = []
    for _ in 0..<rounds {
      var actions = posix_spawn_file_actions_t()
      posix_spawn_file_actions_init(&actions)
      defer { posix_spawn_file_actions_destroy(&actions) }
      posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
      posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
      var attributes = SpawnSignals.asFromAShell()
      defer { posix_spawnattr_destroy(&attributes) }
      let argv = [EndToEnd.stateFileWriter, path]
      var cArgs = argv.map { strdup($0) } + [nil]
      defer { for arg in cArgs { free(arg) } }
      var pid: pid_t = 0
      let spawned = posix_spawn(&pid, argv[0], &actions, &attributes, &cArgs, environ)
      guard spawned == 0 else { throw POSIXError(POSIXErrorCode(rawValue: spawned) ?? .EINVAL) }
      // Writing once it has written something; a deadline for a writer that never does (the round says so).
      let deadline = ContinuousClock.now + .seconds(60)
      while (ProcessProbe.bytesWritten(pid) ?? 0) == 0 && ContinuousClock.now < deadline { usleep(1_000) }
      let wrote = (ProcessProbe.bytesWritten(pid) ?? 0) > 0
      usleep(UInt32.random(in: 2_000...25_000, using: &generator))
      kill(pid, SIGKILL)
      var status: Int32 = 0
      while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
      let temporary = { try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.contains(".tmp-") } }
      let leftBehind = try !temporary().isEmpty
      let loaded = StateFile(path: path).load()
      results.append(
        Round(
          wrote: wrote, leftBehind: leftBehind, temporaryAfterLoad: try temporary(),
          exists: FileManager.default.fileExists(atPath: path), warning: loaded.warning,
          languages: loaded.state.languages.count, tokenLength: loaded.state.deviceToken?.count))
    }
    return results
  }
}
