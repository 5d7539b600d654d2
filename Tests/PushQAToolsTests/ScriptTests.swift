import Foundation
import PushCore
import PushLive
import PushPresentation
import PushQATools
import PushSimulation
import PushTestSupport
import Testing

@Suite struct ScriptTests {
  @Test func parse_notify_typeWikiAndAgent() throws {
    let script = try Script.parse(
      "notify edit-thank on de by Jan\nnotify reverted\nnotify mention on wikidata", name: "n")
    #expect(
      script.lines.map(\.step) == [
        .change(.notify(.editThank, on: .language("de"), by: "Jan")),
        .change(.notify(.reverted, on: .language("en"), by: nil)),
        .change(.notify(.mention, on: .wikidata, by: nil)),
      ])
    for bad in [
      "notify", "notify thanks", "notify edit-thank on", "notify edit-thank at de", "notify mention on nowhere!",
    ] {
      #expect(throws: UsageError.self, "\(bad)") { try Script.parse(bad, name: "n") }
    }
  }

  /// Issue 32, point 3: one vocabulary: the panel's commands are steps too, and every verb of the table is
  /// a step (a word it does not take is refused, naming the line).
  @Test func parse_thePanelsCommands_areSteps_fromTheOneTable() throws {
    let script = try Script.parse("send\nsend thanks on de by Jan\nstream on\nclock step\nfail markread:fr", name: "w")
    #expect(
      script.lines.map(\.step) == [
        .command(.sendAtRandom), .change(.notify(.editThank, on: .language("de"), by: "Jan")),
        .command(.stream(true)), .command(.clock(.step)), .change(.fail(.markRead(.language("fr")), once: false)),
      ])
    for verb in WorldCommand.verbs {
      #expect(throws: UsageError.self, "\(verb.name) with a word it does not take") {
        try Script.parse("\(verb.name) nonsense-word more words", name: "w")
      }
    }
    do {
      _ = try Script.parse("frobnicate", name: "w")
      Issue.record("an unknown verb parsed")
    } catch {
      #expect(error.message.contains("stream, revert, clock"), "\(error.message)")
    }
  }

  /// A listener's trial: the refusal listed "failed mention" and "talk page message" as types, and then
  /// refused them. A type's name of several words is taken up to "on" or "by"; its key as well.
  @Test func send_takesATypesNameOfSeveralWords() throws {
    let script = try Script.parse(
      "send failed mention on en by Jan\nsend Talk page message\nsend edit-user-talk by Ama", name: "w")
    #expect(
      script.lines.map(\.step) == [
        .change(.notify(.mentionFailure, on: .language("en"), by: "Jan")),
        .change(.notify(.editUserTalk, on: .language("en"), by: nil)),
        .change(.notify(.editUserTalk, on: .language("en"), by: "Ama")),
      ])
    do {
      _ = try Script.parse("send failed thing on en", name: "w")
      Issue.record("an unknown type parsed")
    } catch {
      #expect(error.message.contains("'failed thing' is not a notification type"), "\(error.message)")
    }
  }

  @Test func parse_everyStepKind() throws {
    let script = try Script.parse(
      """
      # a comment
      key down enter q f2 ctrl-c
      wait 500ms
      wait 2s
      expect "Thanks  ○ Off" within 3s
      expect-not "Saving…"
      fail write:de once
      fail rollback:commons
      clear
      clear read
      permission denied
      token late
      latency 40
      background
      """, name: "t")
    #expect(script.lines.map(\.number) == Array(2...14))
    #expect(script.lines[0].step == .keys([.down, .enter, .character("q"), .function(2), .control("c")]))
    #expect(script.lines[3].step == .expect("Thanks  ○ Off", withinMs: 3_000))
    #expect(script.lines[5].step == .change(.fail(.write(.language("de")), once: true)))
    #expect(script.lines[6].step == .change(.fail(.rollback(.commons), once: false)))
    #expect(script.lines[10].step == .change(.token(.afterMs(2_000))))
    #expect(!script.isAccessible)
  }

  static let bad: [(String, String)] = [
    ("key", "line 1: key needs at least one key name"),
    ("key sideways", "line 1: 'sideways' is not a key"),
    ("wait soon", "line 1: wait needs a time"),
    ("expect Thanks", "line 1: expect needs text in double quotes"),
    ("expect \"x\" later", "line 1: after the text, only 'within 3s' may follow"),
    ("fail write:", "line 1: fail needs a failure point"),
    ("permission maybe", "line 1: permission needs one of"),
    ("\n\ndance", "line 3: 'dance' is not a step"),
    ("type 1\nkey down", "line 2: a script either types lines or presses keys"),
    ("wait 600001ms", "line 1: wait needs a time"),
    ("latency -5", "line 1: latency needs milliseconds from 0 to 60000"),
    ("# a comment\r\nkey down\r\ndance\r\n", "line 3: 'dance' is not a step"),
    ("key down\nlanguages en,de", "line 2: a launch setting"),
    ("use", "line 1: use needs a scenario file"),
    ("languages", "line 1: languages takes one value"),
    ("logged-out now", "line 1: logged-out takes nothing"),
  ]

  @Test func settings_launchStepsAndTheWorldChangesAboveTheFirstKey_startTheApp() throws {
    let script = try Script.parse(
      """
      use scenarios/x.json
      languages en,de
      logged-out
      permission authorized
      fail write:de
      fail write:commons once
      latency 30
      token never
      answer allow
      seed 4
      fail-rate 0.5
      language he
      key down
      latency 90
      """, name: "t")
    let settings = script.settings.map { "\($0.line) \($0.flag) \($0.value)" }
    #expect(
      settings == [
        "1 --scenario scenarios/x.json", "2 --languages en,de", "3 --logged-out ", "4 --permission authorized",
        "5 --fail write:de", "7 --latency 30", "8 --token never", "9 --answer allow", "10 --seed 4",
        "11 --fail-rate 0.5", "12 --ui-language he",
      ], "a fail once and anything after the first key are changes while the app runs")
    #expect(script.settings[0].written == "use scenarios/x.json")
    #expect(script.settings[2].written == "logged-out")
    #expect(script.settings.last?.written == "language he", "said as the script writes it, in messages")
  }

  @Test func shows_runsOfSpacesReadAsOne_soARowMatchesAtAnyWidth() {
    #expect(Script.shows("  Thanks" + String(repeating: " ", count: 80) + "○ Off\n", "Thanks ○ Off"))
    #expect(Script.shows("  Thanks  ○ Off", "Thanks            ○ Off"))
    #expect(!Script.shows("Thanks\n○ Off", "Thanks ○ Off"), "a line end is not a space")
  }

  @Test func pace_humanFastOrMilliseconds() {
    #expect(ScriptPace("human") == .human)
    #expect(ScriptPace("fast") == .fast)
    #expect(ScriptPace("120") == ScriptPace(keyMs: 120, lookMs: 240))
    #expect(ScriptPace("slow") == nil)
    #expect(ScriptPace("-1") == nil)
  }

  /// A script saved on Windows: CRLF line ends and a byte order mark. "\r\n" is one Character in Swift,
  /// so a split on "\n" made it one line, and a first-line comment skipped every step.
  @Test func parse_CRLFAndByteOrderMark_everyLineCounts() throws {
    let script = try Script.parse("\u{FEFF}# a comment\r\nkey down\r\nwait 600000ms\r\nexpect \"x\"\r\n", name: "w")
    #expect(script.lines.map(\.number) == [2, 3, 4])
    #expect(script.lines[0].step == .keys([.down]))
    #expect(script.lines[1].step == .wait(ms: 600_000))
    #expect(script.lines[2].step == .expect("x", withinMs: 5_000))
  }

  @Test(arguments: Self.bad)
  func parse_badLine_namesTheLine(_ text: String, _ expected: String) {
    do {
      _ = try Script.parse(text, name: "s")
      Issue.record("accepted \(text)")
    } catch {
      #expect(error.message.hasPrefix("script s \(expected)"), "got \(error.message)")
    }
  }
}

extension ScriptTests {
  /// `text` and `paste` (quotes keep spaces at the ends, \n and \t stand for a line break and a tab), and
  /// `revert [by USER]`; a script that types lines cannot also type text.
  @Test func parse_textPasteAndRevert() throws {
    let script = try Script.parse(
      "text Riff aus Steinkorallen\ntext \" in Kenya\"\npaste a\\nb\\tc\nrevert\nrevert by Sigrid", name: "n")
    #expect(
      script.lines.map(\.step) == [
        .text("Riff aus Steinkorallen", paste: false), .text(" in Kenya", paste: false),
        .text("a\nb\tc", paste: true), .change(.revert(by: nil)), .change(.revert(by: "Sigrid")),
      ])
    for bad in ["text", "paste", "revert Sigrid", "revert by", "revert by a b", "type hello\ntext hello"] {
      #expect(throws: UsageError.self, "\(bad)") { try Script.parse(bad, name: "n") }
    }
  }
}

@Suite struct ScriptPauseTests {
  @Test func parse_pause_withOrWithoutACaption() throws {
    let script = try Script.parse("pause\npause \"The write fails on de: watch Thanks switch back\"", name: "p")
    #expect(
      script.lines.map(\.step) == [
        .pause(caption: nil), .pause(caption: "The write fails on de: watch Thanks switch back"),
      ])
    #expect(!script.isAccessible, "a pause alone says nothing of the mode")
  }
}

/// Issue 28, item 7: a huge step is refused when the script is read, not searched for until its time is up.
@Suite struct ScriptBoundsTests {
  @Test(arguments: ["expect", "expect-not"])
  func parse_expectLongerThanAnyScreen_isRefusedAtOnce(_ verb: String) {
    // No time bound here (a debug build on a loaded machine takes seconds to read 4 MB); the release binary
    // refuses this script in 0.4 s, where it searched for the text for the whole 5 s before.
    let text = String(repeating: "a", count: 4_000_000)
    do {
      _ = try Script.parse("\(verb) \"\(text)\"", name: "big.script")
      Issue.record("accepted")
    } catch {
      #expect(
        error.message == "script big.script line 1: \(verb) takes at most 4096 bytes of text; this one has 4000000")
    }
  }

  @Test(arguments: ["text", "paste", "type"])
  func parse_textLongerThanAPaste_isRefused(_ verb: String) {
    #expect(throws: UsageError.self) {
      try Script.parse("\(verb) " + String(repeating: "b", count: 65_537), name: "t")
    }
  }

  @Test func parse_expectAtTheBound_isTaken() throws {
    let script = try Script.parse("expect \"\(String(repeating: "a", count: 4_096))\"", name: "t")
    #expect(script.lines.count == 1)
  }
}
