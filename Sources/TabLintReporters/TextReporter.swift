import TabLintCore
import TabLintSource

/// `path:line:column: severity: message [rule_id]`, 1-based, columns in characters (Unicode scalars): the
/// form Xcode, Vim's quickfix, Emacs' compilation mode and most CI log parsers read. Related places follow
/// as `note:` lines.
package struct TextReporter: Reporter {
    package static let id = "text"

    package init() {}

    package var isLineOriented: Bool { true }

    package func report(_ result: LintResult, context: ReportContext) -> String {
        var lines: [String] = []
        for diagnostic in result.diagnostics {
            lines.append("\(place(diagnostic.location, context)): \(diagnostic.severity.rawValue): \(diagnostic.message) [\(diagnostic.ruleID)]")
            for note in diagnostic.related {
                lines.append("\(place(note.location, context)): note: \(note.message)")
            }
        }
        return lines.map { $0 + "\n" }.joined()
    }

    private func place(_ location: SourceLocation, _ context: ReportContext) -> String {
        let start = location.file.position(of: location.range.lowerBound, in: .utf32)
        return "\(context.displayPath(location.file)):\(start.line + 1):\(start.column + 1)"
    }
}
