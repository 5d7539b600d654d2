import PushAppFeature
import PushCore
import PushDescriptionFeature
import PushSettingsFeature
import PushWikiClient

/// Articles and their descriptions (seed 003): the article with its CTA, the first-time onboarding, the
/// editor, and the Reverted edit view. The editor's words are the app's from March 2021 on ("article
/// description"), the era of its casing warning and of the Notifications Center; the article's CTA keeps
/// seed 003's "Add title description". The app's strings are in `Screens/STRINGS.md`.
extension ScreenModel {
  /// The Explore feed's list of the built-in articles in the app's languages.
  static func articleRows(_ app: AppState) -> [Row] {
    let articles = Article.topRead(for: app.session.languages)
    guard !articles.isEmpty else { return [] }
    // The primary wiki's top read, under the card's heading; an article without a description shows its
    // title alone, as the app's cards do (speech says so).
    return [Row(id: "explore.articlesHeading", label: topReadHeading(app.session.languages), role: .heading)]
      + articles.map { article in
        let description = app.description.description(of: article)
        var row = Row(
          id: "explore.article.\(article.id)", label: article.title, role: .button, hint: "Opens the article",
          disclosure: true, activation: .send(.description(.articleOpened(id: article.id))))
        if let description {
          row.display = Row.Display([Row.Display.Line(article.title), Row.Display.Line(description.terminalSafe)])
          row.spokenValue = description.terminalSafe
        } else {
          row.spokenValue = "no description"
        }
        return row
      }
  }

  static func article(_ app: AppState) -> ScreenModel {
    let state = app.description
    guard let article = state.article else {
      return ScreenModel(key: "article", title: "Article", backTitle: nil, rows: [], alert: nil)
    }
    switch state.page {
    case .article: return articlePage(article, state)
    case .onboarding(let page): return onboarding(page, article)
    case .editor: return editor(article, state)
    case .reverted: return reverted(state)
    }
  }

  static func whereSaved(_ article: Article) -> String {
    article.descriptionWiki == .wikidata
      ? "Publishing goes to www.wikidata.org (\(article.item), language \(article.language)), with wbsetdescription."
      : "Publishing goes into the article on en.wikipedia.org, as its Short description template, with action=edit."
  }

  static func articlePage(_ article: Article, _ state: DescriptionState) -> ScreenModel {
    var rows = [Row(id: "article.title", label: article.title, role: .heading)]
    if let description = state.description(of: article) {
      rows += [
        Row(id: "article.description", label: description.terminalSafe, role: .text),
        Row(
          id: "article.edit", label: "Edit description", role: .button, hint: "Opens the description editor",
          activation: .send(.description(.addTapped)), annotation: whereSaved(article)),
      ]
    } else {
      rows.append(
        Row(
          id: "article.add", label: "Add title description", role: .button,
          hint: state.onboardingShown ? "Opens the description editor" : "Explains descriptions, then opens the editor",
          activation: .send(.description(.addTapped)), annotation: whereSaved(article)))
    }
    rows.append(Row(id: "article.lead", label: article.lead, role: .text))
    return ScreenModel(key: "article.\(article.id)", title: article.title, backTitle: nil, rows: rows, alert: nil)
  }

  /// The first-time onboarding (`DescriptionWelcomePageViewController`): two pages without a title, each with
  /// the page dots (`UIPageControl`); the first with Skip and Next, the second with the promise and Start
  /// editing.
  static func onboarding(_ page: Int, _ article: Article) -> ScreenModel {
    var dots = Row(id: "welcome.dots", label: "Page \(page) of 2", role: .text)
    dots.display = Row.Display([Row.Display.Line(page == 1 ? "● ○" : "○ ●")])
    let rows: [Row] =
      page == 1
      ? [
        Row(id: "welcome.heading", label: "Article descriptions", role: .heading),
        Row(
          id: "welcome.text", label: "Summarizes an article to help readers understand the subject at a glance",
          role: .text),
        dots,
        Row(
          id: "welcome.skip", label: "Skip", role: .button, hint: "Opens the editor; this is not shown again",
          activation: .send(.description(.onboardingSkipped))),
        Row(
          id: "welcome.next", label: "Next", role: .button, hint: "The second of two pages",
          activation: .send(.description(.onboardingNext))),
      ]
      : [
        Row(id: "welcome.heading", label: "Keep it short", role: .heading),
        Row(id: "welcome.text", label: "Ideally one line, between two to twelve words", role: .text),
        Row(id: "welcome.promise", label: "By starting, I promise not to misuse this feature", role: .text),
        dots,
        Row(
          id: "welcome.start", label: "Start editing", role: .button, hint: "Opens the editor; this is not shown again",
          activation: .send(.description(.startEditingTapped)),
          annotation: "Shown once; remembered in the state file (descriptionOnboardingShown)."),
      ]
    var model = ScreenModel(
      key: "descriptionWelcome.\(page)", title: page == 1 ? "Article descriptions" : "Keep it short",
      backTitle: page == 1 ? article.title : "Article descriptions", rows: rows, alert: nil)
    model.leading = .none
    model.titleHidden = true
    return model
  }

  /// The editor (`DescriptionEditViewController`, 2021–2022): the field and its counter and warnings,
  /// Learn more, Publish, the licence, and for a logged-out user who the edit is attributed to.
  static func editor(_ article: Article, _ state: DescriptionState) -> ScreenModel {
    guard let editor = state.editor else { return articlePage(article, state) }
    var rows: [Row] = []
    if let failure = editor.failure, !isPanel(failure) {
      // The app's error banner stays until dismissed. A wiki's refusal is said in its words (an edit
      // conflict); a failed call only as failed: which wiki, and what the call got, are QA detail.
      rows += [
        Row(
          id: "editor.error",
          label: "The description could not be published."
            + (failure.isTransport ? "" : " " + reason(failure).terminalSafe),
          role: .alert,
          annotation:
            "Publishing failed on \(article.descriptionWiki.host): \(reason(failure).terminalSafe) (\(failure.code.terminalSafe))."
        ),
        Row(
          id: "editor.dismissError", label: "Dismiss", role: .button, hint: "Hides the error",
          activation: .send(.description(.failureDismissed))),
      ]
    }
    rows += editorTextRows(article, editor)
    rows.append(
      Row(
        id: "description.license",
        label:
          "By changing the article description, I agree to the Terms of Use and to irrevocably release my contributions under the Creative Commons CC0 license.",
        role: .text))
    if !state.context.loggedIn {
      rows.append(
        Row(
          id: "description.attribution",
          label: "Edits will be attributed to the IP address of your device. If you Log in you will have more privacy.",
          role: .text))
    }
    var model = ScreenModel(
      key: "descriptionEditor.\(state.editorOpenings)",
      title: editor.original.isEmpty ? "Add description" : "Edit description",
      backTitle: "Close", rows: rows, alert: nil)
    model.leading = .close
    return model
  }

  /// The editor's rows that follow its text: the field, the counter and Publish. Nothing else on the
  /// screen changes as the user types, so a keystroke brings only these up to date (`applyingTextEdit`).
  static func editorTextRows(_ article: Article, _ editor: DescriptionState.Editor) -> [Row] {
    var field = Row(
      id: fieldID, label: "Article description for \(article.title)", role: .textField,
      hint: "Type the description; back closes the editor")
    field.placeholder = "Short descriptions are best"
    let learnMore =
      article.descriptionWiki == .wikidata
      ? "In the app this opens the help about article descriptions; not part of this simulation"
      : "In the app this opens en.wikipedia.org/wiki/Wikipedia:Short_description; not part of this simulation"
    var rows = [
      field,
      // The counter and the warnings under it (too long, capitalised): one row, so that a warning appearing
      // does not renumber the buttons after it in the accessible mode. Over the limit the counter is marked
      // by a glyph and the warning's words as well as its colour.
      Row(id: counterID, label: "", role: .text),
      Row(id: "description.learnMore", label: "Learn more", role: .button, hint: learnMore, activation: .inert),
      Row(
        id: publishID, label: "Publish description", role: .button,
        activation: .send(.description(.publishTapped)), annotation: whereSaved(article)),
    ]
    followText(&rows, article, editor)
    return rows
  }

  static let typeFirst = "Type a description first"

  /// The editor's rows that follow its text, by id: the field, the counter and Publish.
  static let fieldID = "description.field"
  public static let counterID = "description.counter"
  static let publishID = "description.publish"

  /// What in the editor's text rows depends on the text and on whether it is being published: set here for
  /// a new editor and after each keystroke, the rest of each row left as it is. The rows are found by id,
  /// wherever they are (a banner above them moves them); false when one is missing.
  @discardableResult
  static func followText(_ rows: inout [Row], _ article: Article, _ editor: DescriptionState.Editor) -> Bool {
    guard let field = rows.firstIndex(where: { $0.id == fieldID }),
      let counter = rows[field...].firstIndex(where: { $0.id == counterID }),
      let publish = rows[counter...].firstIndex(where: { $0.id == publishID })
    else { return false }
    let text = editor.field.text
    // Counted and checked once a keystroke: each walks the text.
    let count = text.count
    let tooLong = DescriptionRules.isTooLong(count: count)
    let casing = DescriptionRules.warnsOfCasing(text, onWikidata: article.descriptionWiki == .wikidata)
    let publishable = DescriptionRules.canPublish(text)
    rows[field].value = .textField(editor.field, .description)
    rows[field].enabled = !editor.publishing && !editor.blocked
    rows[field].spokenValue = text.isEmpty ? "empty, Short descriptions are best" : nil
    let counterText = DescriptionRules.counter(count: count)
    let warnings = (tooLong ? [DescriptionRules.tooLongWarning] : []) + (casing ? [DescriptionRules.casingWarning] : [])
    rows[counter].label = ([counterText] + warnings).joined(separator: ". ")
    // Over the limit the counter takes the warning colour, as the app's `warningCharacterCountLabel` does
    // (`theme.colors.descriptionWarning` for a length warning, else the secondary text colour).
    rows[counter].display =
      warnings.isEmpty
      ? nil
      : Row.Display([Row.Display.Line(counterText, warning: tooLong)] + warnings.map { Row.Display.Line($0) })
    rows[counter].role = warnings.isEmpty ? .text : .alert
    rows[counter].spokenLabel =
      (["\(count) of \(DescriptionRules.limit) characters"] + warnings).joined(separator: ". ")
    // The hint changes only when the text becomes publishable or stops being: most keys make no string.
    let hint = rows[publish].hint
    if !publishable {
      rows[publish].hint = typeFirst
    } else if hint == nil || hint == typeFirst {
      rows[publish].hint = "Publishes to \(article.descriptionWiki.host)"
    }
    rows[publish].enabled = publishable && !editor.publishing && !editor.blocked
    rows[publish].value = editor.publishing ? .detail("Publishing…") : nil
    return true
  }

  /// `model`, made from the state before a text edit, brought up to date with `app`, the state after it
  /// and nothing else: the editor's text rows follow the new text and the rest is kept. False (and `model`
  /// left alone) where the model is not the editor's as expected; the caller then makes the whole model.
  public static func applyingTextEdit(to model: inout ScreenModel, _ app: AppState) -> Bool {
    let state = app.description
    guard !app.inBackground, app.screen == .article, model.alert == nil, state.page == .editor,
      let editor = state.editor, let article = state.article
    else { return false }
    return followText(&model.rows, article, editor)
  }

  static func isPanel(_ failure: ServiceFailure) -> Bool { DescriptionState.isPanel(failure) }

}
