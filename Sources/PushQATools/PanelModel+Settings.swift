import PushCore
import PushPresentation
import PushSettingsFeature
import PushSimulation

/// The panel's settings as pickers of one kind: each opens a menu of its choices, on the current one, as the
/// composer's pickers do (they had cycled to the next value on each press, a second kind of control).
extension PanelModel {
  /// Whether a picker's id is one of the settings' (not the composer's).
  static func isSetting(_ id: String) -> Bool {
    ["sim.permission", "sim.token", "sim.latency", "sim.rate"].contains(id) || id.hasPrefix("sim.fault.")
  }

  /// A setting's title, its choices (value, label) and the value it has now; nil for an id that is none.
  static func settingChoices(_ id: String, control: SimulationControl, state: PushSettingsState)
    -> (title: String, choices: [(value: String, label: String)], current: String)?
  {
    let s = control.settings
    switch id {
    case "sim.permission":
      return ("iOS permission", PermissionStatus.allCases.map { ($0.rawValue, words($0)) }, s.permission.rawValue)
    case "sim.token":
      let arrivals: [TokenArrival] = [.immediate, .afterMs(2_000), .never]
      return ("Device token", arrivals.map { (tokenValue($0), tokenText($0)) }, tokenValue(s.tokenArrival))
    case "sim.latency":
      // A value a flag gave (--latency 400) is among the choices, where it falls.
      let values = Set(latencies + [s.latencyMs]).sorted()
      return ("Latency", values.map { ("\($0)", "\($0) ms") }, "\(s.latencyMs)")
    case "sim.rate":
      let values = Set(rates + [s.faults.rate]).sorted()
      return ("Random failures", values.map { ("\($0)", "\(Int(($0 * 100).rounded()))%") }, "\(s.faults.rate)")
    default:
      guard id.hasPrefix("sim.fault."), let point = FailurePoint(String(id.dropFirst(10))) else { return nil }
      let modes = SimulationControl.FaultMode.allCases.map { ($0.rawValue, $0.rawValue) }
      let label = points(for: state).first { $0.0 == point }?.1 ?? "\(point)"
      return (label, modes, control.mode(of: point).rawValue)
    }
  }

  /// Sets a setting to the value chosen in its menu.
  static func applySetting(_ id: String, _ value: String, to config: inout SimulationConfig) {
    switch id {
    case "sim.permission": config.permission = PermissionStatus(rawValue: value) ?? config.permission
    case "sim.token":
      config.tokenArrival = value == "never" ? .never : Int(value).map { .afterMs($0) } ?? .immediate
    case "sim.latency": config.latencyMs = Int(value) ?? config.latencyMs
    case "sim.rate": config.faults.rate = Double(value) ?? config.faults.rate
    default:
      guard id.hasPrefix("sim.fault."), let point = FailurePoint(String(id.dropFirst(10))),
        let mode = SimulationControl.FaultMode(rawValue: value)
      else { return }
      SimulationControl.set(point, mode, in: &config)
    }
  }

  static func tokenValue(_ arrival: TokenArrival) -> String {
    switch arrival {
    case .immediate: "immediate"
    case .afterMs(let ms): "\(ms)"
    case .never: "never"
    }
  }
}
