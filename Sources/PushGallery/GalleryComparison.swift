import PushPresentation
import PushQATools

/// What changed between an earlier gallery and this one: the screens whose cells (characters, styles or
/// the cursor) differ, with the cells marked, the screens new or gone, and the transcripts that differ.
public struct GalleryComparison: Sendable {
  public struct Change: Sendable {
    public var id: String
    /// nil for a screen the earlier gallery did not have.
    public var old: Frame?
    public var new: Frame
    /// The cells (row × width + column) that differ, the cursor's old and new cell included when it moved.
    public var cells: Set<Int>
  }

  public struct TranscriptChange: Sendable {
    public var state: String
    public var old: String
    public var new: String
  }

  public var changes: [Change]
  /// Screens of the earlier gallery that this one does not have.
  public var gone: [String]
  public var total: Int
  public var transcripts: [TranscriptChange]
  public var oldPath: String
  /// Screens of this gallery that goldens do not keep (other sizes, other terminals): left out of the count.
  public var notKept = 0

  /// "3 of 135 screens changed": of the screens both galleries have; the new ones and the ones no longer
  /// made are counted apart (a gallery at other sizes changed no screen, it made others).
  public var summary: String {
    let added = changes.count { $0.old == nil }
    let changed = changes.count - added
    let common = total - added
    return "\(changed) of \(common) screen\(common == 1 ? "" : "s") changed"
      + (added == 0 ? "" : "; \(added) new")
      + (gone.isEmpty ? "" : "; \(gone.count) no longer made")
      + (transcripts.isEmpty ? "" : "; \(transcripts.count) transcript\(transcripts.count == 1 ? "" : "s") changed")
      + (notKept == 0
        ? "" : "; \(notKept) not compared (the goldens keep each state at 80x24 in colour, --variants color)")
  }

  /// The cells that differ between two frames of one size, and the cursor's two cells when it moved.
  public static func changedCells(_ old: Frame, _ new: Frame) -> Set<Int> {
    guard old.width == new.width, old.height == new.height else { return Set(0..<(new.width * new.height)) }
    var cells = Set<Int>()
    for row in 0..<new.height where new.rowDiffers(row, from: old) {
      for column in 0..<new.width where old[row, column] != new[row, column] { cells.insert(row * new.width + column) }
    }
    if old.cursor != new.cursor {
      for cursor in [old.cursor, new.cursor] where cursor.row < new.height && cursor.column < new.width {
        cells.insert(cursor.row * new.width + cursor.column)
      }
    }
    return cells
  }

  /// What `--compare` compares with: an earlier gallery's manifest, or the goldens of a `Screens/` folder.
  public static func earlier(_ old: GalleryFolder) throws(GalleryError) -> GalleryFolder.Manifest {
    try earlierFolder(old).1
  }

  /// The folder to read the "before" from (a gallery's, or goldens': decided once, here) and what it holds.
  static func earlierFolder(_ old: GalleryFolder) throws(GalleryError) -> (GalleryFolder, GalleryFolder.Manifest) {
    if let manifest = try old.manifest() { return (old, manifest) }
    var goldens = old
    goldens.isGoldens = true
    guard let manifest = goldens.goldens() else {
      throw GalleryError(
        "--compare: '\(old.path.sanitizedForMessage)' is not a gallery (it has no screens/MANIFEST) nor a folder "
          + "of goldens (NAME.txt and NAME.style.txt, as Screens/ keeps them); give the --out folder of an earlier "
          + "push-settings gallery, or Screens")
    }
    return (goldens, manifest)
  }

  public static func compare(_ gallery: Gallery, with folder: GalleryFolder) throws(GalleryError) -> GalleryComparison {
    let (old, manifest) = try earlierFolder(folder)
    var changes: [Change] = []
    let oldScreens = Set(manifest.screens)
    // Goldens keep each state at 80x24 in colour only: the gallery's other screens are not new, only not kept.
    var notKept = 0
    for screen in gallery.screens {
      if old.isGoldens && !oldScreens.contains(screen.id) {
        notKept += 1
        continue
      }
      guard oldScreens.contains(screen.id), let before = try old.frame(screen.id) else {
        changes.append(Change(id: screen.id, old: nil, new: screen.frame, cells: []))
        continue
      }
      let cells = changedCells(before, screen.frame)
      if !cells.isEmpty { changes.append(Change(id: screen.id, old: before, new: screen.frame, cells: cells)) }
    }
    let made = Set(gallery.screens.map(\.id))
    var transcripts: [TranscriptChange] = []
    for state in gallery.states {
      if let before = try old.transcript(state.name), before != state.transcript {
        transcripts.append(TranscriptChange(state: state.name, old: before, new: state.transcript))
      }
    }
    // Goldens hold every named state: one the gallery was not asked for is not gone, one no longer named is.
    let gone =
      !old.isGoldens
      ? manifest.screens.filter { !made.contains($0) }
      : manifest.states.filter { NamedState.named($0) == nil }.map(GalleryFolder.goldenScreen)
    var comparison = GalleryComparison(
      changes: changes, gone: gone, total: gallery.screens.count - notKept, transcripts: transcripts,
      oldPath: old.path)
    comparison.notKept = notKept
    return comparison
  }

  /// The most cells of `lineDiff`'s table: a million, 8 MB (a transcript is a few hundred lines).
  static let maxDiffCells = 1_000_000

  /// The lines of `old` that are gone (−) and of `new` that were added (+), in order, each change with up
  /// to `context` unchanged lines around it (two spaces before them) and `⋯` for the unchanged lines left out.
  static func lineDiff(_ old: String, _ new: String, context: Int = 2) -> [String] {
    let a = old.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let b = new.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    // The longest common subsequence, line by line: transcripts are short. One read from a crafted folder
    // may not be: beyond `maxDiffCells` its table (8 bytes a cell) would take the machine's memory, so the
    // two are only counted.
    guard a.count < maxDiffCells, b.count < maxDiffCells, (a.count + 1) * (b.count + 1) <= maxDiffCells else {
      return [
        "− (the earlier transcript: \(a.count) lines, too many to compare line by line)",
        "+ (this one: \(b.count) lines)",
      ]
    }
    // One flat table, row i at i × (b.count + 1).
    let stride = b.count + 1
    var table = Array(repeating: 0, count: (a.count + 1) * stride)
    func lcs(_ i: Int, _ j: Int) -> Int { table[i * stride + j] }
    for i in Swift.stride(from: a.count - 1, through: 0, by: -1) {
      for j in Swift.stride(from: b.count - 1, through: 0, by: -1) {
        table[i * stride + j] = a[i] == b[j] ? lcs(i + 1, j + 1) + 1 : max(lcs(i + 1, j), lcs(i, j + 1))
      }
    }
    var lines: [(changed: Bool, text: String)] = []
    var (i, j) = (0, 0)
    while i < a.count || j < b.count {
      if i < a.count, j < b.count, a[i] == b[j] {
        lines.append((false, "  " + a[i]))
        i += 1
        j += 1
      } else if i < a.count, j == b.count || lcs(i + 1, j) >= lcs(i, j + 1) {
        lines.append((true, "− " + a[i]))  // What was there first, then what replaced it.
        i += 1
      } else {
        lines.append((true, "+ " + b[j]))
        j += 1
      }
    }
    return withContext(lines, context: context)
  }

  /// The changed lines with up to `context` unchanged lines around each, `⋯` for those left out.
  static func withContext(_ lines: [(changed: Bool, text: String)], context: Int) -> [String] {
    // Which lines are within `context` of a change, in one pass each way (a search of every change for
    // every line took hours on a transcript of a million lines).
    var near = Array(repeating: false, count: lines.count)
    var sinceChange = Int.max
    for index in lines.indices {
      sinceChange = lines[index].changed ? 0 : (sinceChange == Int.max ? Int.max : sinceChange + 1)
      near[index] = sinceChange <= context
    }
    sinceChange = Int.max
    for index in lines.indices.reversed() {
      sinceChange = lines[index].changed ? 0 : (sinceChange == Int.max ? Int.max : sinceChange + 1)
      near[index] = near[index] || sinceChange <= context
    }
    let anyChanged = lines.contains { $0.changed }
    var out: [String] = []
    var shownUpTo = -1
    for index in lines.indices {
      if near[index] {
        if index > shownUpTo + 1 { out.append("⋯") }
        out.append(lines[index].text)
        shownUpTo = index
      }
    }
    if anyChanged, shownUpTo < lines.count - 1 { out.append("⋯") }
    return out
  }

  /// The comparison as a page: the count first, then each changed screen before and after, side by side,
  /// its changed cells outlined in magenta on both.
  public func html(palette: GalleryPalette = .xterm) -> String {
    var out = GalleryPage.open(title: "push-settings: \(summary)")
    out += """
      <header><h1>\(Markup.escape(summary))</h1>
      <p>Since the gallery in <code>\(Markup.escape(oldPath))</code>. A changed cell (its character, its \
      style or the cursor on it) is outlined in magenta, before and after. <a href="index.html">The whole \
      gallery</a>.</p></header>
      <main>

      """
    for change in changes {
      out += "<section id=\"\(Markup.escape(change.id))\"><h2><code>\(Markup.escape(change.id))</code></h2>\n"
      guard let old = change.old else {
        out += "<p>A new screen: the earlier gallery did not have it.</p><div class=\"pair\"><figure>"
        out += ScreenSVG.render(change.new, palette: palette, title: "\(change.id), new")
        out += "<figcaption>New</figcaption></figure></div></section>\n"
        continue
      }
      let moved = old.cursor != change.new.cursor
      out +=
        "<p class=\"changed\">\(change.cells.count) cell\(change.cells.count == 1 ? "" : "s") changed"
        + (moved
          ? "; the cursor moved from row \(old.cursor.row + 1), column \(old.cursor.column + 1) to row "
            + "\(change.new.cursor.row + 1), column \(change.new.cursor.column + 1)" : "") + "</p>\n"
      out += "<div class=\"pair\"><figure>"
      out += ScreenSVG.render(old, palette: palette, title: "\(change.id), before", marks: change.cells)
      out += "<figcaption>Before</figcaption></figure><figure>"
      out += ScreenSVG.render(change.new, palette: palette, title: "\(change.id), after", marks: change.cells)
      out += "<figcaption>After</figcaption></figure></div></section>\n"
    }
    if !gone.isEmpty {
      out += "<section><h2>No longer made</h2><ul>"
      for id in gone { out += "<li><code>\(Markup.escape(id))</code></li>" }
      out += "</ul></section>\n"
    }
    for change in transcripts {
      out += "<section><h2>Transcript of <code>\(Markup.escape(change.state))</code></h2>"
      out += "<pre class=\"transcript\">"
      out += Self.lineDiff(change.old, change.new).map(Markup.escape).joined(separator: "\n")
      out += "</pre></section>\n"
    }
    if changes.isEmpty && gone.isEmpty && transcripts.isEmpty {
      out += "<section><p>Nothing changed: every screen and transcript is as it was.</p></section>\n"
    }
    return out + "</main>\n</body>\n</html>\n"
  }
}
