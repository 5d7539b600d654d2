import PushPresentation
import Testing

@Suite struct AccessibleNumberingTests {
  func item(_ id: Int, read: Bool = true) -> Row {
    var row = Row(id: "n\(id)", label: "Item \(id)", role: .button, activation: .inert)
    row.notification = NotificationItem(id: id)
    return row
  }

  func model(_ rows: [Row], live: Bool = true) -> ScreenModel {
    var model = ScreenModel(key: "list", title: "List", backTitle: nil, rows: rows)
    model.live = live
    return model
  }

  let edit = Row(id: "edit", label: "Edit", role: .button, activation: .inert)
  let status = Row(id: "status", label: "Checking", role: .text, status: true)

  /// Status rows have no number; on other screens a number is the item's place among the numbered rows.
  @Test func byPlace_statusRowsHaveNoNumber() {
    let numbering = AccessibleNumbering(model([status, edit, item(1)], live: false))
    #expect(numbering.ids == [1: "edit", 2: "n1"])
    #expect(numbering.number(of: status) == nil)
  }

  /// A live list: what was heard keeps its number; new items at the top take the next numbers, the newest
  /// the highest; an item that goes leaves a gap; edit mode's toolbar takes the toolbar's numbers.
  @Test func live_numbersStay_newItemsTakeTheNext() {
    var numbering = AccessibleNumbering(model([edit, item(5), item(4)]))
    #expect(numbering.ids == [1: "edit", 2: "n5", 3: "n4"])
    numbering.follow(model([edit, item(7), item(6), item(5), item(4)]))
    #expect(numbering.ids == [1: "edit", 2: "n5", 3: "n4", 4: "n6", 5: "n7"])
    let done = Row(id: "done", label: "Done", role: .button, activation: .inert)
    numbering.follow(model([done, status, item(7), item(5)]))
    #expect(numbering.ids == [1: "done", 2: "n5", 5: "n7"], "done took edit's place; 4 went and left a gap")
    numbering.follow(model([edit, item(6), item(7), item(5)]))
    #expect(numbering.number(of: item(6)) == 4, "an item that comes back has its number again")
    #expect(numbering.highest == 5)
  }

  /// Older items loaded below the known ones are numbered in the order they are shown.
  @Test func live_olderItemsBelow_areNumberedDownwards() {
    var numbering = AccessibleNumbering(model([edit, item(9)]))
    numbering.follow(model([edit, item(9), item(8), item(7)]))
    #expect(numbering.ids[3] == "n8" && numbering.ids[4] == "n7")
  }

  /// A row of the list that is not an item ("More notifications") going away moves no toolbar button: the
  /// Filters button keeps the number the user heard (it used to take "More notifications"' number, and the
  /// Projects button the Filters button's).
  @Test func live_bodyRowGoes_toolbarKeepsItsNumbers() {
    let more = Row(id: "more", label: "More notifications", role: .button, activation: .inert)
    var filters = Row(id: "filters", label: "Notifications Filter", role: .button, activation: .inert)
    filters.placement = .toolbar
    var projects = Row(id: "projects", label: "Projects Filter", role: .button, activation: .inert)
    projects.placement = .toolbar
    var numbering = AccessibleNumbering(model([edit, item(2), item(1), more, filters, projects]))
    #expect(numbering.ids == [1: "edit", 2: "n2", 3: "n1", 4: "more", 5: "filters", 6: "projects"])
    numbering.follow(model([edit, item(2), item(1), item(0), filters, projects]))
    #expect(numbering.number(of: filters) == 5)
    #expect(numbering.number(of: projects) == 6)
    #expect(numbering.ids[4] == nil, "More notifications went and left a gap")
  }
}
