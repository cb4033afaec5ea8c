import Foundation
import TabLintCore
import TabLintSource
import TabLintWorkspace
import TabLintXcode

/// What `lint` and `graph` read: the paths as the user named them, made absolute against the current folder
/// and checked, the configuration around them, and the workspace under them. Every failure here is exit 2.
///
/// An `.xcodeproj` stands for the folder holding it, limited to the Interface Builder documents its targets
/// list; an `.xcworkspace` for each project it lists. An `.xcodeproj` without its `project.pbxproj` beside an
/// XcodeGen `project.yml` (a repository that commits the spec XcodeGen generates the project from) is read from the
/// spec.
///
/// A file is read in its project (the nearest folder above it with a project marker); for `lint`, a folder is too
/// (`inProject`), so its files get exactly the findings a lint of the whole project gives them, whatever folder
/// `tablint` runs in.
struct ProjectInput {
    let base: URL
    /// The folders walked: the named folders' projects (or the folders themselves), the named files' projects, the
    /// named Xcode projects' folders; none inside another.
    let roots: [URL]
    /// The project of each path named, in order (`identityRoot`).
    let projectRoots: [URL]
    /// The Xcode projects named (directly or through a workspace): only documents their targets list are linted.
    let projects: [XcodeProject]
    /// The plain folders named, beside the projects (absolute, normalised).
    let folders: [String]
    /// The files named (storyboards, xibs, Swift and Objective-C sources): each is linted in its project, the
    /// nearest folder above it with a project marker (as `--stdin-path` does), and only its own findings are kept.
    let namedFiles: Set<String>
    /// Whether only some of what `roots` hold was named (a file, or a folder inside its project): the report then
    /// keeps the findings located under the named paths.
    let isScoped: Bool

    /// Resolves `paths` (`.` when none are named, unless `allowNone`); a path that does not exist or cannot be
    /// read, or a project or workspace that cannot be read, stops the run. `inProject`: a folder is read in its
    /// project (`FileDiscovery.projectRoot(ofFolder:)`), not alone.
    init(_ paths: [String], allowNone: Bool = false, inProject: Bool = false) throws {
        let base = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
        let named = paths.isEmpty && !allowNone ? ["."] : paths
        self.base = base
        let urls = named.map { URL(fileURLWithPath: $0, relativeTo: base).standardizedFileURL }
        for (path, url) in zip(named, urls) { try Self.check(path, url) }
        var roots: [URL] = []
        var projectRoots: [URL] = []
        var projects: [XcodeProject] = []
        var plain: [String] = []
        var files: Set<String> = []
        var scoped = false
        for url in urls {
            var isFolder: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder)
            if !isFolder.boolValue {
                // A file is linted in its project, so references, images and code resolve as in a project lint.
                let root = FileDiscovery.projectRoot(containing: url, fallback: base)
                roots.append(root)
                projectRoots.append(root)
                files.insert(url.path)
                scoped = true
                continue
            }
            switch url.pathExtension.lowercased() {
            case "xcodeproj":
                projects.append(try Self.readProject(url.path))
                projectRoots.append(url.deletingLastPathComponent().standardizedFileURL)
            case "xcworkspace":
                // A project the workspace names that is not there yet (a `Pods` project before `pod install`) is
                // a warning; the others are linted.
                let listed = try Self.workspaceProjects(url.path)
                let present = listed.filter { Self.pbxproj($0) != nil || Self.spec(beside: $0) != nil }
                for missing in listed where !present.contains(missing) {
                    StandardError.write("tablint: warning: \(url.lastPathComponent) names \(missing), which does not exist; linting the rest")
                }
                for path in present { projects.append(try Self.readProject(path)) }
                projectRoots.append(url.deletingLastPathComponent().standardizedFileURL)
            default:
                let root = inProject ? FileDiscovery.projectRoot(ofFolder: url) : url
                roots.append(root)
                projectRoots.append(root)
                plain.append(url.path)
                if root.path != url.path { scoped = true }
            }
        }
        for project in projects {
            roots.append(URL(fileURLWithPath: project.path).deletingLastPathComponent().standardizedFileURL)
        }
        self.roots = Self.outermost(roots)
        self.projectRoots = projectRoots
        self.projects = projects
        self.folders = plain
        self.namedFiles = files
        self.isScoped = scoped
    }

    /// A named path that does not exist, is not a file or folder, or cannot be read stops the run (exit 2).
    private static func check(_ path: String, _ url: URL) throws {
        guard FileManager.default.fileExists(atPath: url.path) else {
            StandardError.write("tablint: No such file or directory: \(path)")
            throw ExitStatus.toolFailure.exitCode
        }
        // A named pipe would block the read until something writes to it, and a device or socket is no file.
        if let kind = SourceFile.specialKind(url.path) {
            StandardError.write("tablint: \(path) is \(kind), not a file or folder: TabLint does not open it")
            throw ExitStatus.toolFailure.exitCode
        }
        var isFolder: ObjCBool = false
        _ = FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder)
        let failure = isFolder.boolValue ? SourceFile.folderReadFailure(atPath: url.path) : SourceFile.readFailure(atPath: url.path)
        if let failure {
            StandardError.write("tablint: cannot read \(path): \(failure)")
            throw ExitStatus.toolFailure.exitCode
        }
    }

    /// `roots` without repeats, and without a folder inside another (whose walk covers it), in order.
    private static func outermost(_ roots: [URL]) -> [URL] {
        var kept: [URL] = []
        for (index, root) in roots.enumerated() {
            let covered = roots.enumerated().contains { other, outer in
                outer.path == root.path ? other < index : isInside(root.path, outer.path)
            }
            if !covered { kept.append(root) }
        }
        return kept
    }

    /// Whether `path` is `folder` or inside it.
    static func isInside(_ path: String, _ folder: String) -> Bool {
        path == folder || path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
    }

    /// Whether `path` (absolute) is one of the named files, or inside one of the named folders or named projects'
    /// folders.
    func isNamed(_ path: String) -> Bool {
        namedFiles.contains(path) || folders.contains { Self.isInside(path, $0) }
            || projects.contains { Self.isInside(path, URL(fileURLWithPath: $0.path).deletingLastPathComponent().standardizedFileURL.path) }
    }

    /// Loads the workspace under `roots` (with `buffers` standing in for files), reporting a failure as exit 2.
    /// The workspace of `roots`. `keepsText` is for runs that edit or quote the documents (`--fix`); a lint that
    /// only reports lets each cleanly decoded document drop its text, so memory follows the models, not the bytes.
    static func workspace(
        roots: [URL], configuration: Configuration, buffers: [String: [UInt8]] = [:], keepsText: Bool
    ) throws -> Workspace {
        do {
            return try Workspace.load(paths: roots, isExcluded: configuration.pathFilter, buffers: buffers, keepsText: keepsText)
        } catch {
            StandardError.write("tablint: \(error)")
            throw ExitStatus.toolFailure.exitCode
        }
    }

    /// The paths of the documents to lint when Xcode projects or targets are named: those a named project's targets
    /// list (besides everything under the named folders and files), then those that ship in one of `targets`. `nil`
    /// when every document is linted (then `isScoped` says whether the report keeps only the named paths' findings);
    /// an unknown target name stops the run, listing the targets that exist.
    func documents(in workspace: Workspace, targets: [String]) throws -> Set<String>? {
        guard !projects.isEmpty || !targets.isEmpty else { return nil }
        var paths = workspace.files.map(\.source.path)
        if !projects.isEmpty || isScoped {
            paths = paths.filter { path in
                namedFiles.contains(path) || folders.contains { Self.isInside(path, $0) }
                    || projects.contains { project in project.targets.contains { $0.contains(path) } }
            }
        }
        if !targets.isEmpty {
            let known = Set(workspace.resources.knowledge.bundles.compactMap(\.targetName))
                .union(projects.flatMap { $0.targets.map(\.name) })
            let unknown = targets.filter { !known.contains($0) }
            guard unknown.isEmpty else {
                let list = known.isEmpty ? "none (no Xcode project was read)" : known.sorted().joined(separator: ", ")
                let names = unknown.map { "'\($0)'" }.joined(separator: ", ")
                StandardError.write("tablint: No target named \(names); the targets are: \(list)")
                throw ExitStatus.toolFailure.exitCode
            }
            let wanted = Set(targets)
            paths = paths.filter { path in
                workspace.resources.knowledge.bundles(of: path).contains { $0.targetName.map(wanted.contains) ?? false }
            }
        }
        return Set(paths)
    }

    private static func readProject(_ path: String) throws -> XcodeProject {
        if pbxproj(path) == nil, let spec = spec(beside: path) {
            switch XcodeGenProject.read(specAt: spec, projectPath: path) {
            case .success(let project?): return project
            case .success(nil): break  // Some other tool's `project.yml`: the missing `project.pbxproj` is the failure.
            case .failure(let issue):
                StandardError.write("tablint: \(issue)")
                throw ExitStatus.toolFailure.exitCode
            }
        }
        switch XcodeProject.read(at: path) {
        case .success(let project): return project
        case .failure(let issue):
            StandardError.write("tablint: \(issue.path): \(issue.message)")
            throw ExitStatus.toolFailure.exitCode
        }
    }

    /// The `project.pbxproj` of the `.xcodeproj` at `path`, when it is there.
    private static func pbxproj(_ path: String) -> String? {
        let file = path + "/project.pbxproj"
        return FileManager.default.fileExists(atPath: file) ? file : nil
    }

    /// The XcodeGen spec beside the `.xcodeproj` at `path`, when there is one.
    private static func spec(beside path: String) -> String? {
        let file = URL(fileURLWithPath: path).deletingLastPathComponent().appendingPathComponent(XcodeGenProject.specFileName).path
        return FileManager.default.fileExists(atPath: file) ? file : nil
    }

    private static func workspaceProjects(_ path: String) throws -> [String] {
        switch XcodeWorkspace.projectPaths(in: path) {
        case .success(let paths):
            guard !paths.isEmpty else {
                StandardError.write("tablint: \(path) lists no Xcode project")
                throw ExitStatus.toolFailure.exitCode
            }
            return paths
        case .failure(let issue):
            StandardError.write("tablint: \(issue.path): \(issue.message)")
            throw ExitStatus.toolFailure.exitCode
        }
    }
}
