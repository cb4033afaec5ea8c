import TabLintCore
import TabLintGraph
import TabLintModel

/// Six or more tabs: on iPhone tabs 5…n move under More.
struct MoreTabOverflowRule: Rule {
    static let description = RuleDescription(
        id: "more_tab_overflow",
        name: "More tab overflow",
        summary: "A tab bar controller has so many tabs that some move under More on iPhone",
        rationale: """
            In compact width (iPhone) a tab bar shows at most five items: with six or more tabs it shows the \
            first four and a More tab whose list holds the rest, which users rarely open (the HIG asks for three \
            to five tabs). The message names the tabs that move. A navigation controller in the More list is \
            called out: UIKit shows its root inside the More list's own navigation controller, so the tab gets \
            More's navigation bar instead of its own (and code that expects its own stack finds another). With \
            `threshold` set below 6 the rule also reports bars that only reach that project limit. A tab bar built \
            in code is counted as the code makes it (each tab a loop over a constant range makes), and reported on \
            the statement that sets its tabs.
            """,
        defaultSeverity: .info,
        platforms: [.iOS],
        options: [RuleOption("threshold", default: "6", "Report tab bar controllers with at least this many tabs")],
        passing: [
            Example(
                """
                <tabBarController id="tabs" sceneMemberID="viewController">
                    <connections>
                        <segue destination="a" kind="relationship" relationship="viewControllers" id="s1"/>
                        <segue destination="b" kind="relationship" relationship="viewControllers" id="s2"/>
                        <segue destination="c" kind="relationship" relationship="viewControllers" id="s3"/>
                        <segue destination="d" kind="relationship" relationship="viewControllers" id="s4"/>
                        <segue destination="e" kind="relationship" relationship="viewControllers" id="s5"/>
                    </connections>
                </tabBarController>
                <viewController title="Home" id="a" sceneMemberID="viewController"/>
                <viewController title="Search" id="b" sceneMemberID="viewController"/>
                <viewController title="Inbox" id="c" sceneMemberID="viewController"/>
                <viewController title="Saved" id="d" sceneMemberID="viewController"/>
                <viewController title="Profile" id="e" sceneMemberID="viewController"/>
                """)
        ],
        failing: [
            // A tab bar built in code: eleven navigation controllers made by a loop, as in the classic recipe.
            Example(
                files: [
                    ExampleFile(
                        "Tabs.swift",
                        """
                        import UIKit

                        final class Tabs: UITabBarController {
                            override func viewDidLoad() {
                                super.viewDidLoad()
                                var controllers: [UIViewController] = []
                                for level in 0...10 {
                                    controllers.append(2️⃣UINavigationController(rootViewController: BrightnessController(level: level)))
                                }
                                1️⃣viewControllers = controllers
                            }
                        }
                        """)
                ],
                expect: [
                    "1️⃣": "info: Tab bar controller has 11 tabs: on iPhone (compact width) it shows 4 and More, and tabs 5–11 move under More",
                    "2️⃣":
                        "info: Tabs 5–11 are navigation controllers under More: on iPhone UIKit shows their roots in the More list's navigation controller, with More's navigation bar instead of their own",
                ]),
            Example(
                """
                <1️⃣tabBarController id="tabs" sceneMemberID="viewController">
                    <connections>
                        <segue destination="a" kind="relationship" relationship="viewControllers" id="s1"/>
                        <segue destination="b" kind="relationship" relationship="viewControllers" id="s2"/>
                        <segue destination="c" kind="relationship" relationship="viewControllers" id="s3"/>
                        <segue destination="d" kind="relationship" relationship="viewControllers" id="s4"/>
                        <segue destination="e" kind="relationship" relationship="viewControllers" id="s5"/>
                        <segue destination="2️⃣settings" kind="relationship" relationship="viewControllers" id="s6"/>
                    </connections>
                </tabBarController>
                <viewController title="Home" id="a" sceneMemberID="viewController"/>
                <viewController title="Search" id="b" sceneMemberID="viewController"/>
                <viewController title="Inbox" id="c" sceneMemberID="viewController"/>
                <viewController title="Saved" id="d" sceneMemberID="viewController"/>
                <viewController id="e" sceneMemberID="viewController">
                    <tabBarItem key="tabBarItem" systemItem="history" id="i5"/>
                </viewController>
                <navigationController id="settings" sceneMemberID="viewController">
                    <tabBarItem key="tabBarItem" title="Settings" image="gear" id="i6"/>
                    <connections>
                        <segue destination="list" kind="relationship" relationship="rootViewController" id="s7"/>
                    </connections>
                </navigationController>
                <tableViewController title="Settings" id="list" sceneMemberID="viewController"/>
                """,
                expect: [
                    "1️⃣":
                        "info: Tab bar controller has 6 tabs: on iPhone (compact width) it shows 4 and More, and tabs 5 'History' and 6 'Settings' move under More",
                    "2️⃣":
                        "info: Tab 6 'Settings' is a navigation controller under More: on iPhone UIKit shows its root in the More list's navigation controller, with More's navigation bar instead of its own",
                ]),
            Example(
                """
                <1️⃣tabBarController id="tabs" sceneMemberID="viewController">
                    <connections>
                        <segue destination="a" kind="relationship" relationship="viewControllers" id="s1"/>
                        <segue destination="b" kind="relationship" relationship="viewControllers" id="s2"/>
                        <segue destination="c" kind="relationship" relationship="viewControllers" id="s3"/>
                        <segue destination="d" kind="relationship" relationship="viewControllers" id="s4"/>
                    </connections>
                </tabBarController>
                <viewController title="Home" id="a" sceneMemberID="viewController"/>
                <viewController title="Search" id="b" sceneMemberID="viewController"/>
                <viewController title="Inbox" id="c" sceneMemberID="viewController"/>
                <viewController title="Saved" id="d" sceneMemberID="viewController"/>
                """,
                expect: ["1️⃣": "info: Tab bar controller has 4 tabs, reaching this project's 'threshold' of 4"],
                options: ["threshold": "4"]),
        ])

    private let threshold: Int

    init(options: RuleOptions) {
        threshold = max(1, options.integer("threshold"))
    }

    func validate(_ context: LintContext) -> [Diagnostic] {
        var found: [Diagnostic] = []
        for tabBar in context.tabBars where tabBar.tabs.count >= threshold {
            let count = tabBar.tabs.count
            let anchor = context.location(tabBar.controller.controller.location.nameRange)
            let objectID = tabBar.controller.controller.id
            guard count >= 6 else {
                found.append(
                    diagnostic(
                        "Tab bar controller has \(count) tabs, reaching this project's 'threshold' of \(threshold)", at: anchor, objectID: objectID))
                continue
            }
            let moved = tabBar.tabs.filter(\.isUnderMore)
            let names = moved.map { tab in tab.title.text.map { "\(tab.number) '\($0)'" } ?? "\(tab.number)" }
            let list = Phrasing.list(names)
            found.append(
                diagnostic(
                    "Tab bar controller has \(count) tabs: on iPhone (compact width) it shows 4 and More, and tabs \(list) move under More",
                    at: anchor, objectID: objectID))
            for tab in moved where tab.target?.controller.kind == .navigationController && tab.repeatsTab == nil {
                found.append(
                    diagnostic(
                        "\(tab.label) is a navigation controller under More: on iPhone UIKit shows its root in the More list's navigation controller, with More's navigation bar instead of its own",
                        at: tab.child.local(tab.child.edge.anchor), objectID: tab.target?.controller.id))
            }
        }
        return found
    }

    /// A tab bar built in code, its tabs counted as the code makes them (a loop's tabs each).
    func validate(codeTabBar context: CodeTabBarContext) -> [Diagnostic] {
        // The tabs of every path: a bar that gets its sixth tab only under a condition may never show More.
        let count = context.guaranteedTabCount
        guard count >= threshold else { return [] }
        guard count >= 6 else {
            return [diagnostic("Tab bar controller has \(count) tabs, reaching this project's 'threshold' of \(threshold)", at: context.anchor)]
        }
        var moved: [String] = []
        var found: [Diagnostic] = []
        for tab in context.tabs {
            let numbers = context.numbers(of: tab)
            guard numbers.upperBound >= 5 else { continue }
            let first = max(5, numbers.lowerBound)
            let under = first == numbers.upperBound ? "\(first)" : "\(first)–\(numbers.upperBound)"
            if numbers.count == 1, case .literal(let title)? = context.look(of: tab).title.value {
                moved.append("\(under) '\(title)'")
            } else {
                moved.append(under)
            }
            guard tab.inNavigation else { continue }
            let message =
                first == numbers.upperBound
                ? "Tab \(under) is a navigation controller under More: on iPhone UIKit shows its root in the More list's navigation controller, with More's navigation bar instead of its own"
                : "Tabs \(under) are navigation controllers under More: on iPhone UIKit shows their roots in the More list's navigation controller, with More's navigation bar instead of their own"
            found.append(diagnostic(message, at: context.location(tab.range)))
        }
        let bar = diagnostic(
            "Tab bar controller has \(count) tabs: on iPhone (compact width) it shows 4 and More, and tabs \(Phrasing.list(moved)) move under More",
            at: context.anchor)
        return [bar] + found
    }
}
