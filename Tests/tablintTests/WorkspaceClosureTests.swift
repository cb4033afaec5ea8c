import Foundation
import TabLintCore
import TabLintModel
import TabLintRules
import TabLintTestSupport
import TabLintWorkspace
import Testing

/// A file's diagnostics in `Workspace.closure(of:…)` (the file, the storyboards its references lead to, and the
/// project's resources) are those it has in the whole workspace: the language server publishes the closure's
/// while the index loads, so a difference would be a finding that appears and then goes, or the reverse.
/// Checked for every Interface Builder file of every Corpus project and of every real-world app (each app
/// folder as its own root), with every rule on (opt-in rules too).
@Suite struct WorkspaceClosureTests {
    private static let linter: Linter = {
        var configuration = Configuration()
        configuration.optInRules = Set(RuleRegistry.all.filter { $0.description.isOptIn }.map { $0.description.id })
        return Linter(ruleTypes: RuleRegistry.all, configuration: configuration)
    }()

    /// Every file of the project at `root`: its diagnostics in the whole workspace and in its closure, each
    /// diagnostic as its description (paths, ranges, messages, related notes and fixes), and how many files its
    /// closure held.
    private static func compare(_ root: URL) throws -> [(path: String, whole: [String], closure: [String], files: Int)] {
        let whole = try Workspace.load(paths: [root])
        let inventory = try FileDiscovery.inventory(under: [root])
        return whole.files.map { file in
            let closure = Workspace.closure(
                of: file, inventory: inventory, roots: whole.roots, contents: .disk,
                load: { path in whole.file(at: URL(fileURLWithPath: path)) ?? DocumentLoader.load(contentsOf: URL(fileURLWithPath: path)) })
            return (
                file.source.path, linter.diagnostics(for: file, in: whole).map { "\($0)" },
                linter.diagnostics(for: file, in: closure).map { "\($0)" }, closure.files.count
            )
        }
    }

    private static func folders(in parent: URL) -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: parent.path)) ?? []
        return names.sorted().map { parent.appendingPathComponent($0) }.filter { url in
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) && isFolder.boolValue
        }
    }

    @Test func everyCorpusFileHasItsWholeWorkspaceDiagnosticsInItsClosure() throws {
        var followed = 0
        var findings = 0
        for project in Self.folders(in: Fixtures.repositoryRoot().appendingPathComponent("Corpus")) {
            for result in try Self.compare(project) {
                #expect(result.closure == result.whole, "\(result.path)")
                if result.files > 1 { followed += 1 }
                findings += result.whole.count
            }
        }
        // The Corpus has storyboard references across files (StoryboardReferences, LocalizedApp …) and findings.
        #expect(followed >= 3)
        #expect(findings >= 20)
    }

    @Test(.enabled(if: Fixtures.sharedFolder != nil, "../shared is not beside the repository"))
    func everyRealWorldFileHasItsWholeWorkspaceDiagnosticsInItsClosure() throws {
        let real = try #require(Fixtures.sharedFolder).appendingPathComponent("corpus/real")
        var files = 0
        var followed = 0
        for app in Self.folders(in: real) {
            for result in try Self.compare(app) {
                #expect(result.closure == result.whole, "\(result.path)")
                files += 1
                if result.files > 1 { followed += 1 }
            }
        }
        #expect(files >= 500)
        #expect(followed >= 10)
    }
}
