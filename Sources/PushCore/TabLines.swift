/// `key<TAB>text` lines, as the generated tables hold them (`\n`, `\t` and `\\` escaped in the text), read a
/// byte at a time: the tables are read on the first frame in another language, so this is on start-up's path.
public enum TabLines {
  public static func parse(_ source: String) -> [(key: String, text: String)] {
    var out: [(key: String, text: String)] = []
    var source = source
    source.withUTF8 { bytes in
      var lineStart = 0
      var tab: Int?
      var escaped = false
      for index in 0...bytes.count {
        let byte = index < bytes.count ? bytes[index] : 10
        if byte == 9 && tab == nil { tab = index }
        if byte == 92 { escaped = true }
        guard byte == 10 else { continue }
        if let tab {
          let key = String(decoding: bytes[lineStart..<tab], as: UTF8.self).trimmingLeadingSpaces
          let text = String(decoding: bytes[(tab + 1)..<index], as: UTF8.self)
          out.append((key, escaped ? unescape(text) : text))
        }
        lineStart = index + 1
        tab = nil
        escaped = false
      }
    }
    return out
  }

  static func unescape(_ text: String) -> String {
    var out = ""
    var escaped = false
    for character in text {
      if escaped {
        out.append(character == "n" ? "\n" : character == "t" ? "\t" : character)
        escaped = false
      } else if character == "\\" {
        escaped = true
      } else {
        out.append(character)
      }
    }
    return out
  }
}

extension String {
  /// Without the spaces a raw literal's indentation leaves before a key.
  fileprivate var trimmingLeadingSpaces: String {
    guard first == " " else { return self }
    return String(drop { $0 == " " })
  }
}
