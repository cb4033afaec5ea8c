/// What a storyboard reference names and where it leads.
package struct GraphReference: Codable, Sendable, Equatable {
    /// How following the reference ended.
    package enum Status: String, Codable, Sendable {
        case resolved
        /// `bundleIdentifier` names another bundle: not followed.
        case otherBundle
        case missingStoryboard
        /// The storyboard exists but cannot be read.
        case unreadableStoryboard
        case missingIdentifier
        case missingInitialController
        /// References that lead back to themselves.
        case cycle
    }

    /// `storyboardName` (absent: the reference's own storyboard).
    package var storyboard: String?
    /// `referencedIdentifier` (absent: the storyboard's initial controller).
    package var identifier: String?
    package var bundle: String?
    package var status: Status
    /// The node the reference leads to, when resolved.
    package var target: String?

    package init(storyboard: String?, identifier: String?, bundle: String?, status: Status, target: String?) {
        self.storyboard = storyboard
        self.identifier = identifier
        self.bundle = bundle
        self.status = status
        self.target = target
    }

    /// `Settings › SettingsNavigation`, `Settings`, `› Detail` for labels.
    package var summary: String {
        switch (storyboard, identifier) {
        case (let name?, let identifier?): return "\(name) › \(identifier)"
        case (let name?, nil): return name
        case (nil, let identifier?): return "› \(identifier)"
        case (nil, nil): return "initial controller"
        }
    }
}
