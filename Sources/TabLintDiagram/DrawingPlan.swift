/// The graph as the renderers draw it: short ids (`n0`, `m0`), nodes grouped by file, and a placeholder
/// node for each destination that names no controller.
struct DrawingPlan: Sendable {
    struct Node: Sendable {
        let id: String
        /// The element id in an HTML page (`id` of the drawn node).
        let domID: String
        /// `nil` for a missing destination's placeholder.
        let node: GraphNode?
        let caption: NodeCaption?
        /// For placeholders: the id that names nothing.
        let missingID: String?
        let file: String
    }

    struct Edge: Sendable {
        let from: String
        let to: String
        let edge: GraphEdge
        /// The tab row the edge leaves from (tab edges of a tab bar controller).
        let port: Int?
        /// `1`, `root`, `master`, `show`, …
        let label: String?
    }

    let nodes: [Node]
    let edges: [Edge]
    /// File paths in order, with the ids of their nodes.
    let files: [(path: String, nodes: [String])]

    /// - Parameter domIDs: element ids for nodes (by `GraphNode.id`) in an HTML page; others get `<prefix>n0`, ….
    init(_ graph: ControllerGraph, fileNamesInCaptions: Bool = false, domIDs: [String: String] = [:], domPrefix: String = "") {
        var ids: [String: String] = [:]
        var graphNodes: [String: GraphNode] = [:]
        var nodes: [Node] = []
        for (index, node) in graph.nodes.enumerated() {
            ids[node.id] = "n\(index)"
            graphNodes[node.id] = node
            let fileName = fileNamesInCaptions ? GraphFile.fileName(of: node.file) : nil
            nodes.append(
                Node(
                    id: "n\(index)", domID: domIDs[node.id] ?? "\(domPrefix)n\(index)", node: node,
                    caption: NodeCaption(node, fileName: fileName), missingID: nil, file: node.file))
        }
        var edges: [Edge] = []
        for edge in graph.edges {
            guard let from = ids[edge.from], let source = graphNodes[edge.from] else { continue }
            let to: String
            if let target = edge.to {
                guard let known = ids[target] else { continue }
                to = known
            } else {
                to = "m\(nodes.count - graph.nodes.count)"
                nodes.append(
                    Node(id: to, domID: "\(domPrefix)\(from)_\(to)", node: nil, caption: nil, missingID: edge.destinationID, file: source.file))
            }
            var port: Int?
            var label: String?
            switch edge.kind {
            case .tab:
                port = edge.index.flatMap { index in (source.tabs?.indices.contains(index) ?? false) ? index : nil }
                label = edge.index.map { "\($0 + 1)" }
            case .root: label = "root"
            case .splitColumn, .relationship: label = edge.name.map(Self.shortRelationship)
            case .segue: label = edge.name
            case .reference: label = nil
            }
            edges.append(Edge(from: from, to: to, edge: edge, port: port, label: label))
        }
        self.nodes = nodes
        self.edges = edges
        var order: [String] = []
        var members: [String: [String]] = [:]
        for node in nodes {
            if members[node.file] == nil { order.append(node.file) }
            members[node.file, default: []].append(node.id)
        }
        files = order.map { ($0, members[$0]!) }
    }

    /// `master` for `masterViewController`, `shadowedContent` for `window.shadowedContentViewController`.
    static func shortRelationship(_ name: String) -> String {
        var short = name.split(separator: ".").last.map(String.init) ?? name
        for suffix in ["ViewController", "Controller"] where short.hasSuffix(suffix) && short.count > suffix.count {
            short.removeLast(suffix.count)
            break
        }
        return short
    }
}
