import PushAppFeature
import PushCore
import PushLive
import PushSettingsFeature

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

// A test tool, not shipped: saves ever-changing states to PATH as fast as it can, until killed. The
// state file's crash test kills it at random moments and checks that the file is always whole.
guard CommandLine.arguments.count == 2 else {
  _ = writeAll(STDERR_FILENO, Array("usage: state-file-writer PATH\n".utf8))
  exit(2)
}
let file = StateFile(path: CommandLine.arguments[1])
var n = 0
while true {
  n += 1
  let languages = Array(LanguageCode.offered.prefix(1 + n % LanguageCode.offered.count))
  let pending = (0..<(n % 40)).map { i in
    PendingWrite(
      wiki: .language(languages[i % languages.count]),
      type: NotificationType.allCases[i % NotificationType.allCases.count], value: i % 2 == 0,
      origin: .rollback)
  }
  let state = PersistedState(
    subscribed: n % 2 == 0, wantsPush: n % 3 == 0, languages: languages, pending: pending,
    deviceToken: String(repeating: "ab", count: 32))
  if let failure = file.save(state) {
    _ = writeAll(STDERR_FILENO, Array("state-file-writer: \(failure.message)\n".utf8))
    exit(1)
  }
}
