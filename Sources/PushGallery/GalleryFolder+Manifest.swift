import PushCore
import PushLive
import PushPresentation

/// The list of what a gallery folder holds: its screens, states and language transcripts.
extension GalleryFolder {
  /// What an earlier gallery holds, from its manifest.
  public struct Manifest: Equatable, Sendable {
    public var screens: [String]
    public var states: [String]
    /// `NAME.CODE`: a state's transcript in an app language (`--ui-languages`).
    public var transcripts: [String] = []
  }

  /// The folder's manifest; nil when the folder has none (it is not a gallery).
  public func manifest() throws(GalleryError) -> Manifest? {
    guard let text = try read(file("screens/MANIFEST")) else { return nil }
    var lines = text.split(separator: "\n").map(String.init)[...]
    guard lines.popFirst() == Self.manifestHeader else {
      throw GalleryError("'\(path.sanitizedForMessage)' holds a gallery of another version; make it again")
    }
    var manifest = Manifest(screens: [], states: [])
    for line in lines {
      let (kind, name) = (line.prefix { $0 != " " }, String(line.drop { $0 != " " }.dropFirst()))
      // A name becomes part of a path read and, when the gallery is made again, removed: never one that
      // leaves the folder.
      guard Self.isSafeName(name), kind == "screen" || kind == "state" || kind == "transcript" else {
        throw GalleryError(
          "screens/MANIFEST in '\(path.sanitizedForMessage)' has a line that is not a screen, a state or a transcript: "
            + "'\(line.sanitizedForMessage)'")
      }
      switch kind {
      case "screen": manifest.screens.append(name)
      case "state": manifest.states.append(name)
      default: manifest.transcripts.append(name)
      }
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
}
