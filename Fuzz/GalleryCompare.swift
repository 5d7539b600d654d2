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
  // The comparison's arithmetic on what was read (issue 34, B5: a cursor at Int.max trapped it).
  if let frame = try? folder.frame("s") {
    _ = GalleryComparison.changedCells(frame, Frame(width: frame.width, height: frame.height))
  }
  if let transcript = try? folder.transcript("s") {
    _ = GalleryComparison.lineDiff(transcript, "Push notifications\nOn\n")
  }
}
