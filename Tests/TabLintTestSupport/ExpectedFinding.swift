import TabLintCore

/// An example's expectation at a marker, `"<severity>: <message>"`, read: the severity is required.
package struct ExpectedFinding: Equatable, Sendable {
    package let severity: Severity
    package let message: String

    /// `nil` when the text does not start with a severity and `": "`.
    package init?(_ text: String) {
        guard let colon = text.firstRange(of: ": "), let severity = Severity(rawValue: String(text[..<colon.lowerBound])) else {
            return nil
        }
        self.severity = severity
        self.message = String(text[colon.upperBound...])
    }

    package func matches(_ diagnostic: Diagnostic) -> Bool {
        diagnostic.severity == severity && diagnostic.message == message
    }
}
