import Foundation
import TabLintCore
import TabLintReporters

extension LintCommand {
    /// The findings that count: the baseline written and applied (`--write-baseline`, `--baseline`), then
    /// warnings raised to errors under `--strict`.
    func gate(_ result: LintResult, context: ReportContext) throws -> LintResult {
        let filtered = try baselineOptions.apply(to: result, path: context.displayPath)
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
