import PushAppFeature
import PushCore
import PushPresentation

/// An item's own actions (the full screen's keys on a focused row, VoiceOver's actions on an element):
/// typed as its number and the action's letter ("3 u"), and what My languages' edit mode came to.
extension AccessibleSession {
  /// "3 u": the number and a letter, or nil for any other input.
  static func rowAction(_ input: String) -> (number: Int, key: Character)? {
    let parts = input.split(separator: " ")
    guard parts.count == 2, let number = Int(parts[0]), parts[1].count == 1, let key = parts[1].first,
      key.isLetter
    else { return nil }
    return (number, key)
  }

  /// Carries out item `number`'s action `key`, or says which it has.
  func chooseAction(_ number: Int, key: Character, started: Int?) {
    let model = app.model
    if let warning = moved(number, started: started, model: model) {
      reply([warning])
      remember()
      return
    }
    guard model.alert == nil, let row = renderer.element(number, in: model, numbering: visit.numbering) else {
      reply(["There is no \(number) with actions here; r reads the screen."])
      return
    }
    guard row.keyActions.contains(where: { $0.key == key }) else {
      let offered = row.keyActions.map { "\(number) \($0.key), \(renderer.clean($0.label))" }
      reply([
        offered.isEmpty
          ? "\(number) has no actions; r \(number) reads it."
          : "\(number) has no action \(key); its actions: " + offered.joined(separator: "; ") + "."
      ])
      return
    }
    visit.chosen = row.id
    app.send(.rowActionChosen(row.id, key: key))
  }

  /// An outcome of My languages' edit mode in words.
  func languageWords(for outcome: AppOutcome, _ model: ScreenModel) -> [String]? {
    func name(_ code: String) -> String { LanguageCode.englishName(code) }
    func number(_ id: String) -> String {
      visit.numbering.follow(model)
      return visit.numbering.numbers[id].map(String.init) ?? "?"
    }
    switch outcome {
    case .languagesEditing(true):
      let first = store.state.app.session.languages.first.map { number("lang.\($0)") } ?? "?"
      return [
        "Edit mode, for deleting and reordering: a language's number shows its Delete button, and the number "
          + "again deletes it; the number and u or d moves it up or down (\(first) d). The first is the primary. "
          + "\(number("lang.edit")), Done, leaves edit mode."
      ]
    case .languagesEditing(false):
      return ["Edit mode ended."]
    case .languageDeleteShown(let code):
      return ["Delete \(name(code))? Type \(number("lang.\(code)")) to delete it."]
    case .languageRemoved(let code, let newPrimary):
      return ["\(name(code)) deleted." + (newPrimary.map { " \(name($0)) is now the primary language." } ?? "")]
    case .languageMoved(let code, let to, let count):
      let moved = "\(name(code)) moved to \(to + 1) of \(count)"
      if to == 0 { return [moved + ": now the primary language."] }
      // Moved down from the top, another is the primary now: said by name.
      guard let primary = store.state.app.session.languages.first, primary != code else { return [moved + "."] }
      return [moved + "; \(name(primary)) is the primary language."]
    default:
      return nil
    }
  }
}
