import Foundation
import TabLintCore
import TabLintDiagram
import TabLintWorkspace

/// One self-contained HTML page (inline CSS, script and SVG; nothing fetched from the network): the counts,
/// the tab graph drawn as SVG (by Graphviz's `dot` when it is installed, else by the built-in layered
/// layout) and the findings grouped by file and rule, nodes and findings linked both ways.
package struct HTMLReporter: Reporter {
    package static let id = "html"

    /// How the graph is drawn.
    package enum Drawing: Sendable {
        /// Graphviz when `Graphviz.locate()` finds it (`TABLINT_DOT=off` turns it off), else built in.
        case automatic
        case builtIn
        case graphviz(Graphviz)
    }

    package let drawing: Drawing

    package init(drawing: Drawing = .automatic) {
        self.drawing = drawing
    }

    package func report(_ result: LintResult, context: ReportContext) -> String {
        // The report draws the workspace that was linted; `lint` always passes it.
        guard let workspace = context.workspace else { preconditionFailure("the html report needs ReportContext.workspace") }
        let graph = ControllerGraphBuilder(workspace: workspace, displayPath: context.displayPath).build(
            diagnostics: result.diagnostics, toolVersion: context.toolVersion)
        let page = HTMLPage(result: result, graph: graph, context: context)
        let graphviz: Graphviz?
        switch drawing {
        case .automatic: graphviz = Graphviz.locate()
        case .builtIn: graphviz = nil
        case .graphviz(let chosen): graphviz = chosen
        }
        return page.render(renderer: DiagramRenderer(graphviz: graphviz, linkPrefix: "at_", domIDs: page.domIDs))
    }
}
