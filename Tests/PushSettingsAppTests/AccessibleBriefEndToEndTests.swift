import Foundation
import PushTestSupport
import Testing

/// Issue 33's figures: brief mode says what happened without how it goes on; verbose says both.
@Suite struct AccessibleBriefEndToEndTests {
  @Test func pushOptIn_brief_saysWhatHappens_verboseAlsoHowItGoesOn() async throws {
    for brief in [true, false] {
      let run = try await EndToEnd.run(
        ["--accessible", "--fresh", "--answer", "allow", "--inbox", "3"] + (brief ? ["--verbosity", "brief"] : []),
        input: "1\n6\n1\nq\n")
      #expect(run.status == 0, "\(run.err)")
      let said = run.out
      #expect(said.contains(brief ? "Turning on push notifications.\n" : "Turning on push notifications: "), "\(said)")
      #expect(said.contains("iOS asks first, then this device subscribes.") == !brief, "brief: \(brief)\n\(said)")
    }
  }
}
