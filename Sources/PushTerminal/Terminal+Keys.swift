import CNCurses
import PushCore
import PushPresentation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Keys from ncurses: arrows and function keys, escape sequences read whole, bracketed paste, a hang-up.
extension Terminal {
  /// A key if one is waiting, without waiting.
  public func readKeyNow() -> Key? { waiting(ms: 0) { readKey() } }

  /// Runs `body` with reads waiting `ms` for input, then puts back the wait it had (a paste's second
  /// survives the multibyte reads inside it).
  private func waiting<T>(ms: Int32, _ body: () -> T) -> T {
    let outer = inputDelay
    inputDelay = ms
    timeout(ms)
    defer {
      inputDelay = outer
      timeout(outer)
    }
    return body()
  }

  /// One key code or character, decoded by ncurses in a UTF-8 locale and here otherwise.
  private func readCode(_ out: inout wint_t) -> Int32 {
    unicode ? shim_get_wch(&out) : readByteOrKey(&out)
  }

  /// A key, if one is waiting (or arrives within a paste's wait); nil when none is.
  public func readKey() -> Key? {
    var ch: wint_t = 0
    // Outside a UTF-8 locale ncurses cannot decode what a UTF-8 terminal sends for "日" and drops the
    // rest of the input with it: bytes are read one by one and decoded here instead.
    let kind = readCode(&ch)
    if kind == ERR {
      if Self.inputHungUp() { hungUp = true }
      return nil
    }
    if kind == shim_key_code_yes() {
      let code = Int32(ch)
      switch code {
      case shim_key_up(): return .up
      case shim_key_down(): return .down
      case shim_key_left(): return .left
      case shim_key_right(): return .right
      case shim_key_enter(): return .enter
      case shim_key_backspace(): return .backspace
      case shim_key_home(): return .home
      case shim_key_end(): return .end
      case shim_key_dc(): return .delete
      case shim_key_btab(): return .backTab
      case shim_key_paste_start(): return readPaste()
      case shim_key_paste_end(): return nil
      case shim_key_ppage(): return .pageUp
      case shim_key_npage(): return .pageDown
      case shim_key_resize():
        invalidate()
        return .resize
      case shim_key_mouse():
        var event = MEVENT()
        guard getmouse(&event) == OK else { return nil }
        guard event.bstate & (shim_button1_released() | shim_button1_clicked()) != 0 else { return nil }
        return .click(row: Int(event.y), column: Int(event.x))
      default:
        for n in 1...12 where code == shim_key_f(Int32(n)) { return .function(n) }
        return nil
      }
    }
    switch ch {
    case 27: return readEscape()
    case 9: return .tab
    case 10, 13: return .enter
    case 32: return .space
    case 8, 127: return .backspace
    case 1...26: return .control(Character(Unicode.Scalar(UInt8(ch) + 96)))
    default:
      guard let scalar = Unicode.Scalar(UInt32(ch)), !scalar.isUnsafeControl else { return nil }
      return .character(Character(scalar))
    }
  }

  /// After ESC: Esc itself, or a sequence the terminal's description does not list (tmux under TERM=xterm
  /// sends End as `ESC [ 4 ~`), which ncurses leaves as ESC and its bytes: read whole, the arrows, Home and
  /// End known by their usual forms (a terminal in cursor mode sends `ESC [ B` for Down where the description
  /// lists `ESC O B`), any other ignored. It used to be Esc (back), then stray characters.
  private func readEscape() -> Key? {
    var next: wint_t = 0
    let kind = waiting(ms: 0) { readCode(&next) }
    if kind == shim_key_code_yes() { _ = shim_ungetch(Int32(next)) }  // Esc, then a key ncurses knew.
    guard kind == OK else { return .escape }
    guard next == 0x5B || next == 0x4F else {  // Not CSI or SS3: Esc, and the key after it read next.
      _ = shim_unget_wch(next)
      return .escape
    }
    var body = ""
    let complete = waiting(ms: 0) { () -> Bool in
      while body.count < 16 {
        var byte: wint_t = 0
        guard readCode(&byte) == OK, let scalar = Unicode.Scalar(UInt32(byte)) else { return false }
        body.unicodeScalars.append(scalar)
        // SS3 takes one byte; CSI ends at a byte from @ to ~.
        if next == 0x4F || (0x40...0x7E).contains(byte) { return true }
      }
      return false
    }
    guard complete else { return nil }
    switch body {
    case "A": return .up
    case "B": return .down
    case "C": return .right
    case "D": return .left
    case "H", "1~", "7~": return .home
    case "F", "4~", "8~": return .end
    default: return nil
    }
  }

  /// `get_wch` for a locale that is not UTF-8: a key code, an ASCII byte, or a UTF-8 sequence decoded from
  /// the bytes that follow it (dropped if they do not make one).
  private func readByteOrKey(_ out: inout wint_t) -> Int32 {
    let first = shim_getch()
    if first == ERR { return ERR }
    if first >= shim_key_min() {
      out = wint_t(first)
      return shim_key_code_yes()
    }
    let length = first < 0x80 ? 1 : first >= 0xF0 ? 4 : first >= 0xE0 ? 3 : first >= 0xC0 ? 2 : 0
    guard length > 0 else { return readByteOrKey(&out) }  // A stray continuation byte.
    var bytes = [UInt8(first)]
    let complete = waiting(ms: 0) {
      while bytes.count < length {
        let next = shim_getch()
        guard next != ERR, next < 0x100, next & 0xC0 == 0x80 else { return false }
        bytes.append(UInt8(next))
      }
      return true
    }
    guard complete else { return ERR }
    guard let scalar = String(decoding: bytes, as: UTF8.self).unicodeScalars.first, scalar != "\u{FFFD}" else {
      return ERR
    }
    out = wint_t(scalar.value)
    return OK
  }

  /// The text of a bracketed paste, up to its end mark or a pause of a second (a paste that never ends
  /// must not hang the screen). Past 64 Ki characters the rest is read and dropped: a text field holds far
  /// less, and the rest must not arrive as keys.
  func readPaste() -> Key {
    var text = String.UnicodeScalarView()
    var count = 0  // Counted here: the view's own count walks the whole text each time.
    waiting(ms: 1_000) {
      while true {
        var ch: wint_t = 0
        let kind = readCode(&ch)
        if kind == ERR { break }
        if kind == shim_key_code_yes() {
          if Int32(ch) == shim_key_paste_end() { break }
          continue  // Keys inside a paste (arrows…) are not text.
        }
        guard count < Self.pasteLimit, let scalar = Unicode.Scalar(UInt32(ch)) else { continue }
        text.append(scalar)
        count += 1
      }
    }
    return .paste(String(text))
  }

  static let pasteLimit = 65_536

  /// True when standard input reports a hang-up or an error rather than "nothing yet".
  static func inputHungUp() -> Bool {
    var entry = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
    guard poll(&entry, 1, 0) > 0 else { return false }
    return entry.revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0
  }
}
