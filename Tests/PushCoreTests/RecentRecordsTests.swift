import PushCore
import Testing

@Suite struct RecentRecordsTests {
  @Test func keepsTheRecentOnes_countsEveryOne_andSinceStillMeansTheSame() {
    var log = RecentRecords<Int>(limit: 10)
    for i in 1...25 { log.append(i) }
    #expect(log.total == 25)
    #expect(log.kept.count >= 10 && log.kept.count <= 20, "between the limit and twice it: \(log.kept.count)")
    #expect(log.kept.last == 25 && log.kept == Array((26 - log.kept.count)...25), "the most recent, in order")
    #expect(Array(log.since(20)) == [21, 22, 23, 24, 25], "the five added after the twentieth")
    #expect(Array(log.since(25)).isEmpty)
    #expect(Array(log.since(0)) == log.kept, "older ones are gone: what is kept of them")
    for i in 26...1_000 { log.append(i) }
    #expect(log.kept.count <= 20 && log.total == 1_000, "a long run keeps no more")
  }
}
