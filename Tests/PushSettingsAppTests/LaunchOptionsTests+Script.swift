import PushCore
import PushQATools
import PushTestSupport
import Testing

@testable import PushSettingsApp

/// A walkthrough's own settings, taken into the options before the app starts.
@Suite struct LaunchOptionsScriptTests {
  func adopt(_ arguments: [String], _ script: String) throws -> (LaunchOptions, [String]) {
    var options = try LaunchOptions.parse(arguments)
    let notes = try options.adopt(try Script.parse(script, name: "s"), folder: EndToEnd.root.path + "/Screens")
    return (options, notes)
  }

  @Test func adopt_scriptSettings_startTheApp_fromDefaultsInMemory() throws {
    let (options, notes) = try adopt([], "languages en,de\npermission authorized\nlatency 30\nkey down\nlatency 90")
    #expect(options.languages == ["en", "de"])
    #expect(options.permission == .authorized)
    #expect(options.latencyMs == 30, "a latency after the first key is a change while the app runs")
    #expect(options.fresh, "no leftovers from a state file")
    #expect(notes.isEmpty)
  }

  @Test func adopt_aNamedStateFile_isUsed() throws {
    let (options, _) = try adopt(["--state-file", "/tmp/x.json"], "key down")
    #expect(!options.fresh)
  }

  @Test func adopt_flagThatContradictsTheScript_isReported_notSilentlyOverridden() throws {
    let (options, notes) = try adopt(
      ["--latency", "400", "--languages", "en,de", "--seed", "3"], "latency 30\nlanguages en,de\nkey down")
    #expect(options.latencyMs == 30)
    #expect(
      notes == ["--latency 400 is not used: script s line 1 says 'latency 30', and the script depends on it"],
      "the same languages and a seed the script does not set agree with it")
  }

  @Test func adopt_aLanguageTheFlagContradicts_isReported_inTheScriptsWords() throws {
    // The options' equality once left the app's language out, so the script won without a word.
    let (options, notes) = try adopt(["--ui-language", "de"], "language he\nkey down")
    #expect(options.uiLanguage == .hebrew)
    #expect(notes == ["--ui-language de is not used: script s line 1 says 'language he', and the script depends on it"])
  }

  @Test func adopt_aSettingGivenTwice_isRefused_asAFlagGivenTwiceIs() throws {
    // "language de" then "language he" was taken silently, the last winning.
    let error = #expect(throws: UsageError.self) { _ = try adopt([], "language de\nlanguage he\nkey down") }
    #expect(error?.message == "script s line 2: 'language he' is set already on line 1; give it once")
    // --fail is repeatable: two failure points at the top are both taken.
    let (options, _) = try adopt([], "fail write:de\nfail write:commons\nkey down")
    #expect(options.faults.always.count == 2)
  }

  @Test func adopt_use_readsTheScenario_foundFromTheScriptsFolderUpwards() throws {
    let (options, _) = try adopt([], "use scenarios/write-fails-on-german.json\nkey down")
    #expect(options.languages == ["en", "de"])
    #expect(options.faults.always.contains(.write(.language("de"))))
    #expect(options.scenarioDescription?.hasPrefix("English and German") == true)
  }

  @Test func adopt_badValue_namesTheScriptLine() throws {
    #expect(throws: UsageError.self) { try adopt([], "languages EN\nkey down") }
    let error = #expect(throws: UsageError.self) { try adopt([], "seed x\n") }
    #expect(error?.message.hasPrefix("script s line 1: --seed: 'x'") == true, "got \(error?.message ?? "")")
  }
}
