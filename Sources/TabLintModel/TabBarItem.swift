/// A `<tabBarItem key="tabBarItem">`: what a tab shows. Immutable and shared, as `Controller`.
package final class TabBarItem: Sendable {
    package let objectID: String?
    package let title: AttributeValue?
    /// `image="…"`, or the `image` of an `<imageReference key="image">` child (current Xcode's SF Symbols).
    package let image: AttributeValue?
    package let selectedImage: AttributeValue?
    /// `catalog="system"` marks SF Symbols (the item's own attribute, or its image reference's).
    package let catalog: String?
    /// The catalog of the selected image's `<imageReference key="selectedImage">`, when it has one.
    package let selectedImageCatalog: String?
    /// A user-defined runtime attribute that supplies the title at run time (`keyPath="localizableString"`,
    /// `"title"`, a localization key): its value, anchored on the value.
    package let runtimeTitle: RuntimeAttribute?
    package let systemItem: AttributeValue?
    package let badgeValue: AttributeValue?
    package let tag: AttributeValue?
    /// `enabled="NO"`: the tab cannot be selected.
    package let isDisabled: Bool
    package let location: ElementLocation

    package init(
        objectID: String?, title: AttributeValue?, image: AttributeValue?, selectedImage: AttributeValue?,
        catalog: String?, selectedImageCatalog: String? = nil, runtimeTitle: RuntimeAttribute? = nil, systemItem: AttributeValue?,
        badgeValue: AttributeValue?, tag: AttributeValue?, isDisabled: Bool = false, location: ElementLocation
    ) {
        self.objectID = objectID
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
        self.catalog = catalog
        self.selectedImageCatalog = selectedImageCatalog
        self.runtimeTitle = runtimeTitle
        self.systemItem = systemItem
        self.badgeValue = badgeValue
        self.tag = tag
        self.isDisabled = isDisabled
        self.location = location
    }

    /// The title as written (`nil` when absent or empty).
    package var writtenTitle: String? {
        guard let title = title?.value, !title.isEmpty else { return nil }
        return title
    }

    /// A system item supplies its own (localized) title and image.
    package var system: SystemTabBarItem? { systemItem.flatMap { SystemTabBarItem(rawValue: $0.value) } }

    package var hasImage: Bool { !(image?.value.isEmpty ?? true) || systemItem != nil }

    /// Neither a title (written or supplied at run time), an image nor a system item: a blank tab.
    package var isBlank: Bool { writtenTitle == nil && runtimeTitle == nil && !hasImage }

    /// Xcode's untouched item, as it adds one to a new tab: the title 'Item', no image, no system item.
    package var isXcodeDefault: Bool {
        writtenTitle == "Item" && !hasImage && runtimeTitle == nil && (selectedImage?.value.isEmpty ?? true)
    }

    /// Whether the selected image is an SF Symbol.
    package var selectedImageIsSystemSymbol: Bool { (selectedImageCatalog ?? catalog) == "system" }

    /// The placeholder IB writes on its own (`<tabBarItem key="tabBarItem" title="" id="…"/>`): nothing set.
    package var isUnconfigured: Bool {
        isBlank && (selectedImage?.value.isEmpty ?? true) && (badgeValue?.value.isEmpty ?? true)
    }
}

/// `UITabBarItem.SystemItem`, as IB writes it in `systemItem`.
package enum SystemTabBarItem: String, Sendable, CaseIterable {
    case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads, mostRecent, mostViewed

    /// The English title iOS shows (iOS localizes it into the user's language).
    package var englishTitle: String {
        switch self {
        case .more: return "More"
        case .favorites: return "Favorites"
        case .featured: return "Featured"
        case .topRated: return "Top Rated"
        case .recents: return "Recents"
        case .contacts: return "Contacts"
        case .history: return "History"
        case .bookmarks: return "Bookmarks"
        case .search: return "Search"
        case .downloads: return "Downloads"
        case .mostRecent: return "Most Recent"
        case .mostViewed: return "Most Viewed"
        }
    }

    /// The legacy archive's `IBUISystemItemIdentifier` (raw value of `UITabBarSystemItem`).
    package init?(archiveIdentifier: Int) {
        let ordered: [SystemTabBarItem] = [
            .more, .favorites, .featured, .topRated, .recents, .contacts, .history,
            .bookmarks, .search, .downloads, .mostRecent, .mostViewed,
        ]
        guard ordered.indices.contains(archiveIdentifier) else { return nil }
        self = ordered[archiveIdentifier]
    }
}
