import TabLintSource
import TabLintXML

/// Writes a controller graph in Graphviz's DOT language: one cluster per file, tab bar controllers as
/// tables whose rows are the tabs (each tab's edge leaves from its row), storyboard references dashed,
/// segues dotted and left out of the ranking.
package struct DOTWriter: Sendable {
    /// Adds `href="#<linkPrefix><element id>"` to nodes (the HTML report links nodes to their findings).
    package var linkPrefix: String?
    /// Element ids of nodes in an HTML page, by `GraphNode.id`, and the prefix of the others.
    package var domIDs: [String: String]
    package var domPrefix: String

    /// Labels file clusters with the file name only (the HTML report names the files above the drawing).
    package var fileNameLabels: Bool
    /// The font Graphviz measures text with; the HTML report uses the font its page draws with.
    package var fontName: String

    package init(
        linkPrefix: String? = nil, domIDs: [String: String] = [:], domPrefix: String = "", fileNameLabels: Bool = false,
        fontName: String = "Helvetica"
    ) {
        self.linkPrefix = linkPrefix
        self.domIDs = domIDs
        self.domPrefix = domPrefix
        self.fileNameLabels = fileNameLabels
        self.fontName = fontName
    }

    package func write(_ graph: ControllerGraph) -> String {
        let plan = DrawingPlan(graph, domIDs: domIDs, domPrefix: domPrefix)
        var out = "digraph tablint {\n"
        let font = Self.quoted(fontName)
        out += "    graph [rankdir=LR, fontname=\(font), fontsize=10, nodesep=0.3, ranksep=0.7, bgcolor=\"transparent\"];\n"
        out += "    node [shape=plain, fontname=\(font), fontsize=11];\n"
        out += "    edge [fontname=\(font), fontsize=9, arrowsize=0.7];\n"
        let byID = Dictionary(uniqueKeysWithValues: plan.nodes.map { ($0.id, $0) })
        // Files that ship in Xcode targets are grouped in a cluster per target (or set of targets).
        let targetsByPath = Dictionary(graph.files.map { ($0.path, $0.targets ?? []) }, uniquingKeysWith: { first, _ in first })
        let groupOf = { (path: String) in (targetsByPath[path] ?? []).joined(separator: ", ") }
        var groups: [String] = []
        for file in plan.files where !groups.contains(groupOf(file.path)) { groups.append(groupOf(file.path)) }
        for (groupIndex, group) in groups.enumerated() {
            let indent = group.isEmpty ? "    " : "        "
            if !group.isEmpty {
                out += "    subgraph cluster_target_\(groupIndex) {\n"
                out += "        label=\(Self.quoted(group)); labeljust=l; style=\"dashed,rounded\"; color=\"#94a3b8\";\n"
            }
            for (index, file) in plan.files.enumerated() where groupOf(file.path) == group {
                out += indent + "subgraph cluster_\(index) {\n"
                let label = fileNameLabels ? GraphFile.fileName(of: file.path) : file.path
                out += indent + "    label=\(Self.quoted(label)); labeljust=l; style=\"rounded,filled\"; fillcolor=\"#f8fafc\"; color=\"#cbd5e1\";\n"
                for id in file.nodes { out += indent + "    " + node(byID[id]!) + "\n" }
                out += indent + "}\n"
            }
            if !group.isEmpty { out += "    }\n" }
        }
        for edge in plan.edges { out += "    " + self.edge(edge) + "\n" }
        return out + "}\n"
    }

    private func node(_ drawn: DrawingPlan.Node) -> String {
        guard let node = drawn.node, let caption = drawn.caption else {
            let text = "no controller '\(drawn.missingID ?? "")'"
            return
                "\(drawn.id) [id=\"\(drawn.domID)\", class=\"missing\", shape=box, style=\"dashed,rounded\", color=\"\(DiagramStyle.missingColor)\", "
                + "fontcolor=\"\(DiagramStyle.missingColor)\", fontsize=10, label=\(Self.quoted(text))];"
        }
        var attributes = [
            "id=\(Self.quoted(drawn.domID))", "class=\"controller \(node.worstSeverity ?? "clean")\"", "label=<\(label(caption, node: node))>",
            "tooltip=\(Self.quoted(node.id))",
        ]
        if let linkPrefix, !node.diagnostics.isEmpty { attributes.append("href=\(Self.quoted("#" + linkPrefix + drawn.domID))") }
        return "\(drawn.id) [\(attributes.joined(separator: ", "))];"
    }

    /// An HTML-like label: a coloured header, the title, details, the tab rows (ports `t0`, `t1`, …) and a
    /// findings row.
    private func label(_ caption: NodeCaption, node: GraphNode) -> String {
        let header = DiagramStyle.header(kind: node.kind)
        let border = DiagramStyle.border(severity: node.worstSeverity)
        var rows = [
            "<TR><TD ALIGN=\"LEFT\" BGCOLOR=\"\(header.fill)\"><FONT POINT-SIZE=\"8\" COLOR=\"\(header.text)\">"
                + "\(Self.html(caption.kind.uppercased()))</FONT></TD></TR>",
            "<TR><TD ALIGN=\"LEFT\"><B>\(Self.html(caption.title))</B></TD></TR>",
        ]
        for detail in caption.details {
            rows.append("<TR><TD ALIGN=\"LEFT\"><FONT POINT-SIZE=\"9\" COLOR=\"#475569\">\(Self.html(detail))</FONT></TD></TR>")
        }
        for (position, row) in caption.tabs.enumerated() {
            if row.isUnderMore && (position == 0 || !caption.tabs[position - 1].isUnderMore) {
                rows.append("<TR><TD ALIGN=\"LEFT\"><FONT POINT-SIZE=\"8\" COLOR=\"#64748b\">UNDER MORE</FONT></TD></TR>")
            }
            let fill = row.isUnderMore ? " BGCOLOR=\"\(DiagramStyle.underMoreFill)\"" : ""
            rows.append(
                "<TR><TD ALIGN=\"LEFT\" PORT=\"t\(row.index)\"\(fill)><FONT POINT-SIZE=\"10\">\(Self.html(NodeCaption.line(row)))</FONT></TD></TR>")
        }
        if !caption.findings.isEmpty {
            rows.append(
                "<TR><TD ALIGN=\"LEFT\" BGCOLOR=\"\(DiagramStyle.findingsFill)\"><FONT POINT-SIZE=\"9\" COLOR=\"\(border)\">"
                    + "● \(Self.html(caption.findings))</FONT></TD></TR>")
        }
        let width = node.worstSeverity == nil ? 1 : 2
        return "<TABLE BORDER=\"\(width)\" CELLBORDER=\"0\" CELLSPACING=\"0\" CELLPADDING=\"4\" COLOR=\"\(border)\" BGCOLOR=\"white\">"
            + rows.joined() + "</TABLE>"
    }

    private func edge(_ drawn: DrawingPlan.Edge) -> String {
        let from = drawn.port.map { "\(drawn.from):t\($0):e" } ?? drawn.from
        var attributes = ["color=\"\(DiagramStyle.edgeColor(drawn.edge.kind))\""]
        if let label = drawn.label {
            // Segues do not constrain the ranking; Graphviz loses labelled edges of that kind inside
            // clusters ("Error: lost … edge"), so their labels are external labels, placed after layout.
            attributes.append("\(drawn.edge.kind == .segue ? "xlabel" : "label")=\(Self.quoted(label))")
            attributes.append("fontcolor=\"\(DiagramStyle.edgeColor(drawn.edge.kind))\"")
        }
        switch drawn.edge.kind {
        case .reference: attributes.append("style=dashed")
        case .segue: attributes += ["style=dotted", "constraint=false"]
        default: break
        }
        if drawn.edge.to == nil { attributes.append("style=dashed") }
        return "\(from) -> \(drawn.to) [\(attributes.joined(separator: ", "))];"
    }

    /// A DOT double-quoted string: backslashes and quotes escaped, line breaks as `\n`.
    static func quoted(_ text: String) -> String {
        var out = "\""
        for character in text {
            switch character {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "\n", "\r\n", "\r": out += "\\n"
            default: out.append(character)
            }
        }
        return out + "\""
    }

    /// Text for an HTML-like label: XML escaping, and `]` as a reference too.
    static func html(_ text: String) -> String {
        XMLEscaping.content(text).replacingOccurrences(of: "]", with: "&#93;")
    }
}
