import Foundation

extension FileDiscovery {
    /// Files and folders that mark the top of a project: version control, TabLint's configuration, an Xcode
    /// project or workspace, an XcodeGen spec, a Swift package.
    package static func isProjectMarker(_ name: String) -> Bool {
        [".git", ".hg", ".svn", ".tablint.yml", "Package.swift", "project.yml"].contains(name) || name.hasSuffix(".xcodeproj")
            || name.hasSuffix(".xcworkspace")
    }

    /// The project a folder is part of: the nearest folder at or above it that holds a project marker (a source
    /// folder whose `.xcodeproj` is one level up is linted in that project), else the folder itself.
    package static func projectRoot(ofFolder folder: URL) -> URL {
        let manager = FileManager.default
        var candidate = folder.standardizedFileURL
        while true {
            if let names = try? manager.contentsOfDirectory(atPath: candidate.path), names.contains(where: isProjectMarker) {
                return candidate
            }
            let parent = candidate.deletingLastPathComponent().standardizedFileURL
            if candidate.path == "/" || parent.path == candidate.path { return folder.standardizedFileURL }
            candidate = parent
        }
    }

    /// The folder to read a file's workspace from (storyboard references resolve within it) when only the
    /// file is named, as `tablint lint --stdin --stdin-path PATH` does: the nearest folder above the file
    /// that holds a project marker; else `fallback` when it contains the file; else the file's own folder.
    /// Folders that do not exist (the file may be new) are skipped.
    package static func projectRoot(containing file: URL, fallback: URL? = nil) -> URL {
        let manager = FileManager.default
        let folder = file.standardizedFileURL.deletingLastPathComponent()
        var candidate = folder
        while true {
            if let names = try? manager.contentsOfDirectory(atPath: candidate.path), names.contains(where: isProjectMarker) {
                return candidate
            }
            guard candidate.path != "/" else { break }
            let parent = candidate.deletingLastPathComponent().standardizedFileURL
            if parent.path == candidate.path { break }
            candidate = parent
        }
        if let fallback {
            let base = fallback.standardizedFileURL.path
            let prefix = base.hasSuffix("/") ? base : base + "/"
            if folder.path == base || folder.path.hasPrefix(prefix) { return fallback.standardizedFileURL }
        }
        return folder
    }
}
