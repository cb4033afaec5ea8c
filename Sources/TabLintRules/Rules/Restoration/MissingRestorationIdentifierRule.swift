import TabLintCode
import TabLintCore
import TabLintGraph
import TabLintModel

/// In documents that use restoration identifiers: a tab without one under a tab bar controller that has
/// one, and a container without one whose children have one.
struct MissingRestorationIdentifierRule: Rule {
    static let description = RuleDescription(
        id: "missing_restoration_identifier",
        name: "Missing restoration identifier",
        summary: "A tab has no restoration identifier, or a container breaks the restoration chain",
        rationale: """
            UIKit preserves a controller only if it and every ancestor have a restoration identifier. A tab bar \
            controller with an identifier saves which tab is selected by that tab's identifier: a tab without one \
            is not preserved and cannot be restored as the selected tab. The other way round, a container \
            without an identifier drops the whole subtree, so its children's identifiers are never used. The \
            rule only looks at documents that use restoration identifiers at all, and only in apps that opt in to \
            state restoration: when TabLint reads the app's code and its app delegate never implements \
            `application(_:shouldSaveSecureApplicationState:)` (or the older `shouldSaveApplicationState`), \
            identifiers are never used and nothing is reported. An identifier that the controller's class sets in \
            code counts. Without code (a folder of IB files) the rule reports as if the app opted in. A container \
            is not reported when the code makes its child from the storyboard by identifier (it then builds that \
            child's chain itself, and the storyboard's container may never exist), unless the container is the \
            initial controller of a storyboard an Info.plist names. A tab bar built in code is judged where the \
            code gives its tab bar controller an identifier (`tabs.restorationIdentifier = "tabs"`) in an app that \
            opts in: a tab made there without one, whose class sets none either, is reported on its place in the \
            list.
            """,
        defaultSeverity: .warning,
        passing: [
            Example(
                """
                <tabBarController restorationIdentifier="tabs" id="tabs" sceneMemberID="viewController">
                    <connections>
                        <segue destination="feed" kind="relationship" relationship="viewControllers" id="s1"/>
                    </connections>
                </tabBarController>
                <viewController restorationIdentifier="feed" id="feed" sceneMemberID="viewController"/>
                """),
            Example(
                """
                <tabBarController id="tabs" sceneMemberID="viewController">
                    <connections>
                        <segue destination="feed" kind="relationship" relationship="viewControllers" id="s1"/>
                    </connections>
                </tabBarController>
                <viewController id="feed" sceneMemberID="viewController"/>
                """),
            // The code makes the list by its identifier and wraps it in a navigation controller of its own: the
            // storyboard's navigation controller never exists.
            Example(
                files: [
                    ExampleFile(
                        "Base.lproj/Save.storyboard",
                        Example.storyboard(
                            """
                            <navigationController id="nav" sceneMemberID="viewController">
                                <connections>
                                    <segue destination="list" kind="relationship" relationship="rootViewController" id="s1"/>
                                </connections>
                            </navigationController>
                            <tableViewController storyboardIdentifier="SaveList" restorationIdentifier="list" id="list" sceneMemberID="viewController"/>
                            """, initial: "nav")),
                    ExampleFile(
                        "AppDelegate.swift",
                        """
                        import UIKit

                        @main
                        final class AppDelegate: UIResponder, UIApplicationDelegate {
                            func application(_ application: UIApplication, shouldSaveSecureApplicationState coder: NSCoder) -> Bool { true }
                            func application(_ application: UIApplication, shouldRestoreSecureApplicationState coder: NSCoder) -> Bool { true }
                        }
                        """),
                    ExampleFile(
                        "SaveFlow.swift",
                        """
                        import UIKit

                        enum SaveFlow {
                            static func start(from presenter: UIViewController) {
                                let list = UIStoryboard(name: "Save", bundle: nil).instantiateViewController(withIdentifier: "SaveList")
                                presenter.present(UINavigationController(rootViewController: list), animated: true)
                            }
                        }
                        """),
                ]),
        ],
        failing: [
            // A tab bar built in code, in an app that opts in.
            Example(
                files: [
                    ExampleFile(
                        "AppDelegate.swift",
                        """
                        import UIKit

                        final class AppDelegate: UIResponder, UIApplicationDelegate {
                            var window: UIWindow?
                            func application(_ application: UIApplication, shouldSaveSecureApplicationState coder: NSCoder) -> Bool { true }
                            func application(_ application: UIApplication, shouldRestoreSecureApplicationState coder: NSCoder) -> Bool { true }

                            func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                                let feed = UINavigationController(rootViewController: FeedViewController())
                                feed.restorationIdentifier = "feed"
                                let tabs = UITabBarController()
                                tabs.restorationIdentifier = "tabs"
                                tabs.viewControllers = [feed, 1️⃣SettingsViewController()]
                                window?.rootViewController = tabs
                                return true
                            }
                        }

                        final class SettingsViewController: UITableViewController {}
                        """)
                ],
                expect: [
                    "1️⃣":
                        "warning: Tab 2 has no restoration identifier, but its tab bar controller 'tabs' has one: the tab is neither preserved nor restorable as the selected tab"
                ]),
            // The tab bar controller's class gives itself an identifier (implicit `self`), and its helper makes a tab
            // without one.
            Example(
                files: [
                    ExampleFile(
                        "AppDelegate.swift",
                        """
                        import UIKit

                        final class AppDelegate: UIResponder, UIApplicationDelegate {
                            func application(_ application: UIApplication, shouldSaveSecureApplicationState coder: NSCoder) -> Bool { true }
                            func application(_ application: UIApplication, shouldRestoreSecureApplicationState coder: NSCoder) -> Bool { true }
                        }
                        """),
                    ExampleFile(
                        "MainTabs.swift",
                        """
                        import UIKit

                        final class Profile: UIViewController {}

                        final class MainTabs: UITabBarController {
                            init() {
                                super.init(nibName: nil, bundle: nil)
                                restorationIdentifier = "Main"
                                viewControllers = [makeTab(Profile(), id: "profile"), 1️⃣UINavigationController(rootViewController: Profile())]
                            }

                            required init?(coder: NSCoder) { fatalError() }

                            private func makeTab(_ root: UIViewController, id: String) -> UIViewController {
                                let navigation = UINavigationController(rootViewController: root)
                                navigation.restorationIdentifier = id
                                return navigation
                            }
                        }
                        """),
                ],
                expect: [
                    "1️⃣":
                        "warning: Tab 2 has no restoration identifier, but its tab bar controller 'Main' has one: the tab is neither preserved nor restorable as the selected tab"
                ]),
            Example(
                """
                <tabBarController title="Main" restorationIdentifier="tabs" id="tabs" sceneMemberID="viewController">
                    <connections>
                        <segue destination="nav" kind="relationship" relationship="viewControllers" id="s1"/>
                    </connections>
                </tabBarController>
                <1️⃣navigationController title="Library" id="nav" sceneMemberID="viewController">
                    <connections>
                        <segue destination="shelf" kind="relationship" relationship="rootViewController" id="s2"/>
                    </connections>
                </navigationController>
                <tableViewController restorationIdentifier="shelf" id="shelf" sceneMemberID="viewController"/>
                """,
                expect: [
                    "1️⃣":
                        "warning: Tab 1 'Library' has no restoration identifier, but its tab bar controller 'Main' has one: the tab is neither preserved nor restorable as the selected tab, and the identifier 'shelf' of its child is never used"
                ]),
            Example(
                """
                <tabBarController title="Main" restorationIdentifier="tabs" id="tabs" sceneMemberID="viewController">
                    <connections>
                        <segue destination="feed" kind="relationship" relationship="viewControllers" id="s1"/>
                        <segue destination="favorites" kind="relationship" relationship="viewControllers" id="s2"/>
                    </connections>
                </tabBarController>
                <viewController restorationIdentifier="feed" id="feed" sceneMemberID="viewController"/>
                <1️⃣viewController title="Favorites" id="favorites" sceneMemberID="viewController"/>
                """,
                expect: [
                    "1️⃣":
                        "warning: Tab 2 'Favorites' has no restoration identifier, but its tab bar controller 'Main' has one: the tab is neither preserved nor restorable as the selected tab"
                ]),
            Example(
                """
                <1️⃣navigationController id="nav" sceneMemberID="viewController">
                    <connections>
                        <segue destination="list" kind="relationship" relationship="rootViewController" id="s1"/>
                    </connections>
                </navigationController>
                <tableViewController restorationIdentifier="list" id="list" sceneMemberID="viewController"/>
                """,
                expect: [
                    "1️⃣":
                        "warning: This navigation controller has no restoration identifier, so the identifier 'list' of its child is never used: restoration stops at the first controller without one"
                ]),
        ])

    init(options: RuleOptions) {}

    func validate(_ context: LintContext) -> [Diagnostic] {
        guard context.usesRestorationIdentifiers else { return [] }
        let found = candidates(context)
        // The app's code is read only when there is something to report.
        guard !found.isEmpty else { return [] }
        switch context.restoration {
        case .notOptedIn: return []
        case .unknown: return found
        case .optedIn(let fact):
            let optIn = context.note("The app opts in to state restoration", fact)
            return found.map { $0.adding(related: optIn) }
        }
    }

    /// A tab bar built in code that the code gives a restoration identifier, in an app that opts in: each tab made
    /// there without one (nor one its class sets itself).
    func validate(codeTabBar context: CodeTabBarContext) -> [Diagnostic] {
        guard let optIn = context.code.restorationOptIn, let owner = context.barRestorationIdentifier else { return [] }
        let named = owner.isEmpty ? "" : " '\(owner)'"
        return context.tabs.compactMap { tab in
            // An absence needs the tab's class known not to set one (`Docs/Rules.md`, "Three answers").
            guard case .notSet = context.restorationIdentifier(of: tab) else { return nil }
            return diagnostic(
                "\(context.label(tab)) has no restoration identifier, but its tab bar controller\(named) has one: the tab is neither preserved nor restorable as the selected tab",
                at: context.location(tab.range), related: context.note("The app opts in to state restoration", optIn))
        }
    }

    private func candidates(_ context: LintContext) -> [Diagnostic] {
        let optIn: [RelatedNote] = []
        var found: [Diagnostic] = []
        var reportedAsTabs = Set<String>()
        for tabBar in context.tabBars {
            let owner = tabBar.controller.controller
            guard owner.effectiveRestorationIdentifier != nil else { continue }
            for tab in tabBar.distinctTabs {
                guard let target = tab.target, !target.controller.isStoryboardReference,
                    target.controller.effectiveRestorationIdentifier == nil,
                    context.setsInCode(target.controller, { if case .restorationIdentifierSet = $0 { true } else { false } }) == nil
                else { continue }
                let (anchor, notes) = context.anchor(
                    target.location(target.controller.location.nameRange),
                    fallback: tab.child.siteAnchor, note: "'\(target.controller.displayName)' has no restoration identifier")
                // A tab that is itself a container also strands its children's identifiers: one finding, one fix.
                let stranded = unusedChildIdentifiers(of: target.controller, in: target.document, context).map { ", and \($0)" } ?? ""
                found.append(
                    diagnostic(
                        "\(tab.label) has no restoration identifier, but its tab bar controller '\(owner.displayName)' has one: the tab is neither preserved nor restorable as the selected tab\(stranded)",
                        at: anchor, related: notes + optIn, objectID: target.controller.id,
                        fix: .addRestorationIdentifier(
                            controllerID: target.controller.id, suggested: target.controller.suggestedRestorationIdentifier)))
                if tab.child.targetIsLocal { reportedAsTabs.insert(target.controller.id) }
            }
        }
        for container in context.document.controllers
        where container.kind.isContainer && container.effectiveRestorationIdentifier == nil && !reportedAsTabs.contains(container.id) {
            guard let stranded = unusedChildIdentifiers(of: container, in: context.document, context),
                !childMadeInCode(container, context)
            else { continue }
            let subject =
                container.title.map { "\(container.kind.displayName.capitalizedFirst) '\($0.value)'" }
                ?? "This \(container.kind.displayName)"
            found.append(
                diagnostic(
                    "\(subject) has no restoration identifier, so \(stranded): restoration stops at the first controller without one",
                    at: context.location(container.location.nameRange), objectID: container.id,
                    fix: .addRestorationIdentifier(controllerID: container.id, suggested: container.suggestedRestorationIdentifier)))
        }
        return found
    }

    /// Whether the code makes a child of `container` from the storyboard by its identifier, and the container is not
    /// the app's entry (the initial controller of a storyboard an Info.plist names): the code then builds that
    /// child's chain itself (real apps wrap it in a navigation controller of their own), and the container may never
    /// exist.
    private func childMadeInCode(_ container: Controller, _ context: LintContext) -> Bool {
        let document = context.document
        let isEntry =
            document.initialViewController?.value == container.id
            && context.workspace.bundles(of: document.source).contains { bundle in
                bundle.infoPlists.contains { $0.allStoryboards.contains(document.source.baseName) }
            }
        guard !isEntry else { return false }
        let identifiers = context.workspace.children(of: container, in: document).compactMap { $0.target?.controller.storyboardIdentifier?.value }
        guard !identifiers.isEmpty else { return false }
        let code = context.code
        guard code.hasCode else { return false }
        return identifiers.contains { code.instantiation(ofIdentifier: $0) != nil }
    }

    /// "the identifier 'x' of its child is never used" for a container whose children have identifiers.
    private func unusedChildIdentifiers(of container: Controller, in document: IBDocument, _ context: LintContext) -> String? {
        guard container.kind.isContainer else { return nil }
        let identified = context.workspace.children(of: container, in: document)
            .compactMap { $0.target?.controller.effectiveRestorationIdentifier?.value }
        guard !identified.isEmpty else { return nil }
        let names = Phrasing.list(identified.map { "'\($0)'" })
        return identified.count == 1
            ? "the identifier \(names) of its child is never used" : "the identifiers \(names) of its children are never used"
    }
}
