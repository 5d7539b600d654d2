import PushAppFeature
import PushCore
import PushInboxFeature
import PushSettingsFeature

/// The Notifications Center's two sheets, as the app presents them (`NotificationsCenterFilterView`,
/// `NotificationsCenterInboxView`): Filters (read status and types) and Projects, each closed by Done. Their
/// grouped lists draw section headers in capitals, as SwiftUI does. Each row sends the whole new filter, so
/// the inbox's state stays one value.
extension ScreenModel {
  static func inboxFilters(_ filter: InboxFilter) -> ScreenModel {
    var rows = [sheetDone()]
    rows.append(Row(id: "filters.readStatus", label: "READ STATUS", role: .heading))
    for status in InboxFilter.ReadStatus.allCases {
      var changed = filter
      changed.readStatus = status
      var row = Row(
        id: "filters.read.\(status)", label: status.rawValue,
        value: status == filter.readStatus ? .detail("✓") : nil, role: .button,
        activation: .send(.inbox(.filterChanged(changed))))
      if status == filter.readStatus { row.spokenValue = "selected" }
      rows.append(row)
    }
    rows.append(Row(id: "filters.types", label: "TYPES OF NOTIFICATIONS", role: .heading))
    var all = filter
    all.hiddenTypes = filter.hiddenTypes.isEmpty ? Set(NotificationFilterType.allCases) : []
    rows.append(
      Row(
        id: "filters.allTypes", label: "All types", value: .toggle(filter.hiddenTypes.isEmpty), role: .switchButton,
        activation: .send(.inbox(.filterChanged(all)))))
    rows.append(Row(id: "filters.typesFooter", label: typesFooter, role: .text))
    for (index, type) in NotificationFilterType.allCases.enumerated() {
      var changed = filter
      if changed.hiddenTypes.remove(type) == nil { changed.hiddenTypes.insert(type) }
      var row = Row(
        id: "filters.type.\(type.rawValue)", label: filterTitle(type),
        value: .toggle(!filter.hiddenTypes.contains(type)), role: .switchButton,
        activation: .send(.inbox(.filterChanged(changed))), icon: icon(type))
      row.sectionStart = index == 0
      rows.append(row)
    }
    return sheet(key: "inboxFilters", title: "Filters", rows: rows)
  }

  static let typesFooter =
    "Modify notification types to filter them in/out of your notification inbox. Types that are turned off will "
    + "not be visible, but their content and any new notifications will be available when the toggle is turned on again."

  /// The Projects sheet: Commons and Wikidata under "Wikimedia Projects" with its footer, then the
  /// Wikipedias (the app's languages and any a loaded notification came from) by their full names.
  static func inboxProjects(_ filter: InboxFilter, projects: Set<Wiki>) -> ScreenModel {
    func row(_ wiki: Wiki) -> Row {
      var changed = filter
      if changed.hiddenProjects.remove(wiki) == nil { changed.hiddenProjects.insert(wiki) }
      let icon: Row.Icon? =
        switch wiki {
        case .commons: Row.Icon("◉", ascii: "C")
        case .wikidata: Row.Icon("▥", ascii: "#")
        case .language: nil
        }
      return Row(
        id: "projects.\(wiki.host)", label: EchoNotification.projectName(wiki),
        value: .toggle(!filter.hiddenProjects.contains(wiki)), role: .switchButton,
        activation: .send(.inbox(.filterChanged(changed))), annotation: wiki.host, icon: icon)
    }
    let wikipedias = projects.filter { if case .language = $0 { true } else { false } }
      .sorted { EchoNotification.projectName($0) < EchoNotification.projectName($1) }
    let others = [Wiki.commons, .wikidata].filter(projects.contains)
    let rows =
      [sheetDone(), Row(id: "projects.wikimedia", label: "WIKIMEDIA PROJECTS", role: .heading)] + others.map(row)
      + [
        Row(
          id: "projects.footer", label: "Only projects you have created an account for will appear here", role: .text),
        Row(id: "projects.wikipedias", label: "WIKIPEDIAS", role: .heading),
      ] + wikipedias.map(row)
    return sheet(key: "inboxProjects", title: "Projects", rows: rows)
  }

  /// A sheet's Done, at the navigation bar's trailing edge.
  static func sheetDone() -> Row {
    Row(
      id: "sheet.done", label: "Done", role: .button, activation: .send(.inbox(.sheetClosed)),
      placement: .navigationBar)
  }

  /// A page sheet: its title in the navigation bar, nothing at the leading edge; back closes it.
  static func sheet(key: String, title: String, rows: [Row]) -> ScreenModel {
    var model = ScreenModel(key: key, title: title, backTitle: "Close", rows: rows, alert: nil)
    model.leading = .none
    return model
  }
}
