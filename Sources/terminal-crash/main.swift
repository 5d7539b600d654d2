import PushCore
import PushPresentation
import PushTerminal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

// A test tool, not shipped: starts the full screen as the app does, draws a line, waits for a byte on
// standard input, then dies as its argument says: `trap` (Swift's own trap, an overflow: SIGILL on x86),
// `segv` (a store to a bad address), `trap-thread` (the trap on another thread), or a signal raised
// (`bus`, `fpe`, `abrt`, `quit`). The fatal-signal rescue's test checks what reaches the terminal.
let how = CommandLine.arguments.dropFirst().first ?? "trap"
let terminal = try Terminal(wantColor: false)
var frame = Frame(width: terminal.size.width, height: terminal.size.height)
frame.put("ready to crash", row: 0, column: 0)
terminal.draw(frame)
var byte: UInt8 = 0
_ = read(STDIN_FILENO, &byte, 1)

/// `Int.max + 1`, from values the optimiser cannot see through.
@inline(never) func overflow(_ count: Int) -> Int { (count + Int.max - 2) + 1 }

switch how {
case "trap": print(overflow(CommandLine.arguments.count))
case "segv": UnsafeMutablePointer<Int>(bitPattern: 16)!.pointee = Int(byte)
case "trap-thread":
  // The trap ends the process from the other thread; this one waits for it.
  OwnThread.start { print(overflow(CommandLine.arguments.count)) }
  while true { pause() }
case "bus": raise(SIGBUS)
case "fpe": raise(SIGFPE)
case "abrt": abort()
case "quit": raise(SIGQUIT)
default: break
}
terminal.close()
