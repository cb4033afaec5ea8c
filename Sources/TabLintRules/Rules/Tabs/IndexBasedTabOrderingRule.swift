import TabLintCode
import TabLintCore
import TabLintGraph
import TabLintModel
import TabLintWorkspace

/// The app persists or picks tabs by index while users can reorder them under More > Edit.
struct IndexBasedTabOrderingRule: Rule {
    static let description = RuleDescription(
        id: "index_based_tab_ordering",
        name: "Index-based tab ordering",
        summary: "The app persists or picks tabs by index while users can reorder them",
        rationale: """
            Apple's Tabster notes: storing the tab bar's `selectedIndex` and restoring it at launch is the easy \
            solution, but once the user reorders the tabs the stored index no longer matches the tab; Tabster \
            stores the class name instead. The same holds for code that names specific tabs by fixed positions \
            (`selectedIndex = 3`, `selectedIndex = Tab.favorites.rawValue`). Users can reorder a bar of six or \
            more tabs under More > Edit unless the app empties `customizableViewControllers`. Reported on each such \
            tab bar, with the code as related information: when the code stores the selected index or the order \
            by index, restores `selectedIndex` from a stored value (unless it also saves the user's order by another \
            key, from which it puts the order back), or sets it to a fixed position other than 0. \
            Key the tab by its restoration identifier or class, or set `customizableViewControllers = []`.
            """,
        defaultSeverity: .warning,
        passing: [
            // The user's order is saved by restoration identifier and put back before the stored index is.
            Example(
                files: [
                    ExampleFile("Base.lproj/Main.storyboard", Example.storyboard(sixTabs)),
                    ExampleFile(
                        "Tabs.swift",
                        """
                        import UIKit

                        final class Tabs: UITabBarController, UITabBarControllerDelegate {
                            override func viewDidLoad() {
                                super.viewDidLoad()
                                delegate = self
                                let order = UserDefaults.standard.stringArray(forKey: "tabOrder") ?? []
                                viewControllers = order.compactMap { id in viewControllers?.first { $0.restorationIdentifier == id } }
                                selectedIndex = UserDefaults.standard.integer(forKey: "selectedTab")
                            }

                            func tabBarController(
                                _ tabBarController: UITabBarController, didEndCustomizing viewControllers: [UIViewController], changed: Bool
                            ) {
                                let order = viewControllers.compactMap { $0.restorationIdentifier }
                                UserDefaults.standard.set(order, forKey: "tabOrder")
                            }
                        }
                        """),
                ]),
            Example(
                files: [
                    ExampleFile("Base.lproj/Main.storyboard", Example.storyboard(sixTabs)),
                    ExampleFile(
                        "Tabs.swift",
                        """
                        import UIKit

                        final class Tabs: UITabBarController {
                            override func viewDidLoad() {
                                super.viewDidLoad()
                                customizableViewControllers = []
                                selectedIndex = UserDefaults.standard.integer(forKey: "selectedTab")
                            }
                        }
                        """),
                ]),
            Example(
                files: [
                    ExampleFile("Base.lproj/Main.storyboard", Example.storyboard(sixTabs)),
                    ExampleFile(
                        "Tabs.swift",
                        """
                        import UIKit

                        final class Tabs: UITabBarController {
                            func showHome() { selectedIndex = 0 }
                        }
                        """),
                ]),
        ],
        failing: [
            Example(
                files: [
                    ExampleFile(
                        "Base.lproj/Main.storyboard",
                        Example.storyboard(sixTabs.replacingOccurrences(of: "<tabBarController", with: "<1️⃣tabBarController"))),
                    ExampleFile(
                        "Tabs.swift",
                        """
                        import UIKit

                        final class Tabs: UITabBarController {
                            override func viewDidLoad() {
                                super.viewDidLoad()
                                selectedIndex = UserDefaults.standard.integer(forKey: "selectedTab")
                            }
                        }
                        """),
                ],
                expect: [
                    "1️⃣":
                        "warning: The app picks tabs of this bar by index (selectedIndex is set from a stored value) while users can reorder its 6 tabs under More > Edit: after a reorder the index names another tab; key the tab by restoration identifier or class, or set customizableViewControllers = []"
                ])
        ])

    /// A bar of six tabs.
    private static let sixTabs = """
        <tabBarController customClass="Tabs" id="tabs" sceneMemberID="viewController">
            <connections>
                <segue destination="t1" kind="relationship" relationship="viewControllers" id="s1"/>
                <segue destination="t2" kind="relationship" relationship="viewControllers" id="s2"/>
                <segue destination="t3" kind="relationship" relationship="viewControllers" id="s3"/>
                <segue destination="t4" kind="relationship" relationship="viewControllers" id="s4"/>
                <segue destination="t5" kind="relationship" relationship="viewControllers" id="s5"/>
                <segue destination="t6" kind="relationship" relationship="viewControllers" id="s6"/>
            </connections>
        </tabBarController>
        <viewController title="One" id="t1" sceneMemberID="viewController"/>
        <viewController title="Two" id="t2" sceneMemberID="viewController"/>
        <viewController title="Three" id="t3" sceneMemberID="viewController"/>
        <viewController title="Four" id="t4" sceneMemberID="viewController"/>
        <viewController title="Five" id="t5" sceneMemberID="viewController"/>
        <viewController title="Six" id="t6" sceneMemberID="viewController"/>
        """

    init(options: RuleOptions) {}

    func validate(_ context: LintContext) -> [Diagnostic] {
        // Only a bar with a More tab can be reordered: the app's code is read only then.
        let bars = context.tabBars.filter(\.hasMoreTab)
        guard !bars.isEmpty else { return [] }
        let code = context.code
        guard code.hasCode, let (fact, how) = Self.byIndex(code) else { return [] }
        // Emptied anywhere, no tab can be moved.
        if code.customizableSets.contains(where: { $0.kind == .customizableViewControllersSet(emptied: true) }) { return [] }
        return bars.map { bar in
            diagnostic(
                "The app picks tabs of this bar by index (\(how)) while users can reorder its \(bar.tabs.count) tabs under More > Edit: after a reorder the index names another tab; key the tab by restoration identifier or class, or set customizableViewControllers = []",
                at: bar.controller.location(bar.controller.controller.location.nameRange),
                related: context.note("The app picks a tab by index", fact), objectID: bar.controller.controller.id)
        }
    }

    /// The first sign that the app picks tabs by index, and how it does. An app that also saves the user's order
    /// by another key (and so puts it back) finds the same tab at a stored index again: only fixed positions count.
    private static func byIndex(_ code: CodeEvidence) -> (CodeFact, String)? {
        let restoresOrder = code.orderPersistedByKey != nil
        if let stored = code.persistence(by: .index), !restoresOrder || stored.kind == .tabOrderPersisted(.index) {
            return (stored, "it stores the selected index or the tab order by index")
        }
        for fact in code.selectedIndexSets {
            switch fact.kind {
            case .selectedIndexSet(.stored) where !restoresOrder: return (fact, "selectedIndex is set from a stored value")
            case .selectedIndexSet(.fixed(let value)) where value != 0: return (fact, "selectedIndex is set to a fixed position")
            default: continue
            }
        }
        return nil
    }
}
