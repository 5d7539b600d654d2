/// SplitMix64: small, fast and the same sequence for the same seed on every machine.
public struct SeededRandom: RandomNumberGenerator, Sendable {
  private var state: UInt64
  public init(seed: UInt64) { state = seed }
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
  /// A number in 0..<1.
  public mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }
  /// `count` lowercase hexadecimal digits (tokens), made as bytes: as characters they cost a tenth of the
  /// start-up's simulated calls.
  public mutating func hex(_ count: Int) -> String {
    let digits: StaticString = "0123456789abcdef"
    var bytes = [UInt8](repeating: 0, count: max(0, count))
    for i in bytes.indices { bytes[i] = digits.utf8Start[Int(next() % 16)] }
    return String(decoding: bytes, as: UTF8.self)
  }
}
