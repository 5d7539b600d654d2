import PushAppFeature
import PushCore
import PushInboxFeature
import PushSettingsFeature
import PushSimulation
import PushTestSupport
import PushWikiClient
import Testing

/// The whole rule, through the real world and the real app: iOS permission × this device subscribed × the
/// type's value as the app left it × the event's wiki in or out of the fan-out × the app in the foreground
/// or the background → what Echo decides and where the user sees it.
@Suite struct PushRuleTableTests {
  enum Place: Equatable, Sendable { case banner, lockScreen, listOnly, nowhereUntilRefresh }

  struct Case: CustomStringConvertible, Sendable {
    var permission: PermissionStatus
    var subscribed: Bool
    var typeOnInApp: Bool
    var inFanOut: Bool
    var background: Bool
    var delivery: PushDelivery
    var place: Place
    var description: String {
      "\(permission) subscribed=\(subscribed) typeOn=\(typeOnInApp) inFanOut=\(inFanOut) background=\(background)"
    }
  }

  /// The rule as a table of outcomes, written out row by row (not computed by a second copy of the rule):
  /// permission, subscribed, Thanks on in the app, the event on an app wiki (de) or outside the fan-out (fr),
  /// the app in the background → what Echo and iOS decide, and where the user sees it. Outside the fan-out
  /// Thanks keeps Echo's default (on), whatever the app says; the type switches exist only while subscribed.
  static let table: [(PermissionStatus, Bool, Bool, Bool, Bool, PushDelivery, Place)] = [
    (.authorized, true, true, true, false, .banner, .banner),
    (.authorized, true, true, true, true, .banner, .lockScreen),
    (.authorized, true, true, false, false, .banner, .banner),
    (.authorized, true, true, false, true, .banner, .lockScreen),
    (.authorized, true, false, true, false, .notShown(.typeOffOnThatWiki), .nowhereUntilRefresh),
    (.authorized, true, false, true, true, .notShown(.typeOffOnThatWiki), .nowhereUntilRefresh),
    (.authorized, true, false, false, false, .banner, .banner),
    (.authorized, true, false, false, true, .banner, .lockScreen),
    (.authorized, false, true, true, false, .notShown(.notSubscribed), .nowhereUntilRefresh),
    (.authorized, false, true, true, true, .notShown(.notSubscribed), .nowhereUntilRefresh),
    (.authorized, false, true, false, false, .notShown(.notSubscribed), .nowhereUntilRefresh),
    (.authorized, false, true, false, true, .notShown(.notSubscribed), .nowhereUntilRefresh),
    (.ephemeral, true, true, true, false, .banner, .banner),
    (.ephemeral, true, true, true, true, .banner, .lockScreen),
    (.ephemeral, true, true, false, false, .banner, .banner),
    (.ephemeral, true, true, false, true, .banner, .lockScreen),
    (.ephemeral, true, false, true, false, .notShown(.typeOffOnThatWiki), .nowhereUntilRefresh),
    (.ephemeral, true, false, true, true, .notShown(.typeOffOnThatWiki), .nowhereUntilRefresh),
    (.ephemeral, true, false, false, false, .banner, .banner),
    (.ephemeral, true, false, false, true, .banner, .lockScreen),
    (.ephemeral, false, true, true, false, .notShown(.notSubscribed), .nowhereUntilRefresh),
    (.ephemeral, false, true, true, true, .notShown(.notSubscribed), .nowhereUntilRefresh),
    (.ephemeral, false, true, false, false, .notShown(.notSubscribed), .nowhereUntilRefresh),
    (.ephemeral, false, true, false, true, .notShown(.notSubscribed), .nowhereUntilRefresh),
    (.provisional, true, true, true, false, .quiet, .listOnly),
    (.provisional, true, true, true, true, .quiet, .listOnly),
    (.provisional, true, true, false, false, .quiet, .listOnly),
    (.provisional, true, true, false, true, .quiet, .listOnly),
    (.provisional, true, false, true, false, .notShown(.typeOffOnThatWiki), .nowhereUntilRefresh),
    (.provisional, true, false, true, true, .notShown(.typeOffOnThatWiki), .nowhereUntilRefresh),
    (.provisional, true, false, false, false, .quiet, .listOnly),
    (.provisional, true, false, false, true, .quiet, .listOnly),
    (.provisional, false, true, true, false, .notShown(.notSubscribed), .nowhereUntilRefresh),
    (.provisional, false, true, true, true, .notShown(.notSubscribed), .nowhereUntilRefresh),
    (.provisional, false, true, false, false, .notShown(.notSubscribed), .nowhereUntilRefresh),
    (.provisional, false, true, false, true, .notShown(.notSubscribed), .nowhereUntilRefresh),
    (.denied, true, true, true, false, .notShown(.permissionNotGranted), .nowhereUntilRefresh),
    (.denied, true, true, true, true, .notShown(.permissionNotGranted), .nowhereUntilRefresh),
    (.denied, true, true, false, false, .notShown(.permissionNotGranted), .nowhereUntilRefresh),
    (.denied, true, true, false, true, .notShown(.permissionNotGranted), .nowhereUntilRefresh),
    (.denied, true, false, true, false, .notShown(.typeOffOnThatWiki), .nowhereUntilRefresh),
    (.denied, true, false, true, true, .notShown(.typeOffOnThatWiki), .nowhereUntilRefresh),
    (.denied, true, false, false, false, .notShown(.permissionNotGranted), .nowhereUntilRefresh),
    (.denied, true, false, false, true, .notShown(.permissionNotGranted), .nowhereUntilRefresh),
    (.denied, false, true, true, false, .notShown(.notSubscribed), .nowhereUntilRefresh),
    (.denied, false, true, true, true, .notShown(.notSubscribed), .nowhereUntilRefresh),
    (.denied, false, true, false, false, .notShown(.notSubscribed), .nowhereUntilRefresh),
    (.denied, false, true, false, true, .notShown(.notSubscribed), .nowhereUntilRefresh),
  ]

  static let cases = table.map {
    Case(
      permission: $0.0, subscribed: $0.1, typeOnInApp: $0.2, inFanOut: $0.3, background: $0.4, delivery: $0.5,
      place: $0.6)
  }

  @Test(arguments: cases)
  func rule(_ c: Case) async {
    let h = Harness(
      config: Harness.quiet { $0.permission = .authorized }, persisted: PersistedState(languages: ["en", "de"]))
    await h.settle()
    if c.subscribed {
      await h.turnOn()
      #expect(h.state.persisted.subscribed)
      if !c.typeOnInApp { await h.send(.settings(.typeToggleTapped(.editThank))) }
    }
    await h.world.setPermission(c.permission)
    if c.background { await h.send(.enteredBackground) }
    let (n, delivery) = await h.world.notify(.editThank, on: c.inFanOut ? .language("de") : .language("fr"))
    #expect(delivery == c.delivery)
    // What reached the device reaches the app's list: waited for there. What did not (the world's record
    // says so) can show nowhere, at once.
    if delivery == .banner || delivery == .quiet {
      let arrived = await h.store.wait(timeout: Waiting.generous) { $0.inbox.notifications.contains { $0.id == n.id } }
      #expect(arrived, "the push the world sent reached the app")
    }
    let place: Place =
      if h.inbox.banners.contains(where: { $0.notification?.id == n.id }) {
        .banner
      } else if h.inbox.lockScreen.contains(where: { $0.notification?.id == n.id }) {
        .lockScreen
      } else if h.inbox.notifications.contains(where: { $0.id == n.id }) {
        .listOnly
      } else {
        .nowhereUntilRefresh
      }
    #expect(place == c.place)
    #expect(await h.world.inboxNotifications.contains { $0.id == n.id }, "every notification is in the inbox")
  }
}
