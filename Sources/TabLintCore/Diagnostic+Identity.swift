extension Diagnostic {
    /// The identity of a finding described by its parts (as a baseline stores them).
    /// A finding about an IB object is that object's: its message (which names tabs by position and titles, and
    /// changes when tabs are reordered, added or removed) is left out. A finding about no object keeps its message,
    /// positions masked.
    static func identity(path: String, ruleID: String, objectID: String?, message: String) -> DiagnosticIdentity {
        DiagnosticIdentity(path: path, ruleID: ruleID, objectID: objectID ?? "", message: objectID == nil ? maskingPositions(message) : "")
    }

    /// The message with the line numbers and tab positions it mentions masked (`on line 59` → `on line …`,
    /// `Tab 2 'Feed'` → `Tab … 'Feed'`, `like tab 1` → `like tab …`), so that a finding keeps its identity when lines
    /// are inserted or removed elsewhere in the file, and when tabs are reordered, added or removed: the object id
    /// and the rule tell findings apart. A baseline's stored messages are masked the same way when read, so older
    /// baselines keep matching.
    static func maskingPositions(_ message: String) -> String {
        message.replacing(#/\bline [0-9]+\b/#, with: "line …").replacing(#/\b([Tt])ab [0-9]+\b/#) { "\($0.1)ab …" }
    }

    /// What identifies a finding across edits that do not touch it: the file's path (as reports show it), the
    /// rule, and the IB object id the finding is about (else the message without line numbers and tab positions).
    /// Baselines match findings by it, counting (two findings of one rule on one object need two entries), and
    /// SARIF and GitLab fingerprints hash it; positions are deliberately not part of it.
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
    /// Empty when `objectID` is not: the object, not the wording, identifies the finding.
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
