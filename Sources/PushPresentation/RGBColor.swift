#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// An RGB colour: a theme's colours, and what the gallery paints a cell with.
public struct RGBColor: Sendable, Equatable, Hashable {
  public var r: UInt8
  public var g: UInt8
  public var b: UInt8

  public init(_ r: UInt8, _ g: UInt8, _ b: UInt8) {
    self.r = r
    self.g = g
    self.b = b
  }

  /// The colour written as the app's source writes it (`0x3366CC`).
  public init(hex: UInt32) {
    self.init(UInt8(truncatingIfNeeded: hex >> 16), UInt8(truncatingIfNeeded: hex >> 8), UInt8(truncatingIfNeeded: hex))
  }

  /// `#rrggbb`.
  public var hex: String {
    func digit(_ v: UInt8) -> UInt8 { v < 10 ? 0x30 + v : 0x57 + v }  // 0-9, a-f
    let bytes: [UInt8] = [
      0x23, digit(r >> 4), digit(r & 15), digit(g >> 4), digit(g & 15), digit(b >> 4), digit(b & 15),
    ]
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Halfway to `other`: how xterm draws faint (dim) text, at half intensity over the background.
  public func blended(halfwayTo other: RGBColor) -> RGBColor {
    RGBColor(
      UInt8((Int(r) + Int(other.r)) / 2), UInt8((Int(g) + Int(other.g)) / 2), UInt8((Int(b) + Int(other.b)) / 2))
  }

  /// WCAG's relative luminance, 0 (black) to 1 (white).
  public var luminance: Double {
    func channel(_ v: UInt8) -> Double {
      let c = Double(v) / 255
      return c <= 0.03928 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)
  }

  /// WCAG's contrast ratio with `other`, 1 to 21.
  public func contrast(with other: RGBColor) -> Double {
    let (a, b) = (luminance, other.luminance)
    return (max(a, b) + 0.05) / (min(a, b) + 0.05)
  }

  /// The squared distance to `other` in RGB.
  public func distance(to other: RGBColor) -> Int {
    let (dr, dg, db) = (Int(r) - Int(other.r), Int(g) - Int(other.g), Int(b) - Int(other.b))
    return dr * dr + dg * dg + db * db
  }
}
