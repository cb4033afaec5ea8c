import TabLintDiagram

extension HTMLPage {
    /// The tab graph: one drawing per connected part with structure or findings, then the controllers that
    /// stand alone.
    func graphSection(parts: [ControllerGraph], drawing: DiagramRenderer.Drawing) -> String {
        var out = "<section id=\"graph\" aria-labelledby=\"graph-title\">\n<h2 id=\"graph-title\">Tab graph</h2>\n"
        out += HTMLAssets.legend
        if let note = drawing.note { out += "<p class=\"note\">\(Self.escape(note))</p>\n" }
        if parts.isEmpty { out += "<p class=\"empty\">No tab bar controllers, containers or references.</p>\n" }
        for (index, (part, svg)) in zip(parts, drawing.svgs).enumerated() {
            let tabBars = part.nodes.filter { $0.tabs != nil }.count
            let findings = part.diagnosticCount
            var facts = ["\(part.nodes.count) controller\(part.nodes.count == 1 ? "" : "s")"]
            if tabBars > 0 { facts.append("\(tabBars) tab bar controller\(tabBars == 1 ? "" : "s")") }
            if findings > 0 { facts.append("\(findings) finding\(findings == 1 ? "" : "s")") }
            let files = part.files.map { "<code>\(Self.escape($0.path))</code>" }.joined(separator: " ")
            out += "<figure class=\"part\" id=\"part-\(index)\">\n<figcaption><span class=\"files\">\(files)</span>"
            out += "<span class=\"facts\">\(facts.joined(separator: " · "))</span></figcaption>\n"
            out += "<div class=\"canvas\" tabindex=\"0\" title=\"Click to switch between fit and actual size\">\n\(svg)</div>\n</figure>\n"
        }
        let drawn = Set(parts.flatMap { $0.nodes.map(\.id) })
        let alone = graph.nodes.filter { !drawn.contains($0.id) }
        if !alone.isEmpty {
            let byFile = Dictionary(grouping: alone, by: \.file)
            out += "<details class=\"alone\"><summary>\(alone.count) controller\(alone.count == 1 ? "" : "s") without connections "
            out += "or findings, in \(byFile.count) file\(byFile.count == 1 ? "" : "s")</summary>\n<ul>\n"
            for file in byFile.keys.sorted() {
                let names = byFile[file]!.map { Self.escape($0.title ?? $0.className) }.joined(separator: ", ")
                out += "<li><code>\(Self.escape(file))</code>: \(names)</li>\n"
            }
            out += "</ul>\n</details>\n"
        }
        return out + "</section>\n"
    }
}
