import Foundation
import PushCore
import PushPresentation
import PushQATools
import PushTestSupport
import Testing

@testable import PushGallery

@Suite struct GalleryTests {
  static func build(_ names: [String] = ["push-on", "type-write-failed"], variants: [GalleryVariant] = [.color])
    async -> Gallery
  {
    await Gallery.build(
      names.compactMap(NamedState.named), sizes: [(80, 24), (60, 20)], variants: variants)
  }

  static func folder() -> String {
    let path = NSTemporaryDirectory() + "gallery-\(UUID().uuidString)"
    return path
  }

  @Test func build_drawsEachStateAtEverySize_asTheTerminalDoes() async throws {
    let gallery = await Self.build()
    #expect(
      gallery.screens.map(\.id) == [
        "push-on@80x24", "push-on@60x20", "type-write-failed@80x24", "type-write-failed@60x20",
      ])
    let reached = await NamedState.named("push-on")!.reach()
    #expect(gallery.screens[0].frame == reached.frame(width: 80, height: 24, color: true))
    #expect(gallery.states[0].transcript == reached.snapshot(accessible: true))
    #expect(gallery.states[1].annotations.contains { $0.contains("de.wikipedia.org") }, "its QA details")
  }

  @Test func variants_noColorDropsColours_monoAlsoDim_andSaysWhatDimShowed() async {
    let gallery = await Self.build(["settings"], variants: [.color, .noColor, .mono, .qa])
    let styles = { (screen: Gallery.Screen) in Set(screen.frame.cells.map(\.style)) }
    let screens = gallery.screens.filter { $0.width == 80 }
    #expect(styles(screens[0]).contains { $0.color != nil })
    #expect(!styles(screens[1]).contains { $0.color != nil })
    #expect(styles(screens[1]).contains { $0.dim }, "NO_COLOR keeps dim (the rows out of scope)")
    #expect(!styles(screens[2]).contains { $0.color != nil || $0.dim }, "xterm-mono has neither")
    #expect(styles(screens[2]).contains { $0.reverse }, "the focus still shows")
    #expect(screens[1].frame.text == screens[0].frame.text)
    // The app's picture has none of the replica's words; xterm-mono says in words what dim shows elsewhere.
    #expect(!screens[0].frame.text.contains("unavailable"))
    #expect(screens[2].frame.text.contains("unavailable"))
    // The QA variant: the annotations on, the key line with them.
    #expect(screens[3].frame.text.contains("q quit") && !screens[0].frame.text.contains("q quit"))
  }

  @Test func page_isSelfContained_withAnIndex_descriptions_QADetails_andTranscripts() async {
    let gallery = await Self.build()
    let html = GalleryPage.html(gallery, command: "push-settings gallery <x>")
    #expect(html.hasPrefix("<!DOCTYPE html>"))
    // One script, the index's filter, written in the page: nothing is fetched.
    #expect(html.components(separatedBy: "<script").count == 2 && !html.contains("src="))
    #expect(!html.contains("src=\"http"), "nothing fetched")
    #expect(!html.contains("<link"))
    #expect(html.contains("push-settings gallery &lt;x&gt;"))
    #expect(html.components(separatedBy: "<svg ").count - 1 == 4, "every screen inline")
    #expect(html.contains("<a href=\"#state-type-write-failed\">"))
    #expect(html.contains(NamedState.named("type-write-failed")!.summary.replacingOccurrences(of: "'", with: "&#39;")))
    #expect(html.contains("QA: Write failed on de.wikipedia.org"))
    #expect(html.contains("Alert: Couldn&#39;t change Thanks."), "the transcript")
    #expect(html.contains("cursor at row 7, column 3"))
  }

  @Test func folder_writesThePageSVGsAndScreens_andReadsThemBack() async throws {
    let gallery = await Self.build()
    let path = Self.folder()
    defer { try? FileManager.default.removeItem(atPath: path) }
    let folder = GalleryFolder(path)
    try folder.write(gallery, command: "test")
    for screen in gallery.screens {
      #expect(FileManager.default.fileExists(atPath: "\(path)/svg/\(screen.id).svg"))
      #expect(try folder.frame(screen.id) == screen.frame, "\(screen.id) reads back as drawn")
    }
    #expect(try folder.manifest()?.screens == gallery.screens.map(\.id))
    #expect(try folder.transcript("push-on") == gallery.states[0].transcript)
    // Made again with fewer states: what only the first had is gone.
    try folder.write(await Self.build(["push-on"]), command: "test")
    #expect(!FileManager.default.fileExists(atPath: "\(path)/svg/type-write-failed@80x24.svg"))
    #expect(!FileManager.default.fileExists(atPath: "\(path)/screens/type-write-failed.a11y.txt"))
  }

  @Test func folder_refusesAFolderThatIsNeitherEmptyNorAGallery() throws {
    let path = Self.folder()
    defer { try? FileManager.default.removeItem(atPath: path) }
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    try "mine".write(toFile: path + "/notes.txt", atomically: true, encoding: .utf8)
    #expect(throws: GalleryError("--out: '\(path)' is a folder that is neither empty nor a gallery; name a new one")) {
      try GalleryFolder(path).prepare()
    }
    #expect(try String(contentsOfFile: path + "/notes.txt", encoding: .utf8) == "mine")
  }

  @Test func manifest_aNameThatLeavesTheFolder_isRefused() throws {
    let path = Self.folder()
    defer { try? FileManager.default.removeItem(atPath: path) }
    try FileManager.default.createDirectory(atPath: path + "/screens", withIntermediateDirectories: true)
    try "push-settings gallery 1\nscreen ../../victim\n".write(
      toFile: path + "/screens/MANIFEST", atomically: true, encoding: .utf8)
    #expect(throws: GalleryError.self) { try GalleryFolder(path).manifest() }
  }

  @Test func compare_findsTheChangedCells_andSaysHowManyScreensChanged() async throws {
    let path = Self.folder()
    defer { try? FileManager.default.removeItem(atPath: path) }
    let gallery = await Self.build()
    try GalleryFolder(path).write(gallery, command: "test")
    // The same gallery, but one screen's copy changed and its cursor moved.
    var changed = gallery
    var frame = changed.states[0].screens[0].frame
    frame.put("Notify me of", row: 8, column: 1, style: CellStyle(bold: true, color: .accent))
    frame.cursor = (9, 2)
    changed.states[0].screens[0].frame = frame
    changed.states[0].transcript += "One more line.\n"
    let comparison = try GalleryComparison.compare(changed, with: GalleryFolder(path))
    #expect(comparison.summary == "1 of 4 screens changed; 1 transcript changed")
    let change = try #require(comparison.changes.first)
    #expect(change.id == "push-on@80x24")
    // "Notify me about" became "Notify me of": cells 11 to 13 ("of" over "ab", then "o" over "o"…).
    let cells = change.cells.sorted().map { ($0 / 80, $0 % 80) }
    #expect(cells.allSatisfy { $0.0 == 8 || $0 == (6, 2) || $0 == (9, 2) })
    #expect(cells.contains { $0 == (6, 2) } && cells.contains { $0 == (9, 2) }, "the cursor's two cells")
    let html = comparison.html()
    #expect(html.contains("<h1>1 of 4 screens changed; 1 transcript changed</h1>"))
    #expect(html.contains("class=\"changed\""))
    #expect(html.contains("+ One more line."))
    // Against itself: nothing.
    #expect(try GalleryComparison.compare(gallery, with: GalleryFolder(path)).summary == "0 of 4 screens changed")
  }

  /// A gallery at other sizes changed no screen: it made new ones; they are counted apart, not as changed.
  @Test func compare_countsNewScreensApart_fromChangedOnes() async throws {
    let path = Self.folder()
    defer { try? FileManager.default.removeItem(atPath: path) }
    try GalleryFolder(path).write(await Self.build(), command: "test")
    let other = await Gallery.build(
      ["push-on", "type-write-failed"].compactMap(NamedState.named), sizes: [(80, 24), (100, 30)], variants: [.color])
    let comparison = try GalleryComparison.compare(other, with: GalleryFolder(path))
    #expect(comparison.summary == "0 of 2 screens changed; 2 new; 2 no longer made")
  }

  @Test func lineDiff_marksWhatWasTakenAndWhatWasAdded() {
    #expect(GalleryComparison.lineDiff("a\nb\nc", "a\nB\nc") == ["  a", "− b", "+ B", "  c"])
    // Two lines of context each side; the unchanged lines beyond them are one ⋯.
    let old = (1...10).map(String.init).joined(separator: "\n")
    let new = old.replacingOccurrences(of: "6", with: "six")
    #expect(GalleryComparison.lineDiff(old, new) == ["⋯", "  4", "  5", "− 6", "+ six", "  7", "  8", "⋯"])
    #expect(GalleryComparison.lineDiff(old, old).isEmpty, "nothing changed, nothing shown")
  }
}

/// Issue 27, item 11: `gallery --themes` draws each state in the reading themes, in their colours.
@Suite struct GalleryThemeTests {
  @Test func themes_drawEachStateInEachTheme_withTheThemeShown() async throws {
    let gallery = await Gallery.build(
      [NamedState.named("settings")!], sizes: [(80, 24)], variants: [.color], themes: [.sepia, .black])
    #expect(gallery.screens.map(\.id) == ["settings@80x24", "settings@80x24.sepia", "settings@80x24.black"])
    // The state is shown in the theme, as --theme shows it: Settings says which.
    #expect(
      gallery.screens[0].frame.text.contains("Reading preferences") && gallery.screens[0].frame.text.contains("Light ›")
    )
    #expect(gallery.screens[1].frame.text.contains("Sepia ›"))
    #expect(gallery.screens[2].frame.text.contains("Black ›"))
    #expect(gallery.states[0].transcript.contains("Reading preferences, Light."), "the transcript is the state's own")
  }

  @Test func themes_theSVGsArePaintedInTheThemesColours() async throws {
    let gallery = await Gallery.build(
      [NamedState.named("push-on")!], sizes: [(60, 20)], variants: [.color], themes: [.light, .dark])
    let dark = try #require(gallery.screens.first { $0.theme == .dark })
    let svg = ScreenSVG.render(dark.frame, palette: dark.palette(gallery.palette), title: "t")
    let palette = GalleryPalette(theme: .dark)
    #expect(palette.background == TerminalPalette.rgb(ofXterm256: 236), "Dark's ground, as xterm shows it")
    #expect(svg.contains("fill=\"\(palette.background.hex)\""))
    #expect(svg.contains(palette.color(of: .accent).hex), "the headings in Dark's link colour")
    #expect(!svg.contains(GalleryPalette.xterm.background.hex), "not the terminal's own black")
    let light = try #require(gallery.screens.first { $0.theme == .light })
    let lightSVG = ScreenSVG.render(light.frame, palette: light.palette(gallery.palette), title: "t")
    #expect(lightSVG.contains("fill=\"#ffffff\""), "Light's white paper")
    #expect(!lightSVG.contains(palette.background.hex))
  }

  @Test func aStateThatChoseATheme_isPaintedInIt_inColourOnly() async throws {
    let gallery = await Gallery.build(
      [NamedState.named("reading-preferences-dark")!, NamedState.named("settings")!], sizes: [(80, 24)],
      variants: [.color, .mono])
    #expect(gallery.screens.map(\.painted) == [.dark, nil, nil, nil])
    #expect(gallery.screens[0].palette(gallery.palette) == GalleryPalette(theme: .dark))
    #expect(gallery.screens[2].palette(gallery.palette) == .xterm, "no theme chosen: xterm's own colours")
  }

  @Test func page_saysEachThemesColours() async {
    let gallery = await Gallery.build(
      [NamedState.named("push-on")!], sizes: [(60, 20)], variants: [.color], themes: Theme.allCases)
    let html = GalleryPage.html(gallery, command: "push-settings gallery --themes all")
    #expect(html.contains("<h2>Reading themes</h2>"))
    for theme in Theme.allCases {
      #expect(html.contains("<b>\(theme.displayName)</b>"))
      #expect(html.contains("push-on@60x20.\(theme.rawValue)"))
      #expect(html.contains("\(theme.displayName) theme · cursor at row"))
    }
  }
}

/// Issue 36: `gallery --ui-languages` draws each state in the app languages, as --ui-language shows them.
@Suite struct GalleryLanguageTests {
  @Test func languages_drawEachStateInEachLanguage_andTheStatesOwnAfter() async throws {
    let gallery = await Gallery.build(
      [NamedState.named("settings")!], sizes: [(80, 24)], variants: [.color], themes: [.sepia],
      languages: [.german, .hebrew])
    #expect(
      gallery.screens.map(\.id) == [
        "settings@80x24", "settings@80x24.de", "settings@80x24.he", "settings@80x24.sepia",
      ])
    #expect(gallery.screens[1].frame.text.contains("Einstellungen"))
    #expect(gallery.screens[2].frame.text.contains("תורדגה"), "Hebrew, in visual order")
    // The themes after the languages are drawn in the state's own language again, and so is the transcript.
    #expect(gallery.screens[3].frame.text.contains("Reading preferences"))
    #expect(gallery.states[0].transcript.contains("Reading preferences, Light."))
    let html = GalleryPage.html(gallery, command: "push-settings gallery --ui-languages de,he")
    #expect(html.contains("in German · cursor at row") && html.contains("in Hebrew · cursor at row"))
    // Each language's transcript too: what a reviewer hears in it.
    #expect(gallery.states[0].languageTranscripts.map(\.language) == [.german, .hebrew])
    #expect(gallery.states[0].languageTranscripts[0].text.contains("Einstellungen"))
    #expect(GalleryPage.statePage(gallery.states[0], gallery, command: "c").contains("Transcript in Hebrew"))
  }

  @Test func languageTranscripts_areWritten_andGoWhenALaterGalleryHasNone() async throws {
    let path = GalleryTests.folder()
    defer { try? FileManager.default.removeItem(atPath: path) }
    let state = [NamedState.named("settings")!]
    let folder = GalleryFolder(path)
    try folder.write(
      await Gallery.build(state, sizes: [(60, 20)], variants: [.color], languages: [.german]), command: "t")
    let file = path + "/screens/settings.de.a11y.txt"
    #expect(try String(contentsOfFile: file, encoding: .utf8).contains("Einstellungen"))
    #expect(try folder.manifest()?.transcripts == ["settings.de"])
    try folder.write(await Gallery.build(state, sizes: [(60, 20)], variants: [.color]), command: "t")
    #expect(!FileManager.default.fileExists(atPath: file), "an earlier gallery's language transcript is removed")
  }
}

/// Issue 34, B4: `gallery --out` over an earlier gallery followed links inside it: `index.html` linked
/// elsewhere had that file overwritten, `svg` linked to a folder had the files there overwritten, `screens`
/// linked to a folder holding a MANIFEST had the files there deleted. Each is refused now, nothing outside
/// touched; and a file is replaced through a rename, so even a hard link's other name keeps its bytes.
@Suite struct GalleryLinkTests {
  let fm = FileManager.default

  /// An earlier gallery of `push-on` at `path`, and a folder outside it with a victim file.
  func setUp() async throws -> (gallery: Gallery, path: String, outside: String) {
    let gallery = await GalleryTests.build(["push-on"])
    let path = GalleryTests.folder()
    let outside = GalleryTests.folder()
    try GalleryFolder(path).write(gallery, command: "test")
    try fm.createDirectory(atPath: outside, withIntermediateDirectories: true)
    return (gallery, path, outside)
  }

  func contents(_ path: String) -> String? { try? String(contentsOfFile: path, encoding: .utf8) }

  @Test func indexLinkedElsewhere_isRefused_andThatFileKeepsItsBytes() async throws {
    let (gallery, path, outside) = try await setUp()
    defer { [path, outside].forEach { try? fm.removeItem(atPath: $0) } }
    try "victim".write(toFile: outside + "/victim.txt", atomically: true, encoding: .utf8)
    try fm.removeItem(atPath: path + "/index.html")
    try fm.createSymbolicLink(atPath: path + "/index.html", withDestinationPath: outside + "/victim.txt")
    #expect(
      throws: GalleryError(
        "--out: '\(path)/index.html' is a link; a gallery never writes or deletes through "
          + "a link: remove it, or name a new folder")
    ) { try GalleryFolder(path).write(gallery, command: "test") }
    // Written alone (as compare.html is), after the check: refused too.
    #expect(throws: GalleryError.self) { try GalleryFolder(path).write("index.html", "overwritten") }
    #expect(contents(outside + "/victim.txt") == "victim")
  }

  @Test func svgLinkedToAFolder_isRefused_andTheFilesThereKeepTheirBytes() async throws {
    let (gallery, path, outside) = try await setUp()
    defer { [path, outside].forEach { try? fm.removeItem(atPath: $0) } }
    try "victim".write(toFile: outside + "/push-on@80x24.svg", atomically: true, encoding: .utf8)
    try fm.removeItem(atPath: path + "/svg")
    try fm.createSymbolicLink(atPath: path + "/svg", withDestinationPath: outside)
    #expect(
      throws: GalleryError(
        "--out: '\(path)/svg' is a link; a gallery never writes or deletes through a link: "
          + "remove it, or name a new folder")
    ) { try GalleryFolder(path).write(gallery, command: "test") }
    #expect(throws: GalleryError.self) { try GalleryFolder(path).write("svg/push-on@80x24.svg", "overwritten") }
    #expect(contents(outside + "/push-on@80x24.svg") == "victim")
    #expect(try fm.contentsOfDirectory(atPath: outside) == ["push-on@80x24.svg"])
  }

  @Test func screensLinkedToAFolderWithAManifest_isRefused_andNothingThereIsDeleted() async throws {
    let (_, path, outside) = try await setUp()
    defer { [path, outside].forEach { try? fm.removeItem(atPath: $0) } }
    // The folder it points to names files as a gallery's, which a new gallery without them would remove.
    try "push-settings gallery 1\nscreen victim\nstate victim\n".write(
      toFile: outside + "/MANIFEST", atomically: true, encoding: .utf8)
    for name in ["victim.txt", "victim.style.txt", "victim.a11y.txt"] {
      try "victim".write(toFile: outside + "/" + name, atomically: true, encoding: .utf8)
    }
    try fm.removeItem(atPath: path + "/screens")
    try fm.createSymbolicLink(atPath: path + "/screens", withDestinationPath: outside)
    let other = await GalleryTests.build(["settings"])
    #expect(
      throws: GalleryError(
        "--out: '\(path)/screens' is a link; a gallery never writes or deletes through a "
          + "link: remove it, or name a new folder")
    ) { try GalleryFolder(path).write(other, command: "test") }
    #expect(
      try fm.contentsOfDirectory(atPath: outside).sorted() == [
        "MANIFEST", "victim.a11y.txt", "victim.style.txt", "victim.txt",
      ])
    #expect(contents(outside + "/MANIFEST") == "push-settings gallery 1\nscreen victim\nstate victim\n")
  }

  @Test func aFileHardLinkedElsewhere_isReplaced_notWrittenThrough() async throws {
    let (gallery, path, outside) = try await setUp()
    defer { [path, outside].forEach { try? fm.removeItem(atPath: $0) } }
    try "victim".write(toFile: outside + "/victim.txt", atomically: true, encoding: .utf8)
    try fm.removeItem(atPath: path + "/index.html")
    try fm.linkItem(atPath: outside + "/victim.txt", toPath: path + "/index.html")
    try GalleryFolder(path).write(gallery, command: "test")
    #expect(contents(outside + "/victim.txt") == "victim")
    #expect(contents(path + "/index.html")?.hasPrefix("<!DOCTYPE html>") == true)
    #expect(!(try fm.contentsOfDirectory(atPath: path).contains { $0.hasSuffix(".tmp") }), "no temporary left")
  }
}

/// Issue 34, B5: a crafted earlier gallery whose style file puts the cursor at Int.max trapped `--compare`
/// (SIGILL, exit 132, nothing said). Every number read back is bounded by the screen it belongs to.
@Suite struct GalleryCompareInputTests {
  @Test(arguments: [
    ("cursor 9223372036854775807 2", "row 9223372036854775807, column 2"),
    ("cursor 2 9223372036854775807", "row 2, column 9223372036854775807"),
    ("cursor -9223372036854775808 -1", "row -9223372036854775808, column -1"),
    ("cursor 20 0", "row 20, column 0"),
    ("cursor 0 60", "row 0, column 60"),
  ])
  func compare_aCursorOutsideItsScreen_isAClearError(first: String, said: String) async throws {
    let path = GalleryTests.folder()
    defer { try? FileManager.default.removeItem(atPath: path) }
    let gallery = await Gallery.build([NamedState.named("push-on")!], sizes: [(60, 20)], variants: [.color])
    try GalleryFolder(path).write(gallery, command: "test")
    let styles = path + "/screens/push-on@60x20.style.txt"
    var lines = try String(contentsOfFile: styles, encoding: .utf8).split(
      separator: "\n", omittingEmptySubsequences: false)
    lines[0] = Substring(first)
    try lines.joined(separator: "\n").write(toFile: styles, atomically: true, encoding: .utf8)
    #expect(
      throws: GalleryError(
        "screens/push-on@60x20.style.txt in '\(path)': the cursor (\(said)) is outside its 60×20 screen")
    ) { try GalleryComparison.compare(gallery, with: GalleryFolder(path)) }
  }

  /// A style map wider or taller than any gallery draws is refused before a frame of it is made.
  @Test(arguments: [(1001, 1), (1, 1001)])
  func compare_aScreenLargerThanAnyGalleryDraws_isAClearError(width: Int, height: Int) async throws {
    let path = GalleryTests.folder()
    defer { try? FileManager.default.removeItem(atPath: path) }
    let gallery = await Gallery.build([NamedState.named("push-on")!], sizes: [(60, 20)], variants: [.color])
    try GalleryFolder(path).write(gallery, command: "test")
    let row = String(repeating: ".", count: width)
    let styles = "cursor 0 0\n. plain\n\n" + Array(repeating: row, count: height).joined(separator: "\n") + "\n"
    try styles.write(toFile: path + "/screens/push-on@60x20.style.txt", atomically: true, encoding: .utf8)
    #expect(
      throws: GalleryError(
        "screens/push-on@60x20.style.txt in '\(path)': its screen is \(width)×\(height), larger than a gallery draws "
          + "(1000×1000)")
    ) { try GalleryComparison.compare(gallery, with: GalleryFolder(path)) }
  }

  /// A transcript read back is outside input too: one of millions of lines would have made a table of
  /// (lines × lines) numbers, gigabytes, before the comparison said anything.
  @Test func lineDiff_aHugeEarlierTranscript_isSaidInOneLine_notCompared() {
    let huge = String(repeating: "x\n", count: 300_000)
    #expect(
      GalleryComparison.lineDiff(huge, "a\nb\nc") == [
        "− (the earlier transcript: 300001 lines, too many to compare line by line)", "+ (this one: 3 lines)",
      ])
  }

  /// Within the bound, a long transcript is compared in time linear in its lines once the table is made (the
  /// context around the changes was a search of every change for every line: hours at this size).
  @Test func lineDiff_aLongTranscriptWithinTheBound_isComparedQuickly() {
    let started = ContinuousClock.now
    let diff = GalleryComparison.lineDiff(String(repeating: "x\n", count: 100_000), "x\nx\ny")
    #expect(diff.count == 100_002)
    #expect(Array(diff.prefix(3)) == ["  x", "  x", "− x"])
    #expect(diff.last == "+ y")
    #expect(ContinuousClock.now - started < .seconds(20))
  }
}
