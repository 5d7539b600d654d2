import PushCore
import PushGallery
import PushInterface
import PushLive
import PushPresentation
import PushQATools

/// The flags that set up the simulated world: the permission, the token, latency, failures, the inbox.
extension FlagSpec {
  static let world: [FlagSpec] = [
    FlagSpec(
      name: "--logged-out", help: "start logged out", group: .world, scenarioKey: "loggedOut",
      scenarioAccepts: "true or false"
    ) { options, _ throws(UsageError) in options.loggedOut = true },
    FlagSpec(
      name: "--languages", value: "en,de,fr", help: "app languages; the first is the primary (default: en)",
      group: .world, scenarioKey: "languages",
      scenarioAccepts: "a language code or a list of them like [\"en\", \"de\"]", apply: parseLanguages),
    FlagSpec(
      name: "--permission", value: "STATUS",
      help: "OS permission: notDetermined, denied, authorized, provisional, ephemeral", group: .world,
      scenarioKey: "permission", scenarioAccepts: "notDetermined, denied, authorized, provisional, ephemeral"
    ) { options, text throws(UsageError) in
      guard let p = PermissionStatus(rawValue: text) else {
        throw UsageError(
          "--permission: '\(text.sanitizedForMessage)' is not one of notDetermined, denied, authorized, provisional, ephemeral"
        )
      }
      options.permission = p
    },
    FlagSpec(
      name: "--answer", value: "allow|deny", help: "answer the OS permission prompt without showing it",
      group: .world, scenarioKey: "answer", scenarioAccepts: "allow or deny"
    ) { options, text throws(UsageError) in
      switch text {
      case "allow": options.answer = true
      case "deny": options.answer = false
      default: throw UsageError("--answer: '\(text.sanitizedForMessage)' is not allow or deny")
      }
    },
    FlagSpec(
      name: "--token", value: "now|late|never", help: "when the device token arrives (late: after 2 s)",
      group: .world, scenarioKey: "token", scenarioAccepts: "now, late or never"
    ) { options, text throws(UsageError) in
      switch text {
      case "now": options.tokenArrival = .immediate
      case "late": options.tokenArrival = .afterMs(2_000)
      case "never": options.tokenArrival = .never
      default: throw UsageError("--token: '\(text.sanitizedForMessage)' is not now, late or never")
      }
    },
    FlagSpec(
      name: "--fail", value: "POINT[,POINT...]",
      help: "make calls fail until the app quits (repeatable); POINT is one of \(FailurePoint.accepted)",
      group: .world, scenarioKey: "fail",
      scenarioAccepts: "a failure point or a list of them like [\"write:de\", \"read\"]", repeatable: true,
      apply: parseFailurePoints),
    FlagSpec(
      name: "--fail-rate", value: "P", help: "also fail any call with probability P (0 to 1)", group: .world,
      scenarioKey: "failRate", scenarioAccepts: "a number from 0 to 1"
    ) { options, text throws(UsageError) in
      guard let p = Double(text), p >= 0, p <= 1 else {
        throw UsageError("--fail-rate: '\(text.sanitizedForMessage)' is not a probability from 0 to 1")
      }
      options.faults.rate = p
    },
    FlagSpec(
      name: "--seed", value: "N", help: "seed for random failures and tokens (default 1)", group: .world,
      scenarioKey: "seed",
      scenarioAccepts:
        "a whole number up to 2^53, or any up to 18446744073709551615 as text like \"18446744073709551615\""
    ) { options, text throws(UsageError) in
      guard let n = UInt64(text) else {
        throw UsageError("--seed: '\(text.sanitizedForMessage)' is not a whole number from 0 to 18446744073709551615")
      }
      options.seed = n
    },
    FlagSpec(
      name: "--latency", value: "MS", help: "simulated network latency per call (default 150)", group: .world,
      scenarioKey: "latency", scenarioAccepts: "milliseconds from 0 to 60000"
    ) { options, text throws(UsageError) in
      guard let ms = Int(text), ms >= 0, ms <= 60_000 else {
        throw UsageError(
          "--latency: '\(text.sanitizedForMessage)' is not a whole number of milliseconds from 0 to 60000")
      }
      options.latencyMs = ms
    },
    FlagSpec(
      name: "--inbox", value: "N",
      help: "start with N earlier notifications over the app's wikis and one more (the same ones for a --seed)",
      group: .world, scenarioKey: "inbox", scenarioAccepts: "a whole number from 0 to 100000"
    ) { options, text throws(UsageError) in
      guard let n = Int(text), (0...100_000).contains(n) else {
        throw UsageError("--inbox: '\(text.sanitizedForMessage)' is not a whole number from 0 to 100000")
      }
      options.inbox = n
    },
  ]

  static func parseLanguages(_ options: inout LaunchOptions, _ text: String) throws(UsageError) {
    let codes = text.split(separator: ",", omittingEmptySubsequences: false).map { String($0).trimmingSpaces }
    guard !codes.isEmpty, codes.allSatisfy(LanguageCode.isValid) else {
      throw UsageError(
        "--languages: '\(text.sanitizedForMessage)' is not a comma-separated list of language codes like en,de,fr")
    }
    guard Set(codes).count == codes.count else { throw UsageError("--languages: a language is listed twice") }
    options.languages = codes
  }

  static func parseFailurePoints(_ options: inout LaunchOptions, _ text: String) throws(UsageError) {
    for part in text.split(separator: ",", omittingEmptySubsequences: false) {
      guard let point = FailurePoint(String(part)) else {
        throw UsageError(
          "--fail: '\(String(part).sanitizedForMessage)' is not a failure point; use \(FailurePoint.accepted)")
      }
      options.faults.always.insert(point)
    }
  }
}
