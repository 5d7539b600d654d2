import PushCore
import PushPresentation
import PushQATools

/// The simulation panel by words: `sim permission denied`, `sim send thanks on de by Jan`, `sim revert`, in
/// the words a walkthrough uses (`WorldCommand`).
extension AccessibleSession {
  static var simHelp: String {
    "sim opens or closes the panel. Typed after sim, without the panel: " + WorldCommand.help
      + ". pause, resume and step alone are the clock's."
  }

  /// `sim WORDS`: one change to the simulated world, said when it is made.
  func simulate(_ words: String) {
    var parts = words.split(separator: " ").map(String.init)
    guard let verb = parts.first?.lowercased() else { return }
    if verb == "help" {
      reply([Self.simHelp])
      return
    }
    // The clock's verbs alone, as the panel's rows say them.
    if parts.count == 1, let step = WorldCommand.ClockStep(rawValue: verb) { parts = ["clock", step.rawValue] }
    do throws(UsageError) {
      guard let command = try WorldCommand.parse(parts, fail: { UsageError($0) }) else {
        reply(["sim: '\(renderer.clean(verb))' is not something sim can set; sim help lists them."])
        return
      }
      switch app.run(command) {
      case .refused(let why): reply([renderer.sentence("sim " + renderer.clean(why))])
      case .unchanged(let why): reply([why])
      case .started:
        switch command {
        case .stream(let on):
          reply([on ? "Steady stream on: a notification every 5 seconds." : "Steady stream off."])
        default:
          simRepliesDue += 1
        }
      }
    } catch {
      reply(["sim: " + renderer.sentence(renderer.clean(error.message))])
    }
  }
}
