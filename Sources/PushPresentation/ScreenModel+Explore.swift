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

  /// A feed card the replica only sketches: its heading (the app's), and the card drawn as a block; speech
  /// says what would be there. It opens nothing here.
  static func placeholderCard(_ id: String, _ heading: String, _ card: String) -> [Row] {
    var row = Row(
      id: id, label: card, role: .button, hint: "Not part of this simulation", enabled: false, activation: .inert)
    row.display = Row.Display([Row.Display.Line(String(repeating: "░", count: 24))])
    return [Row(id: id + "Heading", label: heading, role: .heading), row]
  }

  /// Explore, the app's root (`ExploreViewController`): the bell at the navigation bar's leading edge while
  /// logged in (a dot on it while something is unread), which opens the Notifications Center; Settings at its
  /// trailing edge; the Wikipedia wordmark as its title and the search bar under it; the feed; the tab bar.
  static func explore(_ app: AppState, articles: [Row] = []) -> ScreenModel {
    var rows: [Row] = []
    if app.session.loggedIn {
      let unread = app.inbox.unreadCount > 0
      let bell = Row(
        id: "explore.bell", label: unread ? "Notifications with unread badge" : "Notifications", role: .button,
        hint: "Opens the Notifications Center", activation: .send(.opened(.notifications)),
        annotation: "\(app.inbox.unreadCount) unread at the app's last check of Echo.",
        icon: unread ? Row.Icon("🔔•", ascii: "[N*]") : Row.Icon("🔔", ascii: "[N]"), placement: .navigationBarLeading)
      rows.append(bell)
    }
    rows.append(
      Row(
        id: "explore.settings", label: "Settings", role: .button, hint: "Opens Settings",
        activation: .send(.opened(.settings)), icon: Row.Icon("⚙", ascii: "[S]"), placement: .navigationBar))
    rows.append(
      Row(
        id: "explore.search", label: "Search Wikipedia", role: .button, hint: "Not part of this simulation",
        enabled: false, activation: .inert))
    rows += placeholderCard("explore.featured", "Featured article", "Today’s featured article would appear here")
    if app.showsExploreCard {
      // The card's picture (`feed-card-notification`) is drawn as a block; speech leaves it out, as VoiceOver
      // leaves out a picture without a label.
      var card = Row(
        id: "explore.card", label: exploreCardText, role: .text,
        annotation: "Shown while logged in and push is off, until either button is tapped (saved in the state file).")
      card.display = Row.Display([
        Row.Display.Line(String(repeating: "░", count: 24)), Row.Display.Line(exploreCardText),
      ])
      rows += [
        card,
        Row(
          id: "explore.turnOn", label: "Turn on push notifications", role: .button,
          hint: "Opens Push notifications", activation: .send(.exploreCardAnswered(turnOn: true))),
        Row(
          id: "explore.notNow", label: "Not now", role: .button, hint: "Hides this card for good",
          activation: .send(.exploreCardAnswered(turnOn: false))),
      ]
    }
    rows += articles
    rows += placeholderCard("explore.picture", "Picture of the day", "Today’s picture would appear here")
    rows += tabBar
    var model = ScreenModel(key: "explore", title: "Explore", backTitle: nil, rows: rows, alert: nil)
    model.drawnTitle = "Wikipedia"
    return model
  }

  /// The app's tabs (`WMFAppViewController`): Explore, the one shown; the others are not part of this
  /// simulation.
  static let tabBar: [Row] = {
    let tabs = ["Explore", "Places", "Saved", "History", "Search"]
    return tabs.enumerated().map { index, tab in
      var row = Row(
        id: "tab.\(tab.lowercased())", label: tab, role: .button,
        hint: tab == "Explore" ? nil : "Not part of this simulation", enabled: tab == "Explore", activation: .inert,
        placement: .tabBar)
      // As VoiceOver says a tab: which it is of how many, and the one shown.
      row.spokenValue = (tab == "Explore" ? "selected, " : "") + "tab \(index + 1) of \(tabs.count)"
      return row
    }
  }()

  /// "Top read on English Wikipedia" (`explore-most-read-heading`, with the primary language's name);
  /// `explore-most-read-generic-heading` without one.
  static func topReadHeading(_ languages: [String]) -> String {
    guard let primary = languages.first, LanguageCode.englishName(primary) != primary else { return "Top read" }
    return "Top read on \(LanguageCode.englishName(primary)) Wikipedia"
  }
}
