import Foundation
import PushTestSupport
import Testing

/// Issue 35, point 6: My languages' edit mode heard through the accessible mode: what each step did is said
/// once, as the store's outcome, and the rows it changed are not said again as news.
@Suite struct AccessibleLanguagesEndToEndTests {
  @Test func editMode_deleteThePrimaryAndReorder_saidAsDone() async throws {
    let run = try await EndToEnd.run(
      [
        "--accessible", "--open", "languages", "--languages", "en,de,fr", "--state-file",
        EndToEnd.tempPath("languages-edit.json"),
      ], input: "1\n3\n3\nr\n4 x\n4 u\nr\n3 d\n1\nq\n")
    #expect(run.status == 0, "\(run.err)")
    let said = run.out
    for line in [
      "Edit mode, for deleting and reordering",
      "Delete English? Type 3 to delete it.",
      "English deleted. German is now the primary language.",
      "3. German, Deutsch (de), button, PRIMARY. Shows Delete. Actions: 3 d, Move down.",
      "French moved to 1 of 2: now the primary language.",
      // Moving the primary down says which language is primary now.
      "French moved to 2 of 2; German is the primary language.",
      "4 has no action x; its actions: 4 u, Move up.",
      "Edit mode ended.",
    ] {
      #expect(said.contains(line), "missing: \(line)\n\(said)")
    }
    // The outcome says it; the list's changes are not said again.
    #expect(!said.contains("Removed:"), "\(said)")
  }
}
