import ArgumentParser
import Foundation
import TabLintCore
import TabLintSource

/// `--baseline FILE` and `--write-baseline FILE`: adopt the gate without fixing every old finding first.
struct BaselineOptions: ParsableArguments {
    @Option(help: "Report only findings that are not in this baseline file (written by --write-baseline).")
    var baseline: String?

    @Option(help: "Record every current finding in this baseline file (written atomically), then report as usual.")
    var writeBaseline: String?

    /// Writes the baseline (when asked), then leaves out the findings of the baseline to compare with, which
    /// `check` sees first.
    func apply(to result: LintResult, path: (SourceFile) -> String, check: (Baseline) -> Void = { _ in }) throws -> LintResult {
        if let writeBaseline {
            let text = String(decoding: Baseline(result.diagnostics, path: path).encoded(), as: UTF8.self)
            try ReportOutput.write(text, to: writeBaseline, describing: "the baseline")
        }
        guard let baseline else { return result }
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: baseline))
        } catch {
            throw ReportOutput.Failure(description: "Cannot read the baseline \(baseline): \(error.localizedDescription)")
        }
        let decoded = try Baseline.decode(data, file: baseline)
        check(decoded)
        return decoded.filter(result, path: path)
    }
}
