import PushAppFeature
import PushCore
import PushSettingsFeature

/// The Notifications Center's first visit, as the app has it: the onboarding sheet over the list
/// (`NotificationsCenterOnboardingView`), then once the push opt-in panel (`Panels.swift`).
extension ScreenModel {
  /// "Editing notifications": four rows, each with its picture and message, Continue, and the help page's link. Back
  /// leaves Notifications, and it shows again next time.
  static func inboxOnboarding() -> ScreenModel {
    let items = [
      (
        "Notifications and alerts",
        "Notifications help keep you informed of activity related to your edits and account."
      ),
      ("Filters", "Filter your notifications by read status and type to easily narrow down your inbox."),
      (
        "Project inboxes",
        "View all your unread messages from different language Wikipedias and Wikimedia projects in one place."
      ),
      (
        "Push notifications",
        "Opt in to push notifications to keep up to date with your editing messages and alerts while on the go."
      ),
    ]
    // Stand-ins for the app's four pictures (bell, filter, inbox, push), two cells each so that the texts
    // line up; VoiceOver's label for each is its row's title, which the row says already.
    let icons = [
      Row.Icon("🔔", ascii: "[N]"), Row.Icon("≡ ", ascii: "[=]"), Row.Icon("▤ ", ascii: "[#]"),
      Row.Icon("▯ ", ascii: "[P]"),
    ]
    var rows = [Row(id: "onboarding.title", label: "Editing notifications", role: .heading)]
    for (index, item) in items.enumerated() {
      var row = Row(id: "onboarding.\(index)", label: "\(item.0). \(item.1)", role: .text)
      row.display = Row.Display([Row.Display.Line(item.0), Row.Display.Line(item.1)])
      row.icon = icons[index]
      rows.append(row)
    }
    rows.append(
      Row(id: "onboarding.continue", label: "Continue", role: .button, activation: .send(.inbox(.onboardingContinued)))
    )
    rows.append(
      Row(
        id: "onboarding.learnMore", label: "Learn more about notifications", role: .button,
        hint:
          "In the app this opens www.mediawiki.org/wiki/Wikimedia_Apps/iOS_FAQ#Notifications in the browser; not part of this simulation",
        activation: .inert))
    var model = ScreenModel(
      key: "inboxOnboarding", title: "Editing notifications", backTitle: "Close", rows: rows, alert: nil)
    model.leading = .none
    model.titleHidden = true
    return model
  }

  /// "Turn on push notifications?": once, after the onboarding, unless subscribed already or denied.
  static let pushOptIn =
    Alert(
      title: "Turn on push notifications?",
      message:
        "Wikipedia is a collaborative project and turning on push notifications can make it easier to keep up to date with messages, alerts, and \"thanks\" from fellow editors.",
      buttons: [
        Row(
          id: "optIn.turnOn", label: "Turn on push notifications", role: .button,
          activation: .send(.pushOptInAnswered(turnOn: true))),
        Row(
          id: "optIn.noThanks", label: "No thanks", role: .button,
          activation: .send(.pushOptInAnswered(turnOn: false))),
      ], cancel: .send(.pushOptInAnswered(turnOn: false)))
}
