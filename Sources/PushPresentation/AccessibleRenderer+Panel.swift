/// The simulation panel by ear: short when it opens, in full on `r`.
extension AccessibleRenderer {
  /// The panel as it is said when it opens: what happens next, the settings with their values and no hints,
  /// failure points that all say the same as one range, and how to set things without numbers.
  public func panelListing(_ model: ScreenModel, numbering: AccessibleNumbering) -> [String] {
    var lines = [heading(model)]
    var group: [String] = []
    var run: [(Int, Row, String)] = []
    func flushRun() {
      guard let first = run.first, let last = run.last else { return }
      if run.count >= Self.bulk && run.allSatisfy({ $0.2 == first.2 }) {
        group.append("\(first.0) to \(last.0): \(Self.count(run.count, "item")), all \(first.2)")
      } else {
        group += run.map { "\($0.0). \(label($0.1)), \($0.2)" }
      }
      run = []
    }
    func flushGroup() {
      flushRun()
      if !group.isEmpty { lines.append(sentence(group.joined(separator: "; "))) }
      group = []
    }
    for row in model.rows {
      guard let number = numbering.number(of: row) else {
        lines.append(statusLine(row))
        continue
      }
      switch row.role {
      case .heading:
        flushGroup()
        lines.append("\(number). " + sentence(label(row) + ", heading"))
      case .text:
        flushGroup()
        lines.append(line(row, number: number))
      case .popUpButton:
        let value = clean(row.spokenValue ?? spoken(row.value) ?? "")
        if let previous = run.last, previous.2 != value || previous.1.role != row.role { flushRun() }
        run.append((number, row, value))
      default:
        flushRun()
        var words = [label(row)]
        if let value = row.spokenValue ?? spoken(row.value), !value.isEmpty { words.append(clean(value)) }
        if !row.enabled { words.append("dimmed") }
        group.append("\(number). " + words.joined(separator: ", "))
      }
    }
    flushGroup()
    lines.append("r reads the panel in full; sim help says what sim can set without numbers.")
    return lines
  }
}
