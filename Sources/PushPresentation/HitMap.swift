/// Which row each place on the screen shows, for mouse clicks: whole lines of the list, and the spans of
/// the navigation bar's and the toolbar's items, which share their lines.
public struct HitMap: Equatable, Sendable {
  /// Screen line to the row it shows.
  public var lines: [Int: String] = [:]
  public var spans: [Span] = []
  /// The columns of the navigation bar's way back ("‹ Settings", or a close button at either edge).
  public var back: Range<Int>?
  /// The body's last column while it holds the scroll bar: a click there is on the bar, not on a row.
  public var bar: Int?
  /// The frame's width where its layout is mirrored: a click's column is counted from the right edge.
  public var mirroredWidth: Int?

  /// A click's column as the layout counts it (from the leading edge).
  public func logical(_ column: Int) -> Int { mirroredWidth.map { $0 - 1 - column } ?? column }

  public struct Span: Equatable, Sendable {
    public var row: Int
    public var columns: Range<Int>
    public var id: String
  }

  public init(lines: [Int: String] = [:], spans: [Span] = []) {
    self.lines = lines
    self.spans = spans
  }

  /// The row at a screen position, if any.
  public func id(row: Int, column shownColumn: Int) -> String? {
    let column = logical(shownColumn)
    return spans.first { $0.row == row && $0.columns.contains(column) }?.id ?? (column == bar ? nil : lines[row])
  }
}
