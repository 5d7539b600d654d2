import PushCore
import PushWikiClient

/// The 16 type switches: reading them, writing a change everywhere, undoing it, and the pending queue.
extension PushSettingsState {
  mutating func loadPreferences() -> [PushSettingsEffect] {
    // A refresh keeps the values the app knows on screen (also when it reads another wiki now: wikis in
    // step hold the same values); only a first read shows Loading.
    if preferences.snapshot == nil { preferences = .loading }
    readInFlight = true
    readEpochs = typeEpoch
    return [.readPreferences(wiki: readWiki, generation: generation)]
  }

  mutating func preferencesLoaded(_ gen: Int, _ result: Result<PreferenceSnapshot, ServiceFailure>)
    -> [PushSettingsEffect]
  {
    guard gen == generation, readInFlight else { return [] }
    switch result {
    case .success(let read):
      guard read.wiki == readWiki else { return [] }  // A read of a wiki no longer used; a new one is on its way.
      readInFlight = false
      let known = trusted(read)
      preferences = .loaded(known)
      // New languages get what the screen shows, not the raw read (which may predate a pending write).
      return syncNewLanguages(known) + [.warmTokens(fanOutWikis)]
    case .failure(let failure):
      readInFlight = false
      preferences = .failed(wiki: readWiki, failure)
      // Said as a popup while the screen is shown (seed 000 note 3); coming back to the screen reads again.
      if context.onScreen && alert == nil {
        alert = .readFailed(detail: "Read from \(readWiki.host) failed: \(failure.message).")
      }
      return []
    }
  }

  /// What a read can be trusted for: a type changed by the app while the read was on its way keeps
  /// the value the app knows, and a write still pending for the primary wiki is what the screen shows.
  func trusted(_ read: PreferenceSnapshot) -> PreferenceSnapshot {
    var snapshot = read
    for write in persisted.pending where write.wiki == read.wiki { snapshot.values[write.type] = write.value }
    for type in NotificationType.allCases where jobs[type] != nil || typeEpoch[type] != readEpochs[type] {
      if let known = preferences.snapshot?.values[type] {
        snapshot.values[type] = known
      } else if let job = jobs[type] {
        snapshot.values[type] = job.previous
      }
    }
    return snapshot
  }

  mutating func syncNewLanguages(_ snapshot: PreferenceSnapshot) -> [PushSettingsEffect] {
    guard !persisted.languagesToSync.isEmpty else { return [] }
    for code in persisted.languagesToSync where languages.contains(code) {
      for type in NotificationType.allCases {
        enqueue(
          PendingWrite(
            wiki: .language(code), type: type, value: snapshot.values[type] ?? type.echoDefault, origin: .newLanguage))
      }
    }
    persisted.languagesToSync = []
    return retryPending()
  }

  /// Adds a pending write, replacing any older one for the same wiki and type.
  mutating func enqueue(_ write: PendingWrite) {
    persisted.pending.removeAll { $0.wiki == write.wiki && $0.type == write.type }
    persisted.pending.append(write)
  }

  /// Retries pending writes whose type is not being changed right now, one write per wiki and type at a time.
  mutating func retryPending(except skipped: Set<PendingWrite> = []) -> [PushSettingsEffect] {
    guard loggedIn else { return [] }
    let busy = Set(syncing.map { "\($0.wiki.host) \($0.type.key)" })
    let ready = persisted.pending.filter {
      jobs[$0.type] == nil && !syncing.contains($0) && !skipped.contains($0) && !syncAttempted.contains($0)
        && !busy.contains("\($0.wiki.host) \($0.type.key)")
    }
    guard !ready.isEmpty else { return [] }
    syncing.formUnion(ready)
    syncAttempted.formUnion(ready)
    return [.sync(ready)]
  }

  mutating func syncFinished(_ outcomes: [SyncOutcome]) -> [PushSettingsEffect] {
    syncing.subtract(outcomes.map(\.write))
    for outcome in outcomes { typeEpoch[outcome.write.type, default: 0] += 1 }
    let done = Set(outcomes.filter { $0.failure == nil }.map(\.write))
    persisted.pending.removeAll { done.contains($0) }
    let failed = outcomes.filter { $0.failure != nil }
    if !failed.isEmpty {
      notice = "\(English.count(failed.count, "change")) could not be saved yet. The app will try again later."
      noticeDetail =
        "Pending writes failed on " + English.list(Set(failed.map(\.write.wiki)).sorted().map(\.host))
        + "; retried at the next launch or foreground."
    } else if !done.isEmpty {
      notice = "\(English.count(done.count, "change")) saved."
      noticeDetail = "Pending writes retried and accepted."
    }
    // Entries queued while these were on their way go now; the ones that just failed wait for a later retry.
    return retryPending(except: Set(outcomes.map(\.write)))
  }

  /// Wikis added while a write was on its way were not part of it: queue the type's final value for them.
  mutating func queueForWikisAddedMeanwhile(_ type: NotificationType, value: Bool, written: [Wiki]) {
    for wiki in fanOutWikis where !written.contains(wiki) {
      enqueue(PendingWrite(wiki: wiki, type: type, value: value, origin: .newLanguage))
    }
  }

  mutating func writeFinished(
    _ gen: Int, _ type: NotificationType, _ value: Bool, _ previous: Bool, _ outcomes: [WikiOutcome]
  ) -> [PushSettingsEffect] {
    let failed = outcomes.filter { $0.failure != nil }
    // A wiki whose write may have landed anyway (it timed out) is set back with the ones that took it.
    let succeeded =
      outcomes.filter { $0.failure == nil }.map(\.wiki)
      + (failed.isEmpty ? [] : failed.filter { $0.failure?.mayHaveApplied == true }.map(\.wiki))
    guard gen == generation else {
      // Logged out meanwhile: nobody sees an alert, but a partial write must still be undone later.
      if !failed.isEmpty {
        for wiki in succeeded { enqueue(PendingWrite(wiki: wiki, type: type, value: previous, origin: .rollback)) }
      } else {
        persisted.pending.removeAll { $0.type == type && succeeded.contains($0.wiki) }
      }
      return []
    }
    typeEpoch[type, default: 0] += 1
    guard failed.isEmpty else {
      if succeeded.isEmpty {
        jobs[type] = nil
        queueForWikisAddedMeanwhile(type, value: previous, written: outcomes.map(\.wiki))
        alert = .writeFailed(type: type, previous: previous, failed: failed, rolledBack: [], stillPending: [])
        return retryPending()
      }
      jobs[type] = TypeJob(value: value, previous: previous, stage: .rollingBack(failed: failed))
      return [.rollback(type: type, value: previous, wikis: succeeded)]
    }
    jobs[type] = nil
    persisted.pending.removeAll { $0.type == type && succeeded.contains($0.wiki) }
    queueForWikisAddedMeanwhile(type, value: value, written: succeeded)
    if case .loaded(var snapshot) = preferences {
      snapshot.values[type] = value
      preferences = .loaded(snapshot)
    }
    return retryPending()
  }

  mutating func rollbackFinished(_ type: NotificationType, _ value: Bool, _ outcomes: [WikiOutcome])
    -> [PushSettingsEffect]
  {
    let stillWrong = outcomes.filter { $0.failure != nil }.map(\.wiki)
    let undone = outcomes.filter { $0.failure == nil }.map(\.wiki)
    // Whatever happened since, a wiki left with the new value must be set back: persist it first.
    for wiki in stillWrong { enqueue(PendingWrite(wiki: wiki, type: type, value: value, origin: .rollback)) }
    persisted.pending.removeAll { $0.type == type && undone.contains($0.wiki) && $0.value == value }
    typeEpoch[type, default: 0] += 1
    guard let job = jobs[type], case .rollingBack(let failed) = job.stage, job.previous == value else { return [] }
    jobs[type] = nil
    queueForWikisAddedMeanwhile(type, value: value, written: failed.map(\.wiki) + outcomes.map(\.wiki))
    let failedWikis = failed.map(\.wiki)
    alert = .writeFailed(
      type: type, previous: value, failed: failed, rolledBack: undone.filter { !failedWikis.contains($0) },
      stillPending: stillWrong)
    // What could not be undone waits for the next foreground or launch; anything else queued may go now.
    let justFailed = persisted.pending.filter { $0.type == type && stillWrong.contains($0.wiki) }
    return retryPending(except: Set(justFailed))
  }
}
