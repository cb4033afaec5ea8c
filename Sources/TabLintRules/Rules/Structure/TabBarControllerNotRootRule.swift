import TabLintCore
import TabLintGraph
import TabLintModel
import TabLintWorkspace

/// A tab bar controller inside a navigation controller or inside another tab bar controller.
struct TabBarControllerNotRootRule: Rule {
    static let description = RuleDescription(
        id: "tab_bar_controller_not_root",
        name: "Tab bar controller not root",
        summary: "A tab bar controller is a navigation controller's root or another tab bar controller's tab",
        rationale: """
            Apple's guidance is that a tab bar controller is the root of the window, or (iOS 14 and later) a \
            split view's compact column. As a navigation controller's root it sits under a navigation bar that \
            every tab shares, its tabs cannot push their own stacks cleanly, and pushing anything hides the \
            whole tab bar; as a tab of another tab bar controller it stacks two tab bars. The finding sits where \
            the container names the tab bar controller (the child element, or the storyboard reference that \
            leads to it).

            A navigation controller around a tab bar controller is a warning when it is its storyboard's initial \
            controller, the window's root of an app that starts there. Elsewhere (opened by a segue or by \
            identifier from code) it is an info: Apple's View Controller Catalog also lets an app present a tab \
            bar controller modally "to edit some complex data set that had several distinct sets of options", and \
            real apps wrap such a picker in a navigation controller for its Cancel button on purpose.
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
                    <tabBarItem key="tabBarItem" title="Home" image="house" id="i1"/>
                    <connections>
                        <segue destination="home" kind="relationship" relationship="rootViewController" id="s2"/>
                    </connections>
                </navigationController>
                <viewController title="Home" id="home" sceneMemberID="viewController"/>
                <splitViewController id="split" sceneMemberID="viewController">
                    <connections>
                        <segue destination="compact" kind="relationship" relationship="compactViewController" id="s3"/>
                    </connections>
                </splitViewController>
                <tabBarController id="compact" sceneMemberID="viewController"/>
                """)
        ],
        failing: [
            Example(
                """
                <navigationController id="nav" sceneMemberID="viewController">
                    <connections>
                        <segue destination="tabs" kind="relationship" relationship="rootViewController" id="s1"/>
                    </connections>
                </navigationController>
                <1️⃣tabBarController title="Main" id="tabs" sceneMemberID="viewController">
                    <connections>
                        <segue destination="inner" kind="relationship" relationship="viewControllers" id="s2"/>
                    </connections>
                </tabBarController>
                <2️⃣tabBarController id="inner" sceneMemberID="viewController">
                    <tabBarItem key="tabBarItem" title="Library" image="books" id="i1"/>
                </tabBarController>
                <navigationController storyboardIdentifier="Picker" id="picker" sceneMemberID="viewController">
                    <connections>
                        <segue destination="options" kind="relationship" relationship="rootViewController" id="s3"/>
                    </connections>
                </navigationController>
                <3️⃣tabBarController title="Options" id="options" sceneMemberID="viewController"/>
                """,
                initial: "nav",
                expect: [
                    "1️⃣":
                        "warning: Tab bar controller 'Main' is the root of a navigation controller: make the tab bar controller the root (or a split view's compact column) and give each tab its own navigation controller",
                    "2️⃣":
                        "warning: Tab bar controller 'Library' is tab 1 of another tab bar controller: two tab bars stack; make it the only tab bar controller",
                    "3️⃣":
                        "info: Tab bar controller 'Options' is the root of a navigation controller that is not the storyboard's entry: presented modally, as Apple allows, its tabs share one navigation bar; as the window's root, make the tab bar controller the root and give each tab its own navigation controller",
                ])
        ])

    init(options: RuleOptions) {}

    func validate(_ context: LintContext) -> [Diagnostic] {
        var found: [Diagnostic] = []
        let workspace = context.workspace
        for navigation in context.document.controllers where navigation.kind == .navigationController {
            let isEntry = context.document.initialViewController?.value == navigation.id
            for child in workspace.children(of: navigation, in: context.document, .rootViewController) {
                guard let target = child.target, target.controller.kind == .tabBarController else { continue }
                guard isEntry else {
                    found.append(
                        diagnostic(
                            "\(name(target, workspace)) is the root of a navigation controller that is not the storyboard's entry: presented modally, as Apple allows, its tabs share one navigation bar; as the window's root, make the tab bar controller the root and give each tab its own navigation controller",
                            at: child.siteAnchor, severity: .info, objectID: target.controller.id))
                    continue
                }
                found.append(
                    diagnostic(
                        "\(name(target, workspace)) is the root of a navigation controller: make the tab bar controller the root (or a split view's compact column) and give each tab its own navigation controller",
                        at: child.siteAnchor, objectID: target.controller.id))
            }
        }
        for tabBar in context.tabBars {
            for tab in tabBar.distinctTabs {
                guard let target = tab.target, target.controller.kind == .tabBarController else { continue }
                found.append(
                    diagnostic(
                        "\(name(target, workspace)) is tab \(tab.number) of another tab bar controller: two tab bars stack; make it the only tab bar controller",
                        at: tab.child.siteAnchor, objectID: target.controller.id))
            }
        }
        return found
    }

    private func name(_ controller: ResolvedController, _ workspace: Workspace) -> String {
        workspace.visibleName(of: controller).map { "Tab bar controller '\($0)'" } ?? "A tab bar controller"
    }
}
