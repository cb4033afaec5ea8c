import Foundation

/// Finds the Interface Builder files under a set of paths.
package enum FileDiscovery {
    /// Extensions of the files TabLint reads.
    package static let documentExtensions: Set<String> = ["storyboard", "xib"]
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
    package static func documents(under paths: [URL], isExcluded: (URL, _ isDirectory: Bool) -> Bool = { _, _ in false }) throws -> [URL] {
        var found = Set<String>()
        let manager = FileManager.default
        for path in paths {
            let root = path.standardizedFileURL
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: root.path, isDirectory: &isDirectory) else {
                throw Failure.missing(path.path)
            }
            guard isDirectory.boolValue else {
                if !isExcluded(root, false) { found.insert(root.path) }
                continue
            }
            DirectoryWalker.walk(
                root.path,
                skip: { name, path in
                    skippedDirectoryNames.contains(name) || name.hasPrefix(".build")
                        || isExcluded(URL(fileURLWithPath: path, isDirectory: true), true)
                },
                wants: { name in
                    guard let dot = name.lastIndex(of: ".") else { return false }
                    return documentExtensions.contains(name[name.index(after: dot)...].lowercased())
                },
                visit: { path in
                    if !isExcluded(URL(fileURLWithPath: path), false) { found.insert(path) }
                })
        }
        return found.sorted().map { URL(fileURLWithPath: $0) }
    }
}
