extension CellStyle.Color {
  /// Every colour the screen uses, in the order of their ncurses pairs.
  public static let all: [CellStyle.Color] = [.accent, .good, .busy, .bad, .muted]

  /// The ANSI colour the terminal draws it in (ncurses' COLOR_CYAN… are these numbers): the one place that
  /// says which colour each role is, for the terminal, `render --color` and the gallery alike.
  public var ansi: Int {
    switch self {
    case .accent: 6  // cyan
    case .good: 2  // green
    case .busy: 3  // yellow
    case .bad: 1  // red
    case .muted: 4  // blue
    }
  }

  /// The role's name, as style maps and the gallery write it.
  public var name: String {
    switch self {
    case .accent: "accent"
    case .good: "good"
    case .busy: "busy"
    case .bad: "bad"
    case .muted: "muted"
    }
  }

  /// The ANSI colour's name, for people.
  public var ansiName: String {
    ["black", "red", "green", "yellow", "blue", "magenta", "cyan", "white"][ansi]
  }
}

extension CellStyle {
  /// The style in words: "plain", or its attributes and colour role ("bold accent").
  public var words: String {
    var parts: [String] = []
    if bold { parts.append("bold") }
    if reverse { parts.append("reverse") }
    if dim { parts.append("dim") }
    if underline { parts.append("underline") }
    if let color { parts.append(color.name) }
    return parts.isEmpty ? "plain" : parts.joined(separator: " ")
  }

  /// The style `words` wrote, or nil for words that are not one.
  public init?(words: String) {
    self.init()
    for word in words.split(separator: " ") {
      switch word {
      case "plain": continue
      case "bold": bold = true
      case "reverse": reverse = true
      case "dim": dim = true
      case "underline": underline = true
      default:
        guard let color = Color.all.first(where: { $0.name == word }) else { return nil }
        self.color = color
      }
    }
  }

  /// The style as a terminal without colours or dim (xterm-mono's description has neither) shows it.
  public var monochrome: CellStyle {
    CellStyle(bold: bold, reverse: reverse, dim: false, underline: underline, color: nil)
  }

  /// A number for each of the 96 styles (16 sets of attributes, times no colour and five).
  var index: Int {
    (bold ? 1 : 0) | (reverse ? 2 : 0) | (dim ? 4 : 0) | (underline ? 8 : 0) | Int(color?.rawValue ?? 0) << 4
  }
}
