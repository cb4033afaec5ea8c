import TabLintCore
import TabLintSource

/// Checkstyle XML (`checkstyle-report-1.0.0.xsd`), read by Jenkins' Warnings plugin, reviewdog, Danger and
/// most CI dashboards: one `<file>` per linted file (absolute path, as Checkstyle writes it), one `<error>`
/// per finding with 1-based line and column (UTF-16 units), severity, message and `tablint.rules.<id>` as
/// source. Related places follow the message on their own lines.
package struct CheckstyleReporter: Reporter {
    package static let id = "checkstyle"

    package init() {}

    package func report(_ result: LintResult, context: ReportContext) -> String {
        var byFile: [String: [Diagnostic]] = [:]
        for diagnostic in result.diagnostics { byFile[diagnostic.location.file.path, default: []].append(diagnostic) }
        var paths = result.files.map(\.path)
        paths += byFile.keys.filter { !paths.contains($0) }.sorted()
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">\n"
        for path in paths {
            let diagnostics = byFile[path] ?? []
            guard !diagnostics.isEmpty else {
                out += "  <file name=\"\(XMLEscaping.attribute(path))\"/>\n"
                continue
            }
            out += "  <file name=\"\(XMLEscaping.attribute(path))\">\n"
            for diagnostic in diagnostics {
                let region = diagnostic.location.oneBasedRegion(.utf16)
                let message = ([diagnostic.message] + diagnostic.related.map { note(note: $0, context) }).joined(separator: "\n")
                out += "    <error line=\"\(region.startLine)\" column=\"\(region.startColumn)\" "
                out += "severity=\"\(diagnostic.severity.rawValue)\" message=\"\(XMLEscaping.attribute(message))\" "
                out += "source=\"tablint.rules.\(XMLEscaping.attribute(diagnostic.ruleID))\"/>\n"
            }
            out += "  </file>\n"
        }
        return out + "</checkstyle>\n"
    }

    private func note(note: RelatedNote, _ context: ReportContext) -> String {
        let region = note.location.oneBasedRegion(.utf16)
        return "\(note.location.file.path):\(region.startLine):\(region.startColumn): note: \(note.message)"
    }
}
