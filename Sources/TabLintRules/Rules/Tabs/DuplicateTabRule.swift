import TabLintCore
import TabLintGraph
import TabLintModel

/// The same scene connected twice to one tab bar controller.
struct DuplicateTabRule: Rule {
    static let description = RuleDescription(
        id: "duplicate_tab",
        name: "Duplicate tab",
        summary: "The same scene is connected twice to one tab bar controller",
        rationale: """
            Each `viewControllers` relationship adds a tab. Connecting one scene twice (a copy-paste or merge \
            slip) gives two identical tabs with one restoration identifier and one title, which also confuses \
            state restoration and any title-based persistence.
            """,
        defaultSeverity: .warning,
        passing: [
            Example(
                """
                <tabBarController id="tabs" sceneMemberID="viewController">
                    <connections>
                        <segue destination="feed" kind="relationship" relationship="viewControllers" id="s1"/>
                        <segue destination="profile" kind="relationship" relationship="viewControllers" id="s2"/>
                    </connections>
                </tabBarController>
                <viewController title="Feed" id="feed" sceneMemberID="viewController"/>
                <viewController title="Profile" id="profile" sceneMemberID="viewController"/>
                """)
        ],
        failing: [
            Example(
                """
                <tabBarController id="tabs" sceneMemberID="viewController">
                    <connections>
                        <segue destination="feed" kind="relationship" relationship="viewControllers" id="s1"/>
                        <segue destination="profile" kind="relationship" relationship="viewControllers" id="s2"/>
                        <segue destination="1️⃣feed" kind="relationship" relationship="viewControllers" id="s3"/>
                    </connections>
                </tabBarController>
                <viewController title="Feed" id="feed" sceneMemberID="viewController"/>
                <viewController title="Profile" id="profile" sceneMemberID="viewController"/>
                """, expect: ["1️⃣": "warning: Tab 3 connects the same scene 'Feed' as tab 1"])
        ])

    init(options: RuleOptions) {}

    func validate(_ context: LintContext) -> [Diagnostic] {
        var found: [Diagnostic] = []
        for tabBar in context.tabBars {
            for tab in tabBar.tabs {
                guard let repeated = tab.repeatsTab else { continue }
                let earlier = tabBar.tabs[repeated]
                let name =
                    earlier.title.text ?? tab.child.site.map {
                        context.workspace.visibleName(of: ResolvedController(document: context.document, controller: $0)) ?? $0.displayName
                    } ?? tab.child.edge.destinationID
                found.append(
                    diagnostic(
                        "Tab \(tab.number) connects the same scene '\(name)' as tab \(earlier.number)",
                        at: tab.child.local(tab.child.edge.anchor),
                        related: [RelatedNote("Tab \(earlier.number)", at: earlier.child.local(earlier.child.edge.anchor))],
                        objectID: tab.child.edge.objectID, fix: .removeDuplicateTab(segueID: tab.child.edge.objectID)))
            }
        }
        return found
    }
}
