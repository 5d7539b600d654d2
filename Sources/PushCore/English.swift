/// Small helpers for English text: counted nouns and lists joined with "and".
public enum English {
  /// "1 change", "2 changes"; `plural` defaults to the noun with an "s".
  public static func count(_ n: Int, _ noun: String, plural: String? = nil) -> String {
    "\(n) \(n == 1 ? noun : plural ?? noun + "s")"
  }

  /// "a", "a and b", "a, b and c".
  public static func list(_ items: [String]) -> String {
    guard items.count > 1 else { return items.first ?? "" }
    return items.dropLast().joined(separator: ", ") + " and " + items[items.count - 1]
  }
}
