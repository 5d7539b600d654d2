import PushAppFeature
import PushCore
import PushLive
import PushQATools
import PushSettingsFeature
import PushSimulation

// Fans one type toggle out to 300 language wikis at 50 ms of real simulated latency per call, then the
// same toggle with one failing wiki and its rollback. Prints medians; the last line is the summary.

let wikiCount = 300
let latencyMs = 50
let rounds = 7

let letters: [Character] = Array("abcdefghijklmnopqrstuvwxyz")
// Typed step by step: written as one expression it took the type checker 0.9 s, twice in every build.
let languages: [String] = (0..<wikiCount).map { (i: Int) -> String in
  let pair = String([letters[i / 26 % 26], letters[i % 26]])
  return i >= 676 ? pair + String(i) : pair
}

func median(_ xs: [Double]) -> Double { xs.sorted()[xs.count / 2] }

func makeStore() async -> (AppStore, SimulatedWorld) {
  var config = SimulationConfig()
  config.permission = .authorized
  config.latencyMs = 0
  let clock = ClockClient.live()
  let world = SimulatedWorld(config: config, clock: clock)
  let store = AppStore(
    initial: AppState(persisted: PersistedState(languages: languages)),
    clients: .simulated(world, clock: clock))
  store.send(.appLaunched)
  await store.settled()
  store.send(.opened(.push))
  await store.settled()
  store.send(.settings(.pushToggleTapped))
  await store.settled()
  // The screen fetched every wiki's CSRF token after reading the values, as the app does on open.
  guard store.state.settings.showsTypeToggles else { fatalError("bench: push did not turn on") }
  await world.setLatency(latencyMs)
  return (store, world)
}

func timeToggle(_ store: AppStore, _ type: NotificationType) async -> Double {
  let clock = ContinuousClock()
  let start = clock.now
  store.send(.settings(.typeToggleTapped(type)))
  await store.settled()
  return (clock.now - start).milliseconds
}

let (store, world) = await makeStore()
var fanout: [Double] = []
for _ in 0..<rounds { fanout.append(await timeToggle(store, .editThank)) }
let wrote = await world.trace.filter { $0.service == "options" }.count
guard wrote == rounds * (wikiCount + 2) else {
  fatalError("bench: expected \(rounds * (wikiCount + 2)) writes, saw \(wrote)")
}

await world.setFaults(FaultPlan(always: [.write(.language(languages[wikiCount / 2]))]))
var rollback: [Double] = []
for _ in 0..<rounds {
  rollback.append(await timeToggle(store, .mention))
  guard store.state.settings.alert?.kind == .writeFailed else { fatalError("bench: the failing write did not fail") }
  store.send(.settings(.alertButtonTapped(.dismiss)))
}
for wiki in Wiki.fanOut(languages: languages) {
  guard await world.storedValue(wiki, .mention) == true else { fatalError("bench: \(wiki) was not rolled back") }
}

print("fanout_ms each round:", fanout.map { String(Int($0.rounded())) }.joined(separator: " "))
print("rollback_ms each round:", rollback.map { String(Int($0.rounded())) }.joined(separator: " "))
print(
  "fanout_wikis=\(wikiCount) latency_ms=\(latencyMs) fanout_ms=\(Int(median(fanout).rounded())) rollback_ms=\(Int(median(rollback).rounded()))"
)
