import PushAppFeature
import PushCore
import PushDescriptionFeature
import PushSettingsFeature
import PushWikiClient

/// The Reverted edit view and the description's alerts and panels (published, refused, reverted).
extension ScreenModel {
  /// The Reverted edit view (`ReadMoreAboutRevertedEditViewController`): a close button, the thanks, the
  /// possible reasons with the guidelines' link, and Back to article. What the replica knows beyond it (who,
  /// what the description was and is, the summary) is a QA annotation.
  static func reverted(_ state: DescriptionState) -> ScreenModel {
    var rows = [
      Row(id: "reverted.thanks", label: "Thanks for editing Wikipedia!", role: .text),
      Row(
        id: "reverted.concern",
        label: "We know that you tried your best, but one of the reviewers had a concern.", role: .text),
      Row(id: "reverted.possible", label: "Possible reasons your edit was reverted include:", role: .text),
      Row(id: "reverted.guidelines", label: "- Your contribution didn’t follow one of the guidelines.", role: .text),
      Row(
        id: "reverted.viewGuidelines", label: "View guidelines", role: .button,
        hint: "In the app this opens www.wikidata.org/wiki/Help:FAQ#Editing; not part of this simulation",
        activation: .inert),
      Row(id: "reverted.experiment", label: "- Your contribution looked like an experiment or vandalism", role: .text),
      Row(
        id: "reverted.back", label: "Back to article", role: .button, hint: "Back to the article",
        activation: .send(.backTapped)),
    ]
    rows[0].emphasized = true
    if let revert = state.revert {
      let edit = revert.edit
      rows[0].annotation =
        "\(edit.article.title): your description “\(edit.text.terminalSafe)”, now "
        + (revert.now.map { "“\($0.terminalSafe)”" } ?? "none") + "; reverted by \(revert.by) at "
        + EchoTimestamp.iso8601(revert.atMs) + " on \(edit.wiki.host), revision "
        + "\(edit.revision)" + (revert.summary.isEmpty ? "" : ", summary “\(revert.summary.terminalSafe)”")
        + "; its “Edit revert” setting decided the push."
    }
    var model = ScreenModel(key: "revertedEdit", title: "Reverted edit", backTitle: "Close", rows: rows, alert: nil)
    model.leading = .close
    return model
  }

  /// The feature's alerts: the revert (anywhere in the app), then on the article the published overlay
  /// or alert and the refusal panels.
  static func descriptionAlert(_ alert: AppAlert, _ state: DescriptionState) -> Alert? {
    switch alert {
    case .revert:
      guard let revert = state.revert else { return nil }
      // Seed 003's alert while the app is open, in the words of the app's notification.
      return Alert(
        title: "Reverted edit",
        message: "The edit you made of the article \(revert.edit.article.title) was reverted by \(revert.by)",
        buttons: [
          Row(
            id: "revert.cancel", label: "Cancel", role: .button, activation: .send(.description(.revertAlertDismissed))),
          Row(id: "revert.readMore", label: "Read more", role: .button, activation: .send(.description(.revertOpened))),
        ],
        cancel: .send(.description(.revertAlertDismissed)),
        annotation: "Echo's “Edit revert” on \(revert.edit.wiki.host), notification \(revert.notificationID).")
    case .published(let published):
      let done = Activation.send(.description(.publishedDismissed))
      guard published == .overlay else {
        return Alert(
          title: "Description published",
          message: "Your description of \(state.latestEdit?.article.title ?? "the article") was published.",
          buttons: [Row(id: "published.ok", label: "OK", role: .button, activation: done)], cancel: done,
          annotation: state.latestEdit.map(publishedDetail))
      }
      var close = Row(id: "published.close", label: "Close", role: .button, activation: done)
      close.display = Row.Display([Row.Display.Line("✕")])
      var overlay = Alert(
        title: "Description published!", message: "You just made Wikipedia better for everyone",
        buttons: [Row(id: "published.done", label: "Done", role: .button, activation: done), close], cancel: done,
        annotation: state.latestEdit.map(publishedDetail))
      overlay.footer =
        "You can also edit articles within this app. Try fixing typos and small sentences by clicking on the pencil icon next time"
      return overlay
    case .descriptionRefused(let failure):
      // The app's panels have no heading: the wiki's message, then OK (blocked) or Go back (abuse filter).
      let dismiss = Activation.send(.description(.failureDismissed))
      let button =
        failure.code == "blocked"
        ? Row(id: "refused.ok", label: "OK", role: .button, activation: dismiss)
        : Row(id: "refused.goBack", label: "Go back", role: .button, activation: dismiss)
      return Alert(
        title: reason(failure).terminalSafe, message: "", buttons: [button], cancel: dismiss,
        annotation: "Refused by \(state.article?.descriptionWiki.host ?? "the wiki"): \(failure.code.terminalSafe).",
        style: .panel)
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
