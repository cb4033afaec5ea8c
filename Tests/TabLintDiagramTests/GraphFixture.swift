import Foundation
import TabLintCore
import TabLintDiagram
import TabLintRules
import TabLintTestSupport
import TabLintWorkspace

/// The graph fixture project (`Tests/Fixtures/Graph`), linted with every rule, as a snapshot.
enum GraphFixture {
    static let root = Fixtures.repositoryRoot().appendingPathComponent("Tests/Fixtures/Graph")

    static func workspace() throws -> Workspace {
        try Workspace.load(paths: [root.appendingPathComponent("App")])
    }

    /// Paths relative to the fixture folder, as `tablint graph App` prints them there.
    static func relative(_ path: String) -> String {
        let prefix = root.standardizedFileURL.path + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }

    static func graph(diagnostics: Bool = true) throws -> (ControllerGraph, [Diagnostic]) {
        let workspace = try workspace()
        let findings = diagnostics ? Linter(ruleTypes: RuleRegistry.all).lint(workspace).diagnostics : []
        let graph = ControllerGraphBuilder(workspace: workspace, displayPath: { relative($0.path) }).build(diagnostics: findings)
        return (graph, findings)
    }

    static let main = "App/Base.lproj/Main.storyboard"
    static let settings = "App/Base.lproj/Settings.storyboard"
}
