import Foundation
import PushTestSupport
import Testing

/// The gallery command of the real binary: its budget, and what it says to bad input (exit 2, one line,
/// nothing written).
@Suite struct GalleryEndToEndTests {
  @Test func allStatesAtThreeSizes_buildWithinTenSeconds() async throws {
    let out = EndToEnd.tempPath("gallery")
    defer { try? FileManager.default.removeItem(atPath: out) }
    let run = try await EndToEnd.run(["gallery", "--out", out])
    #expect(run.status == 0, "\(run.err)")
    // The budget is the gallery's own CPU time, which a machine busy with other work does not stretch; the
    // wall time is bounded too, loosely, as the process took it (the test's own wait for a thread of the pool
    // to resume it took a minute under load, and is not the gallery's).
    let cpu = try #require(run.out.split(separator: "(").last?.split(separator: " ").first.flatMap { Int($0) })
    #expect(cpu < 10_000, "the budget: \(cpu) ms of CPU")
    // 65 s once in CI's fresh clone, with the fuzz and sanitizer builds and the contract beside it; a hang is
    // killed at `EndToEnd.hangSeconds`.
    #expect(run.took < .seconds(EndToEnd.hangSeconds - 10), "\(run.took)")
    let index = try String(contentsOfFile: out + "/index.html", encoding: .utf8)
    let states = try #require(Int(run.out.split(separator: " ").dropFirst(3).first ?? ""))
    #expect(run.out.hasPrefix("\(states * 3) screens of \(states) states in "))
    #expect(index.components(separatedBy: "<svg ").count - 1 == states * 3)
    #expect(try FileManager.default.contentsOfDirectory(atPath: out + "/svg").count == states * 3)
  }

  @Test(arguments: [
    (
      ["gallery", "--sizes", "80x24,90"],
      "push-settings: --sizes: '90' is not WIDTHxHEIGHT from 1x1 to 1000x1000, like 80x24"
    ),
    (["gallery", "--sizes", "80x24,80x24"], "push-settings: --sizes: 80x24 is listed twice"),
    (["gallery", "--sizes", "10x5"], "push-settings: --sizes: 10x5 is smaller than the screen's least, 40x12"),
    (["gallery", "push-on", "push-on"], "push-settings: gallery: 'push-on' is named twice"),
    (["gallery", "--variants", "sepia"], "push-settings: --variants: 'sepia' is not color, no-color, mono or qa"),
    (["gallery", "nowhere"], "push-settings: gallery: no state named 'nowhere'; the states are "),
    (["gallery", "--size", "80x24"], "push-settings: gallery takes --sizes (a list, like 60x20,80x24), not --size"),
    (["--out", "x"], "push-settings: --out goes with gallery, like: push-settings gallery --out …"),
    (["render", "push-on", "--sizes", "80x24"], "push-settings: --sizes goes with gallery"),
    (["--color"], "push-settings: --color goes with render, like: push-settings render push-on --color"),
    (["render", "push-on", "--color", "--accessible"], "push-settings: --color draws the full screen; --accessible"),
    (["gallery", "--out", "README.md"], "push-settings: --out: 'README.md' is not a folder"),
    (
      ["gallery", "--out", "Screens"], "push-settings: --out: 'Screens' is a folder that is neither empty nor a gallery"
    ),
    (
      ["gallery", "--compare", "docs"],
      "push-settings: --compare: 'docs' is not a gallery (it has no screens/MANIFEST) nor a folder of goldens"
    ),
  ])
  func badInput_exits2_withOneLine(_ arguments: [String], _ message: String) async throws {
    let run = try await EndToEnd.run(arguments)
    #expect(run.status == 2)
    #expect(run.err.hasPrefix(message), "\(run.err)")
    #expect(run.err.split(separator: "\n").count == 1)
    #expect(run.out.isEmpty)
  }

  /// Issue 35, point 12: the committed goldens are the "before" of one command; the gallery draws them as
  /// `Screens/` keeps them, so nothing changed.
  @Test func compare_withTheCommittedGoldens_findsNothingChanged() async throws {
    let out = EndToEnd.tempPath("against-goldens")
    defer { try? FileManager.default.removeItem(atPath: out) }
    let screens = EndToEnd.root.appendingPathComponent("Screens").path
    let run = try await EndToEnd.run([
      "gallery", "push-on", "settings", "inbox", "--sizes", "80x24", "--compare", screens, "--out", out,
    ])
    #expect(run.status == 0, "\(run.err)")
    #expect(run.out.hasPrefix("0 of 3 screens changed: \(out)/compare.html"), "\(run.out)")
    // What the goldens do not keep is not compared, and not drawn as new.
    let other = try await EndToEnd.run([
      "gallery", "push-on", "--sizes", "80x24,60x20", "--variants", "color,qa", "--compare", screens, "--out",
      out + "-2",
    ])
    defer { try? FileManager.default.removeItem(atPath: out + "-2") }
    #expect(other.out.hasPrefix("0 of 1 screen changed; 3 not compared"), "\(other.out)")
    #expect(FileManager.default.fileExists(atPath: out + "/state-settings.html"))
  }

  /// A long list of large sizes took 13.7 GB and minutes: it is refused at once, saying why, nothing made.
  @Test func tooManyCells_isRefused_beforeAnythingIsMade() async throws {
    let out = EndToEnd.tempPath("gallery")
    defer { try? FileManager.default.removeItem(atPath: out) }
    let run = try await EndToEnd.run(["gallery", "--sizes", "1000x1000,999x1000", "--out", out])
    #expect(run.status == 2)
    #expect(run.err.contains("cells, more than one gallery draws (10000000"), "\(run.err)")
    #expect(run.err.split(separator: "\n").count == 1)
    #expect(!FileManager.default.fileExists(atPath: out))
    // One state at that size is within the bound.
    #expect(try await EndToEnd.run(["gallery", "push-on", "--sizes", "1000x1000", "--out", out]).status == 0)
    // Each theme of --themes is a screen more at every size: two terminals and four themes are six.
    let themed = try await EndToEnd.run([
      "gallery", "push-on", "--sizes", "1000x1000,999x1000", "--variants", "color,no-color", "--themes", "all",
      "--out", EndToEnd.tempPath("themed"),
    ])
    #expect(themed.status == 2)
    #expect(themed.err.contains("in 2 variants and 4 themes are 11994000 cells"), "\(themed.err)")
  }

  @Test func compareAndOut_sameFolder_isRefused_beforeAnythingIsWritten() async throws {
    let out = EndToEnd.tempPath("gallery")
    defer { try? FileManager.default.removeItem(atPath: out) }
    #expect(try await EndToEnd.run(["gallery", "push-on", "--out", out]).status == 0)
    let before = try String(contentsOfFile: out + "/index.html", encoding: .utf8)
    let run = try await EndToEnd.run(["gallery", "settings", "--compare", out, "--out", out + "/"])
    #expect(run.status == 2)
    #expect(run.err.contains("--compare and --out name one folder"))
    #expect(try String(contentsOfFile: out + "/index.html", encoding: .utf8) == before)
  }

  /// Issue 34, B4: an earlier gallery whose `index.html` is a link elsewhere is refused (exit 2, one line),
  /// and the file it points to keeps its bytes (it was overwritten, exit 0).
  @Test func out_anIndexLinkedElsewhere_exits2_andThatFileKeepsItsBytes() async throws {
    let out = EndToEnd.tempPath("gallery")
    let victim = EndToEnd.tempPath("victim")
    defer { [out, victim].forEach { try? FileManager.default.removeItem(atPath: $0) } }
    #expect(try await EndToEnd.run(["gallery", "push-on", "--sizes", "60x20", "--out", out]).status == 0)
    try "victim".write(toFile: victim, atomically: true, encoding: .utf8)
    try FileManager.default.removeItem(atPath: out + "/index.html")
    try FileManager.default.createSymbolicLink(atPath: out + "/index.html", withDestinationPath: victim)
    let run = try await EndToEnd.run(["gallery", "push-on", "--sizes", "60x20", "--out", out])
    #expect(run.status == 2)
    #expect(run.err.hasPrefix("push-settings: --out: '"), "\(run.err)")
    #expect(run.err.contains("' is a link; a gallery never writes or deletes through a link"), "\(run.err)")
    #expect(run.err.split(separator: "\n").count == 1)
    #expect(try String(contentsOfFile: victim, encoding: .utf8) == "victim")
  }

  /// Issue 34, B5: a style file's cursor at Int.max in the --compare folder trapped the binary (SIGILL, exit
  /// 132, nothing said); it is a clear error now, exit 2.
  @Test func compare_aCraftedCursor_exits2_withOneLine() async throws {
    let old = EndToEnd.tempPath("old")
    let out = EndToEnd.tempPath("new")
    defer { [old, out].forEach { try? FileManager.default.removeItem(atPath: $0) } }
    #expect(try await EndToEnd.run(["gallery", "push-on", "--sizes", "60x20", "--out", old]).status == 0)
    let styles = old + "/screens/push-on@60x20.style.txt"
    let text = try String(contentsOfFile: styles, encoding: .utf8)
    try ("cursor 9223372036854775807 2" + text.drop { $0 != "\n" }).write(
      toFile: styles, atomically: true, encoding: .utf8)
    let run = try await EndToEnd.run(["gallery", "push-on", "--sizes", "60x20", "--compare", old, "--out", out])
    #expect(run.status == 2)
    #expect(
      run.err.hasPrefix("push-settings: screens/push-on@60x20.style.txt in '\(old)': the cursor (row "),
      "\(run.err)")
    #expect(run.err.split(separator: "\n").count == 1)
  }
}
