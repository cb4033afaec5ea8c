import TabLintCore
import TabLintSource

extension HTMLPage {
    /// The findings grouped by file (report order) and, within a file, by rule (most severe rule first).
    func findingsSection() -> String {
        var out = "<section id=\"findings\" aria-labelledby=\"findings-title\">\n<h2 id=\"findings-title\">Findings</h2>\n"
        let groups = result.diagnosticsByFile
        if groups.isEmpty { out += "<p class=\"empty\">No findings in \(result.files.count) files.</p>\n" }
        var anchored = Set<String>()
        for (fileIndex, group) in groups.enumerated() {
            let path = context.displayPath(group.file)
            out += "<section class=\"file\" id=\"file-\(fileIndex)\">\n<h3><code>\(Self.escape(path))</code>"
            out += "<span class=\"tally\">\(tally(group.diagnostics))</span></h3>\n"
            let byRule = Dictionary(grouping: group.diagnostics, by: \.ruleID)
            let rules = byRule.keys.sorted { lhs, rhs in
                let (left, right) = (byRule[lhs]!.map(\.severity).max()!, byRule[rhs]!.map(\.severity).max()!)
                return left != right ? left > right : lhs < rhs
            }
            for rule in rules {
                let findings = byRule[rule]!
                out += "<div class=\"rule\">\n<h4><code>\(Self.escape(rule))</code><span class=\"tally\">\(tally(findings))</span></h4>\n<ul>\n"
                for diagnostic in findings { out += finding(diagnostic, path: path, anchored: &anchored) }
                out += "</ul>\n</div>\n"
            }
            out += "</section>\n"
        }
        return out + "</section>\n"
    }

    private func finding(_ diagnostic: Diagnostic, path: String, anchored: inout Set<String>) -> String {
        let (line, column) = place(diagnostic.location)
        let node = nodeOfFinding[Self.key(path, diagnostic.ruleID, line, column, diagnostic.message)]
        let severity = diagnostic.severity.rawValue
        var attributes = "class=\"finding \(severity)\" data-severity=\"\(severity)\""
        if let node {
            attributes += " data-node=\"\(node)\""
            if anchored.insert(node).inserted { attributes += " id=\"at_\(node)\"" }
        }
        var out = "<li \(attributes)><span class=\"sev\">\(severity)</span><span class=\"loc\">\(line):\(column)</span>"
        out += "<span class=\"msg\">\(Self.escape(diagnostic.message))</span>"
        if let node { out += "<a class=\"to-node\" href=\"#\(node)\" title=\"Show in the tab graph\">graph ↑</a>" }
        if !diagnostic.related.isEmpty {
            out += "<ul class=\"notes\">"
            for note in diagnostic.related {
                let (noteLine, noteColumn) = place(note.location)
                let notePath = note.location.file.isSameFile(as: diagnostic.location.file) ? "" : context.displayPath(note.location.file) + ":"
                out += "<li><span class=\"loc\">\(Self.escape(notePath))\(noteLine):\(noteColumn)</span> \(Self.escape(note.message))</li>"
            }
            out += "</ul>"
        }
        return out + "</li>\n"
    }

    /// 1-based line and column (characters), as the text report gives them.
    private func place(_ location: SourceLocation) -> (Int, Int) {
        let start = location.file.position(of: location.range.lowerBound, in: .utf32)
        return (start.line + 1, start.column + 1)
    }

    private func tally(_ diagnostics: [Diagnostic]) -> String {
        [Severity.error, .warning, .info].compactMap { severity in
            let count = diagnostics.filter { $0.severity == severity }.count
            return count == 0 ? nil : "<span class=\"count \(severity.rawValue)\">\(count) \(severity.rawValue)\(count == 1 ? "" : "s")</span>"
        }.joined()
    }
}
