import PushAppFeature
import PushCore
import PushDescriptionFeature
import PushSettingsFeature
import PushWikiClient

/// Articles and their title descriptions (seed 003): the article with its CTA, the first-time onboarding,
/// the editor, and the Reverted edit view. The app's strings are in `Screens/STRINGS.md`.
extension ScreenModel {
  /// The Explore feed's list of the built-in articles in the app's languages.
  static func articleRows(_ app: AppState) -> [Row] {
    let articles = Article.library(for: app.session.languages)
    guard !articles.isEmpty else { return [] }
    return [Row(id: "explore.articlesHeading", label: "Articles", role: .heading)]
      + articles.map { article in
        Row(
          id: "explore.article.\(article.id)", label: article.title,
          value: app.description.description(of: article) == nil ? .detail("no description") : nil,
          role: .button, hint: "Opens the article", disclosure: true,
          activation: .send(.description(.articleOpened(id: article.id))))
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
    case .reverted: return reverted(state, now: app.inbox.readAtMs)
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

  static func onboarding(_ page: Int, _ article: Article) -> ScreenModel {
    let rows: [Row] =
      page == 1
      ? [
        Row(id: "welcome.heading", label: "Article descriptions", role: .heading),
        Row(
          id: "welcome.text", label: "Summarizes an article to help readers understand the subject at a glance",
          role: .text),
        Row(
          id: "welcome.next", label: "Next", role: .button, hint: "The second of two pages",
          activation: .send(.description(.onboardingNext))),
      ]
      : [
        Row(id: "welcome.heading", label: "Keep it short", role: .heading),
        Row(id: "welcome.text", label: "Ideally one line, between two to twelve words", role: .text),
        Row(id: "welcome.promise", label: "By starting, I promise not to misuse this feature", role: .text),
        Row(
          id: "welcome.start", label: "Start editing", role: .button, hint: "Opens the editor; this is not shown again",
          activation: .send(.description(.startEditingTapped)),
          annotation: "Shown once; remembered in the state file (descriptionOnboardingShown)."),
      ]
    return ScreenModel(
      key: "descriptionWelcome.\(page)", title: "Title descriptions",
      backTitle: page == 1 ? article.title : "Article descriptions",
      rows: rows,
      alert: nil)
  }

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
    let license = article.descriptionWiki == .wikidata ? "CC0" : "CC BY-SA 4.0"
    rows.append(
      Row(
        id: "description.license",
        label:
          "By changing the title description, I agree to the Terms of Use and to irrevocably release my contributions under the \(license) license.",
        role: .text))
    return ScreenModel(
      key: "descriptionEditor.\(state.editorOpenings)",
      title: editor.original.isEmpty ? "Add description" : "Edit description",
      backTitle: "Close", rows: rows, alert: nil)
  }

  /// The editor's rows that follow its text: the field, the counter and Publish. Nothing else on the
  /// screen changes as the user types, so a keystroke brings only these up to date (`applyingTextEdit`).
  static func editorTextRows(_ article: Article, _ editor: DescriptionState.Editor) -> [Row] {
    var field = Row(
      id: fieldID, label: "Article description for \(article.title)", role: .textField,
      hint: "Type the description; back closes the editor")
    field.placeholder = "Short descriptions are best"
    var rows = [
      field,
      // Over the limit the counter is marked by a glyph and the warning's words as well as its colour. One
      // row, so that the warning appearing does not renumber the button after it in the accessible mode.
      Row(id: counterID, label: "", role: .text),
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
    let publishable = DescriptionRules.canPublish(text)
    rows[field].value = .textField(editor.field, .description)
    rows[field].enabled = !editor.publishing
    rows[field].spokenValue = text.isEmpty ? "empty, Short descriptions are best" : nil
    rows[counter].label =
      DescriptionRules.counter(count: count) + (tooLong ? ". " + DescriptionRules.tooLongWarning : "")
    rows[counter].role = tooLong ? .alert : .text
    rows[counter].spokenLabel =
      "\(count) of \(DescriptionRules.limit) characters" + (tooLong ? ". " + DescriptionRules.tooLongWarning : "")
    // The hint changes only when the text becomes publishable or stops being: most keys make no string.
    let hint = rows[publish].hint
    if !publishable {
      rows[publish].hint = typeFirst
    } else if hint == nil || hint == typeFirst {
      rows[publish].hint = "Publishes to \(article.descriptionWiki.host)"
    }
    rows[publish].enabled = publishable && !editor.publishing
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

  static func reverted(_ state: DescriptionState, now: Int) -> ScreenModel {
    guard let revert = state.revert else {
      return ScreenModel(key: "revertedEdit", title: "Reverted edit", backTitle: nil, rows: [], alert: nil)
    }
    let edit = revert.edit
    let rows = [
      Row(id: "reverted.article", label: edit.article.title, role: .heading),
      Row(id: "reverted.yours", label: "Your description: \(edit.text.terminalSafe)", role: .text),
      Row(
        id: "reverted.now", label: "Now: \(revert.now?.terminalSafe ?? "no description")", role: .text),
      Row(
        id: "reverted.by",
        label: "Reverted by \(revert.by), \(EchoTimestamp.relativeInWords(revert.atMs, now: max(now, revert.atMs)))",
        role: .text),
      Row(
        id: "reverted.summary",
        label: revert.summary.isEmpty ? "Summary: loading…" : "Summary: \(revert.summary.terminalSafe)", role: .text,
        annotation:
          "Reverted on \(edit.wiki.host), revision \(edit.revision); its “Edit revert” setting decided the push."),
      Row(
        id: "reverted.diff", label: "View difference", role: .button,
        hint: "Would open the difference of revision \(edit.revision) on \(edit.wiki.host)", activation: .inert),
      Row(
        id: "reverted.article.open", label: "View article", role: .button, hint: "Back to the article",
        activation: .send(.backTapped)),
      Row(
        id: "reverted.editAgain", label: "Edit description", role: .button,
        hint: "Opens the editor with the description as it is now", activation: .send(.description(.editAgainTapped))),
      Row(
        id: "reverted.learnMore", label: "Learn more", role: .button,
        hint: "Would open the help page about reverted edits on mediawiki.org", activation: .inert),
    ]
    return ScreenModel(
      key: "revertedEdit", title: "Reverted edit", backTitle: edit.article.title, rows: rows, alert: nil)
  }

  /// The feature's alerts: the revert (anywhere in the app), then on the article the published overlay
  /// or alert, the refusal panels, and "discard changes?".
  static func descriptionAlert(_ alert: AppAlert, _ state: DescriptionState) -> Alert? {
    switch alert {
    case .revert:
      guard let revert = state.revert else { return nil }
      return Alert(
        title: "Your edit was reverted",
        message: "\(revert.by) reverted your description of \(revert.edit.article.title).",
        buttons: [
          Row(
            id: "revert.later", label: "Not now", role: .button, activation: .send(.description(.revertAlertDismissed))),
          Row(id: "revert.view", label: "View", role: .button, activation: .send(.description(.revertOpened))),
        ],
        cancel: .send(.description(.revertAlertDismissed)),
        annotation: "Echo's “Edit revert” on \(revert.edit.wiki.host), notification \(revert.notificationID).")
    case .published(let published):
      let done = Activation.send(.description(.publishedDismissed))
      return published == .overlay
        ? Alert(
          title: "Description published!", message: "You just made Wikipedia better for everyone",
          buttons: [Row(id: "published.done", label: "Done", role: .button, activation: done)], cancel: done,
          annotation: state.latestEdit.map(publishedDetail))
        : Alert(
          title: "Description published",
          message: "Your description of \(state.latestEdit?.article.title ?? "the article") was published.",
          buttons: [Row(id: "published.ok", label: "OK", role: .button, activation: done)], cancel: done,
          annotation: state.latestEdit.map(publishedDetail))
    case .descriptionRefused(let failure):
      let ok = Activation.send(.description(.failureDismissed))
      return Alert(
        title: failure.code == "blocked" ? "You have been blocked from editing" : "You cannot publish this edit",
        message: reason(failure).terminalSafe,
        buttons: [Row(id: "refused.ok", label: "OK", role: .button, activation: ok)], cancel: ok,
        annotation: "Refused by \(state.article?.descriptionWiki.host ?? "the wiki"): \(failure.code.terminalSafe).")
    case .discardChanges:
      let keep = Activation.send(.description(.discardCancelled))
      return Alert(
        title: "Discard changes?", message: "Your description has not been published.",
        buttons: [
          Row(id: "discard.keep", label: "Keep editing", role: .button, activation: keep),
          Row(id: "discard.yes", label: "Discard", role: .button, activation: .send(.description(.discardConfirmed))),
        ], cancel: keep)
    default:
      return nil
    }
  }

  /// The wiki's own words, without the code the message ends with (the annotation says the code).
  static func reason(_ failure: ServiceFailure) -> String {
    let suffix = " (\(failure.code))"
    return failure.message.hasSuffix(suffix) ? String(failure.message.dropLast(suffix.count)) : failure.message
  }

  static func publishedDetail(_ edit: DescriptionEdit) -> String {
    edit.revision == 0
      ? "Nothing changed on \(edit.wiki.host): it already said this (nochange), so there is no new revision to revert."
      : "Saved on \(edit.wiki.host), revision \(edit.revision)."
  }
}
