import TabLintCore
import TabLintGraph
import TabLintModel

/// An iPad-only document whose root is a tab bar controller.
struct IPadBottomTabBarRule: Rule {
    static let description = RuleDescription(
        id: "ipad_bottom_tab_bar",
        name: "iPad bottom tab bar",
        summary: "An iPad-only document's root is a tab bar controller; consider a sidebar or split view",
        rationale: """
            On a large screen a bar of tabs along the bottom edge is far from the content and easily ignored, \
            and it leaves most of the width to one column. Apple's iPad guidance prefers a sidebar (a split \
            view's primary column) for top-level navigation, or a tab bar that turns into one (iPadOS 18 \
            `UITab`, which storyboards cannot express). The rule looks at documents built for iPad only \
            (`targetRuntime="iOS.CocoaTouch.iPad"`, an iPad xib type, or a document whose Xcode targets all \
            target iPad alone: `TARGETED_DEVICE_FAMILY = 2` or `UIDeviceFamily`): a storyboard whose initial controller \
            is a tab bar controller (through a storyboard reference too), or a xib whose top-level controller is \
            one. It is opt-in because a bottom tab bar is still a legitimate design.
            """,
        defaultSeverity: .info,
        isOptIn: true,
        platforms: [.iOS],
        passing: [
            Example(
                """
                <splitViewController id="split" sceneMemberID="viewController"/>
                <tabBarController id="tabs" sceneMemberID="viewController"/>
                """, initial: "split", runtime: "iOS.CocoaTouch.iPad"),
            Example(
                """
                <tabBarController id="tabs" sceneMemberID="viewController"/>
                """, initial: "tabs"),
        ],
        failing: [
            Example(
                """
                <1️⃣tabBarController title="Library" id="tabs" sceneMemberID="viewController"/>
                """, initial: "tabs", runtime: "iOS.CocoaTouch.iPad",
                expect: [
                    "1️⃣":
                        "info: The root of this iPad-only storyboard is tab bar controller 'Library': on a large screen a bottom tab bar is easily overlooked; consider a sidebar or a split view"
                ]),
            Example(
                files: [
                    ExampleFile(
                        "MainWindow-iPad.xib",
                        Example.legacyArchive(
                            """
                            <1️⃣object class="IBUITabBarController" id="100">
                                <array class="NSMutableArray" key="IBUIViewControllers"/>
                            </object>
                            """, type: "com.apple.InterfaceBuilder3.CocoaTouch.iPad.XIB"))
                ],
                expect: [
                    "1️⃣":
                        "info: The root of this iPad-only xib is a tab bar controller: on a large screen a bottom tab bar is easily overlooked; consider a sidebar or a split view"
                ]),
        ])

    init(options: RuleOptions) {}

    func validate(_ context: LintContext) -> [Diagnostic] {
        let document = context.document
        guard context.workspace.isIPadOnly(document) else { return [] }
        var roots: [(site: Controller, target: ResolvedController)] = []
        if document.format == .storyboard {
            if let initial = document.initialController, case (_, let target?) = context.workspace.runtimeController(for: initial, in: document) {
                roots.append((initial, target))
            }
        } else {
            for controller in document.controllers where document.parents(of: controller.id).isEmpty {
                roots.append((controller, ResolvedController(document: document, controller: controller)))
            }
        }
        let kind = document.format == .storyboard ? "storyboard" : "xib"
        return roots.filter { $0.target.controller.kind == .tabBarController }.map { root in
            let name = context.workspace.visibleName(of: root.target).map { "tab bar controller '\($0)'" } ?? "a tab bar controller"
            return diagnostic(
                "The root of this iPad-only \(kind) is \(name): on a large screen a bottom tab bar is easily overlooked; consider a sidebar or a split view",
                at: context.location(root.site.location.nameRange), objectID: root.target.controller.id)
        }
    }
}
