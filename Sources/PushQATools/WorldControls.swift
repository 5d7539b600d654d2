import PushAppFeature
import PushCore
import PushPresentation
import PushSettingsFeature
import PushSimulation

/// The simulated world as the front ends reach it: the panel's screen and its rows carried out, a world
/// command's changes, and the held clock. `SimulationControl` is the one there is; which world it drives
/// (the simulator's wikis, or real ones with only the device simulated) is decided where the app is wired
/// up, and the front ends see only this.
package protocol WorldControls: AnyObject, Sendable {
  /// With real wikis (`--backend`), the types the other editor can raise there; nil when they are simulated.
  var raisableTypes: [NotificationType]? { get }
  /// The steady stream of notifications is on.
  var streamOn: Bool { get }
  /// The panel's composed notification comes with the app in the background.
  var composedInBackground: Bool { get }
  /// The app moved to the background or the foreground: the composer says where it is now, so the panel
  /// never shows "in the foreground" over the lock screen (its Send it would bring the app forward).
  func composerFollows(inBackground: Bool)
  /// What the panel shows of the world: it is drawn again when this changes.
  var panelStamp: PanelStamp { get }
  /// The world's clock is held (it can be paused, resumed and stepped), and whether it is paused.
  var clockHeld: Bool { get }
  var clockPaused: Bool { get }
  /// The calls waiting on the paused clock.
  var clockPending: Int { get }
  func pauseClock()
  func resumeClock() async

  /// The panel over the app's screen.
  func panel(_ state: PushSettingsState, backTitle: String, backgroundKey: String, published: Bool) -> ScreenModel
  /// The panel's first line: what will happen next.
  func summary(_ state: PushSettingsState, backgroundKey: String) -> String
  /// What the last pause, resume or step of the clock let go on.
  func clockLatest() -> String
  /// A panel row's change, made on the world; returns once the world has made it.
  func perform(_ action: PanelAction, wikis: [Wiki], latestEdit: DescriptionEdit?) async -> PanelModel.Outcome
  /// Someone does something Echo tells of, in the simulated world; what the rules decided of its push.
  func notify(_ type: NotificationType, on wiki: Wiki, by agent: String?) async -> (EchoNotification, PushDelivery)
  /// Another user reverts the user's latest description: the notification Echo raised, if there was one.
  func revertLatestDescription(by agent: String?) async -> Int?
  /// A world change of a walkthrough or `sim`; why it could not be made, if it could not.
  func apply(_ change: Script.Change, latestEdit: DescriptionEdit?) async -> String?
  /// With real wikis, why `change` cannot happen for real; nil when it can, or the wikis are simulated.
  func realEventRefusal(_ change: Script.Change, latestEdit: DescriptionEdit?) -> String?
  /// With real wikis, the wiki the panel's next event happens on.
  func setEventWiki(_ wiki: Wiki)
  /// Returns once the app listens for the simulated pushes (at once with real wikis, or when it does).
  func untilPushesHeard() async
}

/// The world's settings as the panel shows them, compared to know when to draw it again.
package struct PanelStamp: Equatable, Sendable {
  let settings: SimulationConfig
}

extension SimulationControl: WorldControls {
  package var raisableTypes: [NotificationType]? {
    events.map { events in NotificationType.allCases.filter { events.unavailable($0) == nil } }
  }
  package var streamOn: Bool { settings.notificationStreamMs != nil }
  package var composedInBackground: Bool { settings.composed.inBackground }
  package func composerFollows(inBackground: Bool) {
    guard settings.composed.inBackground != inBackground else { return }
    update { $0.composed.inBackground = inBackground }
  }
  package var panelStamp: PanelStamp { PanelStamp(settings: settings) }
  package var clockHeld: Bool { clock != nil }
  package var clockPaused: Bool { clock?.isPaused == true }
  package var clockPending: Int { clock?.pending ?? 0 }
  package func pauseClock() { clock?.pause() }
  package func resumeClock() async { await clock?.resume() }

  package func panel(_ state: PushSettingsState, backTitle: String, backgroundKey: String, published: Bool)
    -> ScreenModel
  {
    PanelModel.make(self, state, backTitle: backTitle, backgroundKey: backgroundKey, published: published)
  }
  package func summary(_ state: PushSettingsState, backgroundKey: String) -> String {
    PanelModel.summary(self, state, backgroundKey: backgroundKey)
  }
  package func clockLatest() -> String { PanelModel.clockLatest(self) }
  package func perform(_ action: PanelAction, wikis: [Wiki], latestEdit: DescriptionEdit?) async
    -> PanelModel.Outcome
  {
    await PanelModel.perform(action, control: self, wikis: wikis, latestEdit: latestEdit)
  }
  package func notify(_ type: NotificationType, on wiki: Wiki, by agent: String?) async -> (
    EchoNotification, PushDelivery
  ) {
    await world.notify(type, on: wiki, by: agent)
  }
  package func revertLatestDescription(by agent: String?) async -> Int? {
    await world.revertLatestDescription(by: agent)?.notificationID
  }
  package func apply(_ change: Script.Change, latestEdit: DescriptionEdit?) async -> String? {
    await Script.apply(change, to: self, latestEdit: latestEdit)
  }
  package func realEventRefusal(_ change: Script.Change, latestEdit: DescriptionEdit?) -> String? {
    events.flatMap { Script.realEventRefusal(change, events: $0, latestEdit: latestEdit) }
  }
  package func setEventWiki(_ wiki: Wiki) { update { $0.eventWiki = wiki } }
  package func untilPushesHeard() async {
    if !wikisAreReal { await world.untilPushesHeard() }
  }
}
