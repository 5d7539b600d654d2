import PushCore
import PushInterface
import PushTerminal
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The accessible mode's input from a terminal, taken before the app is ready: the logins with --backend may
/// wait seconds on a slow wiki, and a quit typed meanwhile (q and Enter, Ctrl-D, Ctrl-C, or an ending
/// signal) ends the run at once instead of after them. Everything typed is kept for the session all the same.
/// Key by key when the output is a terminal too; else line by line (the output piped to a log, or a file).
final class EarlyKeys: Sendable {
  /// The terminal's events, every one, for the session once it starts (output on a terminal).
  let events: AsyncStream<TerminalInput.Event>?
  /// The lines typed, every one, for the session once it starts (output elsewhere).
  let lines: AsyncStream<String>?
  private let quitting = OneShot<Int32>()

  /// Takes the input; nil when standard input is not a terminal (a script's lines are the session's, after
  /// the first screen, as they always were).
  init?() {
    guard isatty(STDIN_FILENO) != 0 else { return nil }
    let quitting = quitting
    if isatty(STDOUT_FILENO) != 0, let source = TerminalInput.start() {
      let (events, continuation) = AsyncStream<TerminalInput.Event>.makeStream()
      (self.events, self.lines) = (events, nil)
      Task.detached {
        var line = LineWatch()
        for await event in source {
          if let status = line.take(event) { quitting.offer(status) }
          continuation.yield(event)
        }
        continuation.finish()
      }
    } else {
      let source = LineReader.lines()
      let (lines, continuation) = AsyncStream<String>.makeStream()
      (self.events, self.lines) = (nil, lines)
      Task.detached {
        for await line in source {
          if LineWatch.isQuit(line) { quitting.offer(0) }
          continuation.yield(line)
        }
        quitting.offer(0)  // The input ended (Ctrl-D).
        continuation.finish()
      }
    }
  }

  /// `work`'s result, or nil with the exit status when the user quits first. `work` is then left running
  /// (it may be waiting for a server that never answers): the process ends without it.
  func first<T: Sendable>(_ work: @escaping @Sendable () async -> T) async -> Result<T, Quit> {
    let race = OneShot<Result<T, Quit>>()
    Task.detached { race.offer(.success(await work())) }
    Task.detached { [quitting] in race.offer(.failure(Quit(status: await quitting.value()))) }
    return await race.value()
  }

  /// The user quit while the app was prepared.
  struct Quit: Error {
    let status: Int32
  }

  /// The line typed so far, as the session will edit it, and whether an event asks to end.
  struct LineWatch {
    private var line = ""

    /// Whether a line, as the session reads it, is the quit command.
    static func isQuit(_ line: String) -> Bool {
      let command = line.split(separator: " ").joined(separator: " ").lowercased()
      return command == "q" || command == "quit"
    }

    /// The exit status when `event` ends the session: q or quit and Enter, Ctrl-D on an empty line, the
    /// terminal gone, a signal.
    mutating func take(_ event: TerminalInput.Event) -> Int32? {
      switch event {
      case .interrupted(let signal): return 128 + signal
      case .ended: return 0
      case .resumed: return nil
      case .key(let key): return take(key)
      }
    }

    private mutating func take(_ key: LineKey) -> Int32? {
      switch key {
      case .text(let text): line += text
      case .erase: if !line.isEmpty { line.removeLast() }
      case .eraseWord:
        while line.last == " " { line.removeLast() }
        while let last = line.last, last != " " { line.removeLast() }
      case .eraseLine: line = ""
      case .enter, .pastedLineBreak:
        defer { line = "" }
        if Self.isQuit(line) { return 0 }
      case .escape: line = ""
      case .end: if line.isEmpty { return 0 }
      }
      return nil
    }
  }
}

/// One value, offered by any number of tasks, the first kept; awaited by one.
final class OneShot<Value: Sendable>: Sendable {
  private let state = Locked<(value: Value?, waiter: CheckedContinuation<Value, Never>?)>((nil, nil))

  func offer(_ value: Value) {
    let waiter = state.withLock { s -> CheckedContinuation<Value, Never>? in
      guard s.value == nil else { return nil }
      s.value = value
      return s.waiter.take()
    }
    waiter?.resume(returning: value)
  }

  func value() async -> Value {
    await withCheckedContinuation { continuation in
      let ready = state.withLock { s -> Value? in
        if let value = s.value { return value }
        s.waiter = continuation
        return nil
      }
      if let ready { continuation.resume(returning: ready) }
    }
  }
}
