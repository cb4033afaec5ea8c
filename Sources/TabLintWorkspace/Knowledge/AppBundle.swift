import TabLintCode
import TabLintSource
import TabLintXcode

/// One bundle that Interface Builder documents ship in: an Xcode target, or (without an Xcode project that
/// lists the document) the project folder around it. Storyboard references and images resolve within it, and
/// its code (`ProjectKnowledge.codePaths(of:)`) and Info.plist are the evidence rules weigh.
package struct AppBundle: Sendable {
    package enum Kind: Sendable {
        /// A target of an Xcode project.
        case target(XcodeTarget, project: String)
        /// A folder with a project marker (`.git`, `Package.swift`, an Xcode project that does not list the
        /// document), or a linted root.
        case folder
    }

    package let kind: Kind
    /// The folder the bundle's files live under: the project's folder for a target.
    package let folder: String
    /// The Info.plists that describe the bundle (its target's, or every Info.plist in the folder).
    package let infoPlists: [InfoPlist]
    /// Folders with their own project marker inside a folder bundle: not part of it.
    package let nestedBoundaries: Set<String>
    /// The Xcode projects (paths of `.xcodeproj` folders) in a folder bundle's folder whose targets ship interface
    /// files: a document that only this bundle holds is one that none of their targets builds, so the app never
    /// loads it. Empty for a target, and for a folder without a readable Xcode project.
    package let xcodeProjects: [String]

    init(kind: Kind, folder: String, infoPlists: [InfoPlist], nestedBoundaries: Set<String> = [], xcodeProjects: [String] = []) {
        self.kind = kind
        self.folder = folder
        self.infoPlists = infoPlists
        self.xcodeProjects = xcodeProjects
        self.launchStoryboards = Set(infoPlists.flatMap(\.launchStoryboards))
        self.nestedBoundaries = nestedBoundaries
    }

    /// The target's name, or `nil` for a folder.
    package var targetName: String? {
        if case .target(let target, _) = kind { return target.name }
        return nil
    }

    /// Whether the bundle is an app: an application target, or a folder (which TabLint cannot tell apart).
    package var isApplication: Bool {
        if case .target(let target, _) = kind { return target.productType == .application }
        return true
    }

    /// The target's `SDKROOT` (`iphoneos`, `appletvos`, …), or `nil` for a folder or a target without one.
    package var sdkRoot: String? {
        if case .target(let target, _) = kind { return target.sdkRoot }
        return nil
    }

    /// The target's `IPHONEOS_DEPLOYMENT_TARGET` as numbers (`[11, 0]`), or nil for a folder or a target without one.
    package var iOSDeploymentTarget: [Int]? {
        guard case .target(let target, _) = kind, let written = target.iOSDeploymentTarget else { return nil }
        let parts = written.split(separator: ".").compactMap { Int($0) }
        return parts.isEmpty ? nil : parts
    }

    /// "target 'Shop'" or "folder 'Shop'" for messages.
    package var displayName: String {
        if let targetName { return "target '\(targetName)'" }
        return folder.isEmpty ? "the project" : "folder '\(ProjectInventory.lastComponent(folder))'"
    }

    /// Whether a file ships in this bundle: a member of the target, or under the folder.
    package func contains(_ path: String) -> Bool {
        switch kind {
        case .target(let target, _): return target.contains(path)
        case .folder:
            guard folder.isEmpty || path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/") else { return false }
            return !nestedBoundaries.contains { path.hasPrefix($0 + "/") }
        }
    }

    /// Storyboard names the bundle's Info.plists give as launch screens (gathered once: a folder bundle can have
    /// hundreds of Info.plists, and every storyboard asks).
    package let launchStoryboards: Set<String>
}
