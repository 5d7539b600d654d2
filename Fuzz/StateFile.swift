import PushAppFeature
import PushCore
import PushSimulation

/// The state file as `StateFile.load` reads it, and its kept `world` as the app decodes it at launch.
func fuzzStateFile(_ bytes: [UInt8]) {
  guard let json = try? JSONParser.parse(text(bytes)) else { return }
  _ = try? PersistedState(json: json)
  guard let world = json["world"] else { return }
  var skipped: [String] = []
  _ = try? WorldSnapshot(json: world, now: 1_700_000_000, skipped: &skipped)
}
