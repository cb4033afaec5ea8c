import TabLintSource

/// Another place that explains a diagnostic (the other tab with the same identifier, …).
package struct RelatedNote: Sendable, Hashable {
    package let location: SourceLocation
    package let message: String

    package init(_ message: String, at location: SourceLocation) {
        self.location = location
        self.message = message
    }
}

/// A finding: which rule, how serious, what, exactly where, and what else to look at.
package struct Diagnostic: Sendable, Hashable {
    package let ruleID: String
    package var severity: Severity
    package let message: String
    package let location: SourceLocation
    package let related: [RelatedNote]
    /// The IB object id the finding is about: a stable key that survives edits elsewhere in the file.
    package let objectID: String?
    /// What a quick fix needs (which fix, ids, suggested values); editors get it as LSP `Diagnostic.data`.
    package let fix: FixHint?

    package init(
        ruleID: String, severity: Severity, message: String, location: SourceLocation, related: [RelatedNote] = [],
        objectID: String? = nil, fix: FixHint? = nil
    ) {
        self.ruleID = ruleID
        self.severity = severity
        self.message = message
        self.location = location
        self.related = related
        self.objectID = objectID
        self.fix = fix
    }

    /// The same finding with more related information (evidence found after the finding).
    package func adding(related more: [RelatedNote]) -> Diagnostic {
        Diagnostic(
            ruleID: ruleID, severity: severity, message: message, location: location, related: related + more, objectID: objectID, fix: fix)
    }

    /// The same finding at another severity.
    package func with(severity: Severity) -> Diagnostic {
        var changed = self
        changed.severity = severity
        return changed
    }

    /// Report order: file path, then position, then rule id, then message.
    package static func reportOrder(_ lhs: Diagnostic, _ rhs: Diagnostic) -> Bool {
        let left = (lhs.location.file.path, lhs.location.range.lowerBound, lhs.location.range.upperBound)
        let right = (rhs.location.file.path, rhs.location.range.lowerBound, rhs.location.range.upperBound)
        if left != right { return left < right }
        if lhs.ruleID != rhs.ruleID { return lhs.ruleID < rhs.ruleID }
        return lhs.message < rhs.message
    }
}
