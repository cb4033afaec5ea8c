import TabLintCore
import TabLintGraph
import TabLintModel

/// A tab without a tab bar item (warning), a blank item (error), or an item with a title but no image (info).
struct MissingTabBarItemRule: Rule {
    static let description = RuleDescription(
        id: "missing_tab_bar_item",
        name: "Missing tab bar item",
        summary: "A tab has no tab bar item, a blank one, or one without an image",
        rationale: """
            UIKit shows the tab bar item of each tab's controller. Without one (warning) it makes a plain item \
            from the controller's title: text only, or nothing at all when the controller has no title either. An \
            item with neither title, image nor system item is a blank, unlabeled tab (error). An item with a \
            title but no image is legal but looks broken next to tabs with icons (info). On tvOS, where the tab \
            bar shows text, only blank tabs are reported. A navigation tab whose root carries the item is \
            `tab_bar_item_on_navigation_root`'s finding, not this rule's.
            """,
        defaultSeverity: .warning,
        otherSeverities: [.error, .info],
        passing: [
            Example(
                """
                <tabBarController id="tabs" sceneMemberID="viewController">
                    <connections>
                        <segue destination="feed" kind="relationship" relationship="viewControllers" id="s1"/>
                        <segue destination="more" kind="relationship" relationship="viewControllers" id="s2"/>
                    </connections>
                </tabBarController>
                <viewController id="feed" sceneMemberID="viewController">
                    <tabBarItem key="tabBarItem" title="Feed" image="feed" id="i1"/>
                </viewController>
                <viewController id="more" sceneMemberID="viewController">
                    <tabBarItem key="tabBarItem" systemItem="more" id="i2"/>
                </viewController>
                """),
            Example(
                """
                <tabBarController id="tabs" sceneMemberID="viewController">
                    <connections>
                        <segue destination="movies" kind="relationship" relationship="viewControllers" id="s1"/>
                        <segue destination="shows" kind="relationship" relationship="viewControllers" id="s2"/>
                    </connections>
                </tabBarController>
                <viewController id="movies" sceneMemberID="viewController">
                    <tabBarItem key="tabBarItem" title="Movies" id="i1"/>
                </viewController>
                <viewController title="Shows" id="shows" sceneMemberID="viewController"/>
                """, runtime: "AppleTV"),
        ],
        failing: [
            Example(
                """
                <tabBarController id="tabs" sceneMemberID="viewController">
                    <connections>
                        <segue destination="feed" kind="relationship" relationship="viewControllers" id="s1"/>
                        <segue destination="blank" kind="relationship" relationship="viewControllers" id="s2"/>
                        <segue destination="text" kind="relationship" relationship="viewControllers" id="s3"/>
                    </connections>
                </tabBarController>
                <1️⃣viewController title="Feed" id="feed" sceneMemberID="viewController"/>
                <viewController id="blank" sceneMemberID="viewController">
                    <2️⃣tabBarItem key="tabBarItem" title="" id="i2"/>
                </viewController>
                <viewController id="text" sceneMemberID="viewController">
                    <tabBarItem key="tabBarItem" title="3️⃣Search" id="i3"/>
                </viewController>
                """,
                expect: [
                    "warning: Tab 1 'Feed' has no tab bar item: UIKit makes a text-only item from the controller's title",
                    "error: Tab 2's tab bar item has no title, image or system item: the tab is blank",
                    "info: Tab 3 'Search' has a title but no image",
                ])
        ])

    init(options: RuleOptions) {}

    func validate(_ context: LintContext) -> [Diagnostic] {
        var found: [Diagnostic] = []
        for tabBar in context.tabBars {
            for tab in tabBar.distinctTabs {
                guard let placed = tab.item else {
                    found += missingItem(tab, context)
                    continue
                }
                let item = placed.item
                if item.isBlank {
                    let (anchor, notes) = context.anchor(
                        placed.location(item.location.nameRange), fallback: tab.child.siteAnchor,
                        note: "Tab bar item of tab \(tab.number)")
                    found.append(
                        diagnostic(
                            "Tab \(tab.number)'s tab bar item has no title, image or system item: the tab is blank",
                            at: anchor, severity: .error, related: notes, objectID: item.objectID))
                } else if let title = item.writtenTitle, !item.hasImage,
                    context.document.platform == .iOS
                {
                    let (anchor, notes) = context.anchor(
                        placed.location(item.title!.range), fallback: tab.child.siteAnchor,
                        note: "Tab bar item of tab \(tab.number)")
                    found.append(
                        diagnostic(
                            "Tab \(tab.number) '\(title)' has a title but no image", at: anchor, severity: .info,
                            related: notes, objectID: item.objectID))
                }
            }
        }
        return found
    }

    private func missingItem(_ tab: Tab, _ context: LintContext) -> [Diagnostic] {
        // Unknown target (unresolved reference): nothing to say. A navigation root's item: the other rule.
        guard let target = tab.target else { return [] }
        if tab.navigationRoot?.controller.tabBarItem != nil { return [] }
        // tvOS tab bars show text: a title is all a tab needs there.
        if context.document.platform == .tvOS, tab.title.text != nil { return [] }
        let (anchor, notes) = context.anchor(
            target.location(target.controller.location.nameRange), fallback: tab.child.siteAnchor,
            note: "Controller of tab \(tab.number)")
        let consequence =
            tab.title.text == nil
            ? "UIKit makes an item without title or image: the tab is blank"
            : "UIKit makes a text-only item from the controller's title"
        return [
            diagnostic(
                "\(tab.label) has no tab bar item: \(consequence)", at: anchor, related: notes,
                objectID: target.controller.id, data: ["fix": "addTabBarItem", "objectID": target.controller.id])
        ]
    }
}
