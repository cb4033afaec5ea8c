/// What an app uses to identify a tab when it persists the tab order or selection.
package enum TabKey: String, Sendable, Hashable, Codable {
    /// `tag`: the tab bar item's tag, a number the app gives each tab.
    case title, className, restorationIdentifier, index, tag, unknown
}
