import Foundation
import TabLintSource

/// Finds the Interface Builder files, asset catalogs, images and localizations under a set of paths.
/// Decides whether a file or folder (its absolute, normalised path) is left out of a walk.
package typealias PathFilter = (_ path: String, _ isDirectory: Bool) -> Bool

package enum FileDiscovery {
    /// Extensions of the files TabLint reads.
    package static let documentExtensions = ProjectInventory.documentExtensions
    /// Folders never entered: version control, build products and caches.
    package static let skippedDirectoryNames: Set<String> = [".git", ".hg", ".svn", ".build", "DerivedData", ".swiftpm"]

    package enum Failure: Error, Equatable, CustomStringConvertible {
        case missing(String)

        package var description: String {
            switch self {
            case .missing(let path): return "No such file or directory: \(path)"
            }
        }
    }

    /// Every `.storyboard` and `.xib` under `paths` (a path that names a file is taken as is, whatever its
    /// extension), sorted by path, without duplicates. `isExcluded` gets each candidate file and each folder
    /// before it is entered (with `true` for folders); excluded folders are not walked.
    package static func documents(under paths: [URL], isExcluded: PathFilter? = nil) throws -> [URL] {
        try inventory(under: paths, isExcluded: isExcluded).documents.sorted().map { URL(fileURLWithPath: $0) }
    }

    /// One walk over `paths` that sorts every file TabLint reads into its kind: Interface Builder documents
    /// (a path that names a file is one, whatever its extension), `*.lproj/*.strings`, asset catalog sets and
    /// groups (sets are recorded by name and not entered), and loose images. `isExcluded` decides for folders
    /// (an excluded one is not walked) and for IB documents; catalogs, images and `.strings` files in folders
    /// that are walked always count, since an `included` list names the files to lint, not the project's
    /// resources. The filter sees paths, not URLs: Foundation's URLs are slow to make on Linux, and a walk meets
    /// thousands of entries.
    package static func inventory(under paths: [URL], isExcluded: PathFilter? = nil) throws -> ProjectInventory {
        try walk(paths, isExcluded)
    }

    private static func walk(_ paths: [URL], _ isExcluded: PathFilter?) throws -> ProjectInventory {
        var inventory = ProjectInventory()
        let manager = FileManager.default
        for path in paths {
            let root = path.standardizedFileURL
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: root.path, isDirectory: &isDirectory) else {
                throw Failure.missing(path.path)
            }
            guard isDirectory.boolValue else {
                if isExcluded?(root.path, false) != true { inventory.addDocument(root.path) }
                continue
            }
            if root.path.hasSuffix(".xcassets") { _ = inventory.addDirectory(root.path) }
            var parts = DirectoryWalker.walk(
                root.path, state: { ProjectInventory() },
                skip: { name, path, inventory in
                    if name == ".git" || name == ".hg" || name == ".svn" { inventory.addBoundary(ProjectInventory.folder(of: path)) }
                    if skippedDirectoryNames.contains(name) || name.hasPrefix(".build") || isExportCopy(name) || isNibPackage(name) {
                        return true
                    }
                    if let isExcluded, isExcluded(path, true) { return true }
                    return !inventory.addDirectory(path)
                },
                wants: { name in FileExtension.of(name, leadingDot: true) != nil },
                visit: { name, path, inventory in
                    if let isExcluded, ProjectInventory.isDocumentPath(path), isExcluded(path, false) {
                        return
                    }
                    inventory.addFile(path, name: name[...])
                },
                unreadable: { _, path, reason, inventory in
                    if let isExcluded, ProjectInventory.isDocumentPath(path), isExcluded(path, false) { return }
                    inventory.addUnreadable(path, reason: reason)
                })
            // Taken out of the array, each part is merged without a copy; the parts of one walk never share a file.
            var walked = ProjectInventory()
            while let part = parts.popLast() { walked.merge(part, disjoint: true) }
            inventory.merge(walked)
        }
        return inventory
    }

    /// Xcode's localization exports (`de.xcloc`, `.xliff` bundles) hold copies of the app's files under
    /// `Source Contents/`, for translators: they are not the app, and linting them repeats every finding.
    static func isExportCopy(_ folderName: String) -> Bool {
        folderName.hasSuffix(".xcloc") || folderName.hasSuffix(".xclocalizations")
    }

    /// A `.nib` package (Interface Builder 2's folder format, copied into a bundle as it is): the files inside are its
    /// own parts (`designable.nib`, an IB 2 `objects.xib`), never documents Xcode compiles.
    static func isNibPackage(_ folderName: String) -> Bool { folderName.hasSuffix(".nib") }

    /// Extensions of every kind of file the walk keeps (`FileExtension`'s cases).
    static let wantedExtensions = documentExtensions.union(ProjectInventory.imageExtensions).union([
        "strings", "stringsdict", "json", "pbxproj", "plist", "git", "yml",
    ])
    .union(ProjectInventory.sourceExtensions)
}
