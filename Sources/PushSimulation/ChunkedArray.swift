/// An array kept in chunks of `chunkSize`: a copy of it (a snapshot the panel or the state file holds) shares
/// the chunks, so that the next append copies one chunk, not every element (as one `Array`, a long
/// walkthrough's inbox would be copied whole at each notification).
struct ChunkedArray<Element>: RandomAccessCollection, MutableCollection {
  static var chunkSize: Int { 512 }
  private var chunks: [[Element]] = []
  private(set) var count = 0

  init() {}

  var startIndex: Int { 0 }
  var endIndex: Int { count }

  subscript(index: Int) -> Element {
    get { chunks[index / Self.chunkSize][index % Self.chunkSize] }
    set { chunks[index / Self.chunkSize][index % Self.chunkSize] = newValue }
  }

  /// Takes the first `chunkSize` elements away (the oldest), and returns them; the others' indices move
  /// down by as many.
  mutating func removeFirstChunk() -> [Element] {
    guard count >= Self.chunkSize else { return [] }
    count -= Self.chunkSize
    return chunks.removeFirst()
  }

  mutating func append(_ element: Element) {
    if count % Self.chunkSize == 0 {
      var chunk: [Element] = []
      chunk.reserveCapacity(Self.chunkSize)
      chunks.append(chunk)
    }
    chunks[chunks.count - 1].append(element)
    count += 1
  }
}

extension ChunkedArray: Sendable where Element: Sendable {}
