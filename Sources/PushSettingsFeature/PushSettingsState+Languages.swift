import PushCore

/// My languages: a row says what it can do before anything is done; the primary language stays until
/// another one is made primary.
extension PushSettingsState {
  mutating func languageTapped(_ code: String) -> [PushSettingsEffect] {
    guard alert == nil, let index = persisted.languages.firstIndex(of: code) else { return [] }
    alert = index == 0 ? .primaryLanguage(code, others: persisted.languages.count - 1) : .languageChoice(code)
    return []
  }

  /// Moves `code` to the front: type values are read from its wiki from the next read on.
  mutating func makePrimary(_ code: String) -> [PushSettingsEffect] {
    guard let index = persisted.languages.firstIndex(of: code), index > 0 else { return [] }
    persisted.languages.remove(at: index)
    persisted.languages.insert(code, at: 0)
    return []
  }
}
