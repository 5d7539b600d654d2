import PushCore
import PushWikiClient

extension InboxState {
  /// The pure transition: applies `action` and returns the effects to run.
  public mutating func reduce(_ action: InboxAction) -> [InboxEffect] {
    switch action {
    case .opened, .refreshPulled, .refreshedByApp, .reachedEnd, .pageLoaded:
      return reduceList(action)
    case .markTapped, .notificationOpened, .notificationSettingsChosen, .markFinished:
      return reduceMarks(action)
    case .editToggled, .selectionToggled, .markMenuOpened, .markMenuDismissed, .markSelected:
      return reduceEditMode(action)
    case .moreOpened, .moreDismissed, .detailClosed, .backTapped, .onboardingContinued, .pushOptInAnswered,
      .filterChanged, .filtersOpened, .projectsOpened, .sheetClosed:
      return reducePages(action)
    case .pushReceived, .bannerDismissed, .bannerOpened, .lockScreenCleared, .listeningStarted, .loggedOut:
      return reducePushes(action)
    case .markAllTapped, .markAllCancelled, .markAllConfirmed, .markAllFinished:
      return markAll(action)
    }
  }

  /// The list: opening, checking for new ones, the next page, a page read.
  mutating func reduceList(_ action: InboxAction) -> [InboxEffect] {
    switch action {
    case .opened:
      // Edit mode ends with the screen (back leaves Notifications, as its back button says).
      editing = false
      selected = []
      markMenuOpen = false
      moreSheet = nil
      loading = notifications.isEmpty ? .first : .refresh
      loadFailure = nil
      // The last visit's failed mark is not news now: the list is read again.
      markFailure = nil
      confirmedMarks = [:]
      let primary = context.primaryWiki
      return [
        .load(wiki: primary, continueFrom: nil, replacing: true, uselang: context.interfaceLanguage),
        .markSeen(wiki: primary),
      ]
    case .refreshPulled, .refreshedByApp:
      guard loading == .idle else { return [] }
      loading = .refresh
      confirmedMarks = [:]
      return [
        .load(
          wiki: context.primaryWiki, continueFrom: nil, replacing: true, asked: action == .refreshPulled,
          uselang: context.interfaceLanguage)
      ]
    case .reachedEnd:
      guard loading == .idle, let next = nextPage else { return [] }
      loading = .nextPage
      return [
        .load(wiki: context.primaryWiki, continueFrom: next, replacing: false, uselang: context.interfaceLanguage)
      ]
    case .pageLoaded(let wiki, let result, let replacing, let asked):
      let known = Set(notifications.map(\.id))
      let effects = pageLoaded(wiki, result, replacing: replacing)
      if asked {
        outcomes.post(
          loadFailure != nil ? .refreshFailed : .refreshed(new: notifications.count { !known.contains($0.id) }))
      }
      return effects
    default:
      return []
    }
  }

  /// Marks of one notification: the swipe action, opening it, its More sheet's settings, the answer.
  mutating func reduceMarks(_ action: InboxAction) -> [InboxEffect] {
    switch action {
    case .markTapped(let id, let read):
      moreSheet = nil
      return mark([id], read: read)
    case .notificationOpened(let id):
      guard let n = notifications.first(where: { $0.id == id }) else { return [] }
      detail = id
      sheet = nil
      moreSheet = nil
      return (marking[id] ?? n.read) ? [] : mark([id], read: true, quiet: true)
    case .notificationSettingsChosen(let id):
      moreSheet = nil
      guard let n = notifications.first(where: { $0.id == id }) else { return [] }
      return (marking[id] ?? n.read) ? [] : mark([id], read: true, quiet: true)
    case .markFinished(let ids, let read, let results, let quiet):
      let (done, failed) = markFinished(ids, read: read, results)
      outcomes.post(.marked(read: read, done: done, failed: failed, ids: ids, quiet: quiet))
      return []
    default:
      return []
    }
  }

  /// Edit mode: selecting, the Mark menu and its choice.
  mutating func reduceEditMode(_ action: InboxAction) -> [InboxEffect] {
    switch action {
    case .editToggled:
      // Nothing to edit in an empty list: the app disables Edit.
      guard editing || !shown.isEmpty else { return [] }
      editing.toggle()
      selected = []
      markMenuOpen = false
      outcomes.post(.editing(editing))
      return []
    case .selectionToggled(let id):
      guard editing, notifications.contains(where: { $0.id == id }) else { return [] }
      let added = selected.remove(id) == nil
      if added { selected.insert(id) }
      outcomes.post(.selection(id: id, selected: added, count: selected.count))
      return []
    case .markMenuOpened:
      markMenuOpen = editing && !selected.isEmpty
      return []
    case .markMenuDismissed:
      markMenuOpen = false
      return []
    case .markSelected(let read):
      guard editing, !selected.isEmpty else { return [] }
      let ids = notifications.map(\.id).filter(selected.contains)
      editing = false
      selected = []
      markMenuOpen = false
      let effects = mark(ids, read: read)
      if effects.isEmpty { outcomes.post(.nothingToMark(read: read)) }
      outcomes.post(.editing(false))
      return effects
    default:
      return []
    }
  }

  /// What shows over the list: the More sheet, the detail, the sheets, the first visit's pages.
  mutating func reducePages(_ action: InboxAction) -> [InboxEffect] {
    switch action {
    case .moreOpened(let id):
      guard !editing, notifications.contains(where: { $0.id == id }) else { return [] }
      moreSheet = id
      return []
    case .moreDismissed:
      moreSheet = nil
      return []
    case .detailClosed:
      detail = nil
      return []
    case .backTapped:
      if moreSheet != nil {
        moreSheet = nil
      } else if detail != nil {
        detail = nil
      } else {
        sheet = nil
      }
      return []
    case .onboardingContinued:
      persisted.onboardingShown = true
      return []
    case .pushOptInAnswered:
      persisted.pushOptInShown = true
      return []
    case .filterChanged(let filter):
      self.filter = filter
      return []
    case .filtersOpened:
      sheet = .filters
      return []
    case .projectsOpened:
      sheet = .projects
      return []
    case .sheetClosed:
      sheet = nil
      return []
    default:
      return []
    }
  }

  /// Pushes: banners, the lock screen, the listener, and logging out.
  mutating func reducePushes(_ action: InboxAction) -> [InboxEffect] {
    switch action {
    case .pushReceived(let push):
      return pushReceived(push)
    case .bannerDismissed(let id):
      banners.removeAll { $0.id == id }
      return []
    case .bannerOpened(let id):
      guard banners.contains(where: { $0.id == id }) else { return [] }
      // The shown banner's timer is stopped.
      banners.removeAll { $0.id == id }
      return [.cancel(.bannerTimer)]
    case .lockScreenCleared:
      lockScreen = []
      return []
    case .listeningStarted:
      guard !listening else { return [] }
      listening = true
      return [.listenForPushes]
    case .loggedOut:
      // What was said stays said: the front ends count on the log's count going on.
      let said = outcomes
      self = InboxState(persisted: persisted)
      outcomes = said
      return [.cancel(.incomingPushes), .cancel(.bannerTimer)]
    default:
      return []
    }
  }

  mutating func pageLoaded(_ wiki: Wiki, _ result: Result<NotificationPage, ServiceFailure>, replacing: Bool)
    -> [InboxEffect]
  {
    loading = .idle
    switch result {
    case .success(let page):
      loadFailure = nil
      let loaded = page.notifications.map { n in
        var n = n
        if let read = confirmedMarks[n.id] { n.read = read }
        return n
      }
      if replacing {
        notifications = loaded
        // The list as the server has it now: what a failed mark left is shown as it is.
        markFailure = nil
      } else {
        let known = Set(notifications.map(\.id))
        notifications += loaded.filter { !known.contains($0.id) }
      }
      // The count too: a page read before a mark landed counts that notification as it was.
      let stale = zip(page.notifications, loaded).map { $0.read == $1.read ? 0 : ($1.read ? -1 : 1) }
      unreadCount = max(0, page.unreadCount + stale.reduce(0, +))
      nextPage = page.nextPage
      readAtMs = page.readAtMs
    case .failure(let failure):
      loadFailure = WikiFailure(wiki: wiki, failure: failure)
    }
    return []
  }

  /// A push: a banner in the foreground, the lock screen in the background (neither for a quiet one);
  /// either way it is in the list and counted.
  mutating func pushReceived(_ push: IncomingPush) -> [InboxEffect] {
    // Ids are each wiki's own: the same number on two wikis is two notifications.
    if let n = push.notification, !notifications.contains(where: { $0.id == n.id && $0.wiki == n.wiki }) {
      notifications.insert(n, at: 0)
      if !n.read { unreadCount += 1 }
    }
    // A quiet (provisional) push goes to the list only: no banner, nothing on the lock screen.
    guard push.presentation == .banner else { return [] }
    if context.inBackground {
      lockScreen.append(push)
    } else {
      // iOS shows a new banner at once, over the one on screen (which stays in the list), with its own seconds.
      let replacing = !banners.isEmpty
      banners = [push]
      return (replacing ? [.cancel(.bannerTimer)] : []) + [.dismissBanner(id: push.id, afterMs: InboxEffect.bannerMs)]
    }
    return []
  }
}
