/// A frame's styles and cursor as text, beside its characters (`Frame.text`): one symbol per cell, so a
/// focus, dim, reverse or colour change shows in a diff as the cells it changed. Each style has a fixed
/// symbol (a new style elsewhere on the screen renames nothing), and the file lists the ones it uses:
///
///     cursor 6 2
///     . plain
///     1 bold
///     g accent
///
///     1111111111 ggggggg.....
///
/// The cursor is row and column from 0; the rows follow the blank line, `width` symbols each. A wide
/// character's second cell carries its own style, as the terminal keeps it.
public enum StyleMap {
  /// The symbol of each of the 96 styles (`CellStyle.index`): the attributes as a hex digit without colour
  /// ('.' for none), then a run of 16 for each colour.
  static let symbols: [Character] = Array(
    ".123456789abcdef" + "ghijklmnopqrstuv" + "GHIJKLMNOPQRSTUV" + "wxyzABCDEFWXYZ0!" + "#$%&()*+,-/:;<=>"
      + "?@[]^_{|}~'\"`\\§¤")

  public static func symbol(_ style: CellStyle) -> Character { symbols[style.index] }

  /// The frame's style map.
  public static func encode(_ frame: Frame) -> String {
    var used = Set<Int>()
    var rows: [String] = []
    rows.reserveCapacity(frame.height)
    for row in 0..<frame.height {
      var line = ""
      line.reserveCapacity(frame.width)
      for column in 0..<frame.width {
        let index = frame[row, column].style.index
        used.insert(index)
        line.append(symbols[index])
      }
      rows.append(line)
    }
    let legend = used.sorted().map { index in
      "\(symbols[index]) \(style(index).words)"
    }
    return "cursor \(frame.cursor.row) \(frame.cursor.column)\n" + legend.joined(separator: "\n") + "\n\n"
      + rows.joined(separator: "\n") + "\n"
  }

  static func style(_ index: Int) -> CellStyle {
    CellStyle(
      bold: index & 1 != 0, reverse: index & 2 != 0, dim: index & 4 != 0, underline: index & 8 != 0,
      color: CellStyle.Color(rawValue: UInt8(index >> 4)))
  }

  /// What a style map says: each row's styles and the cursor.
  public struct Decoded: Equatable, Sendable {
    public var rows: [[CellStyle]]
    public var cursor: (row: Int, column: Int)

    public static func == (lhs: Decoded, rhs: Decoded) -> Bool {
      lhs.rows == rhs.rows && lhs.cursor == rhs.cursor
    }
  }

  /// Why a style map could not be read.
  public struct ReadError: Error, Equatable, Sendable {
    public var message: String
    public init(message: String) { self.message = message }
  }

  /// Reads a style map back; the legend's words decide what each symbol means.
  public static func decode(_ text: String) throws(ReadError) -> Decoded {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard let first = lines.first, first.hasPrefix("cursor ") else {
      throw ReadError(message: "the first line is not 'cursor ROW COLUMN'")
    }
    let numbers = first.dropFirst("cursor ".count).split(separator: " ").compactMap { Int($0) }
    guard numbers.count == 2 else { throw ReadError(message: "the first line is not 'cursor ROW COLUMN'") }
    var legend: [Character: CellStyle] = [:]
    var index = 1
    while index < lines.count, !lines[index].isEmpty {
      let line = lines[index]
      guard let symbol = line.first, line.dropFirst().first == " ",
        let style = CellStyle(words: String(line.dropFirst(2)))
      else { throw ReadError(message: "line \(index + 1) is not a symbol and a style: '\(line)'") }
      legend[symbol] = style
      index += 1
    }
    var rows: [[CellStyle]] = []
    for line in lines.dropFirst(index + 1) where !line.isEmpty {
      var row: [CellStyle] = []
      for symbol in line {
        guard let style = legend[symbol] else {
          throw ReadError(message: "row \(rows.count + 1) uses '\(symbol)', which the legend does not list")
        }
        row.append(style)
      }
      rows.append(row)
    }
    return Decoded(rows: rows, cursor: (numbers[0], numbers[1]))
  }
}

extension Frame {
  /// A frame from its text (`Frame.text`) and its style map: what a gallery wrote, read back to compare.
  public init(text: String, styles: StyleMap.Decoded) {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast(text.hasSuffix("\n") ? 1 : 0)
    self.init(width: styles.rows.first?.count ?? 0, height: styles.rows.count)
    for (row, line) in lines.prefix(height).enumerated() {
      // The file holds the screen as shown: its Hebrew and Arabic are in visual order already.
      putInVisualOrder(String(line), row: row, column: 0)
      let styleRow = styles.rows[row]
      for column in 0..<min(width, styleRow.count) {
        let style = styleRow[column]
        restyle(row: row, from: column, to: column + 1) { $0 = style }
      }
    }
    cursor = styles.cursor
  }
}
