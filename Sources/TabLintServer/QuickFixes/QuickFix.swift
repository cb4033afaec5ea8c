import LSPProtocol
import TabLintSource

/// One kind of quick fix, named by the `fix` value a rule puts in `Diagnostic.data`.
protocol QuickFix: Sendable {
    static var id: String { get }
    /// The edits that fix the finding, or `nil` when the facts no longer hold (the text changed since).
    static func plan(_ data: [String: String], _ context: FeatureContext) -> PlannedFix?
}

/// A fix as byte edits in one or more files.
struct PlannedFix {
    let title: String
    let isPreferred: Bool
    let edits: [SourceEdit]
}

/// Replace `range` of `file` with `text`.
struct SourceEdit {
    let file: SourceFile
    let range: Range<Int>
    let text: String
}

/// Every quick fix, by its `fix` id.
enum QuickFixRegistry {
    static let all: [any QuickFix.Type] = [
        AddRestorationIdentifierFix.self,
        UniqueRestorationIdentifierFix.self,
        AddTabBarItemFix.self,
        MoveTabBarItemFix.self,
        RemoveDuplicateTabFix.self,
    ]

    static func fix(_ id: String) -> (any QuickFix.Type)? { all.first { $0.id == id } }
}
