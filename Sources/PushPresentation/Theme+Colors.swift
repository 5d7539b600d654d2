import PushCore

/// Each theme's colours, by the role each plays on our screens: the app's `Colors` for that theme
/// (`WMF Framework/Theme.swift`, 2020–2022: `Colors.light`, `.sepia`, `.dark`, `.black`). Which of the app's
/// colours each role takes is in `docs/themes.md`.
public struct ThemeColors: Sendable, Equatable {
  /// The ground: the app's `paperBackground`.
  public var background: RGBColor
  /// Plain text: `primaryText`.
  public var text: RGBColor
  /// Headings, the back button, links: `link`.
  public var accent: RGBColor
  /// A switch that is on: `accent` (the app's green).
  public var good: RGBColor
  /// Waiting: `warning`.
  public var busy: RGBColor
  /// Errors and destructive buttons: `destructive`.
  public var bad: RGBColor
  /// Rules, QA details: `secondaryText`.
  public var muted: RGBColor

  /// The colour of a role.
  public func color(_ role: CellStyle.Color) -> RGBColor {
    switch role {
    case .accent: accent
    case .good: good
    case .busy: busy
    case .bad: bad
    case .muted: muted
    }
  }
}

extension Theme {
  /// The theme's colours, as the app's source names them (base10 is 0x222222…).
  public var colors: ThemeColors {
    let base10 = RGBColor(hex: 0x222222)
    let base70 = RGBColor(hex: 0xC8CCD1)
    let base90 = RGBColor(hex: 0xF8F9FA)
    let blue50 = RGBColor(hex: 0x3366CC)
    let stratosphere = RGBColor(hex: 0x6699FF)
    let green50 = RGBColor(hex: 0x00AF89)
    let osage = RGBColor(hex: 0xFF9500)
    let yellow50 = RGBColor(hex: 0xFFCC33)
    let red75 = RGBColor(hex: 0xFF6E6E)
    switch self {
    case .light:
      return ThemeColors(
        background: RGBColor(hex: 0xFFFFFF), text: base10, accent: blue50, good: green50, busy: osage,
        bad: RGBColor(hex: 0xCC3333), muted: RGBColor(hex: 0x72777D))
    case .sepia:
      return ThemeColors(
        background: RGBColor(hex: 0xF8F1E3), text: base10, accent: blue50, good: green50, busy: osage,
        bad: RGBColor(hex: 0xB32424), muted: RGBColor(hex: 0x646059))
    case .dark:
      return ThemeColors(
        background: RGBColor(hex: 0x2E3136), text: base90, accent: stratosphere, good: green50, busy: yellow50,
        bad: red75, muted: base70)
    case .black:
      return ThemeColors(
        background: RGBColor(hex: 0x000000), text: base90, accent: stratosphere, good: green50, busy: yellow50,
        bad: red75, muted: base70)
    }
  }
}
