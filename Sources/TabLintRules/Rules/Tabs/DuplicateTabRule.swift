import TabLintCode
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
            Each `viewControllers` relationship adds a tab, and UIKit instantiates the scene once per \
            relationship: each tab is a controller of its own. Apps do this on purpose and set each copy up in \
            code; without such code (a copy-paste or merge slip) the copies are two identical tabs with one \
            restoration identifier and one title, which also confuses state restoration and any title-based \
            persistence. Reported as an info, and only when no code of the app changes either copy's item or \
            changes items TabLint cannot tie to a tab. On a tab bar built in code, a tab that repeats an earlier \
            tab's expression is reported: the same variable (one controller in two tabs) or the same construction.
            """,
        defaultSeverity: .info,
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
                """),
            // In code: two controllers of one class, each given its own item.
            Example(files: [
                ExampleFile(
                    "Tabs.swift",
                    """
                    import UIKit

                    func makeTabs() -> UITabBarController {
                        let news = FeedController()
                        news.tabBarItem = UITabBarItem(title: "News", image: UIImage(named: "news"), tag: 0)
                        let saved = FeedController()
                        saved.tabBarItem = UITabBarItem(title: "Saved", image: UIImage(named: "saved"), tag: 1)
                        let tabs = UITabBarController()
                        tabs.viewControllers = [news, saved]
                        return tabs
                    }
                    """)
            ]),
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
                """, expect: ["1️⃣": "info: Tab 3 connects the same scene 'Feed' as tab 1, and no code tells the copies apart"]),
            // In code: one local twice, and one construction twice.
            Example(
                files: [
                    ExampleFile(
                        "Tabs.swift",
                        """
                        import UIKit

                        func makeTabs() -> UITabBarController {
                            let feed = FeedController()
                            feed.tabBarItem = UITabBarItem(title: "Feed", image: UIImage(named: "feed"), tag: 0)
                            let tabs = UITabBarController()
                            tabs.viewControllers = [
                                feed, UINavigationController(rootViewController: Settings()),
                                1️⃣feed, 2️⃣UINavigationController(rootViewController: Settings()),
                            ]
                            return tabs
                        }
                        """)
                ],
                expect: [
                    "1️⃣": "info: Tab 3 'Feed' is the controller 'feed' of tab 1 'Feed' again: one controller cannot be the child of two tabs",
                    "2️⃣": "info: Tab 4 makes the same controller as tab 2, and no code tells the copies apart",
                ]),
        ])

    init(options: RuleOptions) {}

    func validate(_ context: LintContext) -> [Diagnostic] {
        var found: [Diagnostic] = []
        for tabBar in context.tabBars {
            let code = TabItemEvidence(tabBar, context)
            for tab in tabBar.tabs {
                guard let repeated = tab.repeatsTab else { continue }
                let earlier = tabBar.tabs[repeated]
                // Code that sets the copies up tells them apart.
                let any: (TabItemChange) -> Bool = { _ in true }
                if code.change(to: tab, any) != nil || code.change(to: earlier, any) != nil || code.untiedChange(any) != nil { continue }
                let name =
                    earlier.title.text ?? tab.child.site.map {
                        context.workspace.visibleName(of: ResolvedController(document: context.document, controller: $0)) ?? $0.displayName
                    } ?? tab.child.edge.destinationID
                found.append(
                    diagnostic(
                        "Tab \(tab.number) connects the same scene '\(name)' as tab \(earlier.number), and no code tells the copies apart",
                        at: tab.child.local(tab.child.edge.anchor),
                        related: [RelatedNote("Tab \(earlier.number)", at: earlier.child.local(earlier.child.edge.anchor))],
                        objectID: tab.child.edge.objectID, fix: .removeDuplicateTab(segueID: tab.child.edge.objectID)))
            }
        }
        return found
    }
}
