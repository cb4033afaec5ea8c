import Foundation
import TabLintSource
import TabLintXML

/// Draws a controller graph as SVG with `LayeredLayout`: the report's own drawing when Graphviz is not
/// installed. Nodes are `<g class="node …" id="…">` groups linking to their findings, like Graphviz's.
package struct SVGRenderer: Sendable {
    package var linkPrefix: String?
    package var domIDs: [String: String]
    /// Prefixes element ids (arrow markers, unnamed nodes) so several drawings can share a page.
    package var domPrefix: String

    package init(linkPrefix: String? = nil, domIDs: [String: String] = [:], domPrefix: String = "") {
        self.linkPrefix = linkPrefix
        self.domIDs = domIDs
        self.domPrefix = domPrefix
    }

    package func render(_ graph: ControllerGraph) -> String {
        let plan = DrawingPlan(graph, fileNamesInCaptions: Set(graph.nodes.map(\.file)).count > 1, domIDs: domIDs, domPrefix: domPrefix)
        let boxes = plan.nodes.map(NodeBox.init)
        let index = Dictionary(uniqueKeysWithValues: plan.nodes.enumerated().map { ($1.id, $0) })
        let edges = plan.edges.map { drawn in
            LayeredLayout.Edge(
                from: index[drawn.from]!, to: index[drawn.to]!, portY: drawn.port.flatMap { boxes[index[drawn.from]!].portY(tab: $0) },
                constrains: drawn.edge.kind.isPrimary)
        }
        var layout = LayeredLayout()
        layout.margin = 24
        let result = layout.layout(sizes: boxes.map { LayeredLayout.Size(width: $0.width, height: $0.height) }, edges: edges)
        let width = Self.number(result.width), height = Self.number(result.height)
        var out = "<svg class=\"tab-graph\" data-renderer=\"tablint\" xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" "
        out += "height=\"\(height)\" viewBox=\"0 0 \(width) \(height)\" font-family=\"\(DiagramStyle.fontFamily)\" role=\"img\">\n"
        out += "<defs>\n"
        for kind in GraphEdge.Kind.allCases {
            out += "<marker id=\"\(domPrefix)arrow-\(kind.rawValue)\" viewBox=\"0 0 10 10\" refX=\"9\" refY=\"5\" markerWidth=\"7\" "
            out += "markerHeight=\"7\" orient=\"auto\"><path d=\"M0,0 L10,5 L0,10 z\" fill=\"\(DiagramStyle.edgeColor(kind))\"/></marker>\n"
        }
        out += "</defs>\n<g class=\"edges\">\n"
        for (position, drawn) in plan.edges.enumerated() {
            let source = index[drawn.from]!
            out += edge(drawn, route: result.routes[position], box: boxes[source], origin: result.origins[source])
        }
        out += "</g>\n<g class=\"nodes\">\n"
        for (position, drawn) in plan.nodes.enumerated() {
            out += node(drawn, box: boxes[position], origin: result.origins[position])
        }
        return out + "</g>\n</svg>\n"
    }

    private func edge(_ drawn: DrawingPlan.Edge, route: [LayeredLayout.Point], box: NodeBox, origin: LayeredLayout.Point) -> String {
        let kind = drawn.edge.kind
        let color = DiagramStyle.edgeColor(kind)
        var path: String
        if route.isEmpty {
            let (x, y) = (origin.x + box.width, origin.y)
            path = "M\(Self.number(x - 30)),\(Self.number(y)) C\(Self.number(x - 30)),\(Self.number(y - 26)) "
            path += "\(Self.number(x + 26)),\(Self.number(y + 14)) \(Self.number(x)),\(Self.number(y + 14))"
        } else {
            path = "M\(Self.number(route[0].x)),\(Self.number(route[0].y))"
            for (start, end) in zip(route, route.dropFirst()) {
                let dx = end.x - start.x
                let bend = max(abs(dx) / 2, 36)
                let (c1, c2) = dx >= 0 ? (start.x + bend, end.x - bend) : (start.x - bend, end.x + bend)
                path += " C\(Self.number(c1)),\(Self.number(start.y)) \(Self.number(c2)),\(Self.number(end.y)) "
                path += "\(Self.number(end.x)),\(Self.number(end.y))"
            }
        }
        var dash = ""
        if kind == .reference || drawn.edge.to == nil { dash = " stroke-dasharray=\"6 4\"" }
        if kind == .segue { dash = " stroke-dasharray=\"2 3\"" }
        var out = "<g class=\"edge edge-\(kind.rawValue)\"><path d=\"\(path)\" fill=\"none\" stroke=\"\(color)\" stroke-width=\"1.4\"\(dash) "
        out += "marker-end=\"url(#\(domPrefix)arrow-\(kind.rawValue))\"/>"
        if let label = drawn.label, kind != .tab, route.count >= 2 {
            let x = (route[0].x + route[1].x) / 2, y = (route[0].y + route[1].y) / 2 - 4
            out += "<text x=\"\(Self.number(x))\" y=\"\(Self.number(y))\" text-anchor=\"middle\" font-size=\"9.5\" fill=\"\(color)\" "
            out += "stroke=\"#ffffff\" stroke-width=\"3\" paint-order=\"stroke\">\(XMLEscaping.attribute(label))</text>"
        }
        return out + "</g>\n"
    }

    private func node(_ drawn: DrawingPlan.Node, box: NodeBox, origin: LayeredLayout.Point) -> String {
        let (x, y, w, h) = (origin.x, origin.y, box.width, box.height)
        let severity = drawn.node?.worstSeverity
        let classes = drawn.node == nil ? "node missing" : "node controller \(severity ?? "clean")"
        var out = "<g class=\"\(classes)\" id=\"\(XMLEscaping.attribute(drawn.domID))\">"
        let linked = linkPrefix != nil && !(drawn.node?.diagnostics.isEmpty ?? true)
        if linked, let linkPrefix { out += "<a href=\"#\(XMLEscaping.attribute(linkPrefix + drawn.domID))\">" }
        out += "<title>\(XMLEscaping.attribute(drawn.node?.id ?? "no controller '\(drawn.missingID ?? "")'"))</title>"
        guard let node = drawn.node else {
            out += "<rect x=\"\(Self.number(x))\" y=\"\(Self.number(y))\" width=\"\(Self.number(w))\" height=\"\(Self.number(h))\" rx=\"6\" "
            out += "fill=\"#fff5f5\" stroke=\"\(DiagramStyle.missingColor)\" stroke-dasharray=\"5 3\"/>"
            out += text(box.rows[0].text, x: x + NodeBox.padding, y: y + 18, size: 11, color: DiagramStyle.missingColor)
            return out + "</g>\n"
        }
        let header = DiagramStyle.header(kind: node.kind)
        let border = DiagramStyle.border(severity: severity)
        out += "<rect x=\"\(Self.number(x))\" y=\"\(Self.number(y))\" width=\"\(Self.number(w))\" height=\"\(Self.number(h))\" rx=\"7\" "
        out += "fill=\"#ffffff\" stroke=\"\(border)\" stroke-width=\"\(severity == nil ? 1 : 2)\"/>"
        for row in box.rows {
            let top = y + row.top
            let baseline = top + row.height / 2 + row.fontSize * 0.36
            let left = x + NodeBox.padding
            switch row.kind {
            case .header:
                out +=
                    "<path d=\"M\(Self.number(x)),\(Self.number(top + row.height)) V\(Self.number(top + 7)) Q\(Self.number(x)),\(Self.number(top)) "
                out += "\(Self.number(x + 7)),\(Self.number(top)) H\(Self.number(x + w - 7)) Q\(Self.number(x + w)),\(Self.number(top)) "
                out += "\(Self.number(x + w)),\(Self.number(top + 7)) V\(Self.number(top + row.height)) Z\" fill=\"\(header.fill)\"/>"
                out += text(row.text, x: left, y: baseline, size: row.fontSize, color: header.text, extra: " letter-spacing=\"0.6\"")
            case .title:
                out += text(row.text, x: left, y: baseline, size: row.fontSize, color: "#0f172a", extra: " font-weight=\"bold\"")
            case .detail:
                out += text(row.text, x: left, y: baseline, size: row.fontSize, color: "#475569")
            case .moreDivider:
                out += "<line x1=\"\(Self.number(x))\" x2=\"\(Self.number(x + w))\" y1=\"\(Self.number(top))\" y2=\"\(Self.number(top))\" "
                out += "stroke=\"#cbd5e1\" stroke-dasharray=\"3 2\"/>"
                out += text(row.text, x: left, y: baseline, size: row.fontSize, color: "#64748b", extra: " letter-spacing=\"0.6\"")
            case .tab:
                let fill =
                    (row.tabIndex.flatMap { index in node.tabs?.first { $0.index == index } }?.isUnderMore ?? false)
                    ? DiagramStyle.underMoreFill : "#fafaff"
                out += "<rect x=\"\(Self.number(x + 1))\" y=\"\(Self.number(top + 1))\" width=\"\(Self.number(w - 2))\" "
                out += "height=\"\(Self.number(row.height - 2))\" fill=\"\(fill)\" class=\"tab-row\"/>"
                var content =
                    "<tspan font-weight=\"bold\" fill=\"\(DiagramStyle.edgeColor(.tab))\">\(XMLEscaping.attribute(row.number ?? ""))</tspan>"
                content += "<tspan dx=\"\(Self.number(NodeBox.numberGap))\">\(XMLEscaping.attribute(row.text))</tspan>"
                if let trailing = row.trailing {
                    content += "<tspan dx=\"\(Self.number(NodeBox.trailingGap))\" fill=\"#64748b\">\(XMLEscaping.attribute(trailing))</tspan>"
                }
                out += "<text x=\"\(Self.number(left))\" y=\"\(Self.number(baseline))\" font-size=\"\(Self.number(row.fontSize))\" "
                out += "fill=\"#1e293b\" xml:space=\"preserve\">\(content)</text>"
            case .findings:
                out += "<rect x=\"\(Self.number(x + 1))\" y=\"\(Self.number(top))\" width=\"\(Self.number(w - 2))\" "
                out += "height=\"\(Self.number(row.height))\" fill=\"\(DiagramStyle.findingsFill)\"/>"
                out += text(row.text, x: left, y: baseline, size: row.fontSize, color: border, extra: " font-weight=\"bold\"")
            case .missing:
                break
            }
        }
        if linked { out += "</a>" }
        return out + "</g>\n"
    }

    private func text(_ value: String, x: Double, y: Double, size: Double, color: String, extra: String = "") -> String {
        "<text x=\"\(Self.number(x))\" y=\"\(Self.number(y))\" font-size=\"\(Self.number(size))\" fill=\"\(color)\"\(extra)>"
            + XMLEscaping.attribute(value) + "</text>"
    }

    /// A coordinate with at most one decimal.
    static func number(_ value: Double) -> String {
        let rounded = (value * 10).rounded() / 10
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(format: "%.1f", rounded)
    }
}
