/// What an app uses to identify a tab when it persists the tab order or selection.
package enum TabKey: String, Sendable, Hashable, Codable {
    case title, className, restorationIdentifier, index, unknown
}
