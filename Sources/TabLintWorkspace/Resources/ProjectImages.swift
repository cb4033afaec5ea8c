import Foundation
import TabLintSource

/// Every image name the project provides: asset catalog image and symbol sets (with the namespaces their
/// groups declare) and loose image files.
///
/// `provides(_:)` compares names without regard to case and with a known image extension dropped (`tab.png` is
/// found as the set `tab`, `tab@2x.png` as `tab` and `tab.png`): where TabLint cannot be sure an image is missing,
/// it says nothing. `otherCase(of:)` tells the names the project has only in another letter case.
package struct ProjectImages: Sendable {
    /// Every name, lowercased.
    private var names: Set<String> = []
    /// Every name as the project spells it: sets' names with their namespaces, and files' stems (`Search` for
    /// `Search@2x.png`).
    private var spelled: Set<String> = []
    /// For each lowercased name, how a catalog spells it: the least of its spellings (so that reports are stable).
    private var setSpellings: [String: String] = [:]
    /// For each lowercased stem, the least name of a file with that stem (`Search@2x.png`).
    private var fileSpellings: [String: String] = [:]
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
            for prefix in prefixes {
                let name = prefix + set.name
                let lowered = name.lowercased()
                names.insert(lowered)
                spelled.insert(name)
                Self.keepLeast(name, for: lowered, in: &setSpellings)
            }
        }
        for path in inventory.looseImages {
            let file = ProjectInventory.lastComponent(path)
            let fileExtension = ProjectInventory.pathExtension(file)
            // Loose images have an (ASCII) image extension: the stem ends before its dot. Byte offsets and searches
            // rather than `Character`s: these run for every image file of the project.
            var stem = file[..<file.utf8.index(file.endIndex, offsetBy: -(fileExtension.utf8.count + 1))]
            if let tilde = stem.utf8.lastIndex(of: UInt8(ascii: "~")) { stem = stem[..<tilde] }
            if let at = stem.utf8.lastIndex(of: UInt8(ascii: "@")), stem.utf8.last == UInt8(ascii: "x") { stem = stem[..<at] }
            let lowered = stem.lowercased()
            names.insert(lowered)
            names.insert(lowered + "." + fileExtension.lowercased())
            spelled.insert(String(stem))
            Self.keepLeast(String(file), for: lowered, in: &fileSpellings)
        }
    }

    /// The images of several bundles together (a document that ships in more than one target).
    package init(merging parts: [ProjectImages]) {
        for part in parts {
            names.formUnion(part.names)
            spelled.formUnion(part.spelled)
            for (key, name) in part.setSpellings { Self.keepLeast(name, for: key, in: &setSpellings) }
            for (key, name) in part.fileSpellings { Self.keepLeast(name, for: key, in: &fileSpellings) }
            catalogCount += part.catalogCount
            imageSetCount += part.imageSetCount
            looseImageCount += part.looseImageCount
            unreadableGroups += part.unreadableGroups
        }
    }

    private static func keepLeast(_ name: String, for key: String, in spellings: inout [String: String]) {
        if let kept = spellings[key], kept <= name { return }
        spellings[key] = name
    }

    /// No asset catalog and no image file at all: a project that keeps its images elsewhere.
    package var isEmpty: Bool { catalogCount == 0 && looseImageCount == 0 }

    /// Whether some catalog set or image file answers to `name` (`feed`, `Icons/feed`, `feed.png`), in any case.
    package func provides(_ name: String) -> Bool {
        let lowered = name.lowercased()
        if names.contains(lowered) { return true }
        return Self.droppingImageExtension(lowered).map(names.contains) ?? false
    }

    /// How the project spells `name` when it has it only in another letter case (`Search` for `search`); nil when
    /// some set or file has the name exactly so, or none has it at all. A name's image extension (`search.png`) is
    /// compared without regard to case.
    package func otherCase(of name: String) -> ImageSpelling? {
        if spelled.contains(name) { return nil }
        let stem = Self.droppingImageExtension(name)
        if let stem, spelled.contains(stem) { return nil }
        let lowered = name.lowercased()
        // What answers to the name as written, else to its stem (a set `feed` for `feed.png`).
        for key in [lowered] + (stem.map { [$0.lowercased()] } ?? []) where names.contains(key) {
            let found = ImageSpelling(assetSet: setSpellings[key], file: fileSpellings[key])
            if found.assetSet != nil || found.file != nil { return found }
        }
        return nil
    }

    /// `name` without a trailing image extension (`tab` for `tab.png`, `tab.PNG`), or nil when it has none.
    private static func droppingImageExtension(_ name: String) -> String? {
        let fileExtension = ProjectInventory.pathExtension(name[...])
        guard !fileExtension.isEmpty, ProjectInventory.imageExtensions.contains(fileExtension.lowercased()) else { return nil }
        return String(name.dropLast(fileExtension.count + 1))
    }
}

/// How a project spells an image it has only in another letter case.
package struct ImageSpelling: Sendable, Hashable {
    /// The asset set's name, with its namespace (`Icons/Search`), when a catalog has it so.
    package let assetSet: String?
    /// The least name of an image file that has it so (`Search@2x.png`).
    package let file: String?
}
