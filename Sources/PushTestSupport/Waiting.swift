import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Waiting for what proves a step happened (a line in the output, a state, a file, a process's state), never
/// for a fixed time. The deadline only ends a test that would otherwise hang: it is generous, so a busy
/// machine makes the wait longer, not the test fail.
public enum Waiting {
  /// How long a step may take before the test gives up on it.
  public static let generous: Duration = .seconds(60)

  /// Checks `condition` every `interval` until it holds (true) or `timeout` has passed (false), waiting with
  /// `Task.sleep`: a test that waits holds none of the few threads of Swift's pool.
  @discardableResult
  public static func until(
    timeout: Duration = generous, every interval: Duration = .milliseconds(10),
    _ condition: () async throws -> Bool
  ) async rethrows -> Bool {
    let deadline = ContinuousClock.now + timeout
    while true {
      if try await condition() { return true }
      if ContinuousClock.now >= deadline { return false }
      try? await Task.sleep(for: interval)
    }
  }
}

/// What a process is doing, read from /proc (Linux): the proof that a child has read its input or gone back
/// to waiting for more, where it prints nothing to wait for.
public enum ProcessProbe {
  /// The threads of `pid` (its own id among them).
  public static func threads(_ pid: pid_t) -> [pid_t] {
    ((try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? []).compactMap { pid_t($0) }
  }

  /// Each thread's system call as /proc/PID/task/TID/syscall gives it: its number and arguments, or nil for a
  /// thread that is running (not in a call).
  public static func systemCalls(_ pid: pid_t) -> [pid_t: [Int]] {
    var calls: [pid_t: [Int]] = [:]
    for tid in threads(pid) {
      guard let text = try? String(contentsOfFile: "/proc/\(pid)/task/\(tid)/syscall", encoding: .utf8) else {
        continue
      }
      let fields = text.split(separator: " ").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
      guard let number = fields.first.flatMap({ Int($0) }) else { continue }
      calls[tid] = [number] + fields.dropFirst().prefix(6).compactMap { Int($0.dropFirst(2), radix: 16) }
    }
    return calls
  }

  /// True while a thread of `pid` waits in read(2) on `fd` (x86_64 and arm64 numbers).
  public static func isReading(_ pid: pid_t, fd: Int32) -> Bool {
    #if arch(arm64)
      let read = 63
    #else
      let read = 0
    #endif
    return systemCalls(pid).values.contains { $0.count > 1 && $0[0] == read && $0[1] == Int(fd) }
  }

  /// The bytes `pid` has read so far, from any descriptor (`rchar` in /proc/PID/io).
  public static func bytesRead(_ pid: pid_t) -> Int? { io(pid, "rchar") }

  /// The bytes `pid` has written so far, to any descriptor (`wchar` in /proc/PID/io).
  public static func bytesWritten(_ pid: pid_t) -> Int? { io(pid, "wchar") }

  private static func io(_ pid: pid_t, _ field: String) -> Int? {
    guard let io = try? String(contentsOfFile: "/proc/\(pid)/io", encoding: .utf8) else { return nil }
    return io.split(separator: "\n").first { $0.hasPrefix(field + ":") }
      .flatMap { Int($0.dropFirst(field.count + 1).trimmingCharacters(in: .whitespaces)) }
  }
}
