import Foundation
import PushGallery
import PushPresentation
import PushTestSupport
import Testing

/// Headless Chromium, where it is installed; the tests run where it is, or where it must be.
enum Browser {
  static let chromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first {
    FileManager.default.isExecutableFile(atPath: $0)
  }
  static let required = ProcessInfo.processInfo.environment["PUSH_SETTINGS_BROWSER"] == "required"
  static let runs = chromium != nil || required
}

/// The gallery the real binary makes, opened in a real browser (headless Chromium, from Debian:
/// `WITH_BROWSER=1 scripts/setup`): a screenshot's colours at every cell are the frame's. Skipped where
/// Chromium is not installed, unless PUSH_SETTINGS_BROWSER=required (scripts/test sets it, so CI checks).
@Suite(.enabled(if: Browser.runs)) struct GalleryBrowserTests {
  static let chromium = Browser.chromium

  struct Painted {
    var probe: String
    var ink: String
  }

  /// What the browser painted in each cell, from a screenshot of `url` (`find`: the screen is somewhere
  /// on a page).
  static func screenshot(_ url: URL, window: (Int, Int), cells: (Int, Int), find: Bool = false) throws -> [[Painted]] {
    try screenshot(url, window: window, cells: cells, origins: find ? nil : [(0, 0)])[0]
  }

  /// The same for several screens on one screenshot, at `origins` (in px; nil: the one the page has).
  static func screenshot(_ url: URL, window: (Int, Int), cells: (Int, Int), origins: [(Int, Int)]?) throws
    -> [[[Painted]]]
  {
    let chromium = try #require(chromium, "Chromium is not installed: WITH_BROWSER=1 scripts/setup")
    let png = EndToEnd.tempPath("shot.png")
    let profile = EndToEnd.tempPath("chromium")
    defer {
      try? FileManager.default.removeItem(atPath: png)
      try? FileManager.default.removeItem(atPath: profile)
    }
    // As root Chromium runs only without its sandbox; nothing but our own local file is opened. A container's
    // small /dev/shm can crash its renderer on a long page: it writes to /tmp instead.
    try run(
      "/usr/bin/timeout",
      [
        "120", chromium, "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--hide-scrollbars",
        "--no-first-run",
        "--user-data-dir=\(profile)", "--force-device-scale-factor=1", "--window-size=\(window.0),\(window.1)",
        "--screenshot=\(png)", url.absoluteString,
      ])
    let out = try run(
      EndToEnd.root.appendingPathComponent("scripts/png-cells").path,
      [png, String(cells.0), String(cells.1)] + (origins?.flatMap { [String($0.0), String($0.1)] } ?? ["find"]))
    let empty = Array(repeating: [Painted](), count: cells.1)
    var grids = [empty]
    for line in out.split(separator: "\n") where !line.hasPrefix("origin") {
      if line.hasPrefix("screen ") {
        if line != "screen 0" { grids.append(empty) }
        continue
      }
      let parts = line.split(separator: " ")
      grids[grids.count - 1][Int(parts[0])!].append(Painted(probe: String(parts[2]), ink: String(parts[3])))
    }
    #expect(grids.count == max(origins?.count ?? 1, 1), "png-cells gave \(grids.count) screens")
    return grids
  }

  @discardableResult
  static func run(_ tool: String, _ arguments: [String]) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: tool)
    process.arguments = arguments
    let out = Pipe()
    process.standardOutput = out
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, "\(tool) \(arguments.joined(separator: " "))")
    return String(decoding: data, as: UTF8.self)
  }

  static func channels(_ hex: String) -> [Int] {
    let digits = Array(hex.dropFirst())
    return stride(from: 0, to: 6, by: 2).map { Int(String(digits[$0...$0 + 1]), radix: 16) ?? -999 }
  }

  /// Within `tolerance` of each other in every channel (glyphs are antialiased; rectangles are exact).
  static func near(_ a: String, _ b: String, _ tolerance: Int) -> Bool {
    zip(channels(a), channels(b)).allSatisfy { abs($0 - $1) <= tolerance }
  }

  /// Every cell against the frame: its background exactly (where no glyph reaches), and the ink of every
  /// letter and digit in its colour, after reverse and dim (the cursor is a bar under its cell, in its ink).
  static func check(_ painted: [[Painted]], _ frame: Frame, _ id: String) {
    let palette = GalleryPalette.xterm
    var wrong: [String] = []
    for row in 0..<frame.height {
      for column in 0..<frame.width {
        let cell = frame[row, column]
        let (text, back) = palette.colors(cell.style)
        let got = painted[row][column]
        // The focus mark is a half block: it fills the corner the background is read at.
        if cell.character != "▌" && got.probe != back.hex {
          wrong.append("(\(row),\(column)) '\(cell.character)' background \(got.probe), not \(back.hex)")
        }
        if let scalar = cell.character.unicodeScalars.first, cell.character.count == 1,
          scalar.properties.isAlphabetic && scalar.isASCII || ("0"..."9").contains(scalar),
          !near(got.ink, text.hex, 56)
        {
          wrong.append("(\(row),\(column)) '\(cell.character)' ink \(got.ink), not \(text.hex)")
        }
      }
    }
    #expect(wrong.isEmpty, "\(id): \(wrong.count) cells differ: \(wrong.prefix(12).joined(separator: "; "))")
  }

  static func makeGallery(_ arguments: [String]) async throws -> String {
    let out = EndToEnd.tempPath("gallery")
    let run = try await EndToEnd.run(["gallery"] + arguments + ["--out", out])
    #expect(run.status == 0, "\(run.err)")
    return out
  }

  /// Issue 35, point 12: the index's filter, run by the browser: a filter in the address (a link someone sent)
  /// hides every state that does not match and says how many are shown. Each address is the index opened in a
  /// frame of its own, all in one browser run (a run is a second and a half of CPU); the page around them reads
  /// what each says once all have loaded (file pages may read each other only with
  /// --allow-file-access-from-files).
  @Test func index_filterInTheAddress_hidesTheStatesThatDoNotMatch() async throws {
    let out = try await Self.makeGallery(["push-on", "type-write-failed", "settings", "--sizes", "80x24"])
    defer { try? FileManager.default.removeItem(atPath: out) }
    let chromium = try #require(Self.chromium, "Chromium is not installed: WITH_BROWSER=1 scripts/setup")
    let profile = EndToEnd.tempPath("chromium-dom")
    defer { try? FileManager.default.removeItem(atPath: profile) }
    // Either alone, and what the page cannot use, as a reviewer may type or paste it.
    let hashes = [
      "#filter=write&screen=", "#filter=&screen=Push%20notifications", "", "#filter=fail", "#filter=%E0&screen=",
      "#screen=inbox",
    ]
    let frames = hashes.map { "frame('index.html\($0)');" }.joined(separator: " ")
    let harness = """
      <!doctype html><html><body><pre id="said"></pre><script>
      function frame(src) { var f = document.createElement('iframe'); f.src = src; document.body.appendChild(f); }
      \(frames)
      window.addEventListener('load', function () {
        var lines = [];
        document.querySelectorAll('iframe').forEach(function (f) {
          var page = f.contentDocument, rows = page.querySelectorAll('tr[data-screen]'), hidden = [];
          rows.forEach(function (row) { if (row.hidden) hidden.push(row.dataset.text.split(' ')[0]); });
          lines.push(page.getElementById('shown').textContent + '|' + hidden.join(',') + '|' + rows.length);
        });
        document.getElementById('said').textContent = lines.join('\\n');
      });
      </script></body></html>
      """
    try harness.write(toFile: out + "/filters.html", atomically: true, encoding: .utf8)
    let dom = try Self.run(
      "/usr/bin/timeout",
      [
        "120", chromium, "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run",
        "--allow-file-access-from-files", "--user-data-dir=\(profile)", "--dump-dom",
        URL(fileURLWithPath: out + "/filters.html").absoluteString,
      ])
    let said = dom.components(separatedBy: "<pre id=\"said\">").dropFirst().first?.components(separatedBy: "</pre>")
      .first?.split(separator: "\n").map { $0.split(separator: "|", omittingEmptySubsequences: false).map(String.init) }
    let each = try #require(said, "\(dom.prefix(600))")
    try #require(each.count == hashes.count && each.allSatisfy { $0.count == 3 && $0[2] == "3" }, "\(each)")
    let hidden = each.map { Set($0[1].split(separator: ",").map(String.init)) }
    #expect(each[0][0] == "1 of 3 states" && hidden[0] == ["push-on", "settings"], "\(each[0])")
    #expect(each[1][0] == "2 of 3 states" && hidden[1] == ["settings"], "\(each[1])")
    #expect(each[2][0] == "3 of 3 states" && hidden[2].isEmpty)
    #expect(each[3][0] == "1 of 3 states" && hidden[3] == ["push-on", "settings"])
    #expect(each[4][0].hasSuffix(" of 3 states"), "a bad escape does not stop the page")
    #expect(each[5][0] == "3 of 3 states" && hidden[5].isEmpty, "no such screen: all")
  }

  @Test func svg_eachCellIsTheFramesColours_inColourAndOnXtermMono() async throws {
    let out = try await Self.makeGallery([
      "push-on", "description-too-long", "type-saving", "--sizes", "80x24", "--variants", "color,mono",
    ])
    defer { try? FileManager.default.removeItem(atPath: out) }
    let folder = GalleryFolder(out)
    let ids = ["push-on@80x24", "description-too-long@80x24", "type-saving@80x24", "push-on@80x24.mono"]
    // The four pictures one under another on one page, one screenshot (a browser run is a second and a half of
    // CPU), each read at its own place.
    let images = ids.map { "<img src=\"svg/\($0).svg\" width=\"800\" height=\"480\" style=\"display:block\">" }
    try ("<!doctype html><html><body style=\"margin:0\">" + images.joined() + "</body></html>")
      .write(toFile: out + "/pictures.html", atomically: true, encoding: .utf8)
    let shots = try Self.screenshot(
      URL(fileURLWithPath: out + "/pictures.html"), window: (800, 480 * ids.count), cells: (80, 24),
      origins: ids.indices.map { (0, 480 * $0) })
    for (id, painted) in zip(ids, shots) {
      let frame = try #require(try folder.frame(id))
      Self.check(painted, frame, id)
      switch id {
      case "push-on@80x24":
        // The focused label reversed (light behind dark), the cursor a bar under its first cell, which keeps
        // the label's colours (a block cursor had swapped them back: "P" + "ush notifications"), On in green.
        #expect(painted[6][4].probe == "#e5e5e5" && Self.near(painted[6][4].ink, "#000000", 56))
        #expect(painted[6][2].probe == "#e5e5e5", "the cursor's cell keeps the label's colours")
        #expect(Self.near(painted[6][76].ink, "#00cd00", 56), "On is green")
      case "push-on@80x24.mono":
        #expect(Self.near(painted[6][76].ink, "#e5e5e5", 56), "no colour on xterm-mono")
      case "description-too-long@80x24":
        #expect(Self.near(painted[6][3].ink, "#cd0000", 56), "the counter over its limit in the warning colour: red")
      default:
        // A switch at work shows where it goes, dimmed: Off at half intensity.
        #expect(Self.near(painted[10][75].ink, "#727272", 56))
      }
    }
  }

  /// The page itself, as a reviewer opens it: the screen inline is painted the same.
  @Test func page_showsTheScreenInline_asTheFrameSays() async throws {
    let out = try await Self.makeGallery(["push-on", "--sizes", "80x24"])
    defer { try? FileManager.default.removeItem(atPath: out) }
    let frame = try #require(try GalleryFolder(out).frame("push-on@80x24"))
    let painted = try Self.screenshot(
      URL(fileURLWithPath: "\(out)/index.html"), window: (1200, 2400), cells: (80, 24), find: true)
    Self.check(painted, frame, "index.html")
  }
}
