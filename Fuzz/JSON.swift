import PushCore

/// JSONParser on any text; what it accepts must read back the same once written out.
func fuzzJSON(_ bytes: [UInt8]) {
  guard let value = try? JSONParser.parse(text(bytes)) else { return }
  guard let again = try? JSONParser.parse(value.serialized), again == value else {
    fatalError("JSON does not read back what it wrote: \(value.serialized)")
  }
}
