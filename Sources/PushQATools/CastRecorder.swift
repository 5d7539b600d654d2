import PushCore
import PushLive
import PushPresentation
import PushSimulation
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Writes an asciicast v2 file: a header line, then `[seconds, "o", text]` events, and `[seconds, "r", "WxH"]`
/// when the screen changes size. Full-screen frames are written as whole repaints, so any frame, the last
/// included, plays alone. The header is written with the first event, so it carries the real size.
package final class CastRecorder {
  private let file: OutputFile
  private let clock = ContinuousClock()
  private var start: ContinuousClock.Instant
  private var last: Frame?
  private let term: String
  private var began = false
  /// The size the header or the last `"r"` event gave; nil before the header.
  private var size: (width: Int, height: Int)?

  /// Opens the file without changing it: an unwritable path is reported before anything else is touched.
  /// `term` is the TERM the session runs under, written into the header.
  package init(path: String, term: String) throws(UsageError) {
    file = try OutputFile(flag: "--record", path: path)
    start = clock.now
    let safe = term.terminalSafe
    self.term = safe.isEmpty || safe == "dumb" ? "xterm-256color" : safe
  }

  deinit { close() }

  /// Empties the file; the recording's time starts here.
  package func begin() {
    file.begin()
    start = clock.now
    began = true
  }

  private func header(width: Int, height: Int) {
    var stamp = timespec()
    clock_gettime(CLOCK_REALTIME, &stamp)
    let header: JSONValue = .object([
      ("version", 2), ("width", .number(Double(width))), ("height", .number(Double(height))),
      ("timestamp", .number(Double(stamp.tv_sec))),
      ("env", .object([("TERM", .string(term)), ("SHELL", "/bin/sh")])), ("title", "push-settings"),
    ])
    file.write(header.serialized + "\n")
    size = (width, height)
  }

  /// The first write that failed, in words.
  package var failure: String? { file.failure }

  package func close() { file.close() }

  private var seconds: JSONValue { .number((clock.now - start).milliseconds.rounded() / 1000) }

  private func event(_ text: String) {
    if size == nil { header(width: 80, height: 24) }
    file.write(JSONValue.array([seconds, "o", .string(text)]).serialized + "\n")
  }

  /// Records a full-screen frame unless it is the one recorded last; a new size is an `"r"` event first.
  package func frame(_ frame: Frame) {
    guard began, frame != last else { return }
    last = frame
    if let size {
      if size.width != frame.width || size.height != frame.height {
        file.write(JSONValue.array([seconds, "r", .string("\(frame.width)x\(frame.height)")]).serialized + "\n")
        self.size = (frame.width, frame.height)
      }
    } else {
      header(width: frame.width, height: frame.height)
    }
    event(Self.ansi(frame))
  }

  /// Records lines of the accessible mode, each cleaned: a player would act on a control in them.
  package func lines(_ lines: [String]) {
    event(lines.map { $0.lineSafe + "\r\n" }.joined())
  }

  /// The frame as a terminal would be told to draw it: clear, then each line with its attributes.
  package static func ansi(_ frame: Frame) -> String {
    var out = "\u{1B}[H\u{1B}[2J"
    for row in 0..<frame.height {
      var current = CellStyle.plain
      out += "\u{1B}[\(row + 1);1H"
      for column in 0..<frame.width {
        let cell = frame[row, column]
        if cell.style != current {
          out += sgr(cell.style)
          current = cell.style
        }
        // A frame's cells hold no control (Frame.put shows `^[` instead); a player acts on one, so none passes.
        out += cell.character.terminalSafe
      }
      if current != .plain { out += "\u{1B}[0m" }
    }
    out += "\u{1B}[\(frame.cursor.row + 1);\(frame.cursor.column + 1)H"
    return out
  }

  package static func sgr(_ style: CellStyle) -> String {
    var codes = ["0"]
    if style.bold { codes.append("1") }
    if style.dim { codes.append("2") }
    if style.underline { codes.append("4") }
    if style.reverse { codes.append("7") }
    switch style.color {
    case .accent?: codes.append("36")
    case .good?: codes.append("32")
    case .busy?: codes.append("33")
    case .bad?: codes.append("31")
    case .muted?: codes.append("34")
    case nil: break
    }
    return "\u{1B}[" + codes.joined(separator: ";") + "m"
  }
}
