import Synchronization

/// Per-call times gathered by the contract test, printed as medians.
enum Timings {
  private static let samples = Mutex<[String: [Int]]>([:])

  static func record(_ name: String, _ ms: Int) { samples.withLock { $0[name, default: []].append(ms) } }

  static func summary() -> [String] {
    samples.withLock { all in
      all.keys.sorted().map { name in
        let sorted = all[name]!.sorted()
        return
          "\(name): median \(sorted[sorted.count / 2]) ms, min \(sorted[0]) ms, max \(sorted.last!) ms, n=\(sorted.count)"
      }
    }
  }
}
