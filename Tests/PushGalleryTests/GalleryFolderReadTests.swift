import Foundation
import PushGallery
import PushQATools
import Testing

/// An earlier gallery given to `--compare` is outside input: its files are read from the folder itself. A
/// screen linked to /etc/shadow was shown in the report as the "before"; a file too large or not a regular
/// one was passed over as missing ("0 changed, 1 new"). Each is now refused, naming the file.
@Suite struct GalleryFolderReadTests {
  static func earlier() async throws -> (Gallery, String) {
    let path = GalleryTests.folder()
    let gallery = await Gallery.build([NamedState.named("push-on")!], sizes: [(60, 20)], variants: [.color])
    try GalleryFolder(path).write(gallery, command: "test")
    return (gallery, path)
  }

  static func replace(_ file: String, with make: (String) throws -> Void) throws {
    try FileManager.default.removeItem(atPath: file)
    try make(file)
  }

  @Test(arguments: ["screens/push-on@60x20.txt", "screens/push-on@60x20.style.txt", "screens/MANIFEST"])
  func compare_aFileThatIsALink_isRefused_andWhereItLeadsIsNotRead(name: String) async throws {
    let (gallery, path) = try await Self.earlier()
    defer { try? FileManager.default.removeItem(atPath: path) }
    let outside = path + "-outside.txt"
    defer { try? FileManager.default.removeItem(atPath: outside) }
    try "SECRET outside the gallery\n".write(toFile: outside, atomically: true, encoding: .utf8)
    try Self.replace(path + "/" + name) {
      try FileManager.default.createSymbolicLink(atPath: $0, withDestinationPath: outside)
    }
    #expect(
      throws: GalleryError(
        "\(name) in '\(path)': it is a link, and a gallery's files are read only from the folder itself")
    ) { try GalleryComparison.compare(gallery, with: GalleryFolder(path)) }
  }

  @Test func compare_aTranscriptLargerThanAGalleryWrites_isRefused_notPassedOver() async throws {
    let (gallery, path) = try await Self.earlier()
    defer { try? FileManager.default.removeItem(atPath: path) }
    let transcript = path + "/screens/push-on.a11y.txt"
    try Self.replace(transcript) {
      _ = FileManager.default.createFile(atPath: $0, contents: Data(repeating: 0x78, count: 17 * 1024 * 1024))
    }
    #expect(throws: GalleryError("screens/push-on.a11y.txt in '\(path)': it is larger than 16777216 bytes")) {
      try GalleryComparison.compare(gallery, with: GalleryFolder(path))
    }
  }

  @Test func compare_aScreenThatIsAFIFO_isRefused_withoutWaitingForAWriter() async throws {
    let (gallery, path) = try await Self.earlier()
    defer { try? FileManager.default.removeItem(atPath: path) }
    let screen = path + "/screens/push-on@60x20.txt"
    try Self.replace(screen) { #expect(mkfifo($0, 0o600) == 0) }
    #expect(throws: GalleryError("screens/push-on@60x20.txt in '\(path)': it is not a regular file")) {
      try GalleryComparison.compare(gallery, with: GalleryFolder(path))
    }
  }

  /// A file that is simply not there is still a new screen, as before.
  @Test func compare_aMissingScreen_isNew() async throws {
    let (gallery, path) = try await Self.earlier()
    defer { try? FileManager.default.removeItem(atPath: path) }
    try FileManager.default.removeItem(atPath: path + "/screens/push-on@60x20.txt")
    let comparison = try GalleryComparison.compare(gallery, with: GalleryFolder(path))
    #expect(comparison.changes.map(\.id) == ["push-on@60x20"] && comparison.changes.first?.old == nil)
  }
}
