#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The fuzz targets by name: each takes libFuzzer's bytes to one reader of outside input.
let targets: [String: @Sendable ([UInt8]) -> Void] = [
  "json": fuzzJSON,
  "http-response": fuzzHTTPResponse,
  "cookie": fuzzCookie,
  "http-date": fuzzHTTPDate,
  "http-url": fuzzHTTPURL,
  "backend-file": fuzzBackendFile,
  "state-file": fuzzStateFile,
  "script": fuzzScript,
  "gallery-compare": fuzzGalleryCompare,
  "push-mailbox": fuzzPushMailbox,
  "echo-answers": fuzzEchoAnswers,
]

/// The target `FUZZ_TARGET` names (scripts/fuzz sets it); an unknown name ends the run before any input.
let selected: @Sendable ([UInt8]) -> Void = {
  let name = getenv("FUZZ_TARGET").map { String(cString: $0) } ?? ""
  guard let target = targets[name] else {
    let known = targets.keys.sorted().joined(separator: " ")
    stop("FUZZ_TARGET must name one of: \(known) (it was '\(name)')")
  }
  return target
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  selected(Array(UnsafeBufferPointer(start: data, count: size)))
  return 0
}

/// The input as text, as the app reads a file or an answer (bad UTF-8 repaired).
func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

/// A folder of its own for the targets that read files, made once per process under `$TMPDIR` (scripts/fuzz
/// also gives each run its own and removes it afterwards).
let scratch: String = {
  let base = getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp"
  var template = Array((base + "/push-settings-fuzz.XXXXXX").utf8CString)
  guard let made = mkdtemp(&template) else {
    stop("cannot make a scratch folder: \(String(cString: strerror(errno)))")
  }
  // Removed when the run ends (not after a crash: the files may tell what happened).
  atexit {
    for name in ["screens/MANIFEST", "screens/s.txt", "screens/s.style.txt", "screens/s.a11y.txt"] {
      unlink(scratch + "/" + name)
    }
    unlink(scratch + "/device-token.json")
    rmdir(scratch + "/screens")
    rmdir(scratch)
  }
  return String(cString: made)
}()

/// Writes `bytes` to `path` whole (the targets that read files read them back).
func write(_ bytes: [UInt8], to path: String) {
  let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
  guard fd >= 0 else {
    stop("cannot write \(path): \(String(cString: strerror(errno)))")
  }
  defer { close(fd) }
  var done = 0
  while done < bytes.count {
    let n = bytes[done...].withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
    guard n > 0 else { stop("cannot write \(path): \(String(cString: strerror(errno)))") }
    done += n
  }
}

/// Ends the run before any input: the harness itself cannot work (not a finding of the fuzzer).
func stop(_ message: String) -> Never {
  let line = Array((message + "\n").utf8)
  _ = line.withUnsafeBytes { Glibc.write(2, $0.baseAddress, $0.count) }
  exit(2)
}
