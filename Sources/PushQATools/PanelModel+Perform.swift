import PushAppFeature
import PushCore
import PushLive
import PushPresentation
import PushSettingsFeature
import PushSimulation
import PushWikiClient

/// The panel's rows carried out on the simulated world (or, with real wikis, on them).
extension PanelModel {
  /// Carries out a panel row's change on the simulated world, and returns once the world has made it.
  /// `wikis` are where notifications happen (the app's wikis and one outside them).
  package static func perform(
    _ action: PanelAction, control: SimulationControl, wikis: [Wiki] = [.language("en")],
    latestEdit: DescriptionEdit? = nil
  ) async -> Outcome {
    let world = control.world
    if let events = control.events, let outcome = await performReal(action, events: events, control, latestEdit) {
      return outcome
    }
    switch action {
    case .sendNotification:
      let (notification, delivery) = await world.notifyAtRandom(on: wikis)
      return .sent(notification, delivery)
    case .revertDescription:
      guard let revert = await world.revertLatestDescription() else { return .nothingToDo(Self.nothingToRevert) }
      return .reverted(notificationID: revert.notificationID)
    case .toggleNotificationStream:
      let every = control.settings.notificationStreamMs == nil ? streamMs : nil
      control.update { $0.notificationStreamMs = every }
      await world.setNotificationStream(everyMs: every, on: wikis)
    case .clearFaults:
      control.update { $0.faults = FaultPlan() }
    case .raise(let type):
      await world.notify(type, on: wikis.first ?? .language("en"))
    case .cycleEventWiki:
      break
    case .toggleClock, .stepClock:
      await performClock(action, control: control)
      return .clock
    case .openMenu, .closeMenu, .choose, .setOnTheWeb, .toggleServerValues:
      await performCompose(action, control: control)
    case .sendComposed:
      let (notification, delivery) = await sendComposed(control: control, primary: wikis.first ?? .language("en"))
      return .sent(notification, delivery)
    }
    return .done
  }

  /// Why a revert could not be made.
  package static let nothingToRevert =
    "There is no description of yours to revert: none was published in this run, or the latest was reverted already."

  /// With real wikis, the rows that make events there (or do nothing); nil for the rows that work as in the
  /// simulation.
  static func performReal(
    _ action: PanelAction, events: RealEvents, _ control: SimulationControl, _ latestEdit: DescriptionEdit?
  ) async -> Outcome? {
    switch action {
    case .raise(let type):
      let wiki = eventWiki(control)
      control.update { $0.lastEvent = "\(type.label) on \(wiki.host): asking…" }
      let result = await events.raise(type, wiki)
      let latest = "\(type.label) on \(wiki.host): " + said(result)
      control.update { $0.lastEvent = latest }
      return .happened(latest)
    case .cycleEventWiki:
      let next = next(eventWiki(control), in: events.wikis)
      control.update { $0.eventWiki = next }
      return .done
    case .revertDescription:
      guard let latestEdit else { return .done }
      control.update { $0.lastEvent = "revert on \(latestEdit.wiki.host): asking…" }
      let result = await events.revert(latestEdit)
      let latest = "revert on \(latestEdit.wiki.host): " + said(result)
      control.update { $0.lastEvent = latest }
      return .happened(latest)
    case .sendNotification, .toggleNotificationStream:
      return .done
    default:
      return nil
    }
  }
}
