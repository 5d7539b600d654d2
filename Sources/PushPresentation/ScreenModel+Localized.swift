import PushAppFeature
import PushCore

extension ScreenModel {
  /// The screen in the app's language: each of the app's own strings replaced by its translation (a key the
  /// language lacks stays English, as iOS falls back to the development language, and its QA detail says
  /// so), the layout mirrored for a right-to-left language. English is the screen as made.
  public func localized(_ language: UILanguage) -> ScreenModel {
    guard language != .english else { return self }
    var model = self
    model.rightToLeft = language.isRightToLeft
    guard language != .rightToLeft else { return model }
    let localizer = Localizer(language)
    model.title = localizer.text(title)
    // "Close" is never drawn (the close button is ✕, a sheet has none): it tells speech that back closes.
    model.backTitle = backTitle.map { $0 == "Close" ? $0 : localizer.text($0) }
    for index in model.rows.indices { model.rows[index].localize(localizer) }
    if var alert = model.alert {
      alert.title = localizer.text(alert.title)
      alert.message = localizer.text(alert.message)
      for index in alert.buttons.indices { alert.buttons[index].localize(localizer) }
      model.alert = alert
    }
    model.banners = banners.map { $0.localized(localizer) }
    model.banner = banner?.localized(localizer)
    return model
  }
}

extension UILanguage {
  /// How the language writes dates and times; nil for English and the pseudo-languages (en_US's).
  var dateFormats: DateFormats? { DateFormats.named(rawValue) }
}

extension Row {
  /// The row's words in the localizer's language; the keys that fell back are named in its QA detail.
  mutating func localize(_ localizer: Localizer) {
    var fellBack: [String] = []
    func text(_ english: String) -> String {
      switch localizer.localize(english) {
      case .translated(let text)?: return text
      case .fellBack(let key)?:
        fellBack.append(key)
        return english
      case nil: return english
      }
    }
    if id.hasPrefix("type."), let type = NotificationType(rawValue: String(id.dropFirst(5))), label == type.label {
      // A type's name is seed 000's, so its translation is Echo's title for the category, not a look-alike key.
      switch localizer.typeName(type) {
      case .translated(let name)?: label = name
      case .fellBack(let key)?: fellBack.append(key)
      case nil: break
      }
    } else {
      let english = label
      label = text(label)
      // A label made of its lines ("Filters. Filter your notifications…") is made again of their translations.
      if label == english, let lines = display?.lines, lines.count > 1,
        english == lines.map(\.text).joined(separator: ". ")
      {
        label = lines.map { text($0.text) }.joined(separator: ". ")
      }
    }
    if case .detail(let detail)? = value { value = .detail(text(detail)) }
    spokenLabel = spokenLabel.map(text)
    spokenValue = spokenValue.map(text)
    placeholder = placeholder.map(text)
    hint = hint.map(text)
    if var shown = display {
      for index in shown.lines.indices {
        shown.lines[index].text = text(shown.lines[index].text)
        shown.lines[index].trailing = shown.lines[index].trailing.map(text)
      }
      display = shown
    }
    let name = localizer.language.englishName
    // An Echo title missing is Echo's (its extension is not one of the vendored three); an app key, iOS's
    // fallback to the development language.
    let echo = fellBack.filter { $0.hasPrefix("echo-") }
    let app = fellBack.filter { !$0.hasPrefix("echo-") }
    var notes: [String] = []
    if !app.isEmpty {
      notes.append("Not translated into \(name) (\(app.joined(separator: ", "))): English, as iOS falls back.")
    }
    if !echo.isEmpty {
      notes.append(
        "No \(name) title for this type in the vendored extensions (\(echo.joined(separator: ", "))): seed 000's English."
      )
    }
    if !notes.isEmpty { annotation = ([annotation].compactMap { $0 } + notes).joined(separator: " ") }
  }
}

extension ScreenModel.Banner {
  func localized(_ localizer: Localizer) -> Self {
    var banner = self
    banner.message = localizer.text(message)
    banner.subtitle = subtitle.map(localizer.text)
    banner.time = localizer.text(time)
    return banner
  }
}
