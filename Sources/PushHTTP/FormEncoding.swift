/// `application/x-www-form-urlencoded`, as MediaWiki reads it: every byte but the unreserved ones is
/// percent-encoded, so a CSRF token's `+\` arrives as `+\`, not as a space and a backslash.
public enum FormEncoding {
  public static func encode(_ pairs: [(String, String)]) -> String {
    pairs.map { percentEncode($0.0) + "=" + percentEncode($0.1) }.joined(separator: "&")
  }

  /// Keeps `A-Z a-z 0-9 - . _ ~` (RFC 3986's unreserved characters); every other UTF-8 byte becomes `%XX`.
  public static func percentEncode(_ text: String) -> String {
    var out = ""
    out.reserveCapacity(text.utf8.count)
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
        UInt8(ascii: "~"):
        out.unicodeScalars.append(Unicode.Scalar(byte))
      default:
        out += "%"
        out.unicodeScalars.append(hexDigits[Int(byte >> 4)])
        out.unicodeScalars.append(hexDigits[Int(byte & 0x0F)])
      }
    }
    return out
  }

  private static let hexDigits: [Unicode.Scalar] = Array("0123456789ABCDEF".unicodeScalars)
}
