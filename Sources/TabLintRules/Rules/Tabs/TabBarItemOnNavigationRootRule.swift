import TabLintCore
import TabLintGraph
import TabLintModel

/// A navigation-controller tab whose tab bar item sits on the navigation root, where UIKit ignores it.
struct TabBarItemOnNavigationRootRule: Rule {
    static let description = RuleDescription(
        id: "tab_bar_item_on_navigation_root",
        name: "Tab bar item on navigation root",
        summary: "A navigation tab's item is on its root controller, where UIKit ignores it",
        rationale: """
            When a tab is a navigation controller, the tab bar shows the navigation controller's own item. An \
            item placed on its root controller is never shown: UIKit makes a plain item from the navigation \
            controller's title instead (warning). When both carry an item, the root's is dead weight that \
            misleads whoever edits it (info). The empty `<tabBarItem title="">` that IB writes on a root by \
            itself (no title, image, system item, badge or runtime title) is no configured item and is ignored.
            """,
        defaultSeverity: .warning,
        otherSeverities: [.info],
        passing: [
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
        ],
        failing: [
            Example(
                """
                <tabBarController id="tabs" sceneMemberID="viewController">
                    <connections>
                        <segue destination="nav1" kind="relationship" relationship="viewControllers" id="s1"/>
                        <segue destination="nav2" kind="relationship" relationship="viewControllers" id="s2"/>
                    </connections>
                </tabBarController>
                <navigationController id="nav1" sceneMemberID="viewController">
                    <connections>
                        <segue destination="list" kind="relationship" relationship="rootViewController" id="s3"/>
                    </connections>
                </navigationController>
                <tableViewController id="list" sceneMemberID="viewController">
                    <1️⃣tabBarItem key="tabBarItem" title="Feed" image="feed" id="i1"/>
                </tableViewController>
                <navigationController id="nav2" sceneMemberID="viewController">
                    <tabBarItem key="tabBarItem" title="Profile" image="person" id="i2"/>
                    <connections>
                        <segue destination="me" kind="relationship" relationship="rootViewController" id="s4"/>
                    </connections>
                </navigationController>
                <viewController id="me" sceneMemberID="viewController">
                    <2️⃣tabBarItem key="tabBarItem" title="Me" image="person" id="i3"/>
                </viewController>
                """,
                expect: [
                    "1️⃣":
                        "warning: Tab 1's item 'Feed' is on the root of its navigation controller, where UIKit ignores it: move it to the navigation controller",
                    "2️⃣": "info: Tab 2 shows its navigation controller's item 'Profile'; the item 'Me' on the root controller is never shown",
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
                let rootTitle = rootItem.writtenTitle.map { " '\($0)'" } ?? ""
                if let shown = tab.item {
                    let shownTitle = shown.item.writtenTitle.map { " '\($0)'" } ?? ""
                    found.append(
                        diagnostic(
                            "Tab \(tab.number) shows its navigation controller's item\(shownTitle); the item\(rootTitle) on the root controller is never shown",
                            at: anchor, severity: .info,
                            related: notes + [RelatedNote("The item shown", at: shown.location(shown.item.location.nameRange))],
                            objectID: rootItem.objectID))
                } else {
                    found.append(
                        diagnostic(
                            "Tab \(tab.number)'s item\(rootTitle) is on the root of its navigation controller, where UIKit ignores it: move it to the navigation controller",
                            at: anchor,
                            related: notes + [
                                RelatedNote("The navigation controller", at: navigation.location(navigation.controller.location.nameRange))
                            ],
                            objectID: rootItem.objectID,
                            fix: .moveTabBarItemToNavigation(itemID: rootItem.objectID, navigationID: navigation.controller.id)))
                }
            }
        }
        return found
    }
}
