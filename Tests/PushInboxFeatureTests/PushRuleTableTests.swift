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
  struct Case: CustomStringConvertible, Sendable {
    var permission: PermissionStatus
    var subscribed: Bool
    var typeOnInApp: Bool
    var inFanOut: Bool
    var background: Bool
    var description: String {
      "\(permission) subscribed=\(subscribed) typeOn=\(typeOnInApp) inFanOut=\(inFanOut) background=\(background)"
    }
  }

  enum Place: Equatable { case banner, lockScreen, listOnly, nowhereUntilRefresh }

  static let cases: [Case] = {
    var out: [Case] = []
    for permission in [PermissionStatus.authorized, .ephemeral, .provisional, .denied] {
      for subscribed in [true, false] {
        // The type switches exist only while push is on.
        for typeOn in subscribed ? [true, false] : [true] {
          for inFanOut in [true, false] {
            for background in [false, true] {
              out.append(
                Case(
                  permission: permission, subscribed: subscribed, typeOnInApp: typeOn, inFanOut: inFanOut,
                  background: background))
            }
          }
        }
      }
    }
    return out
  }()

  /// The rule written out: Thanks outside the fan-out keeps Echo's default (on), whatever the app says.
  static func expected(_ c: Case) -> (PushDelivery, Place) {
    let typeOnThatWiki = c.inFanOut ? c.typeOnInApp : NotificationType.editThank.echoDefault
    guard c.subscribed else { return (.notShown(.notSubscribed), .nowhereUntilRefresh) }
    guard typeOnThatWiki else { return (.notShown(.typeOffOnThatWiki), .nowhereUntilRefresh) }
    switch c.permission {
    case .authorized, .ephemeral: return (.banner, c.background ? .lockScreen : .banner)
    case .provisional: return (.quiet, .listOnly)
    default: return (.notShown(.permissionNotGranted), .nowhereUntilRefresh)
    }
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
    let (expectedDelivery, expectedPlace) = Self.expected(c)
    #expect(delivery == expectedDelivery)
    if expectedPlace == .nowhereUntilRefresh {
      for _ in 0..<200 { await Task.yield() }
    } else {
      for _ in 0..<10_000 where !h.inbox.notifications.contains(where: { $0.id == n.id }) { await Task.yield() }
    }
    let place: Place =
      if h.inbox.banners.contains(where: { $0.notification.id == n.id }) {
        .banner
      } else if h.inbox.lockScreen.contains(where: { $0.notification.id == n.id }) {
        .lockScreen
      } else if h.inbox.notifications.contains(where: { $0.id == n.id }) {
        .listOnly
      } else {
        .nowhereUntilRefresh
      }
    #expect(place == expectedPlace)
    #expect(await h.world.inboxNotifications.contains { $0.id == n.id }, "every notification is in the inbox")
  }
}
