import Foundation
import LSPProtocol
import TabLintCore
import TabLintSource

/// The versioned JSON report (`Docs/json-output.md`): files with their LSP diagnostics, and a summary.
package struct JSONReporter: Reporter {
    package static let id = "json"

    package struct Report: Codable, Sendable, Equatable {
        package var version: Int
        package var tool: Tool
        package var files: [File]
        package var summary: Summary
    }

    package struct Tool: Codable, Sendable, Equatable {
        package var name: String
        package var version: String
    }

    package struct File: Codable, Sendable, Equatable {
        package var uri: String
        package var path: String
        package var diagnostics: [LSPDiagnostic]
    }

    package struct Summary: Codable, Sendable, Equatable {
        package var files: Int
        package var errors: Int
        package var warnings: Int
        package var infos: Int
        /// Findings a baseline left out (present only when `--baseline` was given).
        package var suppressed: Int?

        package init(files: Int, errors: Int, warnings: Int, infos: Int, suppressed: Int? = nil) {
            self.files = files
            self.errors = errors
            self.warnings = warnings
            self.infos = infos
            self.suppressed = suppressed
        }
    }

    package static let formatVersion = 1

    package init() {}

    package func makeReport(_ result: LintResult, context: ReportContext) -> Report {
        let files = result.diagnosticsByFile.map { group in
            File(
                uri: group.file.uri, path: context.displayPath(group.file),
                diagnostics: group.diagnostics.map { $0.lsp(context.positionEncoding) })
        }
        return Report(
            version: Self.formatVersion, tool: Tool(name: "tablint", version: context.toolVersion), files: files,
            summary: Summary(
                files: result.files.count, errors: result.count(.error), warnings: result.count(.warning),
                infos: result.count(.info), suppressed: result.suppressed))
    }

    package func report(_ result: LintResult, context: ReportContext) -> String {
        StableJSON.text(makeReport(result, context: context))
    }
}
