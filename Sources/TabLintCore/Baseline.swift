import Foundation
import TabLintSource

/// The findings a team accepted when it adopted TabLint (`tablint lint --write-baseline FILE`), so that
/// `--baseline FILE` reports only findings that are not among them.
///
/// Findings are matched by `DiagnosticIdentity` (path, rule, IB object id, message without line numbers),
/// never by position: unrelated edits that move lines keep old findings suppressed. Matching counts: a
/// baseline that holds one finding with some identity suppresses one current finding with it, so a second,
/// identical slip is reported. The file is JSON, versioned, sorted, one finding per entry (`Docs/ci.md`).
package struct Baseline: Codable, Sendable, Equatable {
    package struct Entry: Codable, Sendable, Hashable {
        /// The file's path relative to the project root (`ReportContext.identityPath`: the configuration's folder, else
        /// the linted project's), whatever folder `tablint` ran in.
        package var path: String
        package var rule: String
        package var objectID: String?
        package var message: String
        /// For the reader; not part of the match (a severity override keeps the finding baselined).
        package var severity: Severity

        package init(path: String, rule: String, objectID: String?, message: String, severity: Severity) {
            self.path = path
            self.rule = rule
            self.objectID = objectID
            self.message = message
            self.severity = severity
        }

        var identity: DiagnosticIdentity {
            Diagnostic.identity(path: path, ruleID: rule, objectID: objectID, message: message)
        }
    }

    package static let formatVersion = 1

    package var version: Int
    package var findings: [Entry]

    /// A baseline of `diagnostics`; `path` gives a file's path as reports show it.
    package init(_ diagnostics: [Diagnostic], path: (SourceFile) -> String) {
        version = Self.formatVersion
        let entries = diagnostics.map {
            Entry(path: path($0.location.file), rule: $0.ruleID, objectID: $0.objectID, message: $0.message, severity: $0.severity)
        }
        // Each entry's identity (a regular-expression rewrite of its message) is computed once, not per comparison.
        findings = entries.map { ($0.identity, $0) }.sorted { ($0.0, $0.1.severity.rawValue) < ($1.0, $1.1.severity.rawValue) }.map(\.1)
    }

    /// `result` without the findings this baseline holds; `suppressed` counts what was left out.
    package func filter(_ result: LintResult, path: (SourceFile) -> String) -> LintResult {
        var remaining: [DiagnosticIdentity: Int] = [:]
        for entry in findings { remaining[entry.identity, default: 0] += 1 }
        var kept: [Diagnostic] = []
        for diagnostic in result.diagnostics {
            let identity = diagnostic.identity(path: path(diagnostic.location.file))
            if let count = remaining[identity], count > 0 {
                remaining[identity] = count - 1
            } else {
                kept.append(diagnostic)
            }
        }
        var filtered = LintResult(files: result.files, diagnostics: kept)
        filtered.suppressed = (result.suppressed ?? 0) + result.diagnostics.count - kept.count
        return filtered
    }
}
