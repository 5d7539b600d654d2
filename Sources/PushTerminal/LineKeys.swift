/// A key of a line being typed on a terminal whose line the accessible mode edits itself (so that a
/// half-typed line can be shown again after an announcement).
package enum LineKey: Equatable, Sendable {
  /// Printable characters, typed or pasted.
  case text(String)
  /// Backspace: the last character goes.
  case erase
  /// Ctrl-W: the last word goes.
  case eraseWord
  /// Ctrl-U: the whole line goes.
  case eraseLine
  case enter
  /// A line break with more text after it in the same read: pasted, not typed (nobody types Enter and the
  /// next line within one read). A text field takes it as a space, as the full screen does; the command
  /// line as Enter.
  case pastedLineBreak
  case escape
  /// Ctrl-D: the end of input on an empty line.
  case end
}

/// Turns the bytes a terminal sends into line keys: UTF-8 split across reads is joined, escape sequences
/// (arrows, function keys) are skipped, other control bytes are dropped.
package struct LineKeyDecoder: Sendable {
  /// The start of a character whose other bytes are still to come.
  private var partial: [UInt8] = []

  package init() {}

  package mutating func decode(_ chunk: some Collection<UInt8>) -> [LineKey] {
    let bytes = partial + Array(chunk)
    partial = []
    var keys: [LineKey] = []
    var text: [UInt8] = []
    func flush() {
      guard !text.isEmpty else { return }
      keys.append(.text(String(decoding: text, as: UTF8.self)))
      text = []
    }
    var i = 0
    while i < bytes.count {
      let byte = bytes[i]
      if let key = Self.controlKeys[byte] {
        flush()
        keys.append(key)
        i += 1
        continue
      }
      switch byte {
      case 0x1B:
        flush()
        if let next = Self.sequenceEnd(bytes, at: i) {
          i = next
          continue
        }
        keys.append(.escape)
      case 0x0D, 0x0A:
        flush()
        if byte == 0x0D, i + 1 < bytes.count, bytes[i + 1] == 0x0A { i += 1 }
        keys.append(i + 1 < bytes.count && bytes[i + 1] >= 0x20 && bytes[i + 1] != 0x7F ? .pastedLineBreak : .enter)
      case 0x09:
        text.append(0x20)
      case 0..<0x20:
        break
      default:
        if byte >= 0x80 {
          // A character's bytes: kept whole, or kept back until the rest of it arrives.
          let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1
          if i + length > bytes.count {
            flush()
            partial = Array(bytes[i...])
            return keys
          }
          text += bytes[i..<(i + length)]
          i += length
          continue
        }
        text.append(byte)
      }
      i += 1
    }
    flush()
    return keys
  }

  /// The editing keys a control byte is.
  private static let controlKeys: [UInt8: LineKey] = [
    0x7F: .erase, 0x08: .erase, 0x17: .eraseWord, 0x15: .eraseLine, 0x04: .end,
  ]

  /// Where an escape sequence at `i` ends (the index after it): CSI has parameters up to a final byte, SS3
  /// one byte more; nil for a lone Escape.
  private static func sequenceEnd(_ bytes: [UInt8], at i: Int) -> Int? {
    guard i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "[") || bytes[i + 1] == UInt8(ascii: "O") else {
      return nil
    }
    var j = i + 2
    if bytes[i + 1] == UInt8(ascii: "[") {
      while j < bytes.count, !(0x40...0x7E).contains(bytes[j]) { j += 1 }
    }
    return j + 1
  }
}
