extension Diagnostic {
    /// The identity of a finding described by its parts (as a baseline stores them).
    static func identity(path: String, ruleID: String, objectID: String?, message: String) -> DiagnosticIdentity {
        DiagnosticIdentity(path: path, ruleID: ruleID, objectID: objectID ?? "", message: maskingLineNumbers(message))
    }

    /// The message with the line numbers it mentions masked (`on line 59` → `on line …`), so that a finding
    /// keeps its identity when lines are inserted or removed elsewhere in the file.
    static func maskingLineNumbers(_ message: String) -> String {
        message.replacing(#/\bline [0-9]+\b/#, with: "line …")
    }

    /// What identifies a finding across edits that do not touch it: the file's path (as reports show it), the
    /// rule, the IB object id the finding is about, and the message without line numbers. Baselines match
    /// findings by it and SARIF fingerprints hash it; positions are deliberately not part of it.
    package func identity(path: String) -> DiagnosticIdentity {
        Self.identity(path: path, ruleID: ruleID, objectID: objectID, message: message)
    }
}

/// See `Diagnostic.identity(path:)`.
package struct DiagnosticIdentity: Sendable, Hashable, Comparable {
    package let path: String
    package let ruleID: String
    /// Empty when the finding is not about one IB object (a parse error, a file-level problem).
    package let objectID: String
    package let message: String

    package init(path: String, ruleID: String, objectID: String, message: String) {
        self.path = path
        self.ruleID = ruleID
        self.objectID = objectID
        self.message = message
    }

    /// The parts joined with a separator that cannot occur in any of them (U+0000), for hashing.
    package var canonicalText: String { [path, ruleID, objectID, message].joined(separator: "\u{0}") }

    package static func < (lhs: DiagnosticIdentity, rhs: DiagnosticIdentity) -> Bool {
        (lhs.path, lhs.ruleID, lhs.objectID, lhs.message) < (rhs.path, rhs.ruleID, rhs.objectID, rhs.message)
    }
}
