/// A snapshot of the controller graph of a workspace: every controller as a node (tab bar controllers with
/// their tabs in order), containment, storyboard references and segues as edges, and each diagnostic
/// attached to the node it is about. `tablint graph` writes it as DOT, Mermaid or JSON
/// (`Docs/graph-output.md`); the HTML report draws it.
package struct ControllerGraph: Codable, Sendable, Equatable {
    package struct Tool: Codable, Sendable, Equatable {
        package var name: String
        package var version: String

        package init(name: String, version: String) {
            self.name = name
            self.version = version
        }
    }

    /// The JSON format's version: it changes only when a field changes meaning or goes away.
    package static let formatVersion = 1

    package var version: Int
    package var tool: Tool
    /// Every file of the workspace, sorted by path.
    package var files: [GraphFile]
    /// Every controller, by file path and then document order.
    package var nodes: [GraphNode]
    /// Containment relationships and segues in document order, then storyboard references.
    package var edges: [GraphEdge]

    package init(version: Int = formatVersion, tool: Tool, files: [GraphFile], nodes: [GraphNode], edges: [GraphEdge]) {
        self.version = version
        self.tool = tool
        self.files = files
        self.nodes = nodes
        self.edges = edges
    }

    /// The node with `id`.
    package func node(_ id: String) -> GraphNode? {
        nodes.first { $0.id == id }
    }

    /// Every diagnostic of the graph: those of the nodes and those of the files.
    package var diagnosticCount: Int {
        nodes.reduce(0) { $0 + $1.diagnostics.count } + files.reduce(0) { $0 + $1.diagnostics.count }
    }
}
