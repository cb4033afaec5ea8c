import TabLintCode
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
            stack, leaving no way to switch tabs. Set it on the pushed controllers instead. Under More it is \
            different: UIKit pushes a tab's controller (a navigation tab's root) onto the More list's navigation \
            controller, where the flag acts, so tabs under More are not reported; on a bar with More (users can \
            move any tab there) or whose tabs the code sets or changes, the finding is an info. On a tab bar built \
            in code, a tab's class (a navigation tab's root's) that sets `hidesBottomBarWhenPushed = true` on \
            itself, in code that runs for a controller the code makes, is reported at that statement.
            """,
        defaultSeverity: .warning,
        otherSeverities: [.info],
        passing: [
            // Tab 6 is under More on iPhone: UIKit pushes its root onto the More list's navigation controller, where
            // the flag hides the tab bar.
            Example(sixTabs(console: 6)),
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
                """),
        ],
        failing: [
            // On a bar with More, users can move tab 1 under More, where its root is pushed: an info.
            Example(
                sixTabs(console: 1, marker: "1️⃣"),
                expect: [
                    "1️⃣":
                        "info: The root 'Console' of tab 1 'Console' sets 'hidesBottomBarWhenPushed', but nothing pushes a navigation controller's root: set it on the controllers it pushes"
                ]),
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
                ]),
            // A tab bar built in code: each root wrapped in a navigation controller by a closure, one of which sets the
            // flag in its initializer.
            Example(
                files: [
                    ExampleFile(
                        "Settings.swift",
                        """
                        import UIKit

                        final class SettingsViewController: UITableViewController {
                            init() {
                                super.init(style: .grouped)
                                1️⃣hidesBottomBarWhenPushed = true
                            }
                            required init?(coder: NSCoder) { fatalError() }
                        }
                        """),
                    ExampleFile(
                        "Tabs.swift",
                        """
                        import UIKit

                        func makeTabs(events: UIViewController) -> UITabBarController {
                            let tabs = UITabBarController()
                            let roots: [UIViewController] = [events, SettingsViewController()]
                            tabs.viewControllers = roots.map { UINavigationController(rootViewController: $0) }
                            return tabs
                        }
                        """),
                ],
                expect: [
                    "1️⃣":
                        "warning: The root 'SettingsViewController' of tab 2 sets 'hidesBottomBarWhenPushed', but nothing pushes a navigation controller's root: set it on the controllers it pushes"
                ]),
        ])

    init(options: RuleOptions) {}

    /// A tab bar built in code: a tab's class (a navigation tab's root's) that sets the flag on itself, where the code
    /// that makes the tab runs it.
    func validate(codeTabBar context: CodeTabBarContext) -> [Diagnostic] {
        var found: [Diagnostic] = []
        for tab in context.tabs where tab.count == 1 {
            guard let className = tab.className, tab.storyboardIdentifier == nil else { continue }
            let index = context.numbers(of: tab).lowerBound - 1
            // Under More, UIKit pushes the tab's controller: the flag acts there.
            if context.tabCount >= 6, index >= 4 { continue }
            guard let fact = context.code.hidesBottomBarSets(inClass: className).first(where: { $0.phase.runs(decoded: false) }),
                let location = context.code.location(of: fact)
            else { continue }
            let message =
                tab.inNavigation
                ? "The root '\(className)' of \(context.lowercasedLabel(tab)) sets 'hidesBottomBarWhenPushed', but nothing pushes a navigation controller's root: set it on the controllers it pushes"
                : "\(context.label(tab)) sets 'hidesBottomBarWhenPushed', but nothing pushes a tab's own controller: set it on the controllers it pushes"
            found.append(
                diagnostic(
                    message, at: location, severity: context.tabCount >= 6 ? .info : nil,
                    related: [RelatedNote("Where the tab is made", at: context.location(tab.range))]))
        }
        return found
    }

    /// Six tabs, 'Console' (a navigation controller whose root sets the flag, after `marker`) at position `console`
    /// (1 or 6) and 'One' in the other's place.
    private static func sixTabs(console: Int, marker: String = "") -> String {
        var destinations = ["t1", "t2", "t3", "t4", "t5", "console"]
        if console == 1 { destinations.swapAt(0, 5) }
        let segues = destinations.enumerated().map { index, destination in
            #"        <segue destination="\#(destination)" kind="relationship" relationship="viewControllers" id="s\#(index + 1)"/>"#
        }
        return """
            <tabBarController id="tabs" sceneMemberID="viewController">
                <connections>
            \(segues.joined(separator: "\n"))
                </connections>
            </tabBarController>
            <viewController title="One" id="t1" sceneMemberID="viewController"/>
            <viewController title="Two" id="t2" sceneMemberID="viewController"/>
            <viewController title="Three" id="t3" sceneMemberID="viewController"/>
            <viewController title="Four" id="t4" sceneMemberID="viewController"/>
            <viewController title="Five" id="t5" sceneMemberID="viewController"/>
            <navigationController id="console" sceneMemberID="viewController">
                <tabBarItem key="tabBarItem" title="Console" image="terminal" catalog="system" id="i6"/>
                <connections>
                    <segue destination="cli" kind="relationship" relationship="rootViewController" id="r6"/>
                </connections>
            </navigationController>
            <viewController title="Console" hidesBottomBarWhenPushed="\(marker)YES" id="cli" sceneMemberID="viewController"/>
            """
    }

    func validate(_ context: LintContext) -> [Diagnostic] {
        var found: [Diagnostic] = []
        for tabBar in context.tabBars {
            // Under More, UIKit pushes a tab's controller (a navigation tab's root) onto the More list's navigation
            // controller, where the flag acts. Users can move any tab of a bar with More there, and code that sets
            // the tabs can add enough to make one: then the flag may be meant, an info.
            // (The code is read only for a tab with the flag.)
            let uncertain = { tabBar.hasMoreTab || context.setsInCode(tabBar.controller.controller, { $0 == .tabsSetInCode }) != nil }
            for tab in tabBar.distinctTabs where !tab.isUnderMore {
                let flagged =
                    tab.target.map { hidesBottomBar($0.controller) != nil } ?? false
                    || tab.navigationRoot.map { hidesBottomBar($0.controller) != nil } ?? false
                guard flagged else { continue }
                let severity: Severity? = uncertain() ? .info : nil
                if let target = tab.target, let flag = hidesBottomBar(target.controller) {
                    let (anchor, notes) = context.anchor(
                        target.location(flag.range), fallback: tab.child.siteAnchor, note: "Controller of tab \(tab.number)")
                    found.append(
                        diagnostic(
                            "\(tab.label) sets 'hidesBottomBarWhenPushed', but nothing pushes a tab's own controller: set it on the controllers it pushes",
                            at: anchor, severity: severity, related: notes, objectID: target.controller.id,
                            fix: .removeAttribute(.hidesBottomBarWhenPushed, controllerID: target.controller.id)))
                }
                if let root = tab.navigationRoot, let flag = hidesBottomBar(root.controller) {
                    let (anchor, notes) = context.anchor(
                        root.location(flag.range), fallback: tab.child.siteAnchor, note: "Root controller of tab \(tab.number)")
                    let name = context.workspace.visibleName(of: root).map { " '\($0)'" } ?? ""
                    found.append(
                        diagnostic(
                            "The root\(name) of \(tab.label.lowercasedFirst) sets 'hidesBottomBarWhenPushed', but nothing pushes a navigation controller's root: set it on the controllers it pushes",
                            at: anchor, severity: severity, related: notes, objectID: root.controller.id,
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
