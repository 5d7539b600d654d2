import PushCore
import PushLive
import PushPresentation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Why a gallery could not be written or read, in words a person can act on.
public struct GalleryError: Error, Equatable, Sendable {
  public var message: String
  public init(_ message: String) { self.message = message }
}

/// A gallery's folder: `index.html`, `svg/ID.svg` for each screen, and under `screens/` what a later
/// `--compare` reads back: each screen's text and style map (as `Screens/` keeps them), each state's
/// transcript, and a manifest naming them all.
public struct GalleryFolder: Sendable {
  public let path: String
  /// Read as a folder of committed goldens (`Screens/`), not a gallery: set once by `GalleryComparison`.
  var isGoldens = false
  static let manifestHeader = "push-settings gallery 1"
  /// The largest side of a screen a gallery draws, in cells (`--sizes` takes up to 1000x1000).
  static let maxSide = 1000

  public init(_ path: String) { self.path = path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path }

  func file(_ name: String) -> String { path + "/" + name }

  /// A screen of an earlier gallery, read back from its text and style map; nil when it has none.
  public func frame(_ id: String) throws(GalleryError) -> Frame? {
    guard let text = try read(stored("\(id).txt")), let styles = try read(stored("\(id).style.txt")) else {
      return nil
    }
    do throws(StyleMap.ReadError) {
      let decoded = try StyleMap.decode(styles)
      // The numbers read back are bounded by the screen they belong to before any arithmetic uses them: a
      // cursor at Int.max trapped the comparison's `row * width + column` (issue 34, B5).
      let (width, height) = (decoded.rows.first?.count ?? 0, decoded.rows.count)
      // No gallery draws a screen over 1000 cells a side (`--sizes`): a larger one is not a gallery's, and a
      // frame of it, and its SVG, could take the machine's memory.
      guard width <= Self.maxSide, height <= Self.maxSide else {
        throw StyleMap.ReadError(
          message: "its screen is \(width)×\(height), larger than a gallery draws (\(Self.maxSide)×\(Self.maxSide))")
      }
      let (row, column) = decoded.cursor
      guard (0..<max(height, 1)).contains(row), (0..<max(width, 1)).contains(column) else {
        throw StyleMap.ReadError(
          message: "the cursor (row \(row), column \(column)) is outside its \(width)×\(height) screen")
      }
      return Frame(text: text, styles: decoded)
    } catch {
      throw GalleryError("screens/\(id).style.txt in '\(path.sanitizedForMessage)': \(error.message)")
    }
  }

  public func transcript(_ state: String) throws(GalleryError) -> String? {
    try read(stored("\(state).a11y.txt"))
  }

  /// One of the folder's files; nil where there is none. A link, anything but a regular file, or a file larger
  /// than a gallery writes is refused, naming it: what a report shows comes from the folder's own files, never
  /// from where a link leads (a screen linked to /etc/shadow was shown as the "before"), and a file that
  /// cannot be read is not passed over as if it were missing.
  func read(_ full: String) throws(GalleryError) -> String? {
    switch StateFile.readFile(full, followingLinks: false) {
    case .success(let text): return text
    case .failure(let failure) where failure.code == ENOENT: return nil
    case .failure(let failure):
      let name = full.hasPrefix(path + "/") ? String(full.dropFirst(path.count + 1)) : full
      let why =
        failure.code == ELOOP
        ? "it is a link, and a gallery's files are read only from the folder itself" : failure.reason
      throw GalleryError("\(name.sanitizedForMessage) in '\(path.sanitizedForMessage)': \(why)")
    }
  }

  /// Makes the folder (and its parents) if it is missing. An existing folder must be empty or a gallery
  /// already, so that `--out` never writes over anything else, and hold no link where the gallery writes
  /// (the folder itself, `svg/`, `screens/`): a gallery never writes or deletes through a link (issue 34, B4).
  public func prepare() throws(GalleryError) {
    var info = stat()
    if RawBytes.withPath(path, { stat($0, &info) }) == 0 {
      guard info.st_mode & S_IFMT == S_IFDIR else {
        throw GalleryError("--out: '\(path.sanitizedForMessage)' is not a folder")
      }
      try refuseLinks()
      if try manifest() == nil, !isEmpty() {
        throw GalleryError(
          "--out: '\(path.sanitizedForMessage)' is a folder that is neither empty nor a gallery; name a new one")
      }
    }
    try makeFolder(path)
    try makeSubfolder("svg")
    try makeSubfolder("screens")
    // A gallery cut short (an error, a full disk) is still taken for one, so it can be made again here.
    if try manifest() == nil { try write("screens/MANIFEST", Self.manifestHeader + "\n") }
  }

  /// Throws when the folder, `svg/` or `screens/` holds a link: writing or deleting there would act on what it
  /// points to, anywhere.
  func refuseLinks() throws(GalleryError) {
    for folder in ["", "svg", "screens"] {
      var info = stat()
      // A missing subfolder is made later; a link in its place was found by the scan of the folder above.
      if !folder.isEmpty, RawBytes.withPath(file(folder), { lstat($0, &info) }) != 0 { continue }
      let fd = try openFolder(folder)
      defer { close(fd) }
      let copy = dup(fd)
      guard let dir = fdopendir(copy) else {
        if copy >= 0 { close(copy) }
        continue
      }
      defer { closedir(dir) }
      while let entry = readdir(dir) {
        let name = RawBytes.name(of: entry)
        var info = stat()
        guard name != ".", name != "..", fstatat(fd, name, &info, AT_SYMLINK_NOFOLLOW) == 0,
          info.st_mode & S_IFMT == S_IFLNK
        else { continue }
        throw Self.linkError(folder.isEmpty ? file(name) : file(folder + "/" + name))
      }
    }
  }

  static func linkError(_ path: String) -> GalleryError {
    GalleryError(
      "--out: '\(path.sanitizedForMessage)' is a link; a gallery never writes or deletes through a link: "
        + "remove it, or name a new folder")
  }

  /// The folder (`""`) or one of its subfolders, opened without following a link in the subfolder's place.
  func openFolder(_ folder: String) throws(GalleryError) -> Int32 {
    let root = RawBytes.withPath(path) { open($0, O_RDONLY | O_DIRECTORY | O_CLOEXEC) }
    guard root >= 0 else {
      throw GalleryError("cannot open the folder '\(path.sanitizedForMessage)': \(String(cString: strerror(errno)))")
    }
    guard !folder.isEmpty else { return root }
    defer { close(root) }
    let fd = RawBytes.withPath(folder) { openat(root, $0, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC) }
    guard fd >= 0 else {
      let error = errno
      var info = stat()
      if RawBytes.withPath(folder, { fstatat(root, $0, &info, AT_SYMLINK_NOFOLLOW) }) == 0,
        info.st_mode & S_IFMT == S_IFLNK
      {
        throw Self.linkError(file(folder))
      }
      throw GalleryError(
        "cannot open the folder '\(file(folder).sanitizedForMessage)': \(String(cString: strerror(error)))")
    }
    return fd
  }

  /// Makes `svg` or `screens` inside the folder; one that is there must be a folder, not a link to one.
  func makeSubfolder(_ name: String) throws(GalleryError) {
    let root = try openFolder("")
    defer { close(root) }
    if RawBytes.withPath(name, { mkdirat(root, $0, 0o755) }) != 0 && errno != EEXIST {
      throw GalleryError(
        "cannot make the folder '\(file(name).sanitizedForMessage)': \(String(cString: strerror(errno)))")
    }
    close(try openFolder(name))
  }

  func isEmpty() -> Bool {
    guard let dir = RawBytes.withPath(path, { opendir($0) }) else { return false }
    defer { closedir(dir) }
    while let entry = readdir(dir) {
      let name = RawBytes.name(of: entry)
      if name != "." && name != ".." { return false }
    }
    return true
  }

  func makeFolder(_ folder: String) throws(GalleryError) {
    var built = folder.hasPrefix("/") ? "" : "."
    for part in folder.split(separator: "/") {
      built += "/" + part
      if RawBytes.withPath(built, { mkdir($0, 0o755) }) != 0 && errno != EEXIST {
        throw GalleryError("cannot make the folder '\(built.sanitizedForMessage)': \(String(cString: strerror(errno)))")
      }
    }
  }

  /// Writes a file whole, replacing what was there: through a temporary name and a rename inside its
  /// folder, so a link or a hard link in its place is replaced, never written through; a link there (or
  /// anything but a file) is refused.
  public func write(_ name: String, _ text: String) throws(GalleryError) {
    let target = file(name)
    let (folder, base) = Self.split(name)
    let dir = try openFolder(folder)
    defer { close(dir) }
    var info = stat()
    if RawBytes.withPath(base, { fstatat(dir, $0, &info, AT_SYMLINK_NOFOLLOW) }) == 0 {
      if info.st_mode & S_IFMT == S_IFLNK { throw Self.linkError(target) }
      guard info.st_mode & S_IFMT == S_IFREG else {
        throw GalleryError("cannot write '\(target.sanitizedForMessage)': something other than a file is there")
      }
    }
    let temporary = ".\(base).\(getpid()).tmp"
    _ = RawBytes.withPath(temporary) { unlinkat(dir, $0, 0) }
    let fd = RawBytes.withPath(temporary) {
      openat(dir, $0, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
    }
    guard fd >= 0 else {
      throw GalleryError("cannot write '\(target.sanitizedForMessage)': \(String(cString: strerror(errno)))")
    }
    let written = writeAll(fd, Array(text.utf8))
    let error = errno
    close(fd)
    guard written,
      RawBytes.withPath(temporary, { from in RawBytes.withPath(base) { renameat(dir, from, dir, $0) } }) == 0
    else {
      let reason = String(cString: strerror(written ? errno : error))
      _ = RawBytes.withPath(temporary) { unlinkat(dir, $0, 0) }
      throw GalleryError("writing '\(target.sanitizedForMessage)' failed: \(reason)")
    }
  }

  /// Removes a file the gallery made, inside its folder: a link there is removed itself, never what it
  /// points to.
  func remove(_ name: String) {
    let (folder, base) = Self.split(name)
    guard let dir = try? openFolder(folder) else { return }
    defer { close(dir) }
    _ = RawBytes.withPath(base) { unlinkat(dir, $0, 0) }
  }

  /// "screens/x.txt" is ("screens", "x.txt"); "index.html" is ("", "index.html").
  static func split(_ name: String) -> (folder: String, base: String) {
    guard let slash = name.lastIndex(of: "/") else { return ("", name) }
    return (String(name[..<slash]), String(name[name.index(after: slash)...]))
  }

  /// Writes the whole gallery: the page, an SVG for each screen, and what `--compare` reads later. Files an
  /// earlier gallery here had and this one has not are removed.
  public func write(_ gallery: Gallery, command: String) throws(GalleryError) {
    let before = try manifest()
    try prepare()
    var manifest = [Self.manifestHeader]
    let pictures = GalleryPage.pictures(gallery)
    for state in gallery.states {
      manifest.append("state \(state.name)")
      try write("screens/\(state.name).a11y.txt", state.transcript)
      for (language, text) in state.languageTranscripts {
        manifest.append("transcript \(state.name).\(language.rawValue)")
        try write("screens/\(state.name).\(language.rawValue).a11y.txt", text)
      }
      for screen in state.screens {
        manifest.append("screen \(screen.id)")
        try write("screens/\(screen.id).txt", screen.frame.text)
        try write("screens/\(screen.id).style.txt", StyleMap.encode(screen.frame))
        try write("svg/\(screen.id).svg", pictures[screen.id] ?? "")
      }
    }
    try write("index.html", GalleryPage.html(gallery, command: command, pictures: pictures))
    for state in gallery.states {
      try write(
        GalleryPage.pageName(state.name), GalleryPage.statePage(state, gallery, command: command, pictures: pictures))
    }
    if let before {
      let kept = Set(gallery.screens.map(\.id))
      for id in before.screens where !kept.contains(id) {
        for name in ["screens/\(id).txt", "screens/\(id).style.txt", "svg/\(id).svg"] { remove(name) }
      }
      let transcripts = Set(
        gallery.states.flatMap { state in state.languageTranscripts.map { "\(state.name).\($0.language.rawValue)" } })
      for name in before.transcripts where !transcripts.contains(name) { remove("screens/\(name).a11y.txt") }
      let states = Set(gallery.states.map(\.name))
      for state in before.states where !states.contains(state) {
        remove("screens/\(state).a11y.txt")
        remove(GalleryPage.pageName(state))
      }
    }
    // The whole manifest last: a gallery cut short names only what it had before.
    try write("screens/MANIFEST", manifest.joined(separator: "\n") + "\n")
  }
}
