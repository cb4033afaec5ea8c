import Foundation

/// The files the server watches: the documents it indexes, and the project resources rules read (asset
/// catalogs' `Contents.json` and sets, loose images, `.strings` localizations).
enum FileDiscoveryPatterns {
    static let imageExtensions = ["png", "jpg", "jpeg", "pdf", "svg", "heic"]

    /// What the project's knowledge is read from: code, Xcode projects, Info.plists and XcodeGen specs (`.yml`).
    static let projectExtensions = ["swift", "m", "mm", "h", "pbxproj", "plist", "yml"]

    static let globs =
        ["**/*.storyboard", "**/*.xib", "**/*.strings", "**/Contents.json"] + imageExtensions.map { "**/*.\($0)" }
        + projectExtensions.map { "**/*.\($0)" }

    /// A Swift or Objective-C file: its change changes only what the code evidence read of it.
    static func isSourceCode(_ url: URL) -> Bool {
        ["swift", "m", "mm", "h"].contains(url.pathExtension.lowercased())
    }

    /// A changed file that can change what rules see besides the documents themselves.
    static func isProjectResource(_ url: URL) -> Bool {
        let name = url.lastPathComponent
        let ext = url.pathExtension.lowercased()
        return ext == "strings" || name == "Contents.json" || imageExtensions.contains(ext) || url.path.contains(".xcassets/")
            || projectExtensions.contains(ext)
    }
}
