import PushCore
import Synchronization

/// Lines logged while the app runs.
/// A line logged again and again (a save that keeps failing) is kept once, with a count.
final class LogBuffer: Sendable {
  private let storage = Locked<[(line: String, count: Int)]>([])
  func append(_ line: String) {
    storage.withLock { entries in
      if let index = entries.firstIndex(where: { $0.line == line }) {
        entries[index].count += 1
      } else {
        entries.append((line, 1))
      }
    }
  }
  var lines: [String] {
    storage.withLock { $0.map { $0.count == 1 ? $0.line : "\($0.line) (\($0.count) times)" } }
  }
}
