import PushCore
import PushSimulation
import PushWikiClient

/// The `--trace` file: one JSON object per simulated call, written as each call completes.
public final class TraceFile: Sendable {
  private let file: OutputFile

  /// Opens the file without emptying it yet (see `OutputFile`); the first record empties it.
  public init(path: String) throws(UsageError) {
    file = try OutputFile(flag: "--trace", path: path)
    file.begin()
  }

  public func append(_ record: TraceRecord) {
    file.write(record.json.serialized + "\n")
  }

  /// The first write that failed, in words.
  public var failure: String? { file.failure }

  public func close() { file.close() }
}
