import PushAppFeature
import PushCore
import PushSettingsFeature

/// The Notifications Center's first visit, as the app has it: the onboarding, then once the push opt-in.
extension ScreenModel {
  /// "Editing notifications": four rows and Continue; back leaves Notifications, and it shows again next time.
  static func inboxOnboarding() -> ScreenModel {
    var rows = ["Notifications and alerts", "Filters", "Project inboxes", "Push notifications"].enumerated().map {
      Row(id: "onboarding.\($0.offset)", label: $0.element, role: .text)
    }
    rows.append(
      Row(id: "onboarding.continue", label: "Continue", role: .button, activation: .send(.inbox(.onboardingContinued)))
    )
    rows.append(
      Row(
        id: "onboarding.learnMore", label: "Learn more about notifications", role: .button,
        hint: "In the app this opens a help page in the browser; not part of this simulation", activation: .inert))
    return ScreenModel(key: "inboxOnboarding", title: "Editing notifications", backTitle: nil, rows: rows, alert: nil)
  }

  /// "Turn on push notifications?": once, after the onboarding, while push is off.
  static let pushOptIn =
    Alert(
      title: "Turn on push notifications?", message: "",
      buttons: [
        Row(
          id: "optIn.turnOn", label: "Turn on push notifications", role: .button,
          activation: .send(.pushOptInAnswered(turnOn: true))),
        Row(
          id: "optIn.noThanks", label: "No thanks", role: .button,
          activation: .send(.pushOptInAnswered(turnOn: false))),
      ], cancel: .send(.pushOptInAnswered(turnOn: false)))
}
