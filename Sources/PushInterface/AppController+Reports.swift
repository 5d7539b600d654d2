import PushCore
import PushPresentation
import PushQATools

extension AppController {
  /// Outcomes of the panel's work, in the order they ended, and how many started are still to report.
  package final class Reports: Sendable {
    private let outcomes = Locked<(list: [Report], due: Int, kept: Bool)>(([], 0, false))
    private let changes: ChangeSignal
    init(changes: ChangeSignal) { self.changes = changes }
    /// A change of the world has started whose report `finish` will add.
    func begin() { outcomes.withLock { $0.due += 1 } }
    /// Whether the reports are kept for a front end that says them (`take`); the full screen shows the
    /// world's changes in the panel instead, and a list no one takes would grow with every change.
    package func keep() { outcomes.withLock { $0.kept = true } }
    /// An outcome known at once, with no change started.
    func add(_ outcome: Report) {
      outcomes.withLock { if $0.kept { $0.list.append(outcome) } }
      changes.ping()
    }
    /// The report of a change `begin` announced.
    func finish(_ outcome: Report) {
      outcomes.withLock {
        if $0.kept { $0.list.append(outcome) }
        $0.due = max(0, $0.due - 1)
      }
      changes.ping()
    }
    /// Changes of the world started whose reports have not come yet: what they change in the app is said
    /// after what they came to ("Stepped: …", then the switch that went off), not before.
    package var due: Int { outcomes.withLock { $0.due } }
    /// The outcomes since the last call.
    package func take() -> [Report] {
      outcomes.withLock { state in
        defer { state.list = [] }; return state.list
      }
    }
  }

  /// What a change to the simulated world came to.
  package enum Report: Equatable, Sendable {
    /// What a world change typed as words came to.
    case panel(PanelModel.Outcome)
    /// What a panel row's change came to, once the world has made it.
    case panelRow(PanelAction, PanelModel.Outcome)
    /// A world change typed as words (`sim permission denied`) could not be made, and why.
    case refused(String)
  }
}
