#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Text from the operating system (arguments, environment values) kept byte for byte, so a file name that
/// is not UTF-8 names the same file when it is opened. A byte that is not part of valid UTF-8 is carried as
/// one private-use scalar (U+10FE80 to U+10FEFF, plane 16, which file names do not use) and turned back
/// into that byte by `withPath`, as Python's "surrogateescape" does with lone surrogates.
public enum RawBytes {
  public static let escapeBase: UInt32 = 0x10_FE00

  /// The arguments the program was started with, without the program name, bytes kept.
  public static func arguments() -> [String] {
    (1..<Int(CommandLine.argc)).map { decode(CommandLine.unsafeArgv[$0]!) }
  }

  /// An environment value, bytes kept; nil when unset.
  public static func environment(_ name: String) -> String? { getenv(name).map { decode($0) } }

  /// The name of a directory entry from readdir(3), bytes kept. Read through a pointer to its field, up to its
  /// NUL: the entry is only as long as its name, and copying `d_name` (a 256-byte tuple) read past the end of
  /// the buffer readdir filled (AddressSanitizer: heap-buffer-overflow).
  public static func name(of entry: UnsafePointer<dirent>) -> String {
    let offset = MemoryLayout<dirent>.offset(of: \.d_name)!
    return decode((UnsafeRawPointer(entry) + offset).assumingMemoryBound(to: CChar.self))
  }

  public static func decode(_ cString: UnsafePointer<CChar>) -> String {
    let bytes = UnsafeBufferPointer(
      start: UnsafeRawPointer(cString).assumingMemoryBound(to: UInt8.self), count: strlen(cString))
    return decode(bytes)
  }

  public static func decode<C: Collection<UInt8>>(_ bytes: C) -> String {
    if let text = String(validating: bytes, as: UTF8.self) { return text }
    var scalars = String.UnicodeScalarView()
    var parser = Unicode.UTF8.ForwardParser()
    var iterator = bytes.makeIterator()
    let all = Array(bytes)
    var position = 0
    loop: while true {
      switch parser.parseScalar(from: &iterator) {
      case .valid(let encoded):
        scalars.append(Unicode.UTF8.decode(encoded))
        position += encoded.count
      case .error(let length):
        for byte in all[position..<position + length] { scalars.append(Unicode.Scalar(escapeBase + UInt32(byte))!) }
        position += length
      case .emptyInput:
        break loop
      }
    }
    return String(scalars)
  }

  /// The bytes `text` stands for: escaped bytes turned back into themselves.
  public static func encode(_ text: String) -> [UInt8] {
    var out: [UInt8] = []
    out.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      if let byte = escapedByte(scalar) {
        out.append(byte)
      } else {
        out.append(contentsOf: String(scalar).utf8)
      }
    }
    return out
  }

  public static func escapedByte(_ scalar: Unicode.Scalar) -> UInt8? {
    (escapeBase + 0x80...escapeBase + 0xFF).contains(scalar.value) ? UInt8(scalar.value - escapeBase) : nil
  }

  /// The path as the C string the system calls take.
  public static func withPath<T>(_ path: String, _ body: (UnsafePointer<CChar>) -> T) -> T {
    var bytes = encode(path)
    bytes.append(0)
    return bytes.withUnsafeBufferPointer { buffer in
      buffer.withMemoryRebound(to: CChar.self) { body($0.baseAddress!) }
    }
  }

  /// The path for a message: escaped bytes shown as `\xE9`.
  public static func shown(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: { escapedByte($0) != nil }) else { return text }
    var out = ""
    for scalar in text.unicodeScalars {
      if let byte = escapedByte(scalar) {
        let hex = String(byte, radix: 16, uppercase: true)
        out += "\\x" + hex
      } else {
        out.unicodeScalars.append(scalar)
      }
    }
    return out
  }
}
