import PushCore
import PushWikiClient

/// Everything that can happen to the Notifications Center, named after the event.
public enum InboxAction: Equatable, Sendable {
  /// The screen came to the top: the first page loads and everything is marked seen.
  case opened
  /// The user asked to check for new notifications (what came of it is an outcome).
  case refreshPulled
  /// The app reads the list on its own (at launch and login for the badge, after learning of a revert).
  case refreshedByApp
  /// The last loaded cell came into view.
  case reachedEnd
  case pageLoaded(wiki: Wiki, Result<NotificationPage, ServiceFailure>, replacing: Bool, asked: Bool = false)
  /// The swipe action: mark one notification read or unread.
  case markTapped(id: Int, read: Bool)
  /// A notification was opened (its cell, or its push): its detail shows, and it is marked read.
  case notificationOpened(id: Int)
  /// "Edit" enters edit mode; "Done" (or back) leaves it and forgets the selection.
  case editToggled
  case selectionToggled(id: Int)
  /// Edit mode's "Mark": its menu of what applies to the selection.
  case markMenuOpened
  case markMenuDismissed
  /// The "Mark" menu's choice: the selection marked read or unread, one call per wiki; edit mode ends.
  case markSelected(read: Bool)
  /// The swipe action "More": its sheet of actions for the notification.
  case moreOpened(id: Int)
  case moreDismissed
  /// "Notification settings" in the More sheet: the notification is marked read (the root opens Push
  /// notifications).
  case notificationSettingsChosen(id: Int)
  /// Back from the detail to the list.
  case detailClosed
  /// Back while the detail or a sheet is over the list: it closes.
  case backTapped
  /// "Continue" on the first-visit onboarding.
  case onboardingContinued
  /// The push opt-in was answered (what turning on means is the root's to do).
  case pushOptInAnswered
  case markFinished(ids: [Int], read: Bool, [WikiOutcome], quiet: Bool = false)
  /// "Mark all as read" went to every wiki; `ids` are the loaded notifications it showed read meanwhile.
  case markAllFinished(ids: [Int], [WikiOutcome])
  /// "Mark all as read" was tapped: the app asks first.
  case markAllTapped
  case markAllCancelled
  /// "Mark all as read" confirmed: everything is marked read on the app's wikis and the ones loaded
  /// notifications come from (the app's own, for notifications it has not loaded yet).
  case markAllConfirmed
  case filterChanged(InboxFilter)
  /// The toolbar's type filter button, or the "Modify N filters" empty state, was tapped.
  case filtersOpened
  /// The toolbar's project filter button.
  case projectsOpened
  /// "Done" (or back) on the Filters or the Projects sheet.
  case sheetClosed
  /// A push reached the device: a banner in the foreground, the lock screen in the background.
  case pushReceived(IncomingPush)
  /// The banner of notification `id` went away (its time ran out, or the user dismissed it).
  case bannerDismissed(id: Int)
  /// The banner of push `id` was tapped (opened): it goes at once, as iOS takes a tapped banner away.
  case bannerOpened(id: Int)
  /// The app came back to the foreground: the lock screen's pushes are no longer waiting.
  case lockScreenCleared
  case listeningStarted
  /// Logged out: the listener stops and the list is forgotten.
  case loggedOut
}

/// One page of the list, as read from the API.
public struct NotificationPage: Equatable, Sendable {
  public var notifications: [EchoNotification]
  public var unreadCount: Int
  public var nextPage: String?
  /// When it was read, on the world's clock (cells say how long ago from here).
  public var readAtMs: Int
  public init(notifications: [EchoNotification], unreadCount: Int, nextPage: String?, readAtMs: Int = 0) {
    self.notifications = notifications
    self.unreadCount = unreadCount
    self.nextPage = nextPage
    self.readAtMs = readAtMs
  }
}
