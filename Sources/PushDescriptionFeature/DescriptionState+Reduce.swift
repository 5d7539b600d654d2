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
      // The article is read from its wiki, as the app loads it: what was published since shows.
      return Article.find(id).map { [.readDescriptions([$0], asked: learnedOtherwise)] } ?? []
    case .feedShown(let ids):
      let articles = ids.compactMap(Article.find)
      return articles.isEmpty ? [] : [.readDescriptions(articles, asked: learnedOtherwise)]
    case .descriptionsRead(let asked, let read):
      guard asked == learnedOtherwise else { return [] }
      known.merge(read) { $1 }
    case .addTapped, .onboardingNext, .onboardingSkipped, .startEditingTapped:
      return reduceOnboarding(action)
    case .edited(let edit):
      guard editor?.publishing == false, editor?.blocked == false else { return [] }
      editor?.field.apply(edit)
    case .editChecked(let opening, let result):
      // Only a block stops the editor (an abuse filter judges the text, at publishing); a check that failed
      // leaves it open, as the app does.
      guard opening == editorOpenings, var editor, !editor.publishing, case .success(let refusal?) = result,
        refusal.code == "blocked"
      else { return [] }
      editor.blocked = true
      editor.failure = refusal
      self.editor = editor
    case .publishTapped:
      return publish()
    case .publishFinished(let result):
      return published(result)
    case .failureDismissed:
      editor?.failure = nil
    case .closeTapped:
      guard let editor, !editor.publishing else { return [] }
      closeEditor()
    case .publishedDismissed:
      published = nil
    case .backTapped:
      switch page {
      case .onboarding(2): page = .onboarding(1)
      case .editor: return reduce(.closeTapped)
      case .article, .onboarding, .reverted: page = .article
      }
    case .revertLearned, .revertPushOpened, .revertPushArrived, .revertOpened, .revertAlertDismissed:
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

  /// "Add title description", through the onboarding the first time, to the editor.
  mutating func reduceOnboarding(_ action: DescriptionAction) -> [DescriptionEffect] {
    switch action {
    case .addTapped:
      guard let article else { return [] }
      if onboardingShown { return openEditor(description(of: article) ?? "") }
      page = .onboarding(1)
    case .onboardingNext:
      if page == .onboarding(1) { page = .onboarding(2) }
    case .onboardingSkipped:
      guard page == .onboarding(1), let article else { return [] }
      onboardingShown = true
      return openEditor(description(of: article) ?? "")
    case .startEditingTapped:
      guard case .onboarding = page, let article else { return [] }
      onboardingShown = true
      return openEditor(description(of: article) ?? "")
    default:
      break
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
    learnedOtherwise += 1
  }

  /// Reverts: what the app learns, the alert, the push, and the Reverted edit view.
  private mutating func reduceRevert(_ action: DescriptionAction) {
    switch action {
    case .revertLearned(let revert):
      known[revert.edit.article.id] = revert.now ?? ""
      learnedOtherwise += 1
      // Already told (its push arrived or was opened first, and its alert or view was shown): the details
      // are kept, with no second alert. The check's answer could come after the user had closed the push's
      // alert, read the Reverted edit view and gone back, and the alert came up again under their next tap.
      let told = self.revert?.notificationID == revert.notificationID
      self.revert = revert
      // Open, the app says so at once (seed 003); in the background the push says it, if the rules let it.
      if !context.inBackground && !told { revertAlertShown = true }
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
    default: break
    }
  }

  /// The editor opens, and the wiki is asked whether the user may edit there.
  private mutating func openEditor(_ text: String) -> [DescriptionEffect] {
    editor = Editor(text: text)
    editorOpenings += 1
    page = .editor
    return article.map { [.checkEdit($0, opening: editorOpenings)] } ?? []
  }

  private mutating func closeEditor() {
    editor = nil
    page = .article
  }

  /// "Publish description": the text normalised, never empty.
  private mutating func publish() -> [DescriptionEffect] {
    guard let article, var editor, !editor.publishing, !editor.blocked,
      DescriptionRules.canPublish(editor.field.text)
    else {
      return []
    }
    editor.publishing = true
    editor.failure = nil
    self.editor = editor
    return [.publish(article, text: DescriptionRules.normalized(editor.field.text), previous: description(of: article))]
  }

  private mutating func published(_ result: Result<DescriptionEdit, ServiceFailure>) -> [DescriptionEffect] {
    guard editor?.publishing == true else { return [] }
    switch result {
    case .success(let edit):
      known[edit.article.id] = edit.text
      learnedOtherwise += 1
      latestEdit = edit
      published = publishedBefore ? .alert : .overlay
      publishedBefore = true
      closeEditor()  // Back to the article, where the new description shows.
    case .failure(let failure):
      editor?.publishing = false
      editor?.failure = failure
    }
    return []
  }
}
