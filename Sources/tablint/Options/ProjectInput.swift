import Foundation
import TabLintCore
import TabLintWorkspace
import TabLintXcode

/// What `lint` and `graph` read: the paths as the user named them, made absolute against the current folder
/// and checked, the configuration around them, and the workspace under them. Every failure here is exit 2.
///
/// An `.xcodeproj` stands for the folder holding it, limited to the Interface Builder documents its targets
/// list; an `.xcworkspace` for each project it lists. An `.xcodeproj` without its `project.pbxproj` beside an
/// XcodeGen `project.yml` (a repository that commits the spec XcodeGen generates the project from) is read from the
/// spec.
struct ProjectInput {
    let base: URL
    let roots: [URL]
    /// The Xcode projects named (directly or through a workspace): only documents their targets list are linted.
    let projects: [XcodeProject]
    /// The plain folders named, beside the projects.
    private let plainRoots: [String]
    /// The files named (storyboards, xibs, Swift and Objective-C sources): each is linted in its project, the
    /// nearest folder above it with a project marker (as `--stdin-path` does), and only its own findings are kept.
    let namedFiles: Set<String>

    /// Resolves `paths` (`.` when none are named, unless `allowNone`); a path that does not exist, or a project
    /// or workspace that cannot be read, stops the run.
    init(_ paths: [String], allowNone: Bool = false) throws {
        let base = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
        let named = paths.isEmpty && !allowNone ? ["."] : paths
        self.base = base
        let urls = named.map { URL(fileURLWithPath: $0, relativeTo: base).standardizedFileURL }
        for (path, url) in zip(named, urls) {
            guard FileManager.default.fileExists(atPath: url.path) else {
                StandardError.write("tablint: No such file or directory: \(path)")
                throw ExitStatus.toolFailure.exitCode
            }
            // A named pipe would block the read until something writes to it, and a device or socket is no file.
            if let kind = Self.specialKind(url.path) {
                StandardError.write("tablint: \(path) is \(kind), not a file or folder: TabLint does not open it")
                throw ExitStatus.toolFailure.exitCode
            }
        }
        var roots: [URL] = []
        var projects: [XcodeProject] = []
        var plain: [String] = []
        var files: Set<String> = []
        for url in urls {
            var isFolder: ObjCBool = false
            FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder)
            if !isFolder.boolValue {
                // A file is linted in its project, so references, images and code resolve as in a project lint.
                let root = FileDiscovery.projectRoot(containing: url, fallback: base)
                if !roots.contains(root) { roots.append(root) }
                files.insert(url.path)
                continue
            }
            switch url.pathExtension.lowercased() {
            case "xcodeproj":
                projects.append(try Self.readProject(url.path))
            case "xcworkspace":
                // A project the workspace names that is not there yet (a `Pods` project before `pod install`) is
                // a warning; the others are linted.
                let listed = try Self.workspaceProjects(url.path)
                let present = listed.filter { Self.pbxproj($0) != nil || Self.spec(beside: $0) != nil }
                for missing in listed where !present.contains(missing) {
                    StandardError.write("tablint: warning: \(url.lastPathComponent) names \(missing), which does not exist; linting the rest")
                }
                for path in present { projects.append(try Self.readProject(path)) }
            default:
                roots.append(url)
                plain.append(url.path)
            }
        }
        for project in projects {
            let folder = URL(fileURLWithPath: project.path).deletingLastPathComponent().standardizedFileURL
            if !roots.contains(folder) { roots.append(folder) }
        }
        self.roots = roots
        self.projects = projects
        self.plainRoots = plain
        self.namedFiles = files
    }

    /// What a path is when it is neither a regular file nor a folder ("a named pipe (FIFO)", "a device", "a socket"),
    /// after following its links; `nil` for a file or a folder.
    static func specialKind(_ path: String) -> String? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        switch info.st_mode & S_IFMT {
        case S_IFREG, S_IFDIR: return nil
        case S_IFIFO: return "a named pipe (FIFO)"
        case S_IFSOCK: return "a socket"
        case S_IFCHR, S_IFBLK: return "a device"
        default: return "not a regular file"
        }
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

    /// The paths of the documents to lint: those a named project's targets list (besides everything under the
    /// named folders and files), then those that ship in one of `targets`. `nil` when every document is linted;
    /// an unknown target name stops the run, listing the targets that exist.
    func documents(in workspace: Workspace, targets: [String]) throws -> Set<String>? {
        guard !projects.isEmpty || !targets.isEmpty || !namedFiles.isEmpty else { return nil }
        var paths = workspace.files.map(\.source.path)
        if !projects.isEmpty || !namedFiles.isEmpty {
            paths = paths.filter { path in
                namedFiles.contains(path) || plainRoots.contains { path == $0 || path.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") }
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
