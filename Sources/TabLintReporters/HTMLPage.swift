import Foundation
import TabLintCore
import TabLintDiagram
import TabLintSource
import TabLintXML

/// The HTML report's page: header, tab graph, findings. Every string from the documents is escaped.
struct HTMLPage {
    let result: LintResult
    let graph: ControllerGraph
    let context: ReportContext
    /// Element id of every node: `node_<position in the snapshot>`.
    let domIDs: [String: String]
    /// The node each diagnostic is attached to, by `findingKey`.
    let nodeOfFinding: [String: String]

    init(result: LintResult, graph: ControllerGraph, context: ReportContext) {
        self.result = result
        self.graph = graph
        self.context = context
        var domIDs: [String: String] = [:]
        var nodeOfFinding: [String: String] = [:]
        for (index, node) in graph.nodes.enumerated() {
            domIDs[node.id] = "node_\(index)"
            for diagnostic in node.diagnostics {
                nodeOfFinding[Self.key(node.file, diagnostic.rule, diagnostic.line, diagnostic.column, diagnostic.message)] = "node_\(index)"
            }
        }
        self.domIDs = domIDs
        self.nodeOfFinding = nodeOfFinding
    }

    static func key(_ path: String, _ rule: String, _ line: Int, _ column: Int, _ message: String) -> String {
        "\(path)\u{0}\(rule)\u{0}\(line)\u{0}\(column)\u{0}\(message)"
    }

    static func escape(_ text: String) -> String { XMLEscaping.attribute(text) }

    func render(renderer: DiagramRenderer) -> String {
        // Parts with errors first, then warnings, then infos, then clean ones; snapshot order within each.
        let rank = ["error": 0, "warning": 1, "info": 2]
        let parts = graph.components().filter(\.hasStructure).enumerated().sorted { lhs, rhs in
            let left = lhs.element.nodes.compactMap { rank[$0.worstSeverity ?? ""] }.min() ?? 3
            let right = rhs.element.nodes.compactMap { rank[$0.worstSeverity ?? ""] }.min() ?? 3
            return (left, lhs.offset) < (right, rhs.offset)
        }.map(\.element)
        let drawing = renderer.draw(parts)
        var out = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta name="generator" content="tablint \(Self.escape(context.toolVersion))">
            <meta name="tablint-graph-renderer" content="\(Self.escape(drawing.engine))">
            <title>TabLint report</title>
            <style>\(HTMLAssets.css)</style>
            </head>
            <body>

            """
        out += header(engine: drawing.engine)
        out += "<main>\n"
        out += graphSection(parts: parts, drawing: drawing)
        out += findingsSection()
        out += "</main>\n<script>\(HTMLAssets.script)</script>\n</body>\n</html>\n"
        return out
    }

    private func header(engine: String) -> String {
        let counts = [(Severity.error, "errors"), (.warning, "warnings"), (.info, "infos")].map { severity, word in
            let count = result.count(severity)
            return "<button type=\"button\" class=\"pill \(severity.rawValue)\" data-filter=\"\(severity.rawValue)\" aria-pressed=\"true\">"
                + "<b>\(count)</b> \(count == 1 ? String(word.dropLast()) : word)</button>"
        }
        return """
            <header class="top">
            <div class="brand"><span class="logo" aria-hidden="true">▦</span><div><h1>TabLint report</h1>
            <p class="meta">\(result.files.count) file\(result.files.count == 1 ? "" : "s") linted · \
            tablint \(Self.escape(context.toolVersion)) · graph drawn by \(Self.escape(engine))</p></div></div>
            <div class="counts" role="group" aria-label="Show findings by severity">\(counts.joined())</div>
            </header>

            """
    }
}
