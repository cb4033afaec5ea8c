import TabLintCore
import TabLintGraph
import TabLintModel

/// A tab's own controller, or a navigation tab's root, with `hidesBottomBarWhenPushed="YES"`.
struct TabRootHidesBottomBarRule: Rule {
    static let description = RuleDescription(
        id: "tab_root_hides_bottom_bar",
        name: "Tab root hides bottom bar",
        summary: "A tab's root controller sets hidesBottomBarWhenPushed, but nothing pushes it",
        rationale: """
            `hidesBottomBarWhenPushed` acts on a controller that is pushed onto a navigation stack: the tab bar \
            slides away while it is on top. A tab's own controller, and the root of a navigation controller \
            that is a tab, are never pushed, so the setting is wrong where it stands: it was meant for the \
            controllers this one pushes, and on a navigation root it can hide the tab bar for the tab's whole \
            stack, leaving no way to switch tabs. Set it on the pushed controllers instead.
            """,
        defaultSeverity: .warning,
        passing: [
            Example(
                """
                <tabBarController id="tabs" sceneMemberID="viewController">
                    <connections>
                        <segue destination="nav" kind="relationship" relationship="viewControllers" id="s1"/>
                    </connections>
                </tabBarController>
                <navigationController id="nav" sceneMemberID="viewController">
                    <tabBarItem key="tabBarItem" title="Mail" image="envelope" id="i1"/>
                    <connections>
                        <segue destination="list" kind="relationship" relationship="rootViewController" id="s2"/>
                    </connections>
                </navigationController>
                <tableViewController title="Mail" id="list" sceneMemberID="viewController">
                    <connections>
                        <segue destination="message" kind="show" id="s3"/>
                    </connections>
                </tableViewController>
                <viewController title="Message" hidesBottomBarWhenPushed="YES" id="message" sceneMemberID="viewController"/>
                """)
        ],
        failing: [
            Example(
                """
                <tabBarController id="tabs" sceneMemberID="viewController">
                    <connections>
                        <segue destination="nav" kind="relationship" relationship="viewControllers" id="s1"/>
                        <segue destination="map" kind="relationship" relationship="viewControllers" id="s2"/>
                    </connections>
                </tabBarController>
                <navigationController id="nav" sceneMemberID="viewController">
                    <tabBarItem key="tabBarItem" title="Mail" image="envelope" id="i1"/>
                    <connections>
                        <segue destination="list" kind="relationship" relationship="rootViewController" id="s3"/>
                    </connections>
                </navigationController>
                <tableViewController title="Inbox" hidesBottomBarWhenPushed="1️⃣YES" id="list" sceneMemberID="viewController"/>
                <viewController title="Map" hidesBottomBarWhenPushed="2️⃣YES" id="map" sceneMemberID="viewController">
                    <tabBarItem key="tabBarItem" title="Map" image="map" id="i2"/>
                </viewController>
                """,
                expect: [
                    "1️⃣":
                        "warning: The root 'Inbox' of tab 1 'Mail' sets 'hidesBottomBarWhenPushed', but nothing pushes a navigation controller's root: set it on the controllers it pushes",
                    "2️⃣":
                        "warning: Tab 2 'Map' sets 'hidesBottomBarWhenPushed', but nothing pushes a tab's own controller: set it on the controllers it pushes",
                ])
        ])

    init(options: RuleOptions) {}

    func validate(_ context: LintContext) -> [Diagnostic] {
        var found: [Diagnostic] = []
        for tabBar in context.tabBars {
            for tab in tabBar.distinctTabs {
                if let target = tab.target, let flag = hidesBottomBar(target.controller) {
                    let (anchor, notes) = context.anchor(
                        target.location(flag.range), fallback: tab.child.siteAnchor, note: "Controller of tab \(tab.number)")
                    found.append(
                        diagnostic(
                            "\(tab.label) sets 'hidesBottomBarWhenPushed', but nothing pushes a tab's own controller: set it on the controllers it pushes",
                            at: anchor, related: notes, objectID: target.controller.id,
                            fix: .removeAttribute(.hidesBottomBarWhenPushed, controllerID: target.controller.id)))
                }
                if let root = tab.navigationRoot, let flag = hidesBottomBar(root.controller) {
                    let (anchor, notes) = context.anchor(
                        root.location(flag.range), fallback: tab.child.siteAnchor, note: "Root controller of tab \(tab.number)")
                    let name = context.workspace.visibleName(of: root).map { " '\($0)'" } ?? ""
                    found.append(
                        diagnostic(
                            "The root\(name) of \(tab.label.lowercasedFirst) sets 'hidesBottomBarWhenPushed', but nothing pushes a navigation controller's root: set it on the controllers it pushes",
                            at: anchor, related: notes, objectID: root.controller.id,
                            fix: .removeAttribute(.hidesBottomBarWhenPushed, controllerID: root.controller.id)))
                }
            }
        }
        return found
    }

    private func hidesBottomBar(_ controller: Controller) -> AttributeValue? {
        guard let flag = controller.hidesBottomBarWhenPushed, flag.value == "YES" else { return nil }
        return flag
    }
}
