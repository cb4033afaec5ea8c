import TabLintCode
import TabLintCore
import TabLintGraph
import TabLintModel

/// Two tabs of one bar carry the same title.
struct DuplicateTabTitleRule: Rule {
    static let description = RuleDescription(
        id: "duplicate_tab_title",
        name: "Duplicate tab title",
        summary: "Two tabs of one tab bar have the same title",
        rationale: """
            Each tab's title names it on the bar: two tabs that read the same leave users guessing which is which, \
            and an item copied from another tab without changing its title is a common slip (observed: real apps \
            fixed two tabs titled 'Home' after one item was made by copy and paste). In a storyboard, two items of \
            one bar with the same written title are reported (Xcode's placeholder 'Item' and titles the code changes \
            are not judged). In code, two tab bar items the function that builds the bar makes with the same title \
            as written (the same string literal, or the same expression: `AppStrings.Tabbar.homeTitle` twice) are \
            reported; items made in the two branches of one `if … else` are alternatives, not both tabs.
            """,
        defaultSeverity: .warning,
        passing: [
            Example(
                """
                <tabBarController id="tabs" sceneMemberID="viewController">
                    <connections>
                        <segue destination="feed" kind="relationship" relationship="viewControllers" id="s1"/>
                        <segue destination="inbox" kind="relationship" relationship="viewControllers" id="s2"/>
                    </connections>
                </tabBarController>
                <viewController id="feed" sceneMemberID="viewController">
                    <tabBarItem key="tabBarItem" title="Feed" image="list.bullet" catalog="system" id="i1"/>
                </viewController>
                <viewController id="inbox" sceneMemberID="viewController">
                    <tabBarItem key="tabBarItem" title="Inbox" image="tray" catalog="system" id="i2"/>
                </viewController>
                """),
            Example(files: [
                ExampleFile(
                    "Tabs.swift",
                    """
                    import UIKit

                    func makeTabs(home: UIViewController, certificates: UIViewController, compact: Bool) -> UITabBarController {
                        if compact {
                            home.tabBarItem = UITabBarItem(title: Strings.home, image: UIImage(systemName: "house"), tag: 0)
                        } else {
                            home.tabBarItem = UITabBarItem(title: Strings.home, image: UIImage(systemName: "house.fill"), tag: 0)
                        }
                        certificates.tabBarItem = UITabBarItem(title: Strings.certificates, image: UIImage(systemName: "qrcode"), tag: 1)
                        let tabs = UITabBarController()
                        tabs.viewControllers = [home, certificates]
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
                        <segue destination="saved" kind="relationship" relationship="viewControllers" id="s2"/>
                    </connections>
                </tabBarController>
                <viewController id="feed" sceneMemberID="viewController">
                    <tabBarItem key="tabBarItem" title="Feed" image="list.bullet" catalog="system" id="i1"/>
                </viewController>
                <viewController id="saved" sceneMemberID="viewController">
                    <tabBarItem key="tabBarItem" title="1️⃣Feed" image="bookmark" catalog="system" id="i2"/>
                </viewController>
                """,
                expect: ["1️⃣": "warning: Tab 2 is titled 'Feed', as tab 1 is: two tabs of the bar read the same"]),
            Example(
                files: [
                    ExampleFile(
                        "RootCoordinator.swift",
                        """
                        import UIKit

                        final class RootCoordinator {
                            private let tabBarController = UITabBarController()

                            func showHome(home: UIViewController, certificates: UIViewController) {
                                let homeItem = UITabBarItem(title: AppStrings.Tabbar.homeTitle, image: UIImage(named: "home"), selectedImage: nil)
                                home.tabBarItem = homeItem
                                let certificatesItem = 1️⃣UITabBarItem(title: AppStrings.Tabbar.homeTitle, image: UIImage(named: "certificates"), selectedImage: nil)
                                certificates.tabBarItem = certificatesItem
                                tabBarController.setViewControllers([home, certificates], animated: false)
                            }
                        }
                        """)
                ],
                expect: [
                    "1️⃣":
                        "warning: This tab bar item is titled AppStrings.Tabbar.homeTitle, as the item made at line 7 is: two tabs of the bar read the same"
                ]),
        ])

    init(options: RuleOptions) {}

    func validate(_ context: LintContext) -> [Diagnostic] {
        var found: [Diagnostic] = []
        for tabBar in context.tabBars {
            var first: [String: Tab] = [:]
            var repeated: [(tab: Tab, earlier: Tab, title: AttributeValue, placed: PlacedTabBarItem)] = []
            for tab in tabBar.distinctTabs {
                guard case .item(let title, let placed) = tab.title, !title.value.isEmpty, title.value != "Item" else { continue }
                if let earlier = first[title.value] {
                    repeated.append((tab, earlier, title, placed))
                } else {
                    first[title.value] = tab
                }
            }
            // The app's code is asked only about a bar with a repeated title: code that titles either tab decides.
            guard !repeated.isEmpty else { continue }
            let changes = TabItemEvidence(tabBar, context)
            let setsTitle = { (change: TabItemChange) in change.part == .item || change.part == .title }
            guard changes.untiedChange(setsTitle) == nil else { continue }
            for (tab, earlier, title, placed) in repeated {
                guard changes.change(to: tab, setsTitle) == nil, changes.change(to: earlier, setsTitle) == nil else { continue }
                found.append(
                    diagnostic(
                        "Tab \(tab.number) is titled '\(title.value)', as tab \(earlier.number) is: two tabs of the bar read the same",
                        at: placed.location(title.range), objectID: placed.item.objectID))
            }
        }
        return found
    }

    func validate(codeTabBar context: CodeTabBarContext) -> [Diagnostic] {
        var first: [String: CodeTabBar.ItemMade] = [:]
        var found: [Diagnostic] = []
        for item in context.bar.itemsMade {
            guard let earlier = first[item.title] else {
                first[item.title] = item
                continue
            }
            let line = context.source.lines.position(of: earlier.range.lowerBound, in: .utf8).line + 1
            let shown = item.title.hasPrefix("\"") ? "'\(item.title.dropFirst().dropLast())'" : item.title
            found.append(
                diagnostic(
                    "This tab bar item is titled \(shown), as the item made at line \(line) is: two tabs of the bar read the same",
                    at: context.location(item.range), related: [RelatedNote("The item made first", at: context.location(earlier.range))]))
        }
        return found
    }
}
