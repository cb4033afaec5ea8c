import Foundation
import TabLintSource

/// Every image name the project provides: asset catalog image and symbol sets (with the namespaces their
/// groups declare) and loose image files.
///
/// Names are compared without regard to case and with a known image extension dropped (`tab.png` is found
/// as the set `tab`, `tab@2x.png` as `tab` and `tab.png`): where TabLint cannot be sure an image is
/// missing, it says nothing.
package struct ProjectImages: Sendable {
    private var names: Set<String> = []
    package private(set) var catalogCount = 0
    package private(set) var imageSetCount = 0
    package private(set) var looseImageCount = 0
    /// Group `Contents.json` files that could not be decoded (their namespace is then taken both ways).
    package private(set) var unreadableGroups: [String] = []

    package init() {}

    /// The images of an inventory; `groupNamespaces` maps a group's folder to whether its `Contents.json`
    /// provides a namespace (`nil`: the file could not be read).
    package init(_ inventory: ProjectInventory, groupNamespaces: [String: Bool?]) {
        catalogCount = inventory.catalogs.count
        imageSetCount = inventory.imageSets.count
        looseImageCount = inventory.looseImages.count
        unreadableGroups = groupNamespaces.filter { $0.value == nil }.map(\.key).sorted()
        for set in inventory.imageSets.values {
            var prefixes = [""]
            var folder = set.catalog
            for group in set.groups {
                folder += "/" + group
                switch groupNamespaces[folder] {
                case .some(.some(true)): prefixes = prefixes.map { $0 + group + "/" }
                case .some(.none): prefixes += prefixes.map { $0 + group + "/" }
                default: break
                }
            }
            for prefix in prefixes { names.insert((prefix + set.name).lowercased()) }
        }
        for path in inventory.looseImages {
            let file = ProjectInventory.lastComponent(path)
            let fileExtension = ProjectInventory.pathExtension(file)
            // Loose images have an (ASCII) image extension: the stem ends before its dot. Byte offsets and searches
            // rather than `Character`s: these run for every image file of the project.
            var stem = file[..<file.utf8.index(file.endIndex, offsetBy: -(fileExtension.utf8.count + 1))]
            if let tilde = stem.utf8.lastIndex(of: UInt8(ascii: "~")) { stem = stem[..<tilde] }
            if let at = stem.utf8.lastIndex(of: UInt8(ascii: "@")), stem.utf8.last == UInt8(ascii: "x") { stem = stem[..<at] }
            names.insert(stem.lowercased())
            names.insert((stem + "." + fileExtension).lowercased())
        }
    }

    /// The images of several bundles together (a document that ships in more than one target).
    package init(merging parts: [ProjectImages]) {
        for part in parts {
            names.formUnion(part.names)
            catalogCount += part.catalogCount
            imageSetCount += part.imageSetCount
            looseImageCount += part.looseImageCount
            unreadableGroups += part.unreadableGroups
        }
    }

    /// No asset catalog and no image file at all: a project that keeps its images elsewhere.
    package var isEmpty: Bool { catalogCount == 0 && looseImageCount == 0 }

    /// Whether some catalog set or image file answers to `name` (`feed`, `Icons/feed`, `feed.png`).
    package func provides(_ name: String) -> Bool {
        let lowered = name.lowercased()
        if names.contains(lowered) { return true }
        let fileExtension = ProjectInventory.pathExtension(lowered[...])
        guard ProjectInventory.imageExtensions.contains(String(fileExtension)) else { return false }
        return names.contains(String(lowered.dropLast(fileExtension.count + 1)))
    }
}
