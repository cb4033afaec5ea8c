import TabLintSource

/// A folder whose files all belong to a target but its exceptions: an Xcode 16 synchronized folder
/// (`PBXFileSystemSynchronizedRootGroup`), or a source of an XcodeGen target (its `sources:` entry, whose files
/// XcodeGen lists in the target's build phases), which leaves files out by patterns (`excludes`, `includes`) and may
/// name a single file.
package struct SynchronizedFolder: Sendable, Hashable {
    /// Absolute path of the folder.
    package let path: String
    /// Absolute paths of files or folders the target leaves out (`membershipExceptions`).
    package let excluded: Set<String>
    /// Localized exceptions (`/Localized/Sub/Main.storyboard`) as absolute paths without their `*.lproj`
    /// component: every `xx.lproj/Main.storyboard` in that folder is left out.
    package let excludedLocalized: Set<String>
    /// For a target that does not list the folder but has an exception set on it, Xcode reads the exceptions the
    /// other way round: they are the only files of the folder that target gets. Nil for a listed folder (all files).
    package let included: Set<String>?
    /// Localized files included that way, as absolute paths without their `*.lproj` component.
    package let includedLocalized: Set<String>
    /// XcodeGen's `excludes`: files that match, or lie in a folder that matches, relative to `path`, are left out.
    package let excludedPatterns: [SourceGlob]
    /// XcodeGen's `includes`: when there are some, only the files that match (or lie in a folder that matches) belong.
    package let includedPatterns: [SourceGlob]
    /// Whether `path` itself belongs: an XcodeGen source may name a file (or an asset catalog) rather than a folder.
    package let includesItself: Bool

    package init(
        path: String, excluded: Set<String> = [], excludedLocalized: Set<String> = [], included: Set<String>? = nil,
        includedLocalized: Set<String> = []
    ) {
        self.path = path
        self.excluded = excluded
        self.excludedLocalized = excludedLocalized
        self.included = included
        self.includedLocalized = includedLocalized
        self.excludedPatterns = []
        self.includedPatterns = []
        self.includesItself = false
    }

    /// An XcodeGen source at `path` (absolute, standardized): a folder, less the files `excludes` match and limited to
    /// those `includes` match when there are some, or a single file.
    package init(xcodeGenSource path: String, excludes: [SourceGlob] = [], includes: [SourceGlob] = []) {
        self.path = path
        self.excluded = []
        self.excludedLocalized = []
        self.included = nil
        self.includedLocalized = []
        self.excludedPatterns = excludes
        self.includedPatterns = includes
        self.includesItself = true
    }

    /// Whether `path` (absolute, standardized) is in the folder and not left out.
    package func contains(_ path: String) -> Bool {
        guard ProjectPath.isInside(path, folder: self.path) else { return false }
        if path == self.path { return includesItself }
        if let included, !Self.matches(path, included, includedLocalized) { return false }
        if Self.matches(path, excluded, excludedLocalized) { return false }
        guard !includedPatterns.isEmpty || !excludedPatterns.isEmpty else { return true }
        let relative = path.utf8.dropFirst(self.path == "/" ? 1 : self.path.utf8.count + 1)
        let text = Substring(relative)
        if !includedPatterns.isEmpty, !includedPatterns.contains(where: { $0.matches(text) }) { return false }
        return !excludedPatterns.contains { $0.matches(text) }
    }

    /// Whether `path` is (under) one of `paths`, or, without its `*.lproj` component, one of `localized`.
    static func matches(_ path: String, _ paths: Set<String>, _ localized: Set<String>) -> Bool {
        if isUnder(path, oneOf: paths) { return true }
        guard !localized.isEmpty, let unlocalized = ProjectPath.removingLocalizationFolder(path) else { return false }
        return isUnder(unlocalized, oneOf: localized)
    }

    /// Whether `path` is one of `folders` or lies under one. The set's entries are standardized paths (made by
    /// `ProjectPath.join`), so for more than a few the path and the folders above it are looked up in the set,
    /// one lookup each, instead of comparing the path with every entry (a target may leave out hundreds).
    static func isUnder(_ path: String, oneOf folders: Set<String>) -> Bool {
        guard folders.count > 8 else { return folders.contains { ProjectPath.isInside(path, folder: $0) } }
        var candidate = path[...]
        while true {
            if folders.contains(String(candidate)) { return true }
            guard let slash = candidate.utf8.lastIndex(of: UInt8(ascii: "/")) else { return false }
            if slash == candidate.startIndex {
                return candidate.utf8.count > 1 && folders.contains("/")
            }
            candidate = candidate[..<slash]
        }
    }
}
