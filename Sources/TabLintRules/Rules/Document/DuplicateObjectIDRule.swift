import TabLintCore
import TabLintModel

/// Two elements with the same `id`: typical merge damage that makes IB connections ambiguous.
struct DuplicateObjectIDRule: Rule {
    static let description = RuleDescription(
        id: "duplicate_object_id",
        name: "Duplicate object id",
        summary: "Two elements of one file have the same id",
        rationale: """
            Every object in an Interface Builder file has an id unique in that file; segues, outlets and \
            localizations find objects by it. Two objects with one id (usually the result of a merge that took \
            both sides) make every reference to that id ambiguous, and Xcode refuses or silently drops one.
            """,
        defaultSeverity: .error,
        platforms: nil,
        checksTheFileItself: true,
        passing: [
            Example(
                """
                <viewController id="feed" sceneMemberID="viewController"/>
                <viewController id="profile" sceneMemberID="viewController"/>
                """)
        ],
        failing: [
            Example(
                """
                <viewController id="feed" sceneMemberID="viewController"/>
                <viewController id="1️⃣feed" title="Profile" sceneMemberID="viewController"/>
                """, expect: ["1️⃣": "error: Object id 'feed' is already used on line 6: ids must be unique in a file"])
        ])

    init(options: RuleOptions) {}

    func validate(_ context: LintContext) -> [Diagnostic] {
        context.document.duplicateObjectIDs.map { duplicate in
            let first = context.location(duplicate.first.range)
            return diagnostic(
                "Object id '\(duplicate.id)' is already used on \(context.describe(first)): ids must be unique in a file",
                at: context.location(duplicate.duplicate.range),
                related: [RelatedNote("First object with id '\(duplicate.id)'", at: first)], objectID: duplicate.id)
        }
    }
}
