import CNCurses
import PushCore
import PushPresentation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The ncurses screen: copies frames to the terminal, puts the hardware cursor on the focused row,
/// and reads keys. Nothing else in the app knows a terminal exists.
public final class Terminal {
  public struct StartError: Error, CustomStringConvertible {
    public var description: String
  }

  private var previous: Frame?
  /// One cell's scalars and the terminating zero, reused for every cell drawn.
  private var characters = [wchar_t](repeating: 0, count: 5)
  private var open = false
  public let color: Bool
  /// The terminal draws dim text (xterm-mono's terminfo has no `dim`, and ncurses then draws plain text).
  public let dim: Bool
  /// How many colours the terminal shows (`.none` without colour, as with NO_COLOR).
  public let depth: TerminalPalette.Depth
  /// The colours the pairs are set to now.
  private var palette = TerminalPalette.terminalOwn
  public let unicode: Bool
  /// The terminal went away (its other end closed) without a SIGHUP reaching us, as under a wrapper
  /// that keeps it: reads then fail at once, and a loop that only waited for keys would spin.
  public internal(set) var hungUp = false
  /// How long a read waits for a key, in ms (ncurses' `timeout`, which cannot be read back): none; the loop
  /// sleeps in `sleepUntilEvent` instead, woken by a key, a signal or a change.
  var inputDelay: Int32 = 0

  /// True when the locale's character set is UTF-8 (else ASCII glyphs are used). Only the character
  /// type is taken from the environment: it is all ncurses and the app use, and loading every category
  /// costs a dozen file reads at start-up.
  public static func localeIsUTF8() -> Bool {
    setlocale(LC_CTYPE, "")
    guard let codeset = nl_langinfo(nl_item(CODESET)) else { return false }
    let name = String(cString: codeset).lowercased()
    return name == "utf-8" || name == "utf8"
  }

  /// The description used when TERM names one this machine does not have (xterm-kitty, xterm-ghostty…).
  public static let fallbackType = "xterm-256color"
  /// True when TERM was not known here and `fallbackType` is used instead.
  public private(set) var usedFallback = false

  /// Starts the full screen. `wantColor` is false for NO_COLOR; colour is also off where the terminal has none.
  /// Throws, rather than letting ncurses print and exit, when neither TERM nor `fallbackType` is known here.
  public init(wantColor: Bool) throws(StartError) {
    unicode = Self.localeIsUTF8()
    // newterm, not initscr: initscr prints "Error opening terminal" and exits for a TERM it does not know.
    if shim_newterm(nil) == nil {
      guard shim_newterm(Self.fallbackType) != nil else {
        throw StartError(description: "neither TERM nor \(Self.fallbackType) has a terminal description here")
      }
      usedFallback = true
    }
    open = true
    SignalWatch.watchResize()
    raw()  // Ctrl-C and Ctrl-Z arrive as keys, so quitting and suspending restore the terminal first.
    noecho()
    nonl()
    keypad(shim_stdscr(), true)
    set_escdelay(25)
    timeout(inputDelay)
    leaveok(shim_stdscr(), false)
    curs_set(1)
    mousemask(shim_button1_clicks(), nil)
    mouseinterval(0)
    // A paste arrives as one piece, so a text field takes it whole and its control characters never act as keys.
    define_key("\u{1B}[200~", shim_key_paste_start())
    define_key("\u{1B}[201~", shim_key_paste_end())
    shim_bracketed_paste(1)
    var hasColor = false
    if wantColor && has_colors() {
      start_color()
      use_default_colors()
      // The terminal's own ground and the roles' ANSI colours until a theme is used (Light and Sepia on 8
      // colours keep them).
      for (index, role) in palette.roles.enumerated() { init_pair(Int16(index + 1), Int16(role), -1) }
      hasColor = true
    }
    color = hasColor
    dim = shim_has_dim() != 0
    depth = hasColor ? TerminalPalette.Depth(colors: Int(shim_colors())) : .none
    // Until the screen has been suspended and resumed once, ncurses flushes after every cursor move, so
    // each frame would leave in a write per row. Suspend now; the first refresh resumes, and from then on
    // a frame is one write.
    endwin()
    // The terminal is in the shell's modes again here: they are the ones a crash must put back.
    FatalSignalRescue.arm()
  }

  deinit { close() }

  public var size: (width: Int, height: Int) { (Int(shim_cols()), Int(shim_lines())) }

  /// Restores the terminal. Safe to call more than once.
  public func close() {
    guard open else { return }
    open = false
    shim_bracketed_paste(0)
    endwin()
    FatalSignalRescue.disarm()
  }

  /// The colour pair of a cell without a colour of its own: 0 (the terminal's own text and ground), or, under
  /// a theme that sets them, `groundPair`.
  private var plainPair: Int16 = 0
  /// The pair after the roles' (1 to 5): the theme's text on its ground.
  private static let groundPair = Int16(CellStyle.Color.all.count + 1)

  /// Sets the terminal's colours to `theme`'s, or to its own for nil (nothing where it has no colour); the
  /// next frame is drawn in full when they change, so every cell takes the new ground.
  public func use(_ theme: Theme?) {
    guard open, color else { return }
    let wanted = theme.flatMap { TerminalPalette($0, depth: depth) } ?? .terminalOwn
    guard wanted != palette else { return }
    palette = wanted
    for (index, role) in wanted.roles.enumerated() {
      init_pair(Int16(index + 1), Int16(role), Int16(wanted.background))
    }
    // Pair 0 is the terminal's own colours, which ncurses resets to rather than paints: a theme's ground is a
    // pair of its own, for every plain cell and for the blanks erase and clear leave.
    if wanted.foreground == -1 && wanted.background == -1 {
      plainPair = 0
    } else {
      init_pair(Self.groundPair, Int16(wanted.foreground), Int16(wanted.background))
      plainPair = Self.groundPair
    }
    shim_background_pair(plainPair)
    invalidate()
  }

  /// Copies the cells that changed since the last frame, then moves the hardware cursor. Returns the frame
  /// shown until now, whose memory the next frame can be made in.
  @discardableResult
  public func draw(_ frame: Frame) -> Frame? {
    let full = previous.map { $0.width != frame.width || $0.height != frame.height } ?? true
    if full { erase() }
    for row in 0..<frame.height {
      if !full, let previous, !frame.rowDiffers(row, from: previous) { continue }
      for column in 0..<frame.width {
        let cell = frame[row, column]
        if !full, let previous, previous[row, column] == cell { continue }
        // After erase, a plain blank is on screen already (erase leaves the plain pair's space): most of a
        // first frame's cells, each a call into ncurses saved.
        if full && cell == Cell.blank { continue }
        if cell.isContinuation { continue }  // The right half of a wide character.
        put(cell, row: row, column: column)
      }
    }
    let shown = previous.take()
    previous = frame
    move(Int32(frame.cursor.row), Int32(frame.cursor.column))
    refresh()
    return shown
  }

  /// Runs a keystroke's drawing path with a frame that is not shown: its changed cells go into ncurses'
  /// screen and straight back out, and the update that follows finds nothing to send. The first real key
  /// then finds this code and ncurses' paged in (it was the slowest keystroke of a session).
  public func warmUp(_ frame: Frame) {
    guard let previous, previous.width == frame.width, previous.height == frame.height else { return }
    for row in 0..<frame.height where frame.rowDiffers(row, from: previous) {
      for column in 0..<frame.width where frame[row, column] != previous[row, column] {
        let (shown, scratch) = (previous[row, column], frame[row, column])
        if !scratch.isContinuation { put(scratch, row: row, column: column) }
        if !shown.isContinuation { put(shown, row: row, column: column) }
      }
    }
    move(Int32(previous.cursor.row), Int32(previous.cursor.column))
    refresh()
    // A printable key takes a path of its own through ncurses (multibyte decoding) and here: a key pushed
    // back and read at once runs it, so the first letter typed is not slower than the first arrow.
    if ungetch(Int32(UInt8(ascii: "x"))) == OK { _ = readKeyNow() }
  }

  private func put(_ cell: Cell, row: Int, column: Int) {
    var attrs = shim_a_normal()
    if cell.style.bold { attrs |= shim_a_bold() }
    if cell.style.reverse { attrs |= shim_a_reverse() }
    if cell.style.dim { attrs |= shim_a_dim() }
    if cell.style.underline { attrs |= shim_a_underline() }
    let pair = color ? cell.style.color.map { Int16($0.rawValue) } ?? plainPair : 0
    var count = 0
    cell.forEachDrawnScalar { value in
      // The last guard before the terminal: a frame holds no control (Frame.put shows `^[` instead), and if
      // one got into a cell some other way it still leaves as a "?".
      let safe = Unicode.Scalar(value).map { $0.isUnsafeForTerminal } ?? true ? UInt32(UInt8(ascii: "?")) : value
      characters[count] = wchar_t(bitPattern: safe)
      count += 1
    }
    characters[count] = 0
    _ = shim_put_cell(Int32(row), Int32(column), characters, attrs, pair)
  }

  /// Gives the shell's screen back until the next frame (for lines said on standard error before the app's
  /// first frame); the next `draw` takes the full screen again and draws it in full.
  public func leaveForOutput() {
    guard open else { return }
    endwin()
    invalidate()
  }

  /// Forgets what is on screen so the next frame is drawn in full (after a resize or a resume).
  public func invalidate() {
    previous = nil
    clearok(shim_stdscr(), true)
  }

  /// Ctrl-Z, or a SIGTSTP from outside: gives the terminal back to the shell and stops; `fg` continues here
  /// and the screen is drawn again. Every stop goes through here, however many there are.
  public func suspend() {
    shim_bracketed_paste(0)
    endwin()
    SignalWatch.stopProcess()
    // Continued by the shell's fg.
    refresh()
    shim_bracketed_paste(1)
    invalidate()
  }
}

extension Unicode.Scalar {
  var isUnsafeControl: Bool { value < 0x20 || (0x7F...0x9F).contains(value) }
}
