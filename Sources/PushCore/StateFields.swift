/// A state file's fields, read strictly: each feature reads its own keys of the one JSON object.
public struct StateFields {
  public let json: JSONValue

  public init(_ json: JSONValue) { self.json = json }

  public func bool(_ key: String) throws(StateDecodeError) -> Bool {
    guard let b = json[key]?.boolValue else { throw StateDecodeError("\"\(key)\" is not true or false") }
    return b
  }

  /// A key later versions added: a file from before it has none, which reads as false.
  public func boolAddedLater(_ key: String) throws(StateDecodeError) -> Bool {
    json[key] == nil ? false : try bool(key)
  }

  /// A list of language codes, none twice.
  public func languages(_ key: String) throws(StateDecodeError) -> [String] {
    guard let items = json[key]?.arrayValue else { throw StateDecodeError("\"\(key)\" is not a list") }
    var out: [String] = []
    for item in items {
      guard let s = item.stringValue, LanguageCode.isValid(s) else {
        throw StateDecodeError("\"\(key)\" holds something that is not a language code")
      }
      out.append(s)
    }
    // As strict as --languages: a language listed twice would be written to twice and removed as one.
    guard Set(out).count == out.count else { throw StateDecodeError("\"\(key)\" lists a language twice") }
    return out
  }
}

/// Why a state file cannot be used, in words.
public struct StateDecodeError: Error, Equatable, Sendable, CustomStringConvertible {
  public var description: String
  public init(_ description: String) { self.description = description }
}
