import Glibc
import PushInterface
import Testing

/// Standard input split into lines: across reads, with carriage returns, and a line over the limit skipped.
@Suite struct LineReaderTests {
  /// What the reader makes of `chunks`, each written to a pipe by a separate `write(2)`.
  func lines(_ chunks: [[UInt8]]) async -> [String] {
    var fds: [Int32] = [0, 0]
    #expect(pipe(&fds) == 0)
    let stream = LineReader.lines(from: fds[0])
    for chunk in chunks {
      var written = 0
      while written < chunk.count {
        let n = chunk[written...].withUnsafeBytes { write(fds[1], $0.baseAddress, $0.count) }
        if n <= 0 { break }
        written += n
      }
    }
    close(fds[1])
    var out: [String] = []
    for await line in stream { out.append(line) }
    close(fds[0])
    return out
  }

  @Test func lines_splitAcrossReads_withoutTheirCarriageReturns() async {
    let got = await lines([Array("2\nr".utf8), Array("\r\nsim fail\n\nq".utf8)])
    #expect(got == ["2", "r", "sim fail", "", "q"])
  }

  /// A line over the limit is said once, as `tooLong`, its bytes not kept; the next line is read as usual.
  @Test func aLineOverTheLimit_isSkipped_andTheNextIsRead() async {
    let long = [UInt8](repeating: 0x32, count: LineReader.limit + 40_000)
    let got = await lines([Array("1\n".utf8), long, Array("\n3\n".utf8)])
    #expect(got == ["1", LineReader.tooLong, "3"])
    let exact = [UInt8](repeating: 0x33, count: LineReader.limit)
    #expect(await lines([exact + [0x0A]]) == [String(repeating: "3", count: LineReader.limit)])
  }

  /// `< /dev/zero`: a line with no end; only the notice comes, once, and the input's end ends the stream.
  @Test func anEndlessLine_isOneNotice() async {
    let zeros = [UInt8](repeating: 0, count: 4 * LineReader.limit)
    #expect(await lines([zeros, zeros]) == [LineReader.tooLong])
  }
}
