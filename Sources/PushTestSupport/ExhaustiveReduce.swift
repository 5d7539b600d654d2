import PushAppFeature
import PushCore
import PushDescriptionFeature
import PushInboxFeature
import PushPresentation
import PushSettingsFeature
import Testing

/// A reducer step checked whole, as TCA's TestStore checks one: after `action` the state must equal the
/// state before with `change` made to it and nothing else, and the effects must be exactly `effects`. A
/// difference is reported field by field.
public func expectReduce<State: Equatable, Effect: Equatable>(
  _ state: inout State, effects: [Effect], _ change: (inout State) -> Void,
  reduce: (inout State) -> [Effect], sourceLocation: SourceLocation = #_sourceLocation
) {
  var expected = state
  change(&expected)
  let actual = reduce(&state)
  #expect(actual == effects, "effects", sourceLocation: sourceLocation)
  if state != expected {
    Issue.record(
      Comment(
        rawValue: "the state changed otherwise than said:\n" + differences(expected, state).joined(separator: "\n")),
      sourceLocation: sourceLocation)
  }
}

extension AppState {
  /// Sends `action` and checks the whole state after it (`change` says what changed; each feature's context
  /// follows from the rest, as the root shares it) and every effect.
  public mutating func expect(
    _ action: AppAction, effects: [AppEffect] = [], _ change: (inout AppState) -> Void = { _ in },
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    expectReduce(
      &self, effects: effects,
      { state in
        change(&state)
        state.shareContext()
      }, reduce: { $0.reduce(action) }, sourceLocation: sourceLocation)
  }
}

extension RootState {
  /// Sends `action` to the root (a key is one) and checks the whole state after it, the shell's with the
  /// app's, and every effect.
  public mutating func expect(
    _ action: RootAction, effects: [AppEffect] = [], _ change: (inout RootState) -> Void = { _ in },
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    expectReduce(
      &self, effects: effects,
      { state in
        change(&state)
        state.app.shareContext()
      }, reduce: { $0.reduce(action) }, sourceLocation: sourceLocation)
  }
}

extension PushSettingsState {
  /// Sends `action` to the push feature alone and checks its whole state and every effect.
  public mutating func expect(
    _ action: PushSettingsAction, effects: [PushSettingsEffect] = [],
    _ change: (inout PushSettingsState) -> Void = { _ in },
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    expectReduce(&self, effects: effects, change, reduce: { $0.reduce(action) }, sourceLocation: sourceLocation)
  }
}

extension InboxState {
  /// Sends `action` to the Notifications Center alone and checks its whole state and every effect.
  public mutating func expect(
    _ action: InboxAction, effects: [InboxEffect] = [], _ change: (inout InboxState) -> Void = { _ in },
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    expectReduce(&self, effects: effects, change, reduce: { $0.reduce(action) }, sourceLocation: sourceLocation)
  }
}

extension DescriptionState {
  /// Sends `action` to the description feature alone and checks its whole state and every effect.
  public mutating func expect(
    _ action: DescriptionAction, effects: [DescriptionEffect] = [],
    _ change: (inout DescriptionState) -> Void = { _ in }, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    expectReduce(&self, effects: effects, change, reduce: { $0.reduce(action) }, sourceLocation: sourceLocation)
  }
}

/// Where two values differ, as paths to the fields that differ ("settings.phase: on ≠ off").
public func differences<T>(_ expected: T, _ actual: T) -> [String] {
  var out: [String] = []
  func walk(_ a: Any, _ b: Any, _ path: String, depth: Int) {
    let (da, db) = (String(describing: a), String(describing: b))
    guard da != db else { return }
    let (ma, mb) = (Mirror(reflecting: a), Mirror(reflecting: b))
    let labels = ma.children.compactMap(\.label)
    guard depth < 6, ma.displayStyle == .struct, !labels.isEmpty, labels == mb.children.compactMap(\.label) else {
      out.append("\(path.isEmpty ? "state" : path): expected \(da), got \(db)")
      return
    }
    for (ca, cb) in zip(ma.children, mb.children) {
      walk(ca.value, cb.value, path.isEmpty ? ca.label! : "\(path).\(ca.label!)", depth: depth + 1)
    }
  }
  walk(expected, actual, "", depth: 0)
  return out
}
