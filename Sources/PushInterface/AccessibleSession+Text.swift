import PushCore
import PushPresentation

/// Text entry: the field's own titled prompt, the typed line as its text, and what became of it.
extension AccessibleSession {
  /// Ends text entry when the field can no longer take it (the editor closed, an alert came up): what the
  /// user types next is a command again, and they are told so.
  func typingStillPossible(_ model: ScreenModel) {
    guard let field = typing else { return }
    let row = model.rows.first { $0.id == field.id }
    guard model.alert != nil || row == nil || row?.enabled == false else { return }
    typing = nil
    typed = ""
    lineStarted = nil
    reply(["Text entry ended: the field is gone or dimmed; what you type now is a command."])
  }

  /// Esc, or a line with only ".": the text stays as it was.
  func cancelTyping() {
    guard typing != nil else { return }
    typing = nil
    reply(["Cancelled; the text is unchanged."])
  }

  /// A typed line becomes the field's text; the count, and the warning when it is too long, are said after.
  func enterText(_ raw: String, into rowID: String) {
    guard !raw.isEmpty else {
      reply(["Kept."])
      return
    }
    guard raw != "." && raw != "\u{1B}" else {
      reply(["Cancelled; the text is unchanged."])
      return
    }
    let before = app.model
    guard case .textField(_, let target)? = before.rows.first(where: { $0.id == rowID })?.value else { return }
    // A line of spaces (or tabs) empties the field (the prompt says so): an empty line cannot, it keeps the text.
    _ = app.perform([.edit(target, .replaceAll(raw.allSatisfy(\.isWhitespace) ? "" : raw))])
    let model = app.model
    // What the field now holds, as the user should hear it (it may differ: control characters are dropped).
    let field = model.rows.first { $0.id == rowID }.flatMap { row -> TextField? in
      if case .textField(let field, _)? = row.value { return field }
      return nil
    }
    let text = renderer.userText(field?.text ?? raw)
    let ended = text.last.map { ".!?…".contains($0) } == true
    var lines = [text.isEmpty ? "Text: empty." : "Text: \(text)" + (ended ? "" : ".") + Self.lastMark(text)]
    if let field, raw.count > field.limit {
      lines.append("Only the first \(field.limit) characters were kept: the field holds no more.")
    }
    if let counter = model.rows.first(where: { $0.id == ScreenModel.counterID }) {
      lines.append(renderer.sentence(renderer.clean(counter.spokenLabel ?? counter.label)))
    }
    // A button that became available or dimmed because of the text (Publish) is said, by its number.
    for row in model.rows where row.activation != nil {
      guard let old = before.rows.first(where: { $0.id == row.id }), old.enabled != row.enabled,
        let number = visit.numbering.numbers[row.id]
      else { continue }
      lines.append("\(number). \(renderer.clean(row.label)), " + (row.enabled ? "available." : "dimmed."))
    }
    reply(lines)
    visit.numbering.follow(model)
    heard = model  // Said just now: the announcement that follows need not repeat it.
  }

  /// A trailing punctuation mark cannot be heard at the end of a sentence ("Text: riff." sounds like
  /// "riff"): it is named, as a screen reader names a typed character.
  package static func lastMark(_ text: String) -> String {
    let names: [Character: String] = [
      ".": "period", ",": "comma", "!": "exclamation mark", "?": "question mark", ":": "colon", ";": "semicolon",
      "…": "ellipsis", "-": "dash", "'": "apostrophe", "\"": "quote", ")": "closing parenthesis",
    ]
    guard let last = text.last, let name = names[last] else { return "" }
    return " Last character: \(name)."
  }
}
