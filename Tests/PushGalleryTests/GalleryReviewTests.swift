import Foundation
import PushGallery
import PushQATools
import Testing

/// Issue 35, point 12: the gallery as a review tool: an index a reviewer filters, a page of its own for each
/// state, and the committed goldens (`Screens/`) as the "before" of `--compare`.
@Suite struct GalleryReviewTests {
  @Test func statePages_oneForEachState_linkedFromTheIndex_andGoneWithTheState() async throws {
    let gallery = await GalleryTests.build()
    let path = GalleryTests.folder()
    defer { try? FileManager.default.removeItem(atPath: path) }
    try GalleryFolder(path).write(gallery, command: "test")
    let index = try String(contentsOfFile: path + "/index.html", encoding: .utf8)
    for state in gallery.states {
      let page = try String(contentsOfFile: "\(path)/state-\(state.name).html", encoding: .utf8)
      #expect(index.contains("<a href=\"state-\(state.name).html\">page</a>"))
      #expect(page.contains("<a href=\"index.html\">Every state</a>"))
      #expect(page.contains("<code>\(state.name)</code>"))
      // Its screens, and no other state's.
      #expect(page.components(separatedBy: "<svg ").count - 1 == state.screens.count)
      let other = gallery.states.first { $0.name != state.name }!
      #expect(!page.contains("id=\"state-\(other.name)\""))
    }
    try GalleryFolder(path).write(await GalleryTests.build(["push-on"]), command: "test")
    #expect(FileManager.default.fileExists(atPath: path + "/state-push-on.html"))
    #expect(!FileManager.default.fileExists(atPath: path + "/state-type-write-failed.html"))
  }

  @Test func index_saysWhatTheFilterMatches_eachScreenOnce() async {
    let gallery = await GalleryTests.build(["push-on", "type-write-failed", "settings"])
    #expect(gallery.states.map(\.screen) == ["Push notifications", "Push notifications", "Settings"])
    let named = await GalleryTests.build(["explore-card", "article-no-description", "description-onboarding-2"])
    #expect(named.states.map(\.screen) == ["Explore", "Article", "Description onboarding"])
    let html = GalleryPage.html(gallery, command: "test")
    #expect(html.contains("<input type=\"search\" id=\"filter\""))
    #expect(
      html.contains(
        "<option value=\"\">every screen</option><option>Push notifications</option><option>Settings</option></select>")
    )
    // The row and the section of a state carry its screen and its words, lower-cased, QA details included.
    let failed = "data-screen=\"Push notifications\" data-text=\"type-write-failed push notifications"
    #expect(html.components(separatedBy: failed).count - 1 == 2, "its row and its section")
    #expect(html.contains("write failed on de.wikipedia.org"))
    #expect(html.contains("<script>") && !html.contains("src="), "the script is in the page; nothing is fetched")
  }

  /// The alert and the row under it said the same QA detail (a failed read): the index and `details` say it once.
  @Test func qaDetails_saidOnce() async {
    let gallery = await GalleryTests.build(["read-failed"])
    let notes = gallery.states[0].annotations
    #expect(!notes.isEmpty && Set(notes).count == notes.count, "\(notes)")
  }

  /// A folder of goldens as `Screens/` keeps them (a state's text, style map and transcript at 80x24), made
  /// here from the states themselves: the gallery finds no change at 80x24, and the one cell changed.
  @Test func compare_withAFolderOfGoldens() async throws {
    let path = GalleryTests.folder()
    defer { try? FileManager.default.removeItem(atPath: path) }
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    let reached = await NamedState.named("push-on")!.reach()
    try reached.snapshot(accessible: false).write(toFile: path + "/push-on.txt", atomically: true, encoding: .utf8)
    try reached.styleSnapshot().write(toFile: path + "/push-on.style.txt", atomically: true, encoding: .utf8)
    try reached.snapshot(accessible: true).write(toFile: path + "/push-on.a11y.txt", atomically: true, encoding: .utf8)
    // Not a golden: a gallery's own screen name, and a file of another kind.
    try "x".write(toFile: path + "/push-on@60x20.style.txt", atomically: true, encoding: .utf8)
    try "notes".write(toFile: path + "/README.md", atomically: true, encoding: .utf8)

    let goldens = GalleryFolder(path)
    #expect(try goldens.manifest() == nil, "not a gallery")
    #expect(goldens.goldens()?.screens == ["push-on@80x24"] && goldens.goldens()?.states == ["push-on"])
    let gallery = await GalleryTests.build(["push-on"])
    let same = try GalleryComparison.compare(gallery, with: goldens)
    #expect(
      same.summary
        == "0 of 1 screen changed; 1 not compared (the goldens keep each state at 80x24 in colour, --variants color)",
      "60x20 is not kept in goldens, and is not drawn as new")
    #expect(same.changes.isEmpty)

    let text = try String(contentsOfFile: path + "/push-on.txt", encoding: .utf8)
    // One letter of one word, where it shows: as many cells changed.
    let shown = text.components(separatedBy: "Thanks").count - 1
    #expect(shown >= 1)
    try text.replacingOccurrences(of: "Thanks", with: "Thankz").write(
      toFile: path + "/push-on.txt", atomically: true, encoding: .utf8)
    let changed = try GalleryComparison.compare(gallery, with: goldens)
    #expect(changed.summary.hasPrefix("1 of 1 screen changed; 1 not compared"))
    #expect(changed.changes.first { $0.old != nil }?.cells.count == shown)
    // The golden of a state no longer named is gone; a state the gallery was not asked for is not.
    try text.write(toFile: path + "/retired.txt", atomically: true, encoding: .utf8)
    try reached.styleSnapshot().write(toFile: path + "/retired.style.txt", atomically: true, encoding: .utf8)
    try text.write(toFile: path + "/settings.txt", atomically: true, encoding: .utf8)
    try reached.styleSnapshot().write(toFile: path + "/settings.style.txt", atomically: true, encoding: .utf8)
    #expect(try GalleryComparison.compare(gallery, with: goldens).gone == ["retired@80x24"])
  }
}
