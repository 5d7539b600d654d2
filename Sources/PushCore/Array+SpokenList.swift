extension Array where Element == String {
  /// The items as a sentence lists them: "en", "en and de", "en, de and fr".
  public var spokenList: String {
    switch count {
    case 0: ""
    case 1: self[0]
    default: dropLast().joined(separator: ", ") + " and " + self[count - 1]
    }
  }
}
