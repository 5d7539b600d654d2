import CNCurses
import CTerminalRescue

/// What puts the terminal back if the process dies of a fatal signal while the full screen is up: the
/// sequences that leave it, read from the terminal's description now (the handler may not call ncurses),
/// and the shell's terminal modes. The handler itself is C (`CTerminalRescue`).
public enum FatalSignalRescue {
  /// Mouse reporting off (every mode ncurses may have asked for), bracketed paste off, then the
  /// description's own: keypad transmit off, attributes reset, cursor visible, alternate screen left.
  static func resetBytes() -> [UInt8] {
    var bytes = Array("\u{1B}[?1000l\u{1B}[?1002l\u{1B}[?1003l\u{1B}[?1006l\u{1B}[?2004l".utf8)
    let fallbacks = [
      ("rmkx", "\u{1B}[?1l\u{1B}>"), ("sgr0", "\u{1B}[m"), ("cnorm", "\u{1B}[?25h"), ("rmcup", "\u{1B}[?1049l"),
    ]
    for (name, fallback) in fallbacks {
      if let value = shim_string_capability(name) {
        // A description's strings may hold delays ($<5>) for old hardware; terminals today need none.
        bytes += withoutPadding(Array(String(cString: value).utf8))
      } else {
        bytes += Array(fallback.utf8)
      }
    }
    return bytes
  }

  /// Drops terminfo's `$<…>` delay marks, which only ncurses' own output routine understands.
  static func withoutPadding(_ bytes: [UInt8]) -> [UInt8] {
    var out: [UInt8] = []
    var index = 0
    while index < bytes.count {
      if bytes[index] == UInt8(ascii: "$"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "<"),
        let end = bytes[index...].firstIndex(of: UInt8(ascii: ">"))
      {
        index = end + 1
        continue
      }
      out.append(bytes[index])
      index += 1
    }
    return out
  }

  /// Arms the handler for standard output, the terminal ncurses draws on; its modes now are the shell's.
  static func arm() {
    let bytes = resetBytes()
    _ = bytes.withUnsafeBufferPointer { buffer in
      buffer.withMemoryRebound(to: CChar.self) { terminal_rescue_arm(1, $0.baseAddress, $0.count) }
    }
  }

  static func disarm() { terminal_rescue_disarm() }

  /// Arms the handler for a terminal read key by key outside the full screen (the accessible mode): only its
  /// modes, as they are now, are put back. Call before changing them; `disarmModes` once they are restored.
  public static func armModes(of fd: Int32) { _ = terminal_rescue_arm(fd, nil, 0) }

  public static func disarmModes() { terminal_rescue_disarm() }
}
