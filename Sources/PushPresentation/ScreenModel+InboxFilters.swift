import PushAppFeature
import PushCore
import PushInboxFeature
import PushSettingsFeature

/// The Notifications Center's filters, as the app has them: read status, types, projects, and Done. Each row
/// sends the whole new filter, so the inbox's state stays one value.
extension ScreenModel {
  static func inboxFilters(_ inbox: InboxState, wikis: [Wiki]) -> ScreenModel {
    let filter = inbox.filter
    var rows = [Row(id: "filters.readStatus", label: "Read Status", role: .heading)]
    for status in InboxFilter.ReadStatus.allCases {
      var changed = filter
      changed.readStatus = status
      rows.append(
        Row(
          id: "filters.read.\(status)", label: status.rawValue,
          value: status == filter.readStatus ? .detail("selected") : nil,
          role: .button, activation: .send(.inbox(.filterChanged(changed)))))
    }
    rows.append(Row(id: "filters.types", label: "Types of notifications", role: .heading))
    var all = filter
    all.hiddenTypes = filter.hiddenTypes.isEmpty ? Set(NotificationType.allCases) : []
    rows.append(
      Row(
        id: "filters.allTypes", label: "All types", value: .toggle(filter.hiddenTypes.isEmpty), role: .switchButton,
        activation: .send(.inbox(.filterChanged(all)))))
    for type in NotificationType.allCases {
      var changed = filter
      if changed.hiddenTypes.remove(type) == nil { changed.hiddenTypes.insert(type) }
      rows.append(
        Row(
          id: "filters.type.\(type.rawValue)", label: type.label, value: .toggle(!filter.hiddenTypes.contains(type)),
          role: .switchButton, activation: .send(.inbox(.filterChanged(changed))), icon: icon(type)))
    }
    rows.append(Row(id: "filters.typesFooter", label: typesFooter, role: .text))
    rows += projectRows(filter, wikis: wikis)
    rows.append(
      Row(id: "filters.done", label: "Done", role: .button, activation: .send(.inbox(.filtersClosed))))
    return ScreenModel(key: "inboxFilters", title: "Filters", backTitle: "Notifications", rows: rows, alert: nil)
  }

  static let typesFooter =
    "Modify notification types to filter them in/out of your notification inbox. Types that are turned off will "
    + "not be visible, but their content and any new notifications will be available when the toggle is turned on again."

  /// "Wikipedias" then "Wikimedia Projects": the app's own and any a loaded notification came from.
  static func projectRows(_ filter: InboxFilter, wikis: [Wiki]) -> [Row] {
    func row(_ wiki: Wiki) -> Row {
      var changed = filter
      if changed.hiddenProjects.remove(wiki) == nil { changed.hiddenProjects.insert(wiki) }
      return Row(
        id: "filters.project.\(wiki.host)", label: EchoNotification.projectName(wiki),
        value: .toggle(!filter.hiddenProjects.contains(wiki)), role: .switchButton,
        activation: .send(.inbox(.filterChanged(changed))), annotation: wiki.host)
    }
    let languages = wikis.filter { if case .language = $0 { true } else { false } }
    let others = wikis.filter { if case .language = $0 { false } else { true } }
    return [Row(id: "filters.wikipedias", label: "Wikipedias", role: .heading)] + languages.map(row)
      + [Row(id: "filters.projects", label: "Wikimedia Projects", role: .heading)] + others.map(row)
      + [
        Row(
          id: "filters.projectsFooter", label: "Only projects you have created an account for will appear here",
          role: .text)
      ]
  }
}
