import TabLintCore

/// A table of counts by rule and severity (and the number of files each rule fires in), with totals and
/// a closing line: files linted, files with findings, findings suppressed by a baseline. `--statistics`
/// appends it to the line-oriented formats.
package struct SummaryReporter: Reporter {
    package static let id = "summary"

    package init() {}

    package var isLineOriented: Bool { true }

    package func report(_ result: LintResult, context: ReportContext) -> String {
        var rows: [[String]] = []
        let byRule = Dictionary(grouping: result.diagnostics, by: \.ruleID)
        for rule in byRule.keys.sorted() {
            rows.append([rule] + counts(byRule[rule]!))
        }
        var out = ""
        if rows.isEmpty {
            out += "No findings\n"
        } else {
            let header = ["rule", "errors", "warnings", "infos", "total", "files"]
            let footer = ["total"] + counts(result.diagnostics)
            let table = [header] + rows + [footer]
            let widths = header.indices.map { column in table.map { $0[column].count }.max()! }
            func line(_ cells: [String]) -> String {
                cells.enumerated().map { column, cell in
                    let padding = String(repeating: " ", count: widths[column] - cell.count)
                    return column == 0 ? cell + padding : padding + cell
                }.joined(separator: "  ") + "\n"
            }
            let rule = widths.map { String(repeating: "-", count: $0) }.joined(separator: "  ") + "\n"
            out += line(header) + rule + rows.map(line).joined() + rule + line(footer)
        }
        let withFindings = Set(result.diagnostics.map(\.location.file.path)).count
        out += "\n\(plural(result.files.count, "file")) linted, \(withFindings) with findings"
        if let suppressed = result.suppressed { out += "; \(plural(suppressed, "finding")) suppressed by the baseline" }
        return out + "\n"
    }

    private func counts(_ diagnostics: [Diagnostic]) -> [String] {
        let severities = [Severity.error, .warning, .info].map { severity in diagnostics.filter { $0.severity == severity }.count }
        let files = Set(diagnostics.map(\.location.file.path)).count
        return (severities + [diagnostics.count, files]).map(String.init)
    }

    private func plural(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }
}
