import PushSimulation
import Testing

@Suite struct SeededRandomTests {
  /// The tokens the simulated wikis give: the same digits, draw for draw, as made by characters before.
  @Test func seededHex_isTheSameDigitsAsByCharacters() {
    var bytes = SeededRandom(seed: 42)
    var characters = SeededRandom(seed: 42)
    let digits = Array("0123456789abcdef")
    for count in [0, 1, 16, 32] {
      let made = bytes.hex(count)
      #expect(made == String((0..<count).map { _ in digits[Int(characters.next() % 16)] }))
      #expect(made.utf8.count == count)
    }
  }
}
