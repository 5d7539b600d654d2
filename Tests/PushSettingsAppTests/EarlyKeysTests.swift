import PushTerminal
import Testing

@testable import PushSettingsApp

#if canImport(Glibc)
  import Glibc
#endif

/// What ends the accessible mode while the app is prepared: the line as the session will read it.
@Suite struct EarlyKeysTests {
  static func status(_ keys: [LineKey]) -> Int32? {
    var watch = EarlyKeys.LineWatch()
    for key in keys {
      if let status = watch.take(.key(key)) { return status }
    }
    return nil
  }

  @Test func quitAndEnter_endsWithZero() {
    #expect(Self.status([.text("q"), .enter]) == 0)
    #expect(Self.status([.text("  QUIT "), .enter]) == 0)
    #expect(Self.status([.text("q"), .pastedLineBreak]) == 0)
  }

  @Test func otherLines_doNotEnd() {
    #expect(Self.status([.text("qq"), .enter]) == nil)
    #expect(Self.status([.text("q")]) == nil, "not until Enter")
    #expect(Self.status([.text("sim q"), .enter]) == nil)
    #expect(Self.status([.text("2"), .enter, .text("h"), .enter]) == nil)
  }

  @Test func theLineIsEditedAsTheSessionEditsIt() {
    #expect(Self.status([.text("qx"), .erase, .enter]) == 0)
    #expect(Self.status([.text("q"), .erase, .enter]) == nil)
    #expect(Self.status([.text("sim fail q"), .eraseWord, .eraseWord, .eraseWord, .text("q"), .enter]) == 0)
    #expect(Self.status([.text("open"), .eraseLine, .text("q"), .enter]) == 0)
    #expect(Self.status([.text("open"), .escape, .text("q"), .enter]) == 0)
    #expect(Self.status([.text("q"), .enter, .text("x")]) == 0, "the first line already ended it")
  }

  @Test func ctrlD_endsOnlyOnAnEmptyLine() {
    #expect(Self.status([.end]) == 0)
    #expect(Self.status([.text("2"), .end]) == nil)
  }

  @Test func signalsAndTheTerminalGone() {
    var watch = EarlyKeys.LineWatch()
    #expect(watch.take(.interrupted(SIGTERM)) == 128 + SIGTERM)
    #expect(watch.take(.ended) == 0)
    #expect(watch.take(.resumed) == nil)
  }

  @Test func oneShot_keepsTheFirstOffer_whicheverSideComesFirst() async {
    let early = OneShot<Int>()
    early.offer(1)
    early.offer(2)
    #expect(await early.value() == 1)
    let late = OneShot<Int>()
    async let waited = late.value()
    late.offer(3)
    late.offer(4)
    #expect(await waited == 3)
  }
}
