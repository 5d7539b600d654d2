import PushCore
import PushPresentation
import Testing

/// The terminal's colours for a theme, as a pure function of the theme and the terminal's colours.
@Suite struct TerminalPaletteTests {
  @Test(arguments: [
    (RGBColor(hex: 0xFFFFFF), 231), (RGBColor(hex: 0x000000), 16), (RGBColor(hex: 0xFF0000), 196),
    (RGBColor(hex: 0x5F87AF), 67), (RGBColor(hex: 0x222222), 235), (RGBColor(hex: 0x2E3136), 236),
    (RGBColor(hex: 0x3366CC), 62), (RGBColor(hex: 0x00AF89), 36), (RGBColor(hex: 0xF8F1E3), 255),
  ])
  func xterm256_nearest_isTheClosestOfTheCubeAndTheGreys(_ color: RGBColor, _ expected: Int) throws {
    let index = TerminalPalette.xterm256(nearest: color)
    #expect(index == expected, "\(color.hex) gave \(index)")
    // No colour from 16 to 255 is closer than the one chosen.
    let shown = try #require(TerminalPalette.rgb(ofXterm256: index))
    func distance(_ a: RGBColor) -> Int {
      let (r, g, b) = (Int(a.r) - Int(color.r), Int(a.g) - Int(color.g), Int(a.b) - Int(color.b))
      return r * r + g * g + b * b
    }
    for other in 16...255 { #expect(distance(TerminalPalette.rgb(ofXterm256: other)!) >= distance(shown)) }
  }

  @Test func rgb_ofTheSystemColours_isNotOurs() {
    #expect(TerminalPalette.rgb(ofXterm256: 7) == nil)
    #expect(TerminalPalette.rgb(ofXterm256: 232) == RGBColor(8, 8, 8))
    #expect(TerminalPalette.rgb(ofXterm256: 16 + 36 * 5 + 6 * 2 + 1) == RGBColor(255, 135, 95))
  }

  @Test(arguments: Theme.allCases)
  func noColour_noPalette_theThemeChangesNothing(_ theme: Theme) {
    #expect(TerminalPalette(theme, depth: .none) == nil)
  }

  @Test func eightColours_darkAndBlackOnBlack_lightAndSepiaOnTheTerminalsOwnGround() {
    let ansi = [6, 2, 3, 1, 4]  // cyan, green, yellow, red, blue: the roles' colours before themes
    for theme in [Theme.light, .sepia] {
      #expect(TerminalPalette(theme, depth: .eight) == TerminalPalette(foreground: -1, background: -1, roles: ansi))
    }
    // On the black ground these force, muted is white (dimmed where the style dims it): blue on black is
    // about 2:1, and dimmed the QA details could not be read.
    for theme in [Theme.dark, .black] {
      #expect(
        TerminalPalette(theme, depth: .eight) == TerminalPalette(foreground: 7, background: 0, roles: [6, 2, 3, 1, 7]))
    }
  }

  @Test func xterm256_eachThemesGroundTextAndRoles_areTheAppsColoursNearest() throws {
    let light = try #require(TerminalPalette(.light, depth: .xterm256))
    #expect(light.background == 231 && light.foreground == 235, "white paper, base10 text")
    let sepia = try #require(TerminalPalette(.sepia, depth: .xterm256))
    #expect(sepia.background == 255 && sepia.foreground == 235)
    let dark = try #require(TerminalPalette(.dark, depth: .xterm256))
    #expect(dark.background == 236 && dark.foreground == 231, "thermosphere paper, base90 text")
    let black = try #require(TerminalPalette(.black, depth: .xterm256))
    #expect(black.background == 16 && black.foreground == 231)
    // The link colour: blue50 on the light themes, stratosphere on the dark ones.
    #expect(light.roles[0] == 62)
    // Each role keeps its contrast with the ground: the app's own, up to 4.5:1 (the nearest colour alone put
    // Light's red, the counter over the limit, at 3.7:1 and Sepia's muted rows at 3:1).
    for (theme, palette) in [(Theme.light, light), (.sepia, sepia), (.dark, dark), (.black, black)] {
      let ground = try #require(TerminalPalette.rgb(ofXterm256: palette.background))
      for (role, index) in zip(CellStyle.Color.all, palette.roles) {
        let shown = try #require(TerminalPalette.rgb(ofXterm256: index))
        let app = theme.colors.color(role)
        let needed = min(4.5, app.contrast(with: theme.colors.background))
        #expect(shown.contrast(with: ground) >= needed, "\(theme) \(role): \(shown.hex) on \(ground.hex)")
        #expect(shown.distance(to: app) < 90 * 90, "\(theme) \(role): \(shown.hex) stays near \(app.hex)")
      }
    }
    let red = try #require(TerminalPalette.rgb(ofXterm256: light.roles[3]))
    #expect(red.contrast(with: RGBColor(255, 255, 255)) >= 4.5, "the warning on white")
    for palette in [light, sepia, dark, black] {
      #expect(palette.roles.count == CellStyle.Color.all.count)
      #expect(palette.roles.allSatisfy { (16...255).contains($0) }, "never a system colour the terminal redefines")
      #expect(!palette.roles.contains(palette.background), "no role vanishes into the ground")
    }
  }

  @Test func depth_fromTheTerminalsColourCount() {
    #expect(TerminalPalette.Depth(colors: 256) == .xterm256)
    #expect(TerminalPalette.Depth(colors: 88) == .eight)
    #expect(TerminalPalette.Depth(colors: 8) == .eight)
    #expect(TerminalPalette.Depth(colors: 0) == .none)
    #expect(TerminalPalette.Depth(colors: -1) == .none)
  }
}
