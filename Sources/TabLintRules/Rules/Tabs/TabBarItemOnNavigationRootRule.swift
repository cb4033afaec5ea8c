import TabLintCore
import TabLintGraph
import TabLintModel

/// A navigation-controller tab that carries an item of its own and another on its root, which never shows.
struct TabBarItemOnNavigationRootRule: Rule {
    static let description = RuleDescription(
        id: "tab_bar_item_on_navigation_root",
        name: "Tab bar item on navigation root",
        summary: "A navigation tab carries an item, and its root another one that is never shown",
        rationale: """
            When a tab is a navigation controller with an item of its own, the tab bar shows that item. An item \
            also placed on its root controller is dead weight that misleads whoever edits it (info). A navigation \
            controller without an item shows its root's (observed in apps that build their tabs in code and in \
            storyboards, not documented), so an item on the root alone is no finding. The empty \
            `<tabBarItem title="">` that IB writes on a root by itself (no title, image, system item, badge or \
            runtime title) is no configured item and is ignored. A navigation controller that carries only Xcode's \
            placeholder item (the title 'Item', no image) while its root has a configured item shows the root's \
            (observed in two apps nobody on the team had seen: the root's image, and the badge its code sets, show \
            on the tab), so that is no finding either.
            """,
        defaultSeverity: .info,
        passing: [
            // Xcode's placeholder 'Item' on the navigation controller, a configured item on its root: the root's shows
            // (observed in real apps: its image and the badge its code sets).
            Example(
                """
                <tabBarController id="tabs" sceneMemberID="viewController">
                    <connections>
                        <segue destination="nav" kind="relationship" relationship="viewControllers" id="s1"/>
                    </connections>
                </tabBarController>
                <navigationController title="Log" id="nav" sceneMemberID="viewController">
                    <tabBarItem key="tabBarItem" title="Item" id="i1"/>
                    <connections>
                        <segue destination="log" kind="relationship" relationship="rootViewController" id="s2"/>
                    </connections>
                </navigationController>
                <viewController id="log" sceneMemberID="viewController">
                    <tabBarItem key="tabBarItem" title="Log" image="list" id="i2"/>
                </viewController>
                """),
            Example(
                """
                <tabBarController id="tabs" sceneMemberID="viewController">
                    <connections>
                        <segue destination="nav" kind="relationship" relationship="viewControllers" id="s1"/>
                    </connections>
                </tabBarController>
                <navigationController id="nav" sceneMemberID="viewController">
                    <tabBarItem key="tabBarItem" title="Feed" image="feed" id="i1"/>
                    <connections>
                        <segue destination="list" kind="relationship" relationship="rootViewController" id="s2"/>
                    </connections>
                </navigationController>
                <tableViewController id="list" sceneMemberID="viewController"/>
                """),
            Example(
                """
                <tabBarController id="tabs" sceneMemberID="viewController">
                    <connections>
                        <segue destination="nav" kind="relationship" relationship="viewControllers" id="s1"/>
                    </connections>
                </tabBarController>
                <navigationController id="nav" sceneMemberID="viewController">
                    <tabBarItem key="tabBarItem" title="Files" image="folder" id="i1"/>
                    <connections>
                        <segue destination="list" kind="relationship" relationship="rootViewController" id="s2"/>
                    </connections>
                </navigationController>
                <tableViewController id="list" sceneMemberID="viewController">
                    <tabBarItem key="tabBarItem" title="" id="i2"/>
                </tableViewController>
                """),
            // A navigation controller without an item shows its root's.
            Example(
                """
                <tabBarController id="tabs" sceneMemberID="viewController">
                    <connections>
                        <segue destination="nav1" kind="relationship" relationship="viewControllers" id="s1"/>
                    </connections>
                </tabBarController>
                <navigationController id="nav1" sceneMemberID="viewController">
                    <connections>
                        <segue destination="list" kind="relationship" relationship="rootViewController" id="s3"/>
                    </connections>
                </navigationController>
                <tableViewController id="list" sceneMemberID="viewController">
                    <tabBarItem key="tabBarItem" title="Feed" image="feed" id="i1"/>
                </tableViewController>
                """),
        ],
        failing: [
            Example(
                """
                <tabBarController id="tabs" sceneMemberID="viewController">
                    <connections>
                        <segue destination="nav2" kind="relationship" relationship="viewControllers" id="s2"/>
                    </connections>
                </tabBarController>
                <navigationController id="nav2" sceneMemberID="viewController">
                    <tabBarItem key="tabBarItem" title="Profile" image="person" id="i2"/>
                    <connections>
                        <segue destination="me" kind="relationship" relationship="rootViewController" id="s4"/>
                    </connections>
                </navigationController>
                <viewController id="me" sceneMemberID="viewController">
                    <1️⃣tabBarItem key="tabBarItem" title="Me" image="person" id="i3"/>
                </viewController>
                """,
                expect: [
                    "1️⃣": "info: Tab 1 shows its navigation controller's item 'Profile'; the item 'Me' on the root controller is never shown"
                ])
        ])

    init(options: RuleOptions) {}

    func validate(_ context: LintContext) -> [Diagnostic] {
        var found: [Diagnostic] = []
        for tabBar in context.tabBars {
            for tab in tabBar.distinctTabs {
                guard let navigation = tab.target, navigation.controller.kind == .navigationController,
                    let root = tab.navigationRoot, let rootItem = root.controller.tabBarItem,
                    // IB writes an empty `<tabBarItem title="">` on navigation roots by itself: not a configured item.
                    !rootItem.isUnconfigured
                else { continue }
                let (anchor, notes) = context.anchor(
                    root.location(rootItem.location.nameRange), fallback: tab.child.siteAnchor,
                    note: "Tab bar item on the navigation root of tab \(tab.number)")
                // Without an item of its own (or with only Xcode's placeholder), the navigation controller shows the root's.
                guard let own = navigation.controller.tabBarItem, !own.isXcodeDefault, let shown = tab.item else { continue }
                let rootTitle = rootItem.writtenTitle.map { " '\($0)'" } ?? ""
                let shownTitle = shown.item.writtenTitle.map { " '\($0)'" } ?? ""
                found.append(
                    diagnostic(
                        "Tab \(tab.number) shows its navigation controller's item\(shownTitle); the item\(rootTitle) on the root controller is never shown",
                        at: anchor, related: notes + [RelatedNote("The item shown", at: shown.location(shown.item.location.nameRange))],
                        objectID: rootItem.objectID))
            }
        }
        return found
    }
}
