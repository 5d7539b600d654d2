import PushAppFeature
import PushCore
import PushInterface
import PushLive
import PushPresentation
import PushQATools
import PushSettingsFeature
import PushSimulation
import PushTerminal
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The interactive full screen: ncurses started at once, the app prepared meanwhile, then the loop.
extension CommandLineTool {
  /// The interactive full screen, run on the calling thread.
  static func runInteractiveFullScreen(_ options: LaunchOptions) -> Int32 {
    let logged = LogBuffer()
    defer { for line in logged.lines { printError("note: \(line)") } }
    let log: @Sendable (String) -> Void = { logged.append($0) }
    // The recording is opened first, so that a path it cannot write is said before anything is changed.
    let recorder: CastRecorder?
    do {
      recorder = try openRecorder(options)
    } catch {
      printError(error.message)
      return 2
    }
    defer { recorder?.close() }
    // This thread starts ncurses, then runs the jobs that prepare the app itself (a named state driven to its
    // place): no thread of the pool is woken for each hop, which was half the time to the first frame. Once the
    // app is ready the jobs go to the pool as usual, and this thread owns the screen.
    let pump = PumpingExecutor()
    // What the app waits for before it can start (the logins with --backend): shown at once, over the screen
    // it will start on. A stalling wiki showed nothing for the read time-out, with typed keys echoed.
    let waitingFor = Handoff<(AppState, String)>()
    let preparing = Blocking.begin(on: pump) { () async -> Result<Prepared, UsageError> in
      do throws(UsageError) {
        let waiting: AppEnvironment.Waiting = { state, message in
          waitingFor.put((state, message))
          pump.wake()
        }
        return .success(try await prepare(options, log: log, executor: pump, waiting: waiting))
      } catch {
        return .failure(error)
      }
    }
    SignalWatch.install()
    let terminal = startTerminal(wantColor: wantsColor)
    // Keys and signals are taken while the app is prepared: a slow wiki held a quit until its logins ended.
    var waiting = WaitingScreen(terminal: try? terminal.get(), annotations: options.showsAnnotations)
    pump.pump(until: { preparing.isReady || waiting.quit != nil }) {
      if let shown = waitingFor.take() { waiting.show(shown) }
      waiting.takeInput()
    } sleep: { fd in
      waiting.sleep(on: fd)
    }
    // What is said on standard error next (warnings, the refused logins) goes to the shell's screen, as when
    // nothing was drawn yet; the app's first frame takes the full screen back.
    if waiting.drew, case .success(let shown) = terminal { shown.leaveForOutput() }
    if let status = waiting.quit {
      // The logins are left to the process's end: nothing of the app has changed yet, so nothing is saved.
      if case .success(let started) = terminal { started.close() }
      return status
    }
    switch preparing.take() {
    case .failure(let error):
      if case .success(let started) = terminal { started.close() }
      printError(error.message)
      return 2
    case .success(let prepared):
      return run(prepared, options, recorder: recorder, terminal: terminal, typedAhead: waiting.kept)
    }
  }

  /// The prepared app on the started terminal, or in the accessible mode when there is no terminal
  /// description; the exit status.
  static func run(
    _ prepared: Prepared, _ options: LaunchOptions, recorder: CastRecorder?,
    terminal: Result<Terminal, Terminal.StartError>, typedAhead: [Key] = []
  ) -> Int32 {
    // A warning goes to the shell's screen, never over the full screen ncurses keeps (it stayed on the title
    // bar, which ncurses did not know to draw again): the first frame takes the screen back, and the app
    // says the warning on its last line too (startNotes).
    if !prepared.env.warnings.isEmpty, case .success(let shown) = terminal { shown.leaveForOutput() }
    for warning in prepared.env.warnings { printError("warning: \(warning)") }
    recorder?.begin()
    var status: Int32
    if let shown = fullScreen(prepared, recorder: recorder, terminal: terminal, typedAhead: typedAhead) {
      status = shown
    } else {
      // No terminal description: the accessible mode, as a task, while this thread waits.
      let handed = Handed(recorder)
      let notes = prepared.startNotes
      status = Blocking.wait {
        await accessibleSession(prepared.env, recorder: handed.value, brief: options.brief, notes: notes)
      }
    }
    prepared.env.finish()
    return outputFilesFailed(trace: prepared.env.trace, recorder: recorder, status: status)
  }

  /// ncurses started, or why it could not be.
  static func startTerminal(wantColor: Bool) -> Result<Terminal, Terminal.StartError> {
    do throws(Terminal.StartError) {
      return .success(try Terminal(wantColor: wantColor))
    } catch {
      return .failure(error)
    }
  }
}
