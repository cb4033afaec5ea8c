import TabLintCore
import TabLintSource

/// `/absolute/path:line:column: warning: message (rule_id)`, the form Xcode reads from a Run Script build
/// phase and shows in the issue navigator and the editor. Columns count UTF-8 bytes, as clang and swiftc
/// report them. Xcode knows `error`, `warning` and `note`: infos are notes, and related places follow their
/// finding as notes, as compilers write them.
package struct XcodeReporter: Reporter {
    package static let id = "xcode"

    package init() {}

    package var isLineOriented: Bool { true }

    package func report(_ result: LintResult, context: ReportContext) -> String {
        var lines: [String] = []
        for diagnostic in result.diagnostics {
            lines.append("\(place(diagnostic.location)): \(Self.kind(diagnostic.severity)): \(diagnostic.message) (\(diagnostic.ruleID))")
            for note in diagnostic.related {
                lines.append("\(place(note.location)): note: \(note.message)")
            }
        }
        return lines.map { $0 + "\n" }.joined()
    }

    static func kind(_ severity: Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .info: return "note"
        }
    }

    private func place(_ location: SourceLocation) -> String {
        let region = location.oneBasedRegion(.utf8)
        return "\(location.file.path):\(region.startLine):\(region.startColumn)"
    }
}
