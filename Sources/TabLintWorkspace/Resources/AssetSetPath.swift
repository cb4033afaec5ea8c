import Foundation
import TabLintCode
import TabLintSource

/// Where an asset set sits in an asset catalog: `<catalog>.xcassets/<group>/…/<name>.<type>`.
///
/// Inside a catalog a folder whose name has no `.` is a group; the first folder with one is a set (its
/// extension is the set's type). Only image-like sets give names that tab bar items can use.
package struct AssetSetPath: Sendable, Hashable {
    /// The set's folder.
    package let path: String
    /// The `.xcassets` folder.
    package let catalog: String
    /// The group folders between the catalog and the set, outermost first.
    package let groups: [String]
    /// The set's name (`feed` for `feed.imageset`).
    package let name: String
    /// The set's type (`imageset`, `symbolset`, `colorset`, …).
    package let type: String

    /// Set types whose name `UIImage(named:)` and Interface Builder's `image="…"` resolve.
    package static let imageTypes: Set<String> = ["imageset", "symbolset", "imagestack"]

    package var providesImage: Bool { Self.imageTypes.contains(type) }

    /// The set a file (or, given `folder/Contents.json`, a folder) lies in; `nil` outside sets.
    package init?(containing file: String) {
        guard let catalog = Self.catalogRange(in: file) else { return nil }
        self.init(file, catalog: catalog, isFolder: false)
    }

    /// The set `path` is or lies in, for a caller that has found the path's catalog (`catalogRange(in:)`) already;
    /// `isFolder` says whether the path's last component is a folder that may be the set itself.
    ///
    /// Works on the path's UTF-8 bytes: it runs for every set folder of a walk, and splitting by `Character`
    /// (grapheme breaking over every byte) had made it the costliest step of reading asset catalogs.
    package init?(_ path: String, catalog: Range<String.Index>, isFolder: Bool) {
        let catalogEnd = path.utf8.distance(from: path.startIndex, to: catalog.upperBound)
        var path = path
        let found = path.withUTF8 { bytes -> (catalog: String, groups: [String], name: String, type: String, set: String)? in
            let folders = Self.folders(in: bytes, from: catalogEnd, isFolder: isFolder)
            func text(_ range: Range<Int>) -> String { String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self) }
            // The first folder with a `.` is the set; its last `.` starts the type.
            guard let setIndex = folders.firstIndex(where: { range in range.contains { bytes[$0] == UInt8(ascii: ".") } }),
                let dot = folders[setIndex].last(where: { bytes[$0] == UInt8(ascii: ".") })
            else { return nil }
            let set = folders[setIndex]
            let catalog = text(0..<catalogEnd)
            let groups = folders[..<setIndex].map(text)
            return (
                catalog, groups, text(set.lowerBound..<dot), text(dot + 1..<set.upperBound).lowercased(),
                ([catalog] + groups + [text(set)]).joined(separator: "/")
            )
        }
        guard let found else { return nil }
        self.catalog = found.catalog
        self.groups = found.groups
        self.name = found.name
        self.type = found.type
        self.path = found.set
    }

    /// The byte ranges of the folder names after `start`: `/`-separated, empty components skipped, and the last
    /// component left out unless `isFolder` (it names a file).
    private static func folders(in bytes: UnsafeBufferPointer<UInt8>, from start: Int, isFolder: Bool) -> ArraySlice<Range<Int>> {
        var folders: [Range<Int>] = []
        var componentStart = start
        for index in start...bytes.count where index == bytes.count || bytes[index] == UInt8(ascii: "/") {
            if index > componentStart { folders.append(componentStart..<index) }
            componentStart = index + 1
        }
        return isFolder ? folders[...] : folders.dropLast()
    }

    /// The range of `…/<name>.xcassets` in a path (the innermost catalog), if the path lies in one. Runs for
    /// every file and folder of a walk, so it compares UTF-8 bytes rather than going through Foundation.
    package static func catalogRange(in path: String) -> Range<String.Index>? {
        var contiguous = path
        let end = contiguous.withUTF8 { bytes -> Int? in
            // Most paths of a walk (sources, storyboards) are in no catalog: `ByteSearch` (`memchr` to each `.`)
            // finds that without stepping through every byte.
            guard ByteSearch.contains(catalogNeedle, in: UnsafeRawBufferPointer(bytes)) else { return nil }
            let suffix = catalogSuffix
            func isCatalog(endingAt end: Int) -> Bool {
                guard end >= suffix.count else { return false }
                for offset in 0..<suffix.count where bytes[end - suffix.count + offset] != suffix[offset] { return false }
                return true
            }
            if isCatalog(endingAt: bytes.count) { return bytes.count }
            var index = bytes.count
            while index > 0 {
                index -= 1
                if bytes[index] == UInt8(ascii: "/"), isCatalog(endingAt: index) { return index }
            }
            return nil
        }
        return end.map { path.startIndex..<path.utf8.index(path.startIndex, offsetBy: $0) }
    }

    private static let catalogExtension = ".xcassets"
    private static let catalogSuffix = Array(catalogExtension.utf8)
    private static let catalogNeedle = ByteSearch.Needle(catalogExtension)

    /// Whether `file` is the `Contents.json` of a group (not of the catalog itself, not inside a set).
    package static func isGroupContents(_ file: String, catalog: Range<String.Index>) -> Bool {
        let catalogEnd = file.utf8.distance(from: file.startIndex, to: catalog.upperBound)
        var file = file
        return file.withUTF8 { bytes in
            let folders = Self.folders(in: bytes, from: catalogEnd, isFolder: false)
            return !folders.isEmpty && !folders.contains { range in range.contains { bytes[$0] == UInt8(ascii: ".") } }
        }
    }
}
