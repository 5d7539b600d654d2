import Foundation
import PushTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Issue 27, item 11: the reading theme reaches the real terminal, in the colours each terminal can show.
@Suite struct ThemeEndToEndTests {
  /// What the app wrote in a pty with TERM=`term` and these arguments, up to its first full frame.
  static func firstFrame(_ arguments: [String], term: String) async throws -> String {
    var run = try PseudoTerminalRun(["--fresh", "--open", "settings"] + arguments, term: term)
    defer { close(run.master) }
    let seen = await run.waitFor("Explore feed")
    #expect(seen, "the Settings screen was drawn")
    run.type("qq")  // Settings closes, then the app quits on Explore.
    let status = await run.exitStatus()
    #expect(status == 0)
    return String(decoding: run.output, as: UTF8.self)
  }

  @Test func xterm256_dark_paintsTheGroundAndTextInTheAppsColours() async throws {
    let output = try await Self.firstFrame(["--theme", "dark"], term: "xterm-256color")
    #expect(output.contains("48;5;236"), "Dark's thermosphere ground, as xterm's grey 236")
    #expect(output.contains("38;5;231"), "base90 text")
    #expect(output.contains("Reading preferences"))
  }

  /// `render --color` paints the theme a state chose, or the one given with --theme, as the gallery does (it
  /// used to print the terminal's own colours and drop --theme silently).
  @Test func renderColor_paintsTheStatesThemeOrTheOneGiven() async throws {
    // In colour whatever another test has set in this process's environment.
    let colour = ["NO_COLOR": ""]
    let dark = try await EndToEnd.run(["render", "reading-preferences-dark", "--color"], environment: colour)
    #expect(dark.status == 0)
    #expect(dark.out.contains("48;5;236"), "Dark's ground")
    let sepia = try await EndToEnd.run(["render", "settings", "--color", "--theme", "sepia"], environment: colour)
    #expect(sepia.out.contains("48;5;255") && sepia.out.contains("Sepia"), "Sepia's ground and its name in the row")
    let none = try await EndToEnd.run(["render", "settings", "--color"], environment: colour)
    #expect(!none.out.contains("38;5;") && !none.out.contains("48;5;"), "no theme: the terminal's own colours")
  }

  @Test func noThemeChosen_theTerminalKeepsItsOwnColours_asBeforeThemes() async throws {
    let output = try await Self.firstFrame([], term: "xterm-256color")
    #expect(!output.contains("38;5;") && !output.contains("48;5;"), "the ANSI colours on the terminal's ground")
    #expect(output.contains("\u{1B}[36m"), "the accent cyan, as before")
    let light = try await Self.firstFrame(["--theme", "light"], term: "xterm-256color")
    #expect(light.contains("48;5;231") && light.contains("38;5;235"), "Light chosen: white paper, base10 text")
  }

  @Test func eightColours_darkIsOnBlack_lightKeepsTheTerminalsOwnGround() async throws {
    let dark = try await Self.firstFrame(["--theme", "dark"], term: "xterm")
    #expect(dark.contains("\u{1B}[40m") && dark.contains("\u{1B}[37m"), "white on black")
    #expect(!dark.contains("38;5;") && !dark.contains("48;5;"), "no colour an 8-colour terminal lacks")
    let light = try await Self.firstFrame(["--theme", "light"], term: "xterm")
    #expect(!light.contains("\u{1B}[40m") && !light.contains("\u{1B}[47m"), "no ground of its own")
    #expect(light.contains("\u{1B}[36m"), "the accent still cyan, as before themes")
  }

  @Test func mono_aThemeChangesNothing() async throws {
    let output = try await Self.firstFrame(["--theme", "black"], term: "xterm-mono")
    for code in ["38;5;", "48;5;", "\u{1B}[40m", "\u{1B}[37m", "\u{1B}[36m"] {
      #expect(!output.contains(code), "\(code.debugDescription) on a terminal without colours")
    }
  }

  @Test func choosingATheme_repaintsTheScreenAtOnce_andTheStateFileKeepsIt() async throws {
    let path = EndToEnd.tempPath("theme.json")
    var run = try PseudoTerminalRun(["--state-file", path, "--open", "settings"], term: "xterm-256color")
    defer { close(run.master) }
    let started = await run.waitFor("Explore feed")
    #expect(started)
    #expect(!String(decoding: run.output, as: UTF8.self).contains("48;5;16"), "Light until Black is chosen")
    let down = "\u{1B}OB"
    run.type(String(repeating: down, count: 6) + "\r")  // Reading preferences
    let opened = await run.waitFor("Reading themes")
    #expect(opened)
    let before = run.output.count
    run.type(String(repeating: down, count: 3) + "\r")  // Black
    let repainted = await run.waitFor("48;5;16", after: before)
    #expect(repainted, "Black's ground, painted at once")
    // q goes back from Reading preferences, closes Settings; on Explore, the top, it quits.
    run.type("qqq")
    let status = await run.exitStatus()
    #expect(status == 0)
    let saved = try String(contentsOfFile: path, encoding: .utf8)
    #expect(saved.contains("\"theme\":\"black\""))
  }
}
