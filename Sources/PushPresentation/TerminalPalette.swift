import PushCore

/// The colours a terminal is set to for a theme: its ground and each role's colour, as colour numbers
/// (-1 is the terminal's own default). A pure function of the theme and what the terminal can show; only
/// `Terminal` turns it into ncurses' colour pairs.
public struct TerminalPalette: Sendable, Equatable {
  /// How many colours a terminal shows.
  public enum Depth: Sendable, Equatable {
    /// No colour at all (NO_COLOR, xterm-mono): a theme changes nothing visible.
    case none
    /// The eight ANSI colours (TERM=xterm, screen).
    case eight
    /// xterm's 256 colours (xterm-256color, tmux-256color…).
    case xterm256

    /// The depth of a terminal that has `colors` colours.
    public init(colors: Int) {
      self = colors >= 256 ? .xterm256 : colors >= 8 ? .eight : .none
    }
  }

  /// Text and ground where a cell has no colour of its own; -1 is the terminal's own.
  public var foreground: Int
  public var background: Int
  /// Each role's text colour, in the order of `CellStyle.Color.all` (its ncurses pairs 1 to 5).
  public var roles: [Int]

  public init(foreground: Int, background: Int, roles: [Int]) {
    self.foreground = foreground
    self.background = background
    self.roles = roles
  }

  /// The terminal's own ground with the roles' ANSI colours: the picture before themes (and while no theme is
  /// chosen), and what Light and Sepia are on an 8-colour terminal (its ground may be light or dark; it stays).
  public static let terminalOwn = TerminalPalette(
    foreground: -1, background: -1, roles: CellStyle.Color.all.map(\.ansi))

  /// The palette for `theme` on a terminal of `depth`; nil where there is no colour.
  public init?(_ theme: Theme, depth: Depth) {
    switch depth {
    case .none:
      return nil
    case .eight:
      // The nearest of the eight: Dark and Black on black with white text, Light and Sepia on the terminal's
      // own ground (eight colours have no sepia, and white is often grey).
      self = Self.terminalOwn
      if theme.isDark {
        foreground = 7
        background = 0
        // Blue on the black ground they force is about 2:1 (dimmed, the QA details could not be read): muted
        // text is white there, and the dim attribute still sets it apart.
        if let muted = CellStyle.Color.all.firstIndex(of: .muted) { roles[muted] = 7 }
      }
    case .xterm256:
      let colors = theme.colors
      self.init(
        foreground: Self.xterm256(nearest: colors.text, readableOn: colors.background),
        background: Self.xterm256(nearest: colors.background),
        roles: CellStyle.Color.all.map { Self.xterm256(nearest: colors.color($0), readableOn: colors.background) })
    }
  }

  /// The six levels of each channel in xterm's 6×6×6 colour cube (colours 16 to 231).
  static let cubeLevels: [Int] = [0, 95, 135, 175, 215, 255]

  /// The RGB xterm shows for a colour from 16 to 255 (the cube and the 24 greys); nil for the 16 system
  /// colours, which each terminal sets as it likes.
  public static func rgb(ofXterm256 index: Int) -> RGBColor? {
    switch index {
    case 16...231:
      let n = index - 16
      return RGBColor(
        UInt8(cubeLevels[n / 36]), UInt8(cubeLevels[n / 6 % 6]), UInt8(cubeLevels[n % 6]))
    case 232...255:
      let v = UInt8(8 + 10 * (index - 232))
      return RGBColor(v, v, v)
    default:
      return nil
    }
  }

  /// The colour from 16 to 255 nearest to `color` that keeps its contrast with `ground` (at least the app's
  /// own, up to WCAG's 4.5:1): the nearest alone put Light's red at 3.7:1 where the app's is 5:1, and
  /// Sepia's muted grey at 3:1.
  public static func xterm256(nearest color: RGBColor, readableOn ground: RGBColor) -> Int {
    let needed = min(4.5, color.contrast(with: ground))
    let shown = rgb(ofXterm256: xterm256(nearest: ground)) ?? ground
    let nearest = xterm256(nearest: color)
    guard let first = rgb(ofXterm256: nearest), first.contrast(with: shown) < needed else { return nearest }
    var best: (index: Int, distance: Int)?
    for index in 16...255 {
      guard let candidate = rgb(ofXterm256: index), candidate.contrast(with: shown) >= needed else { continue }
      let distance = candidate.distance(to: color)
      if best.map({ distance < $0.distance }) ?? true { best = (index, distance) }
    }
    return best?.index ?? nearest
  }

  /// The colour from 16 to 255 nearest to `color` (the cube's nearest or the greys', whichever is closer).
  public static func xterm256(nearest color: RGBColor) -> Int {
    func level(_ v: UInt8) -> Int {
      var best = 0
      for (i, l) in cubeLevels.enumerated() where abs(l - Int(v)) < abs(cubeLevels[best] - Int(v)) { best = i }
      return best
    }
    let cube = 16 + 36 * level(color.r) + 6 * level(color.g) + level(color.b)
    let average = (Int(color.r) + Int(color.g) + Int(color.b)) / 3
    let grey = 232 + min(23, max(0, (average - 3) / 10))
    var best = cube
    for candidate in [grey, max(232, grey - 1), min(255, grey + 1)] {
      guard let a = rgb(ofXterm256: candidate), let b = rgb(ofXterm256: best) else { continue }
      if a.distance(to: color) < b.distance(to: color) { best = candidate }
    }
    return best
  }
}
