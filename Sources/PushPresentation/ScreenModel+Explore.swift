import PushAppFeature
import PushCore
import PushSettingsFeature

/// The explore feed: two placeholder cards and, once, the card that invites the user to turn on push
/// notifications (development note #11).
extension ScreenModel {
  /// The card's text, as the app's later version words it.
  public static let exploreCardText =
    "Editing notifications for all Wikimedia projects are now available through the app. Opt in to push "
    + "notifications to keep up to date with your messages on Wikipedia while on the go."

  /// A feed card the replica only sketches: its heading, and the card, which opens nothing here.
  static func placeholderCard(_ id: String, _ heading: String, _ card: String) -> [Row] {
    [
      Row(id: id + "Heading", label: heading, role: .heading),
      Row(id: id, label: card, role: .button, hint: "Not part of this simulation", enabled: false, activation: .inert),
    ]
  }

  static func explore(_ app: AppState, articles: [Row] = []) -> ScreenModel {
    var rows = placeholderCard("explore.featured", "Featured article", "Today’s featured article would appear here")
    if app.showsExploreCard {
      rows += [
        Row(
          id: "explore.card", label: exploreCardText, role: .text,
          annotation: "Shown while logged in and push is off, until either button is tapped (saved in the state file)."),
        Row(
          id: "explore.turnOn", label: "Turn on push notifications", role: .button,
          hint: "Opens Push notifications and turns them on", activation: .send(.exploreCardAnswered(turnOn: true))),
        Row(
          id: "explore.notNow", label: "Not now", role: .button, hint: "Hides this card for good",
          activation: .send(.exploreCardAnswered(turnOn: false))),
      ]
    }
    rows += articles
    rows += placeholderCard("explore.picture", "Picture of the day", "Today’s picture would appear here")
    return ScreenModel(key: "explore", title: "Explore", backTitle: nil, rows: rows, alert: nil)
  }
}
