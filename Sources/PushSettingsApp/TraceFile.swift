import PushSimulation
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The `--trace` file: one JSON object per simulated call, written as each call completes.
public final class TraceFile: Sendable {
  // A FILE* is not Sendable; every use goes through the mutex, which makes sharing it sound.
  private struct Handle: @unchecked Sendable { var file: UnsafeMutablePointer<FILE>? }
  private let handle: Mutex<Handle>

  public init(path: String) throws(UsageError) {
    guard let file = fopen(path, "w") else {
      throw UsageError("--trace: cannot write '\(path.sanitizedForMessage)': \(String(cString: strerror(errno)))")
    }
    handle = Mutex(Handle(file: file))
  }

  public func append(_ record: TraceRecord) {
    let line = record.json.serialized + "\n"
    handle.withLock { h in
      guard let file = h.file else { return }
      fputs(line, file)
      fflush(file)
    }
  }

  public func close() {
    handle.withLock { h in
      if let file = h.file { fclose(file) }
      h.file = nil
    }
  }
}
