import TabLintCore
import TabLintSource

/// GitHub Actions workflow commands: `::warning file=…,line=…,col=…,endLine=…,endColumn=…,title=…::message`,
/// which the runner turns into annotations on the pull request's diff. Paths are relative to the folder
/// `tablint` ran in (the checkout); columns count UTF-16 code units, as in SARIF; `endColumn` is the column
/// just after the range. Infos are `notice`s; related places are appended to the message.
package struct GitHubReporter: Reporter {
    package static let id = "github"

    package init() {}

    package var isLineOriented: Bool { true }

    package func report(_ result: LintResult, context: ReportContext) -> String {
        let names = Dictionary(context.rules.map { ($0.id, $0.name) }, uniquingKeysWith: { first, _ in first })
        return result.diagnostics.map { diagnostic in
            let region = diagnostic.location.oneBasedRegion(.utf16)
            let title = names[diagnostic.ruleID].map { "\($0) (\(diagnostic.ruleID))" } ?? diagnostic.ruleID
            let properties = [
                ("file", context.displayPath(diagnostic.location.file)), ("line", "\(region.startLine)"),
                ("col", "\(region.startColumn)"), ("endLine", "\(region.endLine)"), ("endColumn", "\(region.endColumn)"),
                ("title", title),
            ]
            var message = diagnostic.message
            for note in diagnostic.related {
                let place = note.location.oneBasedRegion(.utf16)
                message += "\n\(context.displayPath(note.location.file)):\(place.startLine):\(place.startColumn): note: \(note.message)"
            }
            let list = properties.map { "\($0)=\(Self.escapeProperty($1))" }.joined(separator: ",")
            return "::\(Self.command(diagnostic.severity)) \(list)::\(Self.escapeData(message))\n"
        }.joined()
    }

    static func command(_ severity: Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .info: return "notice"
        }
    }

    /// The runner's escaping for a command's message: `%`, CR and LF.
    package static func escapeData(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    /// The runner's escaping for a property value: as for data, plus `:` and `,`.
    package static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
