import PushCore
import PushPresentation
import PushQATools

/// The colours a terminal draws the eight ANSI colours and its default text and background in: what the
/// gallery paints a screen with. The screen itself only names roles (accent, good…); which ANSI colour each
/// role is comes from `CellStyle.Color.ansi`, as in the terminal.
public struct GalleryPalette: Sendable, Equatable {
  /// An RGB colour.
  public typealias RGB = RGBColor

  public var name: String
  public var foreground: RGB
  public var background: RGB
  /// ANSI colours 0 to 7.
  public var ansi: [RGB]
  /// Each role's colour where a theme sets it (in the order of `CellStyle.Color.all`); nil: its ANSI colour.
  public var roles: [RGB]? = nil

  public init(name: String, foreground: RGB, background: RGB, ansi: [RGB]) {
    self.name = name
    self.foreground = foreground
    self.background = background
    self.ansi = ansi
  }

  /// xterm's own colours (its resources' defaults), light text on black as most terminals start.
  public static let xterm = GalleryPalette(
    name: "xterm", foreground: RGB(0xE5, 0xE5, 0xE5), background: RGB(0, 0, 0),
    ansi: [
      RGB(0, 0, 0), RGB(0xCD, 0, 0), RGB(0, 0xCD, 0), RGB(0xCD, 0xCD, 0), RGB(0, 0, 0xEE), RGB(0xCD, 0, 0xCD),
      RGB(0, 0xCD, 0xCD), RGB(0xE5, 0xE5, 0xE5),
    ])

  /// A role's colour: the theme's, else its ANSI colour's.
  public func color(of role: CellStyle.Color) -> RGB {
    if let roles, let index = CellStyle.Color.all.firstIndex(of: role), index < roles.count { return roles[index] }
    return ansi[role.ansi]
  }

  /// The colours a 256-colour terminal shows in `theme` (each the nearest of xterm's, as `Terminal` sets them).
  public init(theme: Theme) {
    self = .xterm
    name = theme.displayName
    guard let palette = TerminalPalette(theme, depth: .xterm256) else { return }
    func shown(_ index: Int) -> RGB { TerminalPalette.rgb(ofXterm256: index) ?? RGB(0, 0, 0) }
    foreground = shown(palette.foreground)
    background = shown(palette.background)
    roles = palette.roles.map(shown)
  }

  /// The colours of one cell: its text and its background, after dim and reverse, as a terminal paints them.
  public func colors(_ style: CellStyle) -> (text: RGB, background: RGB) {
    var text = style.color.map { color(of: $0) } ?? foreground
    var back = background
    if style.dim { text = text.blended(halfwayTo: background) }
    if style.reverse { swap(&text, &back) }
    return (text, back)
  }
}

/// Which terminal a screen is drawn for.
public enum GalleryVariant: String, Sendable, CaseIterable {
  /// A colour terminal (xterm-256color, tmux…).
  case color
  /// `NO_COLOR=1`: the app draws no colour; the attributes stay.
  case noColor = "no-color"
  /// xterm-mono: its description has no colours and no dim, so neither shows (the words carry the meaning).
  case mono
  /// A colour terminal with the QA annotations on (`a`): the replica's own words (the key line, why a row
  /// does nothing, where a list goes on) and the QA details, over the app's picture.
  case qa

  public var title: String {
    switch self {
    case .color: "Colour"
    case .noColor: "NO_COLOR=1"
    case .mono: "xterm-mono"
    case .qa: "QA annotations"
    }
  }

  /// The frame as this variant shows the state.
  func frame(_ reached: NamedState.Reached, width: Int, height: Int) -> Frame {
    switch self {
    case .color: return reached.frame(width: width, height: height, color: true)
    case .noColor: return reached.frame(width: width, height: height, color: false)
    case .mono:
      var frame = reached.frame(width: width, height: height, color: false, dim: false)
      for row in 0..<frame.height {
        frame.restyle(row: row, from: 0, to: frame.width) { $0 = $0.monochrome }
      }
      return frame
    case .qa: return reached.frame(width: width, height: height, color: true, annotations: true)
    }
  }
}
