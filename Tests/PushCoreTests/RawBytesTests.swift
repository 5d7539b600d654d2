import Foundation
import PushCore
import Testing

@Suite struct RawBytesTests {
  /// A directory entry's name, read to its NUL through a pointer (copying the 256-byte field read past the
  /// end of readdir's buffer: AddressSanitizer's heap-buffer-overflow under `scripts/sanitize address`).
  @Test func name_ofEveryEntry_isItsWholeName_bytesKept() throws {
    let folder = NSTemporaryDirectory() + "push-settings-names-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let names = ["a", "state.json.tmp-1-ff", String(repeating: "n", count: 255), "日本語"]
    for name in names { #expect(FileManager.default.createFile(atPath: folder + "/" + name, contents: nil)) }
    // A name that is not UTF-8 (0xE9 alone) comes back as the escape scalar that names the same file.
    let path = Array((folder + "/caf").utf8) + [0xE9, 0]
    let created = path.withUnsafeBufferPointer {
      open(UnsafeRawPointer($0.baseAddress!).assumingMemoryBound(to: CChar.self), O_CREAT | O_WRONLY, 0o600)
    }
    #expect(created >= 0)
    close(created)
    let dir = try #require(opendir(folder))
    defer { closedir(dir) }
    var seen: [String] = []
    while let entry = readdir(dir) { seen.append(RawBytes.name(of: entry)) }
    let escaped = "caf" + String(Unicode.Scalar(RawBytes.escapeBase + 0xE9)!)
    #expect(Set(seen) == Set(names + [".", "..", escaped]))
  }
}
