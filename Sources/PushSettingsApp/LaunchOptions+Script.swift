import PushCore
import PushLive
import PushQATools

/// A walkthrough's own settings, taken into the options before the app starts.
extension LaunchOptions {
  /// Applies what the script sets up (its `use`, `languages`… steps and the world changes at its top) over
  /// the options. The script wins, as its expectations depend on it; each flag given on the command line
  /// that it contradicts is returned as a sentence to say. A walkthrough starts from defaults in memory
  /// unless a state file is named, so leftovers of earlier runs cannot change it.
  mutating func adopt(_ script: Script, folder: String) throws(UsageError) -> [String] {
    if stateFile == nil { fresh = true }
    var notes: [String] = []
    var seen: [String: Int] = [:]
    for setting in script.settings {
      var after = self
      let place = "script \(script.name) line \(setting.line)"
      // As on the command line: a setting that is not repeatable, given twice, is refused, not overridden.
      if let spec = FlagSpec.spec(setting.flag), !spec.repeatable {
        if let first = seen[setting.flag] {
          throw UsageError(
            "\(place): '\(setting.written.sanitizedForMessage)' is set already on line \(first); give it once")
        }
        seen[setting.flag] = setting.line
      }
      do throws(UsageError) {
        if setting.flag == "--scenario" {
          try Scenario.apply(fromFile: Self.resolve(setting.value, from: folder), to: &after)
        } else if let spec = FlagSpec.spec(setting.flag) {
          try spec.apply(&after, setting.value)
        }
      } catch {
        throw UsageError("\(place): \(error.message)")
      }
      for given in given where !notes.contains(where: { $0.hasPrefix(given.flag + " ") }) {
        var check = after
        try? FlagSpec.spec(given.flag)?.apply(&check, given.value)
        guard check != after else { continue }
        let shown = "\(given.flag) \(given.value)".trimmingSpaces.sanitizedForMessage
        notes.append(
          "\(shown) is not used: \(place) says '\(setting.written.sanitizedForMessage)', and the script depends on it")
      }
      self = after
    }
    return notes
  }

  /// A scenario path as written in a script: from the current folder, else from the script's folder or the
  /// nearest folder above it that has it (`use scenarios/x.json` works from anywhere in a clone).
  static func resolve(_ path: String, from folder: String) -> String {
    if path.hasPrefix("/") || StateFile.readFile(path).isSuccess { return path }
    var parts = folder.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
    while !parts.isEmpty {
      let candidate = (parts + [path]).joined(separator: "/")
      if StateFile.readFile(candidate).isSuccess { return candidate }
      parts.removeLast()
    }
    return path
  }
}

extension Result {
  fileprivate var isSuccess: Bool { if case .success = self { true } else { false } }
}
