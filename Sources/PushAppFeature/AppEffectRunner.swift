import PushCore
import PushSettingsFeature

/// Runs the root's effects: each feature's by that feature's runner, its results sent back as root actions.
public struct AppEffectRunner: Sendable {
  public let settings: EffectRunner

  public init(clients: PushClients) { settings = EffectRunner(clients: clients) }

  public var clients: PushClients { settings.clients }

  public func run(_ effect: AppEffect, send: @escaping @Sendable (AppAction) -> Void) async {
    switch effect {
    case .settings(let effect): await settings.run(effect) { send(.settings($0)) }
    }
  }
}
