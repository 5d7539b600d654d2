import PushCore
import PushWikiClient

extension DescriptionState {
  /// The feature's one transition: the state changes and the effects it asks for.
  public mutating func reduce(_ action: DescriptionAction) -> [DescriptionEffect] {
    switch action {
    case .articleOpened(let id):
      articleID = id
      page = .article
      editor = nil
    case .addTapped:
      guard let article else { return [] }
      if onboardingShown { openEditor(description(of: article) ?? "") } else { page = .onboarding(1) }
    case .onboardingNext:
      if page == .onboarding(1) { page = .onboarding(2) }
    case .startEditingTapped:
      guard case .onboarding = page, let article else { return [] }
      onboardingShown = true
      openEditor(description(of: article) ?? "")
    case .edited(let edit):
      guard editor?.publishing == false else { return [] }
      editor?.field.apply(edit)
    case .publishTapped:
      return publish()
    case .publishFinished(let result):
      return published(result)
    case .failureDismissed:
      editor?.failure = nil
    case .closeTapped:
      guard let editor, !editor.publishing else { return [] }
      if editor.changed && !editor.confirmingDiscard {
        self.editor?.confirmingDiscard = true
      } else {
        closeEditor()
      }
    case .discardConfirmed:
      closeEditor()
    case .discardCancelled:
      editor?.confirmingDiscard = false
    case .publishedDismissed:
      published = nil
    case .backTapped:
      switch page {
      case .onboarding(2): page = .onboarding(1)
      case .editor: return reduce(.closeTapped)
      case .article, .onboarding, .reverted: page = .article
      }
    case .revertLearned, .revertPushOpened, .revertPushArrived, .revertOpened, .revertAlertDismissed,
      .editAgainTapped:
      reduceRevert(action)
    case .listeningStarted:
      guard !listening else { return [] }
      listening = true
      return [.listenForReverts]
    case .loggedOut:
      listening = false
      editor = nil
      page = .article
      revertAlertShown = false
      return [.cancel(.reverts)]
    }
    return []
  }

  /// What a revert's push says, where the app has not learned more: who, when, and that the description is
  /// what the edit replaced.
  private mutating func learn(from notification: EchoNotification) {
    guard revert?.notificationID != notification.id, let edit = latestEdit else { return }
    revert = DescriptionRevert(
      edit: edit, by: notification.agent ?? "Another user", summary: "", atMs: notification.timestampMs,
      now: edit.previous, notificationID: notification.id)
    known[edit.article.id] = edit.previous ?? ""
  }

  /// Reverts: what the app learns, the alert, the push, and the Reverted edit view.
  private mutating func reduceRevert(_ action: DescriptionAction) {
    switch action {
    case .revertLearned(let revert):
      known[revert.edit.article.id] = revert.now ?? ""
      // Already on screen (its push was opened first): the view gets the details, no alert on top of it.
      let onScreen = page == .reverted && self.revert?.notificationID == revert.notificationID
      self.revert = revert
      // Open, the app says so at once (seed 003); in the background the push says it, if the rules let it.
      if !context.inBackground && !onScreen { revertAlertShown = true }
    case .revertPushOpened(let notification):
      learn(from: notification)
      revertAlertShown = false
      reduceRevert(.revertOpened)
    case .revertPushArrived(let notification):
      guard revert?.notificationID != notification.id else { return }
      learn(from: notification)
      if !context.inBackground && page != .reverted { revertAlertShown = true }
    case .revertOpened:
      guard let revert, page != .editor else { return }
      revertAlertShown = false
      articleID = revert.edit.article.id
      editor = nil
      page = .reverted
    case .revertAlertDismissed:
      revertAlertShown = false
    case .editAgainTapped:
      guard let revert else { return }
      articleID = revert.edit.article.id
      openEditor(revert.now ?? "")
      editorReturn = .reverted
    default: break
    }
  }

  private mutating func openEditor(_ text: String) {
    editor = Editor(text: text)
    editorOpenings += 1
    editorReturn = .article
    page = .editor
  }

  private mutating func closeEditor() {
    editor = nil
    page = editorReturn
  }

  /// "Publish description": the text normalised, never empty.
  private mutating func publish() -> [DescriptionEffect] {
    guard let article, var editor, !editor.publishing, DescriptionRules.canPublish(editor.field.text) else {
      return []
    }
    editor.publishing = true
    editor.failure = nil
    editor.confirmingDiscard = false
    self.editor = editor
    return [.publish(article, text: DescriptionRules.normalized(editor.field.text), previous: description(of: article))]
  }

  private mutating func published(_ result: Result<DescriptionEdit, ServiceFailure>) -> [DescriptionEffect] {
    guard editor?.publishing == true else { return [] }
    switch result {
    case .success(let edit):
      known[edit.article.id] = edit.text
      latestEdit = edit
      published = publishedBefore ? .alert : .overlay
      publishedBefore = true
      editorReturn = .article  // Published: back to the article, where the new description shows.
      closeEditor()
    case .failure(let failure):
      editor?.publishing = false
      editor?.failure = failure
    }
    return []
  }
}
