import Foundation
import TabLintCore
import TabLintSource
import TabLintWorkspace

/// What a run reports when it was named less than its projects (a file, or a folder inside its project), and the
/// folder its findings' identities are relative to.
extension ProjectInput {
    /// The folder baselines and fingerprints give paths relative to, whatever folder `tablint` runs in and however
    /// the paths were written: the configuration's folder when every project named is inside it, else the project
    /// root of the paths named (the folder common to them when they are in several projects). `fallback` stands in
    /// for the project roots when no path was named (`--stdin` alone: the project around `--stdin-path`).
    func identityRoot(configuration: Configuration, fallback: [URL]) -> URL {
        let projects = projectRoots.isEmpty ? fallback : projectRoots
        if let folder = configuration.baseDirectory?.standardizedFileURL, !projects.isEmpty,
            projects.allSatisfy({ Self.isInside($0.path, folder.path) })
        {
            return folder
        }
        return Self.commonFolder(projects) ?? base
    }

    /// The deepest folder that holds every one of `folders`.
    static func commonFolder(_ folders: [URL]) -> URL? {
        guard let first = folders.first?.standardizedFileURL.pathComponents else { return nil }
        var common = first
        for folder in folders.dropFirst() {
            let components = folder.standardizedFileURL.pathComponents
            common = Array(zip(common, components).prefix { $0 == $1 }.map(\.0))
        }
        return URL(fileURLWithPath: common.isEmpty ? "/" : NSString.path(withComponents: common), isDirectory: true).standardizedFileURL
    }

    /// The documents named, for a command that reads only what was named (`graph`); `nil` when the whole roots were.
    func namedDocuments(in workspace: Workspace) -> Set<String>? {
        guard isScoped else { return nil }
        return Set(workspace.files.map(\.source.path).filter(isNamed))
    }

    /// `result` (a lint of the whole roots) narrowed to the paths named: the findings located under them, the files
    /// linted there, and of the `ignore:` entries that suppress nothing in the whole project, those about these
    /// files. Unchanged when the whole roots were named.
    func scoped(_ result: LintResult, linter: Linter) -> LintResult {
        guard isScoped else { return result }
        let files = result.files.filter { isNamed($0.path) }
        var scoped = LintResult(files: files, diagnostics: result.diagnostics.filter { isNamed($0.location.file.path) }, workspace: result.workspace)
        scoped.suppressed = result.suppressed
        if let workspace = result.workspace {
            let linted = Set(files.map(\.path)).union(namedFiles)
            scoped.staleIgnores = linter.ignores(result.staleIgnores, concerning: linted, in: workspace)
        }
        return scoped
    }

    /// The source files a run covered: the named ones, and those the evidence phase read for the rules that are
    /// under the paths named (all it read when the whole roots were named).
    func sourceFiles(read: Set<String>) -> Set<String> {
        let named = namedFiles.filter { ProjectInventory.sourceExtensions.contains(URL(fileURLWithPath: $0).pathExtension.lowercased()) }
        return named.union(isScoped ? read.filter(isNamed) : read)
    }
}
