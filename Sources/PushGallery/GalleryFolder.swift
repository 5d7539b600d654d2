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
  static let manifestHeader = "push-settings gallery 1"

  public init(_ path: String) { self.path = path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path }

  func file(_ name: String) -> String { path + "/" + name }

  /// What an earlier gallery holds, from its manifest.
  public struct Manifest: Equatable, Sendable {
    public var screens: [String]
    public var states: [String]
  }

  /// The folder's manifest; nil when the folder has none (it is not a gallery).
  public func manifest() throws(GalleryError) -> Manifest? {
    guard case .success(let text) = StateFile.readFile(file("screens/MANIFEST")) else { return nil }
    var lines = text.split(separator: "\n").map(String.init)[...]
    guard lines.popFirst() == Self.manifestHeader else {
      throw GalleryError("'\(path.sanitizedForMessage)' holds a gallery of another version; make it again")
    }
    var manifest = Manifest(screens: [], states: [])
    for line in lines {
      let (kind, name) = (line.prefix { $0 != " " }, String(line.drop { $0 != " " }.dropFirst()))
      // A name becomes part of a path read and, when the gallery is made again, removed: never one that
      // leaves the folder.
      guard Self.isSafeName(name), kind == "screen" || kind == "state" else {
        throw GalleryError(
          "screens/MANIFEST in '\(path.sanitizedForMessage)' has a line that is not a screen or a state: "
            + "'\(line.sanitizedForMessage)'")
      }
      if kind == "screen" { manifest.screens.append(name) } else { manifest.states.append(name) }
    }
    return manifest
  }

  /// Letters, digits, '-', '_', '@' and '.', not starting with '.': a file name inside the folder.
  static func isSafeName(_ name: String) -> Bool {
    !name.isEmpty && !name.hasPrefix(".")
      && name.unicodeScalars.allSatisfy {
        ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
          || "-_@.".unicodeScalars.contains($0)
      }
  }

  /// A screen of an earlier gallery, read back from its text and style map; nil when it has none.
  public func frame(_ id: String) throws(GalleryError) -> Frame? {
    guard case .success(let text) = StateFile.readFile(file("screens/\(id).txt")),
      case .success(let styles) = StateFile.readFile(file("screens/\(id).style.txt"))
    else { return nil }
    do throws(StyleMap.ReadError) {
      return Frame(text: text, styles: try StyleMap.decode(styles))
    } catch {
      throw GalleryError("screens/\(id).style.txt in '\(path.sanitizedForMessage)': \(error.message)")
    }
  }

  public func transcript(_ state: String) -> String? {
    guard case .success(let text) = StateFile.readFile(file("screens/\(state).a11y.txt")) else { return nil }
    return text
  }

  /// Makes the folder (and its parents) if it is missing. An existing folder must be empty or a gallery
  /// already, so that `--out` never writes over anything else.
  public func prepare() throws(GalleryError) {
    var info = stat()
    if RawBytes.withPath(path, { stat($0, &info) }) == 0 {
      guard info.st_mode & S_IFMT == S_IFDIR else {
        throw GalleryError("--out: '\(path.sanitizedForMessage)' is not a folder")
      }
      if try manifest() == nil, !isEmpty() {
        throw GalleryError(
          "--out: '\(path.sanitizedForMessage)' is a folder that is neither empty nor a gallery; name a new one")
      }
    }
    try makeFolder(path)
    try makeFolder(file("svg"))
    try makeFolder(file("screens"))
    // A gallery cut short (an error, a full disk) is still taken for one, so it can be made again here.
    if try manifest() == nil { try write("screens/MANIFEST", Self.manifestHeader + "\n") }
  }

  func isEmpty() -> Bool {
    guard let dir = RawBytes.withPath(path, { opendir($0) }) else { return false }
    defer { closedir(dir) }
    while let entry = readdir(dir) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
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

  /// Writes a file whole, replacing what was there.
  public func write(_ name: String, _ text: String) throws(GalleryError) {
    let target = file(name)
    let fd = RawBytes.withPath(target) { open($0, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644) }
    guard fd >= 0 else {
      throw GalleryError("cannot write '\(target.sanitizedForMessage)': \(String(cString: strerror(errno)))")
    }
    defer { close(fd) }
    guard writeAll(fd, Array(text.utf8)) else {
      throw GalleryError("writing '\(target.sanitizedForMessage)' failed: \(String(cString: strerror(errno)))")
    }
  }

  /// Writes the whole gallery: the page, an SVG for each screen, and what `--compare` reads later. Files an
  /// earlier gallery here had and this one has not are removed.
  public func write(_ gallery: Gallery, command: String) throws(GalleryError) {
    let before = try manifest()
    try prepare()
    var manifest = [Self.manifestHeader]
    for state in gallery.states {
      manifest.append("state \(state.name)")
      try write("screens/\(state.name).a11y.txt", state.transcript)
      for screen in state.screens {
        manifest.append("screen \(screen.id)")
        try write("screens/\(screen.id).txt", screen.frame.text)
        try write("screens/\(screen.id).style.txt", StyleMap.encode(screen.frame))
        let title = "\(screen.state), \(GalleryPage.caption(screen))"
        try write(
          "svg/\(screen.id).svg", ScreenSVG.render(screen.frame, palette: screen.palette(gallery.palette), title: title)
        )
      }
    }
    try write("index.html", GalleryPage.html(gallery, command: command))
    if let before {
      let kept = Set(gallery.screens.map(\.id))
      for id in before.screens where !kept.contains(id) {
        for name in ["screens/\(id).txt", "screens/\(id).style.txt", "svg/\(id).svg"] {
          _ = RawBytes.withPath(file(name)) { unlink($0) }
        }
      }
      let states = Set(gallery.states.map(\.name))
      for state in before.states where !states.contains(state) {
        _ = RawBytes.withPath(file("screens/\(state).a11y.txt")) { unlink($0) }
      }
    }
    // The whole manifest last: a gallery cut short names only what it had before.
    try write("screens/MANIFEST", manifest.joined(separator: "\n") + "\n")
  }
}
