import Foundation

extension Workspace {
    /// A workspace made of files in memory (path → bytes), built exactly as one read from disk: paths are
    /// sorted into documents, `.strings` files, asset catalog sets and groups, and images by the same rules.
    /// `keepsText` as in `load(paths:isExcluded:buffers:keepsText:)`.
    package static func inMemory(_ files: [String: [UInt8]], roots: [URL], keepsText: Bool = true) -> Workspace {
        var inventory = ProjectInventory()
        for path in files.keys { inventory.addFile(path) }
        return ProjectLoader.workspace(inventory, roots: roots, contents: .memory(files), keepsText: keepsText)
    }
}
