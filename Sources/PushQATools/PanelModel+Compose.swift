import PushCore
import PushPresentation
import PushSettingsFeature
import PushSimulation

/// The simulation panel's notification composer and its view of what the wikis store, with menus that take
/// a choice directly.
extension PanelModel {
  /// The wikis a composed notification can come from: the app's (its languages, Wikidata, Commons) and one
  /// outside them.
  static func composeWikis(_ state: PushSettingsState) -> [Wiki] {
    state.fanOutWikis + [.outside(state.languages)]
  }

  static func wikiName(_ wiki: Wiki, _ state: PushSettingsState) -> String {
    state.fanOutWikis.contains(wiki) ? wiki.host : "\(wiki.host) (not one of the app's)"
  }

  /// Composing a notification: what, where, by whom, and the app in the foreground or the background.
  package static func composeRows(_ control: SimulationControl, _ state: PushSettingsState) -> [Row] {
    let c = control.settings.composed
    let wiki = c.wiki ?? state.primaryWiki
    let picker = { (id: String, label: String, value: String, hint: String) in
      Row(
        id: id, label: label, value: .detail(value), role: .popUpButton, hint: hint + ". Opens its choices",
        activation: .panel(.openMenu(id)))
    }
    return [
      Row(id: "sim.compose", label: "Compose a notification", role: .heading),
      picker("sim.compose.type", "Type", c.type.label, "What happens"),
      picker("sim.compose.wiki", "On wiki", wikiName(wiki, state), "Where it happens"),
      picker("sim.compose.agent", "From", SimulatedWorld.hasAgent(c.type) ? c.agent : "no one", "Who does it"),
      picker(
        "sim.compose.where", "The app", c.inBackground ? "in the background" : "in the foreground",
        "Where the app is when it comes: a banner, or the lock screen"),
      Row(
        id: "sim.compose.send", label: "Send it", role: .button,
        hint: "Echo raises it on the wiki, and pushes it when the rules say so", activation: .panel(.sendComposed)),
      Row(id: "sim.compose.note", label: "Latest: \(control.settings.panelNote ?? "none yet")", role: .text),
    ]
  }

  /// Each type's value on every wiki the app writes to, as the servers hold them now: where a rollback
  /// left a wiki behind shows at a glance; a row opens a menu that changes one, as the web would.
  package static func serverRows(_ control: SimulationControl, _ state: PushSettingsState) -> [Row] {
    guard let server = control.server else { return [] }
    let config = control.settings
    let table = NotificationType.allCases.map { type in
      (type, state.fanOutWikis.map { ($0, server.storedValue($0, type, config)) })
    }
    let outOfStep = table.filter { Set($0.1.map(\.1)).count > 1 }.map(\.0.label)
    var rows = [
      Row(
        id: "sim.server", label: "What the wikis store",
        value: .detail(outOfStep.isEmpty ? "every type in step" : "out of step: " + outOfStep.joined(separator: ", ")),
        role: .button,
        hint: config.showServerValues
          ? "Hides each type's values"
          : "Lists each type's values on every wiki, as the servers hold them; a row changes one, as the web would",
        activation: .panel(.toggleServerValues))
    ]
    guard config.showServerValues else { return rows }
    for (type, values) in table {
      let words = values.map { wiki, on in "\(wiki.code) \(on.map { $0 ? "on" : "off" } ?? "none")" }
      let inStep = Set(values.map(\.1)).count <= 1
      rows.append(
        Row(
          id: "sim.server.\(type.rawValue)", label: type.label,
          value: .detail(words.joined(separator: ", ") + (inStep ? "" : ", out of step")), role: .button,
          hint: "Change it on one wiki, as on the web or another device",
          activation: .panel(.openMenu("sim.server.\(type.rawValue)"))))
    }
    return rows
  }

  /// The open picker's choices, as an action sheet over the panel; Cancel (or back) closes it.
  package static func menu(_ control: SimulationControl, _ state: PushSettingsState) -> ScreenModel.Alert? {
    guard let id = control.settings.panelMenu else { return nil }
    let choices: [(value: String, label: String)]
    let title: String
    // The value the picker shows now: the menu opens on it, as the app's pickers do.
    var current: String?
    let c = control.settings.composed
    switch id {
    case _ where isSetting(id):
      guard let setting = settingChoices(id, control: control, state: state) else { return nil }
      (title, choices, current) = (setting.title, setting.choices, setting.current)
    case "sim.compose.type":
      title = "Type"
      choices = NotificationType.allCases.map { ($0.rawValue, $0.label) }
      current = c.type.rawValue
    case "sim.compose.wiki":
      title = "On wiki"
      choices = composeWikis(state).map { ($0.code, wikiName($0, state)) }
      current = (c.wiki ?? state.primaryWiki).code
    case "sim.compose.agent":
      title = "From"
      choices = SimulatedWorld.agents.map { ($0, $0) }
      current = c.agent
    case "sim.compose.where":
      title = "The app"
      choices = [("foreground", "in the foreground"), ("background", "in the background")]
      current = c.inBackground ? "background" : "foreground"
    default:
      guard id.hasPrefix("sim.server."), let type = NotificationType(rawValue: String(id.dropFirst(11))),
        let server = control.server
      else { return nil }
      title = "Change \(type.label) on one wiki"
      choices = state.fanOutWikis.compactMap { wiki in
        guard let on = server.storedValue(wiki, type, control.settings) else { return nil }
        return ("\(wiki.code)=\(on ? 0 : 1)", "Turn it \(on ? "off" : "on") on \(wiki.host) (\(on ? "on" : "off") now)")
      }
    }
    let buttons =
      choices.map { choice in
        Row(
          id: "\(id).\(choice.value)", label: choice.label, role: .button, activation: .panel(.choose(id, choice.value))
        )
      } + [Row(id: "\(id).cancel", label: "Cancel", role: .button, activation: .panel(.closeMenu))]
    var menu = ScreenModel.Alert(
      title: title, message: "", buttons: buttons, cancel: .panel(.closeMenu), style: .actionSheet)
    menu.focus = choices.firstIndex { $0.value == current } ?? 0
    return menu
  }

  /// Carries out the composer's and the menus' actions on the world.
  static func performCompose(_ action: PanelAction, control: SimulationControl) async {
    switch action {
    case .openMenu(let id):
      control.update { $0.panelMenu = id }
    case .closeMenu:
      control.update { $0.panelMenu = nil }
    case .choose(let id, let value):
      if id.hasPrefix("sim.server."), let type = NotificationType(rawValue: String(id.dropFirst(11))) {
        let parts = value.split(separator: "=")
        if parts.count == 2, let wiki = Wiki(code: String(parts[0])) {
          await performCompose(.setOnTheWeb(type, wiki, parts[1] == "1"), control: control)
        }
      }
      control.update { config in
        config.panelMenu = nil
        switch id {
        case "sim.compose.type": config.composed.type = NotificationType(rawValue: value) ?? config.composed.type
        case "sim.compose.wiki": config.composed.wiki = Wiki(code: value)
        case "sim.compose.agent": config.composed.agent = value
        case "sim.compose.where": config.composed.inBackground = value == "background"
        default: applySetting(id, value, to: &config)
        }
      }
    case .toggleServerValues:
      control.update { $0.showServerValues.toggle() }
    case .setOnTheWeb(let type, let wiki, let on):
      await control.world.setOnTheWeb(type, on, on: wiki)
      control.update {
        $0.panelNote =
          "\(type.label) turned \(on ? "on" : "off") on \(wiki.host) on the web; the app sees it when it reads "
          + "the types again (back in the foreground, or opening Push notifications)."
      }
    default:
      break
    }
  }

  /// Sends the composed notification (from the primary wiki when none was chosen) and says what came of it.
  static func sendComposed(control: SimulationControl, primary: Wiki) async -> (EchoNotification, PushDelivery) {
    let c = control.settings.composed
    let wiki = c.wiki ?? primary
    let (notification, delivery) = await control.world.notify(
      c.type, on: wiki, by: SimulatedWorld.hasAgent(c.type) ? c.agent : nil)
    let outcome: String
    switch delivery {
    case .banner: outcome = c.inBackground ? "pushed: on the lock screen" : "pushed: a banner"
    case .quiet: outcome = "pushed, delivered quietly (provisional permission)"
    case .notShown(let reason): outcome = "not shown (\(reason.rawValue))"
    }
    control.update { $0.panelNote = "\(c.type.label) on \(wiki.host), notification \(notification.id): \(outcome)." }
    return (notification, delivery)
  }
}
