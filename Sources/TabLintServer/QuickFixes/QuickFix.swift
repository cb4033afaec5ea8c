import LSPProtocol
import TabLintSource

/// One kind of quick fix, named by the `fix` value a rule puts in `Diagnostic.data`.
protocol QuickFix: Sendable {
    static var id: String { get }
    /// The edits that fix the finding, or `nil` when the facts no longer hold (the text changed since).
    static func plan(_ data: [String: String], _ context: FeatureContext) -> PlannedFix?
}
