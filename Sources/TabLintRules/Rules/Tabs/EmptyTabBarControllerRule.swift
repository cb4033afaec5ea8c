import TabLintCore
import TabLintGraph
import TabLintModel

/// A tab bar controller with no tabs in its file.
struct EmptyTabBarControllerRule: Rule {
    static let description = RuleDescription(
        id: "empty_tab_bar_controller",
        name: "Empty tab bar controller",
        summary: "A tab bar controller has no tabs in the file; they are added in code",
        rationale: """
            A tab bar controller without `viewControllers` relationships (or, in a xib, an empty \
            `viewControllers` list) gets its tabs in code. That is a valid design, but none of TabLint's tab \
            checks (restoration identifiers, titles, items, images, More) can see those tabs, and an empty \
            controller left behind after a refactoring shows an empty bar. The finding makes the blind spot \
            visible.
            """,
        defaultSeverity: .info,
        passing: [
            Example(
                """
                <tabBarController id="tabs" sceneMemberID="viewController">
                    <connections>
                        <segue destination="home" kind="relationship" relationship="viewControllers" id="s1"/>
                    </connections>
                </tabBarController>
                <viewController title="Home" id="home" sceneMemberID="viewController">
                    <tabBarItem key="tabBarItem" title="Home" image="house" id="i1"/>
                </viewController>
                """)
        ],
        failing: [
            Example(
                """
                <1️⃣tabBarController customClass="MainTabBarController" id="tabs" sceneMemberID="viewController"/>
                """,
                expect: [
                    "1️⃣":
                        "info: Tab bar controller 'MainTabBarController' has no tabs in this file: its tabs are added in code, where TabLint cannot check them"
                ]
            ),
            Example(
                files: [
                    ExampleFile(
                        "Tabs.xib",
                        Example.xib(
                            """
                            <1️⃣tabBarController id="tabs">
                                <viewControllers/>
                            </tabBarController>
                            """))
                ],
                expect: ["1️⃣": "info: Tab bar controller has no tabs in this file: its tabs are added in code, where TabLint cannot check them"]),
        ])

    init(options: RuleOptions) {}

    func validate(_ context: LintContext) -> [Diagnostic] {
        context.tabBars.filter(\.tabs.isEmpty).compactMap { tabBar in
            let controller = tabBar.controller.controller
            // Its class sets the tabs in code: nothing to tell the developer.
            if context.setsInCode(controller, { $0 == .tabsSetInCode }) != nil { return nil }
            let name = context.workspace.visibleName(of: tabBar.controller).map { " '\($0)'" } ?? ""
            return diagnostic(
                "Tab bar controller\(name) has no tabs in this file: its tabs are added in code, where TabLint cannot check them",
                at: context.location(controller.location.nameRange), objectID: controller.id)
        }
    }
}
