import TabLintCore
import TabLintModel

/// A segue, relationship or initial view controller that names an id no object in the file has.
struct UnresolvedDestinationRule: Rule {
    static let description = RuleDescription(
        id: "unresolved_destination",
        name: "Unresolved destination",
        summary: "A segue, relationship or initial controller names an id that no object in the file has",
        rationale: """
            Segues and relationships point at their destination by object id, and so does the storyboard's \
            `initialViewController`. An id that names nothing (a deleted scene, a bad merge) is a broken tab, \
            a dead button or an app without a first screen.
            """,
        defaultSeverity: .error,
        platforms: nil,
        checksTheFileItself: true,
        passing: [
            Example(
                """
                <tabBarController id="tabs" sceneMemberID="viewController">
                    <connections>
                        <segue destination="feed" kind="relationship" relationship="viewControllers" id="s1"/>
                    </connections>
                </tabBarController>
                <viewController id="feed" sceneMemberID="viewController"/>
                """, initial: "tabs")
        ],
        failing: [
            Example(
                """
                <tabBarController id="tabs" sceneMemberID="viewController">
                    <connections>
                        <segue destination="1️⃣gone" kind="relationship" relationship="viewControllers" id="s1"/>
                    </connections>
                </tabBarController>
                """, initial: "2️⃣start",
                expect: [
                    "1️⃣": "error: Relationship 'viewControllers' points at 'gone', which names no object in this file",
                    "2️⃣": "error: Initial view controller 'start' names no object in this file",
                ]),
            Example(
                """
                <viewController id="feed" sceneMemberID="viewController">
                    <connections>
                        <segue destination="1️⃣detail" kind="show" id="s2"/>
                    </connections>
                </viewController>
                """, expect: ["1️⃣": "error: Segue 'show' points at 'detail', which names no object in this file"]),
        ])

    init(options: RuleOptions) {}

    func validate(_ context: LintContext) -> [Diagnostic] {
        let document = context.document
        var found: [Diagnostic] = []
        if let initial = document.initialViewController, !document.objectIDs.contains(initial.value) {
            found.append(
                diagnostic(
                    "Initial view controller '\(initial.value)' names no object in this file",
                    at: context.location(initial.range)))
        }
        for edge in document.edges {
            guard let destination = edge.destination, !document.objectIDs.contains(destination.value) else { continue }
            let what: String
            switch edge.kind {
            case .relationship(let relationship): what = "Relationship '\(relationship)'"
            case .segue(let kind): what = "Segue '\(kind)'"
            }
            found.append(
                diagnostic(
                    "\(what) points at '\(destination.value)', which names no object in this file",
                    at: context.location(destination.range), objectID: edge.objectID))
        }
        return found
    }
}
