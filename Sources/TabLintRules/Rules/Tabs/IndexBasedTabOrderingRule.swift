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
            by index, restores `selectedIndex` from a stored value, or sets it to a fixed position other than 0. \
            An app that also saves the user's order by another key (title, class, tag) and puts it back keeps a \
            stored selected index in step with it: UIKit reports `selectedIndex` as `NSNotFound` while More is \
            selected, where reordering happens, so the next selection stores the new position. That is an info. \
            Tab bars built in code are judged alike, with their tabs counted as the code makes them, and the \
            finding on the statement that sets `viewControllers`; a bar counts as reorderable only when it has six \
            tabs on every path (tabs added under an `if` left out). \
            Key the tab by its restoration identifier or class, or set `customizableViewControllers = []`. On any \
            bar built in code whose length varies (a tab appended under an `if`), a fixed position its own code \
            picks (`selectedIndex = 2`, `tabBar.items?[2]`) at or past the first tab added only on some paths \
            names another tab, or none, on the other paths: a warning at that statement (observed: real apps \
            fixed such indices by looking the tab up by its controller).
            """,
        defaultSeverity: .warning,
        otherSeverities: [.info],
        // More > Edit, where users reorder tabs, is iOS's.
        platforms: [.iOS],
        passing: [
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
            // The user's order is saved by restoration identifier and put back before the stored index is: the index
            // follows it.
            Example(
                files: [
                    ExampleFile(
                        "Base.lproj/Main.storyboard",
                        Example.storyboard(sixTabs.replacingOccurrences(of: "<tabBarController", with: "<1️⃣tabBarController"))),
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
                ],
                expect: [
                    "1️⃣":
                        "info: The app keeps the selected tab of this bar as a stored index while users can reorder its 6 tabs under More > Edit; it also saves their order by another key and puts it back, so the index follows that order, but a tab keyed by restoration identifier or class (as in Tabster) survives any change to the tabs"
                ]),
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
                ]),
            // A bar built in code whose second tab exists only on some paths: index 2 is the snoozer only then.
            Example(
                files: [
                    ExampleFile(
                        "MainViewController.swift",
                        """
                        import UIKit

                        final class MainViewController: UIViewController {
                            func alarmFired() {
                                1️⃣tabBarController?.selectedIndex = 2
                            }

                            private func rebuildTabs(tabBarController: UITabBarController, showsGraph: Bool) {
                                var tabs: [UIViewController] = [self]
                                if showsGraph {
                                    tabs.append(GraphViewController())
                                }
                                let snoozer = SnoozerViewController()
                                snoozer.tabBarItem = UITabBarItem(title: "Snoozer", image: UIImage(systemName: "zzz"), tag: 2)
                                tabs.append(snoozer)
                                tabBarController.setViewControllers(tabs, animated: false)
                            }
                        }
                        """)
                ],
                expect: [
                    "1️⃣":
                        "warning: selectedIndex = 2 picks a tab by a position that varies: the code adds tab 2 only on some paths, so index 2 names another tab (or none) then; pick the tab by its controller (firstIndex(where:))"
                ]),
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
        guard code.hasCode, let finding = Self.byIndex(code) else { return [] }
        return bars.map { bar in
            diagnostic(
                Self.message(finding, tabs: bar.tabs.count), at: bar.controller.location(bar.controller.controller.location.nameRange),
                severity: finding.severity, related: context.note("The app picks a tab by index", finding.fact),
                objectID: bar.controller.controller.id)
        }
    }

    /// A tab bar built in code, with six or more tabs; and on any bar whose length varies, a fixed index its code
    /// picks at or past a tab added only on some paths.
    func validate(codeTabBar context: CodeTabBarContext) -> [Diagnostic] {
        varyingPositions(context) + reorderable(context)
    }

    /// A fixed position (`selectedIndex = 2`, `tabBar.items?[1].badgeValue = …`) the bar's own code picks, where the
    /// tabs before it, or the tab itself, are added only on some paths: the index names another tab (or none) then.
    private func varyingPositions(_ context: CodeTabBarContext) -> [Diagnostic] {
        guard let firstVarying = context.tabs.firstIndex(where: \.conditional) else { return [] }
        // The list position of the first conditional tab, each loop's tabs counted.
        let varyingFrom = context.tabs[..<firstVarying].reduce(0) { $0 + $1.count }
        let owner = context.bar.controllerClass
        var found: [Diagnostic] = []
        let candidates = context.code.selectedIndexSets + context.code.tabItemChanges
        for fact in candidates
        where fact.file == context.site.file && fact.enclosingType == context.site.enclosingType
            || (owner != nil && owner != "UITabBarController" && fact.enclosingType == owner)
        {
            let index: Int
            let written: String
            switch fact.kind {
            case .selectedIndexSet(.fixed(let value?)):
                index = value
                written = "selectedIndex = \(value)"
            case .tabItemSet(let change):
                guard case .index(let value) = change.target else { continue }
                index = value
                written = "the item at index \(value)"
            default: continue
            }
            guard index >= varyingFrom, let location = context.code.location(of: fact) else { continue }
            let conditional = context.tabs[firstVarying]
            found.append(
                diagnostic(
                    "\(written) picks a tab by a position that varies: the code adds \(context.lowercasedLabel(conditional)) only on some paths, so index \(index) names another tab (or none) then; pick the tab by its controller (firstIndex(where:))",
                    at: location, related: [RelatedNote("Added only on some paths", at: context.location(conditional.range))]))
        }
        return found
    }

    /// A bar with six tabs or more on every path, in an app that picks its tabs by index.
    private func reorderable(_ context: CodeTabBarContext) -> [Diagnostic] {
        // Six tabs on every path: a bar that has them only on some (an `if` that adds tabs) may never show More.
        guard context.guaranteedTabCount >= 6, let finding = Self.byIndex(context.code) else { return [] }
        return [
            diagnostic(
                Self.message(finding, tabs: context.tabCount), at: context.anchor, severity: finding.severity,
                related: context.note("The app picks a tab by index", finding.fact))
        ]
    }

    private struct Finding {
        let fact: CodeFact
        let how: String
        /// A stored index beside an order the app saves and puts back by another key: it follows that order.
        let followsRestoredOrder: Bool
        var severity: Severity { followsRestoredOrder ? .info : .warning }
    }

    private static func message(_ finding: Finding, tabs: Int) -> String {
        if finding.followsRestoredOrder {
            return
                "The app keeps the selected tab of this bar as a stored index while users can reorder its \(tabs) tabs under More > Edit; it also saves their order by another key and puts it back, so the index follows that order, but a tab keyed by restoration identifier or class (as in Tabster) survives any change to the tabs"
        }
        return
            "The app picks tabs of this bar by index (\(finding.how)) while users can reorder its \(tabs) tabs under More > Edit: after a reorder the index names another tab; key the tab by restoration identifier or class, or set customizableViewControllers = []"
    }

    /// The first sign that the app picks tabs by index, and how it does; nil when the app empties
    /// `customizableViewControllers` anywhere (no tab can then be moved). A stored index beside an order the app
    /// saves by another key (and puts back) follows that order: an info.
    private static func byIndex(_ code: CodeEvidence) -> Finding? {
        if code.customizableSets.contains(where: { $0.kind == .customizableViewControllersSet(emptied: true) }) { return nil }
        let restoresOrder = code.orderPersistedByKey != nil
        var storedRestore: Finding?
        if let stored = code.persistence(by: .index) {
            let follows = restoresOrder && stored.kind != .tabOrderPersisted(.index)
            storedRestore = Finding(fact: stored, how: "it stores the selected index or the tab order by index", followsRestoredOrder: follows)
            if !follows { return storedRestore }
        }
        for fact in code.selectedIndexSets {
            switch fact.kind {
            case .selectedIndexSet(.stored) where storedRestore == nil:
                storedRestore = Finding(fact: fact, how: "selectedIndex is set from a stored value", followsRestoredOrder: restoresOrder)
                if !restoresOrder { return storedRestore }
            case .selectedIndexSet(.fixed(let value)) where value != 0:
                return Finding(fact: fact, how: "selectedIndex is set to a fixed position", followsRestoredOrder: false)
            default: continue
            }
        }
        return storedRestore
    }
}
