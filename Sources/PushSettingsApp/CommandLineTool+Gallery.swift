import PushCore
import PushGallery
import PushLive
import PushQATools

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

extension CommandLineTool {
  static let defaultGallerySizes: [(width: Int, height: Int)] = [(60, 20), (80, 24), (120, 40)]
  /// Every state at the default sizes for the three terminals is about 1.2 million cells.
  static let maxGalleryCells = 10_000_000

  /// `push-settings gallery`: the states drawn at every size into one page and an SVG each, and with
  /// `--compare` the screens that changed since an earlier gallery. Exit 2 for a folder that cannot be used
  /// (said before anything is made), 1 when writing fails.
  static func gallery(_ names: [String], _ options: LaunchOptions, executor: (any TaskExecutor)? = nil) async
    -> Int32
  {
    let started = ContinuousClock.now
    let states = names.isEmpty ? NamedState.all : names.compactMap(NamedState.named)
    let sizes = options.gallerySizes ?? defaultGallerySizes
    let variants = (options.galleryVariants ?? ["color"]).compactMap(GalleryVariant.init(rawValue:))
    // Each cell is held in memory for the page, its SVG and the comparison (about 25 bytes): a bound, said
    // before anything is made, keeps a long --sizes list from taking the machine's memory.
    // --themes adds a colour screen per theme.
    let themes = options.galleryThemes ?? []
    let languages = options.galleryLanguages ?? []
    let screensPerSize = max(variants.count, 1) + themes.count + languages.count
    let cells = sizes.reduce(0) { $0 + $1.width * $1.height } * states.count * screensPerSize
    guard cells <= maxGalleryCells else {
      printError(
        "gallery: \(states.count) states at \(sizes.count) sizes in \(variants.count) variants"
          + (themes.isEmpty ? "" : " and \(themes.count) themes")
          + (languages.isEmpty ? "" : " and \(languages.count) languages")
          + " are \(cells) cells, more than one gallery draws (\(maxGalleryCells), about 250 MB); "
          + "give fewer or smaller --sizes, or name the states")
      return 2
    }
    let out = GalleryFolder(options.galleryOut ?? "gallery")
    let old = options.galleryCompare.map(GalleryFolder.init)
    do throws(GalleryError) {
      try checkFolders(out: out, old: old)
    } catch {
      printError(error.message)
      return 2
    }
    let gallery = await Gallery.build(
      states, sizes: sizes, variants: variants, themes: themes, languages: languages, executor: executor)
    let command = (["push-settings"] + arguments()).joined(separator: " ")
    // The earlier gallery's files are outside input: one that cannot be read is bad input (exit 2).
    let comparison: GalleryComparison?
    do throws(GalleryError) {
      comparison = try old.map { folder throws(GalleryError) in try GalleryComparison.compare(gallery, with: folder) }
    } catch {
      printError(error.message)
      return 2
    }
    do throws(GalleryError) {
      try out.write(gallery, command: command)
      if let comparison {
        try out.write("compare.html", comparison.html(palette: gallery.palette))
        print("\(comparison.summary): \(out.path)/compare.html")
      }
    } catch {
      printError(error.message)
      return 1
    }
    let ms = Int((ContinuousClock.now - started).milliseconds)
    var usage = rusage()
    getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
    let cpuMs =
      (usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) * 1000
      + (usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1000
    print(
      "\(English.count(gallery.screens.count, "screen")) of \(English.count(gallery.states.count, "state")) in \(ms) ms "
        + "(\(cpuMs) ms of CPU): "
        + "\(out.path)/index.html")
    return 0
  }

  /// Before anything is made: `--compare` names an earlier gallery that is not the one being written, and
  /// the `--out` folder can be written (links inside it are not followed).
  static func checkFolders(out: GalleryFolder, old: GalleryFolder?) throws(GalleryError) {
    if let old {
      guard !SameFile.check(old.path, out.path) else {
        throw GalleryError("--compare and --out name one folder: the new gallery would replace the old one first")
      }
      _ = try GalleryComparison.earlier(old)
    }
    try out.prepare()
  }
}
