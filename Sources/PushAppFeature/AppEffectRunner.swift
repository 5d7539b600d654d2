import PushCore
import PushDescriptionFeature
import PushInboxFeature
import PushSettingsFeature

/// Runs the root's effects: each feature's by that feature's runner, its results sent back as root actions.
public struct AppEffectRunner: Sendable {
  public let settings: EffectRunner
  public let inbox: InboxEffectRunner
  public let description: DescriptionEffectRunner

  public init(clients: AppClients) {
    settings = EffectRunner(clients: clients.settings)
    inbox = InboxEffectRunner(clients: clients.inbox)
    description = DescriptionEffectRunner(clients: clients.description)
  }

  public func run(_ effect: AppEffect, send: @escaping @Sendable (AppAction) -> Void) async {
    switch effect {
    case .settings(let effect): await settings.run(effect) { send(.settings($0)) }
    case .inbox(let effect): await inbox.run(effect) { send(.inbox($0)) }
    case .description(let effect): await description.run(effect) { send(.description($0)) }
    }
  }
}
