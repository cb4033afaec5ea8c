/// One tab of a tab bar controller, in tab order, with what UIKit shows for it.
package struct GraphTab: Codable, Sendable, Equatable {
    /// Where the visible title comes from.
    package enum TitleSource: String, Codable, Sendable {
        /// The tab bar item's `title`.
        case item
        /// A system item: iOS supplies (and localizes) it.
        case system
        /// No item title: the controller's (or a navigation tab's root's) `title`.
        case controller
        /// A user-defined runtime attribute of the item (a localization key) sets it when the item loads.
        case runtime
        case none
    }

    /// 0-based position in the tab bar.
    package var index: Int
    /// The title the tab shows (English, for a system item).
    package var title: String?
    package var titleSource: TitleSource
    /// The tab bar item's `image` (an asset or, with `imageCatalog` `system`, an SF Symbol).
    package var image: String?
    package var imageCatalog: String?
    /// The tab bar item's `systemItem` (`favorites`, `more`, …).
    package var systemItem: String?
    /// The effective restoration identifier of the controller the tab shows.
    package var restorationIdentifier: String?
    /// With six or more tabs, tabs 5… land under More on a compact-width tab bar.
    package var isUnderMore: Bool
    /// The node the relationship points at (a storyboard reference for tabs from other storyboards);
    /// `nil` when the destination id names no controller.
    package var destination: String?
    /// The destination id as written, for destinations that name nothing.
    package var destinationID: String
    /// The controller UIKit shows (through storyboard references), when known.
    package var controller: String?
    /// For a navigation controller tab: its root controller.
    package var navigationRoot: String?
    /// The index of an earlier tab connected to the same scene.
    package var repeatsTab: Int?

    package init(
        index: Int, title: String?, titleSource: TitleSource, image: String?, imageCatalog: String?, systemItem: String?,
        restorationIdentifier: String?, isUnderMore: Bool, destination: String?, destinationID: String, controller: String?,
        navigationRoot: String?, repeatsTab: Int?
    ) {
        self.index = index
        self.title = title
        self.titleSource = titleSource
        self.image = image
        self.imageCatalog = imageCatalog
        self.systemItem = systemItem
        self.restorationIdentifier = restorationIdentifier
        self.isUnderMore = isUnderMore
        self.destination = destination
        self.destinationID = destinationID
        self.controller = controller
        self.navigationRoot = navigationRoot
        self.repeatsTab = repeatsTab
    }
}
