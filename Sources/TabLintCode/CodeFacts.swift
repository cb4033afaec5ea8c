/// All facts found in a set of source files.
package struct CodeFacts: Sendable {
    package let facts: [CodeFact]
    /// Source files given (`.swift`, `.m`, `.mm`, `.h`).
    package let filesConsidered: Int
    /// Those whose bytes held a trigger word and were parsed.
    package let filesParsed: Int
    package let issues: [CodeIssue]

    package init(facts: [CodeFact], filesConsidered: Int, filesParsed: Int, issues: [CodeIssue]) {
        self.facts = facts
        self.filesConsidered = filesConsidered
        self.filesParsed = filesParsed
        self.issues = issues
    }

    package static let empty = CodeFacts(facts: [], filesConsidered: 0, filesParsed: 0, issues: [])

    package func facts(where predicate: (CodeFact) -> Bool) -> [CodeFact] { facts.filter(predicate) }

    /// Facts whose kind is `kind`.
    package func facts(ofKind kind: CodeFactKind) -> [CodeFact] { facts.filter { $0.kind == kind } }

    /// Facts grouped by a short kind name (`tabOrderPersisted(title)`, `storyboardInstantiated`, …), for summaries.
    package var countsByKind: [String: Int] {
        var counts: [String: Int] = [:]
        for fact in facts { counts[fact.kind.summaryName, default: 0] += 1 }
        return counts
    }
}
