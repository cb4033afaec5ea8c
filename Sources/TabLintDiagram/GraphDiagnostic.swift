/// A diagnostic as a graph snapshot carries it: enough to show it beside its node and find it in the file.
package struct GraphDiagnostic: Codable, Sendable, Equatable {
    /// The rule id (`duplicate_restoration_identifier`, …).
    package var rule: String
    /// `error`, `warning` or `info`.
    package var severity: String
    package var message: String
    /// 1-based line and column (in characters) where the finding starts, as in the text report.
    package var line: Int
    package var column: Int

    package init(rule: String, severity: String, message: String, line: Int, column: Int) {
        self.rule = rule
        self.severity = severity
        self.message = message
        self.line = line
        self.column = column
    }
}
