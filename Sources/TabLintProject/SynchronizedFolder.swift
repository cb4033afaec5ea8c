/// An Xcode 16 folder (`PBXFileSystemSynchronizedRootGroup`) whose files all belong to a target but its exceptions.
package struct SynchronizedFolder: Sendable, Hashable {
    /// Absolute path of the folder.
    package let path: String
    /// Absolute paths of files or folders the target leaves out (`membershipExceptions`).
    package let excluded: Set<String>
    /// Localized exceptions (`/Localized/Sub/Main.storyboard`) as absolute paths without their `*.lproj`
    /// component: every `xx.lproj/Main.storyboard` in that folder is left out.
    package let excludedLocalized: Set<String>

    package init(path: String, excluded: Set<String> = [], excludedLocalized: Set<String> = []) {
        self.path = path
        self.excluded = excluded
        self.excludedLocalized = excludedLocalized
    }

    /// Whether `path` (absolute, standardized) is in the folder and not left out.
    package func contains(_ path: String) -> Bool {
        guard ProjectPath.isInside(path, folder: self.path), path != self.path else { return false }
        if excluded.contains(where: { ProjectPath.isInside(path, folder: $0) }) { return false }
        if !excludedLocalized.isEmpty, let unlocalized = ProjectPath.removingLocalizationFolder(path),
            excludedLocalized.contains(where: { ProjectPath.isInside(unlocalized, folder: $0) })
        {
            return false
        }
        return true
    }
}
