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
        guard let catalogRange = Self.catalogRange(in: file) else { return nil }
        let catalog = String(file[..<catalogRange.upperBound])
        let folders = file[catalogRange.upperBound...].split(separator: "/" as Character).dropLast()
        guard let setIndex = folders.firstIndex(where: { $0.utf8.contains(UInt8(ascii: ".")) }) else { return nil }
        let setName = folders[setIndex]
        let dot = setName.lastUTF8Index(of: UInt8(ascii: "."))!
        self.catalog = catalog
        self.groups = folders[..<setIndex].map(String.init)
        self.name = String(setName[..<dot])
        self.type = String(setName[setName.index(after: dot)...]).lowercased()
        self.path = ([catalog] + groups + [String(setName)]).joined(separator: "/")
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
        let folders = file[catalog.upperBound...].split(separator: "/" as Character).dropLast()
        return !folders.isEmpty && !folders.contains { $0.utf8.contains(UInt8(ascii: ".")) }
    }
}
