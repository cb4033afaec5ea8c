import ArgumentParser
import Foundation
import TabLintCore
import TabLintDiagram
import TabLintGraph
import TabLintReporters
import TabLintRules
import TabLintSource
import TabLintWorkspace

struct GraphCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "graph",
        abstract: "Print the controller graph of storyboards and xibs as DOT, Mermaid or JSON.",
        discussion: """
            Tab bar controllers with their tabs in order, navigation stacks, split columns, storyboard references \
            across files and segues, with each finding attached to its controller. Exit status: 0, or 2 when the \
            tool could not do its job (a path that does not exist, an output file that cannot be written).
            """)

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case dot, mermaid, json
    }

    @Argument(
        help: """
            Files, folders, .xcodeproj or .xcworkspace (folders are searched for .storyboard and .xib files; a \
            project stands for its folder, limited to the documents its targets list).
            """)
    var paths: [String] = ["."]

    @Option(name: .customLong("target"), help: "Graph only the documents that ship in the Xcode target of this name (repeatable).")
    var targets: [String] = []

    @Option(help: "dot (Graphviz), mermaid (a Mermaid flowchart) or json (Docs/graph-output.md).")
    var format: Format = .dot

    @Option(help: "Write the graph to this file (atomically) instead of standard output.")
    var output: String?

    @Flag(inversion: .prefixedNo, help: "Lint the files and attach each finding to its controller.")
    var diagnostics = true

    @Option(help: "Read this configuration file instead of the nearest .tablint.yml.")
    var config: String?

    func run() throws {
        let input = try ProjectInput(paths)
        let base = input.base
        let configuration = try ConfigurationOption.load(config, roots: input.roots, base: base)
        let loaded = try ProjectInput.workspace(roots: input.roots, configuration: configuration, keepsText: false)
        let only = try input.documents(in: loaded, targets: targets) ?? input.namedDocuments(in: loaded)
        let linter = Linter(ruleTypes: RuleRegistry.all, configuration: configuration)
        var findings: [Diagnostic] = []
        var linted = loaded
        if diagnostics {
            let result = linter.lint(loaded, only: only)
            findings = result.diagnostics
            linted = result.workspace ?? loaded
        } else if only == nil {
            // The tab bars the code builds are drawn too: the evidence phase finds them.
            linted = linter.codeTabBarDiagnostics(loaded).workspace
        }
        // The graph shows only the selected documents (references to the others stay unresolved), and the tab bars
        // built in code only for the whole project.
        let workspace =
            only.map { selected in
                Workspace(files: loaded.files.filter { selected.contains($0.source.path) }, roots: loaded.roots, resources: loaded.resources)
            } ?? linted
        let context = ReportContext(baseDirectory: base)
        let graph = ControllerGraphBuilder(workspace: workspace, displayPath: context.displayPath).build(diagnostics: findings)
        let text: String
        switch format {
        case .dot: text = DOTWriter().write(graph)
        case .mermaid:
            text = MermaidWriter().write(graph)
            if graph.edges.count > MermaidWriter.defaultMaxEdges {
                StandardError.write(
                    "tablint: warning: the graph has \(graph.edges.count) edges; Mermaid draws at most "
                        + "\(MermaidWriter.defaultMaxEdges) unless the page raises maxEdges: graph fewer paths or use --format dot")
            }
        case .json: text = graph.json()
        }
        do {
            try ReportOutput.write(text, to: output)
        } catch {
            StandardError.write("tablint: \(error)")
            throw ExitStatus.toolFailure.exitCode
        }
    }
}
