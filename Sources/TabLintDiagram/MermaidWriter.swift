/// Writes a controller graph as a Mermaid flowchart (`flowchart LR`): one subgraph per file, tabs as
/// numbered edges in tab order, storyboard references dashed, segues dotted, nodes with findings classed
/// by their most serious one.
package struct MermaidWriter: Sendable {
    /// Mermaid's default `maxEdges`: a diagram with more links does not render unless the page that draws it
    /// raises the limit (a secure setting the diagram itself cannot change).
    package static let defaultMaxEdges = 500

    package init() {}

    package func write(_ graph: ControllerGraph) -> String {
        let plan = DrawingPlan(graph)
        let byID = Dictionary(uniqueKeysWithValues: plan.nodes.map { ($0.id, $0) })
        var out = "flowchart LR\n"
        for (index, file) in plan.files.enumerated() {
            out += "    subgraph f\(index)[\"\(Self.escape(file.path))\"]\n"
            for id in file.nodes { out += "        " + node(byID[id]!) + "\n" }
            out += "    end\n"
        }
        for drawn in plan.edges {
            out += "    " + edge(drawn, source: byID[drawn.from]) + "\n"
        }
        var classes: [String: [String]] = [:]
        for drawn in plan.nodes {
            if drawn.node == nil {
                classes["missing", default: []].append(drawn.id)
            } else if let severity = drawn.node?.worstSeverity {
                classes[severity, default: []].append(drawn.id)
            }
        }
        out += "    classDef error stroke:#dc2626,stroke-width:3px\n"
        out += "    classDef warning stroke:#d97706,stroke-width:3px\n"
        out += "    classDef info stroke:#2563eb,stroke-width:2px\n"
        out += "    classDef missing stroke:#dc2626,stroke-dasharray:4 3,color:#dc2626\n"
        for name in ["error", "warning", "info", "missing"] {
            if let ids = classes[name] { out += "    class \(ids.joined(separator: ",")) \(name)\n" }
        }
        return out
    }

    private func node(_ drawn: DrawingPlan.Node) -> String {
        guard let caption = drawn.caption else {
            return "\(drawn.id)[\"no controller '\(Self.escape(drawn.missingID ?? ""))'\"]"
        }
        var lines = ["<small>\(Self.escape(caption.kind))</small>", "<b>\(Self.escape(caption.title))</b>"]
        lines += caption.details.map(Self.escape)
        if !caption.findings.isEmpty { lines.append("● " + Self.escape(caption.findings)) }
        let shape = drawn.node?.kind == "storyboardReference" ? ("[/", "/]") : ("[", "]")
        return "\(drawn.id)\(shape.0)\"\(lines.joined(separator: "<br/>"))\"\(shape.1)"
    }

    private func edge(_ drawn: DrawingPlan.Edge, source: DrawingPlan.Node?) -> String {
        var label = drawn.label
        if drawn.edge.kind == .tab, let index = drawn.edge.index, let tab = source?.node?.tabs?.first(where: { $0.index == index }),
            let caption = source?.caption
        {
            label = NodeCaption.line(caption.tabs[tab.index]) + (tab.isUnderMore ? " · under More" : "")
        }
        let arrow: String
        switch drawn.edge.kind {
        case .reference, .segue: arrow = "-.->"
        default: arrow = drawn.edge.to == nil ? "-.->" : "-->"
        }
        guard let label, !label.isEmpty else { return "\(drawn.from) \(arrow) \(drawn.to)" }
        return "\(drawn.from) \(arrow)|\"\(Self.escape(label))\"| \(drawn.to)"
    }

    /// Text inside a quoted Mermaid label: characters Mermaid or its HTML labels would read as syntax become
    /// entity codes (`#34;` for `"`, `#60;` for `<`, …); control characters are dropped.
    static func escape(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"", "<", ">", "&", "#", "|", "`", "\\": out += "#\(scalar.value);"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F { continue }
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
