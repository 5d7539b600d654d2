import PushAppFeature
import PushCore
import PushPresentation
import PushSettingsFeature
import PushWikiClient
import Testing

@Suite struct AccessibleRendererTests {
  let renderer = AccessibleRenderer()

  @Test func line_hasLabelRoleValueShape() {
    let row = Row(id: "t", label: "Thanks", value: .toggle(true), role: .switchButton)
    #expect(renderer.line(row, number: 3) == "3. Thanks, switch button, on.")
    let dimmed = Row(id: "d", label: "Search", role: .button, hint: "Not here", enabled: false, activation: .inert)
    #expect(renderer.line(dimmed, number: 1) == "1. Search, button, dimmed. Not here.")
  }

  /// A developer's review: under LANG=C an app in Japanese was heard as ", 18 items." and "1. , button.",
  /// its words left out without a word of why. A language of another script says so at the start.
  @Test func languageNote_anASCIILocale_saysWhyAnotherScriptIsLeftOut() {
    #expect(AccessibleRenderer.languageNote(.english, ascii: true).isEmpty)
    #expect(AccessibleRenderer.languageNote(.german, ascii: true).count == 1, "Latin letters are written")
    #expect(AccessibleRenderer.languageNote(.japanese).count == 1, "UTF-8 writes them")
    for language in [UILanguage.japanese, .simplifiedChinese, .russian, .arabic, .hebrew] {
      let said = AccessibleRenderer.languageNote(language, ascii: true)
      #expect(said.count == 2 && said[1].contains("LANG=C.UTF-8"), "\(said)")
    }
  }

  /// A screen-reader user's review: a tab read alone (`r 14`, or brief, where the dimmed tabs are folded)
  /// said "button" before its "tab 1 of 5"; VoiceOver names a tab by its value alone.
  @Test func aTabReadAlone_saysTabNotButton() throws {
    var tab = Row(id: "tab.explore", label: "Explore", role: .button, placement: .tabBar)
    tab.spokenValue = "selected, tab 1 of 5"
    #expect(renderer.line(tab, number: 14) == "14. Explore, selected, tab 1 of 5.")
  }

  @Test func transcript_neverContainsControlBytes() {
    var state = Fixtures.pushOn()
    state.settings.notice = "evil \u{1B}[2J\u{1B}]52;c;aGk=\u{07} \u{0} \u{202E}gnp.exe"
    let text = renderer.transcript(ScreenModel(state))
    for byte in text.utf8 { #expect(byte >= 0x20 || byte == 0x0A, "control byte \(byte)") }
    #expect(!text.unicodeScalars.contains("\u{202E}"))
  }

  /// A filter row carries the whole next filter: choosing one changes what every row would send, and only
  /// the two rows that sound different are said.
  @Test func announcements_ignoreWhatARowWouldSend() {
    func model(_ selected: Int) -> ScreenModel {
      ScreenModel(
        key: "filters", title: "Filters", backTitle: nil,
        rows: (0..<3).map { i in
          Row(
            id: "r\(i)", label: "Choice \(i)", value: i == selected ? .detail("selected") : nil, role: .button,
            activation: .settings(.languageAdded("x\(selected)")))
        })
    }
    #expect(renderer.announcements(from: model(0), to: model(1)) == ["1. Choice 0.", "2. Choice 1, selected."])
  }

  /// The open findings' item 2: a failed publish brings the editor's error banner and its Dismiss above the
  /// field, renumbering it; the failure is said first, then the items it renumbered.
  @Test func announcements_aNewAlertRow_isSaidBeforeTheItemsItRenumbered() {
    let field = Row(id: "field", label: "Description", value: .detail("Volcano"), role: .textField, enabled: false)
    let publish = Row(id: "publish", label: "Publish", role: .button, enabled: false)
    let before = ScreenModel(key: "editor", title: "Add description", backTitle: nil, rows: [field, publish])
    var enabled = (field, publish)
    enabled.0.enabled = true
    enabled.1.enabled = true
    let failed = ScreenModel(
      key: "editor", title: "Add description", backTitle: nil,
      rows: [
        Row(id: "error", label: "Could not publish.", role: .alert),
        Row(id: "dismiss", label: "Dismiss", role: .button), enabled.0, enabled.1,
      ])
    #expect(
      renderer.announcements(from: before, to: failed) == [
        "New: 1. Could not publish, alert.", "New: 2. Dismiss, button.", "3. Description, Volcano.", "4. Publish.",
      ])
    // Without a failure, what changed comes before what is new, as before.
    var added = before
    added.rows = [enabled.0, enabled.1, Row(id: "more", label: "More", role: .button)]
    #expect(
      renderer.announcements(from: before, to: added) == [
        "1. Description, Volcano.", "2. Publish.", "New: 3. More, button.",
      ])
  }

  @Test func announcements_onlyWhatChanged() {
    var state = Fixtures.pushOn()
    let before = ScreenModel(state)
    _ = state.reduce(.settings(.typeToggleTapped(.editThank)))
    let lines = renderer.announcements(from: before.annotated(false), to: ScreenModel(state).annotated(false))
    #expect(lines == ["5. Thanks, turning off."], "the role is not said again, only what changed")
    let annotated = renderer.announcements(from: before, to: ScreenModel(state))
    #expect(annotated == ["5. Thanks, turning off. QA: Writing to 4 wikis."])
  }

  @Test func announcements_newScreen_readsItWhole_alertReadsButtons() {
    var state = AppState(persisted: PersistedState())
    _ = state.reduce(.opened(.settings))
    let root = ScreenModel(state)
    _ = state.reduce(.opened(.languages))
    let lines = renderer.announcements(from: root, to: ScreenModel(state))
    #expect(lines.first == "Wikipedia languages, \(ScreenModel(state).rows.count) items. Back goes to Settings.")
    var failing = Fixtures.pushOn()
    let before = ScreenModel(failing)
    _ = failing.reduce(.settings(.pushToggleTapped))
    _ = failing.reduce(
      .settings(.unsubscribeFinished(.userTurnedOff, failure: ServiceFailure(code: "x", message: "down"))))
    let alert = renderer.announcements(from: before, to: ScreenModel(failing))
    #expect(alert.first == "Alert: Unable to Check for Echo Notification subscriptions.")
    #expect(alert.contains("QA: Unsubscribe on en.wikipedia.org failed: down."), "the annotation names the wiki")
    let plain = renderer.announcements(from: before.annotated(false), to: ScreenModel(failing).annotated(false))
    #expect(!plain.contains { $0.contains("QA:") })
    #expect(alert.suffix(2) == ["1. Try again, button.", "2. Cancel, button."])
  }

  @Test func alert_aQuestionKeepsItsQuestionMark_withoutAFullStopAfterIt() {
    var state = AppState(persisted: PersistedState())
    _ = state.reduce(.opened(.account))
    _ = state.reduce(.logOutRowTapped)
    let lines = renderer.transcript(ScreenModel(state)).split(separator: "\n")
    #expect(lines[1] == "Alert: Are you sure you want to log out?")
  }

  @Test func everyVisibleElementOfEveryScreen_appearsInTheTranscript() {
    var states: [AppState] = [
      Fixtures.pushOn(), AppState(persisted: PersistedState(loggedIn: false)),
    ]
    for route in Destination.allCases {
      var s = AppState(persisted: PersistedState())
      _ = s.reduce(.opened(route == .subscriptions ? .account : route))
      if route == .subscriptions { _ = s.reduce(.opened(.subscriptions)) }
      states.append(s)
    }
    for state in states {
      let model = ScreenModel(state)
      let screen = FrameRenderer().render(model, ui: UIState(), width: 200, height: 80).frame.text
      let transcript = renderer.transcript(model)
      for row in model.rows where screen.contains(String(row.label.prefix(30))) {
        let said = String(renderer.clean(row.spokenLabel ?? row.label).prefix(30))
        // Case aside: a label in capitals is said in sentence case.
        #expect(transcript.lowercased().contains(said.lowercased()), "\(row.label) missing from the transcript")
      }
    }
  }

  @Test func line_staticTextHasNoRole_endsOnce_briefDropsHints() {
    #expect(
      renderer.line(Row(id: "t", label: "Loading your types…", role: .text), number: 2) == "2. Loading your types.")
    #expect(renderer.line(Row(id: "q", label: "Really?", role: .text), number: 1) == "1. Really?")
    let hinted = Row(id: "b", label: "Log in", role: .button, hint: "Logs in")
    #expect(renderer.line(hinted, number: 1) == "1. Log in, button. Logs in.")
    #expect(AccessibleRenderer(verbose: false).line(hinted, number: 1) == "1. Log in, button.")
    #expect(AccessibleRenderer.count(1, "change") == "1 change")
    #expect(AccessibleRenderer.count(2, "change") == "2 changes")
  }

  @Test func ascii_sayOnlyASCII() {
    let ascii = AccessibleRenderer(ascii: true)
    let text =
      ascii.transcript(ScreenModel(Fixtures.pushOn()))
      + ascii.line(
        Row(id: "x", label: "“Wikipedia” — Japanese, 日本語 (ja)…", role: .text), number: 1)
    #expect(text.unicodeScalars.allSatisfy { $0.isASCII }, "\(text)")
  }

  /// The user's own words keep their letters in ASCII: capitals and rarer accents lost them (Émile was
  /// said "mile", Ökosystem "kosystem").
  @Test func ascii_keepsTheBaseLetterOfAccentedLetters() {
    let ascii = AccessibleRenderer(ascii: true)
    #expect(ascii.clean("Émile Ångström Über Öl Ça Łódź Ørsted naïve") == "Emile Angstrom Uber Ol Ca Lodz Orsted naive")
    #expect(Glyphs.ascii.text("Ökosystem") == "Okosystem", "the full screen's ASCII glyphs too")
  }

  /// A slow publish is waited for aloud, as a slow switch is: "Still publishing."
  @Test func waitingFor_aPublishInFlight() {
    var publish = Row(id: "description.publish", label: "Publish description", role: .button, enabled: false)
    publish.value = .detail("Publishing…")
    let model = ScreenModel(key: "editor", title: "Add description", backTitle: "Close", rows: [publish])
    #expect(renderer.waitingFor(model) == "Still publishing.")
  }

  @Test func announce_rowsChangedUnderAnAlert_areSaidWhenItCloses() {
    let rows = [
      Row(id: "a", label: "A", role: .text), Row(id: "t", label: "Thanks", value: .toggle(true), role: .switchButton),
    ]
    let before = ScreenModel(key: "push", title: "Push", backTitle: nil, rows: rows)
    var under = before
    under.rows.insert(Row(id: "n", label: "Not yet in step", role: .text), at: 1)
    under.alert = .init(title: "Oops", message: "Failed", buttons: [Row(id: "ok", label: "OK", role: .button)])
    let opened = renderer.announce(from: before, to: under, numbering: AccessibleNumbering(before))
    #expect(opened.lines == ["Alert: Oops.", "Failed.", "1. OK, button."])
    #expect(opened.heard.rows == rows, "rows under the alert are not yet heard")
    var closed = under
    closed.alert = nil
    #expect(
      renderer.announce(from: opened.heard, to: closed, numbering: AccessibleNumbering(closed)).lines == [
        "Alert closed.", "New: 2. Not yet in step.",
      ])
  }

  @Test func announce_bulk_isOneSentence_removalsFirst_numbersFromTheNewList() {
    let loading = Row(id: "l", label: "Loading", role: .text)
    let head = Row(id: "s", label: "Switch", value: .toggle(true), role: .switchButton)
    let types = (1...16).map { Row(id: "t\($0)", label: "Type \($0)", value: .toggle(true), role: .switchButton) }
    let old = ScreenModel(key: "push", title: "Push", backTitle: nil, rows: [head, loading])
    let new = ScreenModel(key: "push", title: "Push", backTitle: nil, rows: [head] + types)
    #expect(
      renderer.announcements(from: old, to: new) == [
        "Removed: Loading.", "16 new items, 2 to 17, first Type 1; r 2-17 reads them.",
      ])
    #expect(renderer.announcements(from: new, to: old) == ["16 items removed, 2 items left.", "New: 2. Loading."])
  }

  /// Issue 33, point 9: a notification removed because it was read (filtered to Unread) is not said as
  /// "Unread".
  @Test func announce_aRemovedNotification_isNamedWithoutItsOldReadState() {
    var cell = Row(id: "n1", label: "Unread: Sigrid, Thanks", role: .button)
    cell.notification = NotificationItem(id: 1, unread: true)
    let other = Row(id: "n2", label: "Ama, Mention", role: .button)
    let old = ScreenModel(key: "inbox", title: "Notifications", backTitle: nil, rows: [cell, other])
    let new = ScreenModel(key: "inbox", title: "Notifications", backTitle: nil, rows: [other])
    #expect(renderer.announcements(from: old, to: new) == ["Removed: Sigrid, Thanks."])
  }

  /// Issue 33, point 18: symbols a reader would say aloud are not left in what is said.
  @Test func clean_dropsSymbolsAReaderWouldSay_andCapitalsAreSentenceCase() {
    #expect(renderer.clean("Notifications Filter - has filters applied") == "Notifications Filter, has filters applied")
    #expect(renderer.clean("Ada Lovelace.. I agree") == "Ada Lovelace. I agree")
    #expect(renderer.clean("Photosynthesis., Alert from Ravi") == "Photosynthesis, Alert from Ravi")
    #expect(renderer.clean("include:. more") == "include. more")
    #expect(renderer.clean("- Your contribution") == "Your contribution")
    #expect(AccessibleRenderer.sentenceCase("READ STATUS") == "Read status")
    #expect(AccessibleRenderer.sentenceCase("FR") == "FR", "a short code stays")
  }

  /// Issue 33, point 19: a choice that was deselected says so.
  @Test func announce_aDeselectedChoice_saysNotSelected() {
    var all = Row(id: "a", label: "All", value: .detail("✓"), role: .button, activation: .inert)
    all.spokenValue = "selected"
    var unread = Row(id: "u", label: "Unread", role: .button, activation: .inert)
    let old = ScreenModel(key: "f", title: "Filters", backTitle: nil, rows: [all, unread])
    all.value = nil
    all.spokenValue = nil
    unread.value = .detail("✓")
    unread.spokenValue = "selected"
    let new = ScreenModel(key: "f", title: "Filters", backTitle: nil, rows: [all, unread])
    #expect(renderer.announcements(from: old, to: new) == ["1. All, not selected.", "2. Unread, selected."])
  }

  @Test func waitingFor_namesWhatIsBusy() {
    var state = Fixtures.pushOn()
    #expect(renderer.waitingFor(ScreenModel(state)) == nil)
    _ = state.reduce(.settings(.typeToggleTapped(.editThank)))
    #expect(renderer.waitingFor(ScreenModel(state)) == "Still saving Thanks to 4 wikis.")
  }

  /// Issue 26, item 10: no symbol read aloud, the user's own characters kept under ASCII.
  @Test func clean_wordsForSpeech() {
    #expect(renderer.clean("Wikipedia > Notifications") == "Wikipedia, Notifications")
    #expect(renderer.clean("filter them in/out of your inbox") == "filter them in or out of your inbox")
    #expect(renderer.clean("“Wikipedia” Would Like… Don’t") == "Wikipedia Would Like Don't")
    #expect(renderer.clean("https://en.wikipedia.org/wiki/X") == "https://en.wikipedia.org/wiki/X")
    let ascii = AccessibleRenderer(ascii: true)
    #expect(ascii.userText("Volcán 日本 ok") == "Volcan U+65E5 U+672C ok")
    #expect(renderer.userText("Volcán 日本") == "Volcán 日本")
  }

  /// Item 9: a switch that became a button in the same place is one item whose role changed.
  @Test func rowChanges_aRoleChange_isSaidAsOne() {
    let about = Row(id: "a", label: "About", role: .text)
    let toggle = Row(id: "t", label: "Push notifications", value: .toggle(false), role: .switchButton)
    let button = Row(
      id: "b", label: "Push notifications", role: .button, hint: "Opens iOS Settings", activation: .inert)
    let old = ScreenModel(key: "push", title: "Push", backTitle: nil, rows: [about, toggle])
    let new = ScreenModel(key: "push", title: "Push", backTitle: nil, rows: [about, button])
    #expect(
      renderer.announcements(from: old, to: new) == ["2. Push notifications is now a button: Opens iOS Settings."])
  }

  /// Item 8: back on a list heard before: where the user was and what became of it, the counts, nothing else
  /// read again.
  @Test func returning_saysThePlaceWhatBecameOfItAndTheCounts() {
    var cell = Row(id: "n1", label: "Unread: Sigrid, Thanks", role: .button, activation: .inert)
    cell.notification = NotificationItem(id: 1, unread: true)
    var other = cell
    other.id = "n2"
    other.notification = NotificationItem(id: 2, unread: false)
    other.label = "Ama, Mention"
    var heard = ScreenModel(key: "inbox", title: "Notifications", backTitle: nil, rows: [other, cell])
    heard.live = true
    var now = heard
    now.rows[1].label = "Sigrid, Thanks"
    now.rows[1].notification?.unread = false
    now.summary = "2 notifications, 0 unread"
    var numbering = AccessibleNumbering(heard)
    numbering.follow(now)
    #expect(
      renderer.returning(to: now, heard: heard, numbering: numbering, at: "n1") == [
        "Notifications. Back at 2, Sigrid, Thanks, now read. 2 notifications, 0 unread; r reads them."
      ])
  }

  /// Item 11: the panel opens short: values without hints, failure points that say the same as one range.
  @Test func panelListing_isBrief() {
    let rows =
      [Row(id: "s", label: "Next: every call succeeds", role: .text)]
      + (1...6).map {
        Row(id: "f\($0)", label: "Point \($0)", value: .detail("no"), role: .popUpButton, activation: .inert)
      } + [Row(id: "send", label: "Send a notification now", role: .button, hint: "Long hint", activation: .inert)]
    let panel = ScreenModel(key: ScreenModel.panelKey, title: "Simulation", backTitle: "Settings", rows: rows)
    #expect(
      renderer.panelListing(panel, numbering: AccessibleNumbering(panel)) == [
        "Simulation, 8 items. Back goes to Settings.", "1. Next: every call succeeds.",
        "2 to 7: 6 items, all no; 8. Send a notification now.",
        "r reads the panel in full; sim help says what sim can set without numbers.",
      ])
  }

  /// A long run of one role says the role once; a live list's first arrival reads a window of it.
  @Test func lines_roleOnceForARun_andAWindowOfALiveList() {
    let items = (1...14).map { i -> Row in
      var row = Row(id: "n\(i)", label: "Item \(i)", role: .button, activation: .inert)
      row.notification = NotificationItem(id: i)
      return row
    }
    var model = ScreenModel(key: "inbox", title: "Notifications", backTitle: nil, rows: items)
    model.live = true
    let lines = renderer.lines(model, window: 10)
    #expect(lines[1] == "10 buttons:", "the run as said: the window's ten")
    #expect(lines[2] == "1. Item 1.")
    #expect(lines.last == "4 more notifications, 11 to 14; r 11-14 reads them, r all the whole screen.")
    #expect(lines.count == 13)
  }

  /// Issue 33, point 20: a run's count is what is said under it: a button after the window's "more" line
  /// is not counted in the run before it.
  @Test func lines_aRunEndsAtTheWindowsMoreLine() {
    let items = (1...14).map { i -> Row in
      var row = Row(id: "n\(i)", label: "Item \(i)", role: .button, activation: .inert)
      row.notification = NotificationItem(id: i)
      return row
    }
    let filter = Row(id: "f", label: "Filter", role: .button, activation: .inert)
    var model = ScreenModel(key: "inbox", title: "Notifications", backTitle: nil, rows: items + [filter])
    model.live = true
    let lines = renderer.lines(model, window: 10)
    #expect(lines[1] == "10 buttons:", "\(lines)")
    #expect(lines.last == "15. Filter, button.", "\(lines)")
  }
}

@Suite struct AccessibleSentenceTests {
  /// A line is ended once: a colon leading into a list ends it already (a reviewer heard "include:.").
  @Test func sentence_endsALineOnce() {
    let renderer = AccessibleRenderer()
    #expect(
      renderer.sentence("Possible reasons your edit was reverted include:")
        == "Possible reasons your edit was reverted include:")
    #expect(renderer.sentence("Publish?") == "Publish?" && renderer.sentence("Loading…") == "Loading.")
    #expect(renderer.sentence("Push notifications, on") == "Push notifications, on.")
  }
}
