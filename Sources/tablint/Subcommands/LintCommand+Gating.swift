import Foundation
import TabLintCore
import TabLintReporters

extension LintCommand {
    /// The findings that count: the baseline written and applied (`--write-baseline`, `--baseline`, with paths
    /// relative to `identityRoot`), then warnings raised to errors under `--strict`. A baseline none of whose entries
    /// names a file under the linted paths says so on standard error: it cannot match anything.
    func gate(_ result: LintResult, context: ReportContext, input: ProjectInput, identityRoot: URL) throws -> LintResult {
        let filtered = try baselineOptions.apply(to: result, path: context.identityPath) { baseline in
            guard !baseline.findings.isEmpty else { return }
            let linted = baseline.findings.contains { entry in
                let path = identityRoot.appendingPathComponent(entry.path).standardizedFileURL.path
                let underLinted = input.isScoped ? input.isNamed(path) : input.roots.contains { ProjectInput.isInside(path, $0.path) }
                return underLinted && FileManager.default.fileExists(atPath: path)
            }
            guard !linted else { return }
            let count = baseline.findings.count
            StandardError.write(
                "tablint: warning: \(baselineOptions.baseline ?? "the baseline") has \(count) \(count == 1 ? "entry" : "entries") and none "
                    + "names a file under the linted paths (its paths are relative to \(identityRoot.path)): it suppresses nothing")
        }
        guard strict else { return filtered }
        let raised = filtered.diagnostics.map { diagnostic in
            var raised = diagnostic
            if raised.severity == .warning { raised.severity = .error }
            return raised
        }
        var strictResult = LintResult(files: filtered.files, diagnostics: raised)
        strictResult.suppressed = filtered.suppressed
        return strictResult
    }

    /// The report, with the summary table appended under `--statistics` when the format is line-oriented (for
    /// structured formats the table goes to standard error, so the report stays valid).
    func reportText(_ reporter: any Reporter, _ result: LintResult, _ context: ReportContext) -> String {
        let text = reporter.report(result, context: context)
        guard statistics, !(reporter is SummaryReporter) else { return text }
        let table = SummaryReporter().report(result, context: context)
        guard reporter.isLineOriented else {
            FileHandle.standardError.write(Data(table.utf8))
            return text
        }
        return text + (text.isEmpty ? "" : "\n") + table
    }
}
