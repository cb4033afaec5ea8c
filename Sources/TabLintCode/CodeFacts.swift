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

    /// Whether the app opts in to UIKit state restoration in its app delegate.
    package var optsInToRestoration: Bool { facts.contains { $0.kind == .restorationOptIn } }

    /// Whether the app uses scene-based restoration (`stateRestorationActivity(for:)`).
    package var usesSceneRestoration: Bool { facts.contains { $0.kind == .sceneRestoration } }

    /// The keys by which the app persists its tab order.
    package var tabOrderKeys: Set<TabKey> {
        Set(facts.compactMap { if case .tabOrderPersisted(let key) = $0.kind { key } else { nil } })
    }

    /// The keys by which the app persists its selected tab.
    package var tabSelectionKeys: Set<TabKey> {
        Set(facts.compactMap { if case .tabSelectionPersisted(let key) = $0.kind { key } else { nil } })
    }

    /// Storyboard names loaded in code.
    package var storyboardNames: Set<String> {
        Set(facts.compactMap { if case .storyboardInstantiated(let name) = $0.kind { name } else { nil } })
    }

    /// Controller identifiers instantiated in code.
    package var controllerIdentifiers: Set<String> {
        Set(facts.compactMap { if case .controllerInstantiated(let identifier) = $0.kind { identifier } else { nil } })
    }

    /// Facts grouped by a short kind name (`tabOrderPersisted(title)`, `storyboardInstantiated`, …), for summaries.
    package var countsByKind: [String: Int] {
        var counts: [String: Int] = [:]
        for fact in facts { counts[fact.kind.summaryName, default: 0] += 1 }
        return counts
    }
}
