import PushLive
import PushPresentation
import PushSimulation

/// The simulation panel's hold on time: pause, resume and step the simulated clock.
extension PanelModel {
  /// A time on the simulated clock: milliseconds below ten seconds ("150 ms"), then seconds ("12.3 s").
  static func seconds(_ ms: Int) -> String { ms < 10_000 ? "\(ms) ms" : "\(ms / 1000).\(ms % 1000 / 100) s" }

  /// Always the same four rows, at the end, so that the rows above keep their numbers.
  package static func clockRows(_ control: SimulationControl) -> [Row] {
    guard let clock = control.clock else { return [] }
    let paused = clock.isPaused
    let pending = clock.pending
    let state =
      paused ? "paused at \(seconds(clock.nowMs)), \(pending) waiting" : "running"
    let note = clockLatest(control)
    return [
      Row(id: "sim.time", label: "Simulated time", role: .heading),
      Row(
        id: "sim.clock", label: "Simulated clock", value: .detail(state), role: .button,
        hint: paused
          ? "Resumes: what waits on the clock goes on from where it was"
          : "Pauses: calls in flight, a late token, banners and the steady stream wait until it resumes",
        activation: .panel(.toggleClock)),
      Row(
        id: "sim.step", label: "Step to the next event", role: .button,
        hint: "Pauses the clock, then runs it to the next thing due and says what it was",
        activation: .panel(.stepClock)),
      Row(id: "sim.clockNote", label: "Latest: \(note)", role: .text),
    ] + worldRows(control)
  }

  /// How many calls made since the latest pause, resume or step `clockLatest` names.
  static let clockCallsShown = 8

  /// What the latest pause, resume or step came to, and the calls made since (a step that lets a write go on
  /// to four wikis names all four): the panel's "Latest" row, and the answer to `sim step`.
  package static func clockLatest(_ control: SimulationControl) -> String {
    var note = control.settings.clockNote?.text ?? "none yet"
    if let since = control.settings.clockNote?.traceCount, let trace = control.trace {
      // A step's calls all (a write to four wikis names the four); after a resume the clock runs on and the
      // calls with it, so the list stops at a few and counts the rest.
      let calls = trace.since(since).map(\.logLine)
      let shown = calls.prefix(Self.clockCallsShown)
      if !calls.isEmpty {
        let rest = calls.count - shown.count
        note +=
          " Then: " + shown.joined(separator: "; ")
          + (rest > 0 ? "; and \(rest) more (the call log has them)" : "") + "."
      }
    }
    return note
  }

  /// What the simulated wikis keep between runs, when they are kept (saved with the app's state).
  static func worldRows(_ control: SimulationControl) -> [Row] {
    guard let kept = control.keptWorld else { return [] }
    return [
      Row(
        id: "sim.world",
        label: "The wikis keep \(kept.summary), since \(WallClock.utc(kept.since)) (--reset-world starts them new).",
        role: .text)
    ]
  }

  static func performClock(_ action: PanelAction, control: SimulationControl) async {
    guard let clock = control.clock else { return }
    let calls = control.trace?.count
    switch action {
    case .toggleClock where clock.isPaused:
      control.update { $0.clockNote = ClockNote("Resumed at \(seconds(clock.nowMs)).", traceCount: calls) }
      await clock.resume()
    case .toggleClock:
      clock.pause()
      control.update {
        $0.clockNote = ClockNote("Paused at \(seconds(clock.nowMs)); what is due waits until you resume or step.")
      }
    default:
      let before = clock.nowMs
      let step = await clock.step()
      let text: String
      switch step {
      case .nothingWaiting: text = "Nothing waits on the clock at \(seconds(before))."
      case .released(let count):
        text = "Stepped: what was held at this moment went on\(count == 1 ? "" : " (\(count) things)")."
      case .advanced(let ms, let count):
        text =
          "Stepped \(ms) ms to \(seconds(clock.nowMs)): \(count == 1 ? "one wait" : "\(count) waits") ended."
      }
      control.update { $0.clockNote = ClockNote(text, traceCount: calls) }
    }
  }
}
