import TabLintCore
import TabLintSource
import TabLintXML

/// Checkstyle XML (`checkstyle-report-1.0.0.xsd`), read by Jenkins' Warnings plugin, reviewdog, Danger and
/// most CI dashboards: one `<file>` per linted file (absolute path, as Checkstyle writes it), one `<error>`
/// per finding with 1-based line and column (UTF-16 units), severity, message and `tablint.rules.<id>` as
/// source. Related places follow the message on their own lines.
package struct CheckstyleReporter: Reporter {
    package static let id = "checkstyle"

    package init() {}

    package func report(_ result: LintResult, context: ReportContext) -> String {
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">\n"
        for (file, diagnostics) in result.everyFileWithDiagnostics {
            let path = file.path
            guard !diagnostics.isEmpty else {
                out += "  <file name=\"\(XMLEscaping.attribute(path))\"/>\n"
                continue
            }
            out += "  <file name=\"\(XMLEscaping.attribute(path))\">\n"
            for diagnostic in diagnostics {
                let region = diagnostic.location.oneBasedRegion(.utf16)
                let message = ([diagnostic.message] + diagnostic.related.map(note)).joined(separator: "\n")
                out += "    <error line=\"\(region.startLine)\" column=\"\(region.startColumn)\" "
                out += "severity=\"\(diagnostic.severity.rawValue)\" message=\"\(XMLEscaping.attribute(message))\" "
                out += "source=\"tablint.rules.\(XMLEscaping.attribute(diagnostic.ruleID))\"/>\n"
            }
            out += "  </file>\n"
        }
        return out + "</checkstyle>\n"
    }

    private func note(_ note: RelatedNote) -> String {
        let region = note.location.oneBasedRegion(.utf16)
        return "\(note.location.file.path):\(region.startLine):\(region.startColumn): note: \(note.message)"
    }
}
