import PushCore
import PushLive

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The committed goldens as the "before" of `gallery --compare Screens`.
extension GalleryFolder {
  /// A folder of committed goldens (`Screens/`: `NAME.txt`, `NAME.style.txt` and `NAME.a11y.txt` for each
  /// named state, at 80x24 in colour) read as an earlier gallery: `gallery --compare Screens` shows what a
  /// change does to them. Nil when the folder has no style map beside a text (it is not such a folder).
  public func goldens() -> Manifest? {
    guard let dir = RawBytes.withPath(path, { opendir($0) }) else { return nil }
    defer { closedir(dir) }
    var states: [String] = []
    while let entry = readdir(dir) {
      let name = RawBytes.name(of: entry)
      guard name.hasSuffix(Self.styleSuffix) else { continue }
      let state = String(name.dropLast(Self.styleSuffix.count))
      guard Self.isSafeName(state), !state.contains("@") else { continue }
      states.append(state)
    }
    states.sort()
    return states.isEmpty ? nil : Manifest(screens: states.map { Self.goldenScreen($0) }, states: states)
  }

  static let styleSuffix = ".style.txt"
  /// The gallery's name of a golden's screen: `push-on@80x24`, the colour screen at the size `Screens/` keeps.
  static func goldenScreen(_ state: String) -> String { "\(state)@80x24" }

  /// Where a screen's or a state's files are: `screens/` in a gallery, the folder itself for goldens.
  func stored(_ name: String) -> String {
    guard isGoldens else { return file("screens/\(name)") }
    let state =
      name.hasSuffix("@80x24.txt") || name.hasSuffix("@80x24.style.txt")
      ? name.replacing("@80x24", with: "") : name
    return file(state)
  }
}
