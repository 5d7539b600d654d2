import PushPresentation

@testable import PushGallery

#if canImport(Glibc)
  import Glibc
#endif

/// An earlier gallery's folder as `gallery --compare` reads it: the input holds, split at NUL bytes, its
/// `screens/MANIFEST`, a screen's text, its style map, and a transcript.
func fuzzGalleryCompare(_ bytes: [UInt8]) {
  let parts = bytes.split(separator: 0, maxSplits: 3, omittingEmptySubsequences: false).map(Array.init)
  let folder = GalleryFolder(scratch)
  let screens = scratch + "/screens"
  mkdir(screens, 0o700)
  let names = ["MANIFEST", "s.txt", "s.style.txt", "s.a11y.txt"]
  for (index, name) in names.enumerated() { write(index < parts.count ? parts[index] : [], to: screens + "/" + name) }
  _ = try? folder.manifest()
  if let frame = try? folder.frame("s") {
    _ = GalleryComparison.changedCells(frame, frame)
    let blank = Frame(width: 80, height: 24)
    _ = GalleryComparison.changedCells(frame, blank)
    _ = GalleryComparison.changedCells(blank, frame)
  }
  if let transcript = folder.transcript("s") {
    _ = GalleryComparison.lineDiff(transcript, "Push notifications\nOn\n")
  }
}
