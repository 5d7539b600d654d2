import Foundation
import PushCore
import Testing

@Suite struct ArticleTests {
  /// `scripts/mediawiki` makes the built-in articles on the local wikis from `articles.tsv`, so that
  /// publishing against them (`--backend`) edits a page that exists: the file must say what the app has.
  @Test func mediaWikiSeedFile_isTheBuiltInLibrary() throws {
    let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
      "../../scripts/mediawiki-extras/articles.tsv")
    let rows = try String(contentsOf: file, encoding: .utf8).split(separator: "\n").filter { !$0.hasPrefix("#") }
    let seeded = rows.map { row -> [String] in
      row.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
    }
    #expect(seeded.allSatisfy { $0.count == 4 }, "four tab-separated columns a row")
    let library = Article.library.map { [$0.language, $0.title, $0.description ?? "-", $0.lead] }
    #expect(seeded == library)
  }
}
