import PushPresentation
import PushSettingsFeature

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The linear mode: reads one line at a time from standard input, prints screens and announcements.
public struct AccessibleSession {
  public let store: Store
  let renderer = AccessibleRenderer()
  /// Echo what was typed when input is piped, so a transcript reads as a conversation.
  let echo: Bool

  public init(store: Store, echo: Bool = isatty(STDIN_FILENO) == 0) {
    self.store = store
    self.echo = echo
  }

  func say(_ lines: [String]) {
    for line in lines { print(line) }
    fflush(nil)
  }

  /// Waits for the work an input started, announcing changes as they happen; stops at the OS prompt,
  /// which waits for the user, and after `limitMs` at most.
  func settle(from model: inout ScreenModel, limitMs: Int = 15_000) async {
    var waited = 0
    while true {
      let state = store.state
      let now = ScreenModel(state)
      let lines = renderer.announcements(from: model, to: now)
      if !lines.isEmpty { say(lines) }
      model = now
      if store.effectsInFlight == 0 || state.systemPromptVisible || waited >= limitMs { return }
      try? await Task.sleep(for: .milliseconds(10))
      waited += 10
    }
  }

  public func run() async -> Int32 {
    var model = ScreenModel(store.state)
    await settle(from: &model)
    say(renderer.transcript(model).split(separator: "\n").map(String.init))
    say(["Type h for help."])
    while let raw = readLine(strippingNewline: true) {
      let input = raw.terminalSafeInput
      if echo { say(["> \(input)"]) }
      let elements = renderer.elements(model)
      switch input {
      case "":
        continue
      case "q", "quit":
        say(["Goodbye."])
        return 0
      case "h", "help", "?":
        say([AccessibleRenderer.help])
      case "r":
        say(renderer.transcript(model).split(separator: "\n").map(String.init))
      case "b", "back":
        let commands = KeyHandler().back(model)
        if commands.isEmpty {
          say([model.alert == nil ? "Already at the top; type q to quit." : "Answer the alert first."])
        }
        for case .send(let action) in commands { store.send(action) }
      case "bg":
        say(["The app went to the background and came back."])
        store.send(.enteredBackground)
        store.send(.enteredForeground)
      default:
        guard let number = Int(input), number >= 1, number <= elements.count else {
          say(["Not understood: type a number from 1 to \(elements.count), or b, r, h, bg or q."])
          continue
        }
        let row = elements[number - 1]
        switch row.activation {
        case .send(let action)? where row.enabled:
          store.send(action)
        case .send?:
          say(["\(number) is dimmed right now."])
        case .inert?:
          say(["\(number), \(row.label), is not part of this simulation."])
        case nil:
          say(["\(number) is \(row.role == .heading ? "a heading" : "text"); there is nothing to activate."])
        }
      }
      await settle(from: &model)
    }
    return 0
  }
}

extension String {
  /// Typed input with control characters removed and spaces trimmed.
  var terminalSafeInput: String { terminalSafe.trimmingSpaces.lowercased() }
}
