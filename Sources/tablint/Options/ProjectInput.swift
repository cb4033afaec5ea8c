import Foundation
import TabLintCore
import TabLintGraph

/// What `lint` and `graph` read: the paths as the user named them, made absolute against the current folder
/// and checked, the configuration around them, and the workspace under them. Every failure here is exit 2.
struct ProjectInput {
    let base: URL
    let roots: [URL]

    /// Resolves `paths` (`.` when none are named, unless `allowNone`); a path that does not exist stops the run.
    init(_ paths: [String], allowNone: Bool = false) throws {
        let base = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
        let named = paths.isEmpty && !allowNone ? ["."] : paths
        self.base = base
        roots = named.map { URL(fileURLWithPath: $0, relativeTo: base).standardizedFileURL }
        for (path, root) in zip(named, roots) where !FileManager.default.fileExists(atPath: root.path) {
            StandardError.write("tablint: No such file or directory: \(path)")
            throw ExitStatus.toolFailure.exitCode
        }
    }

    /// Loads the workspace under `roots` (with `buffers` standing in for files), reporting a failure as exit 2.
    static func workspace(roots: [URL], configuration: Configuration, buffers: [String: [UInt8]] = [:]) throws -> Workspace {
        do {
            return try Workspace.load(paths: roots, isExcluded: configuration.pathFilter, buffers: buffers)
        } catch {
            StandardError.write("tablint: \(error)")
            throw ExitStatus.toolFailure.exitCode
        }
    }
}
