import TabLintCore
import TabLintGraph
import TabLintModel

/// A storyboard scene that nothing can bring on screen.
struct UnreachableSceneRule: Rule {
    static let description = RuleDescription(
        id: "unreachable_scene",
        name: "Unreachable scene",
        summary: "A storyboard scene is reached by no initial controller, storyboard identifier, reference or segue",
        rationale: """
            A scene is shown when it is the storyboard's initial controller, when code instantiates it by its \
            storyboard identifier, when a storyboard reference (in any storyboard under the linted paths) leads \
            to it, or when a relationship or segue from a scene that is itself shown leads to it. A scene none of \
            these reach is dead weight at best, and at worst the tab or screen someone believes is wired up. \
            The rule is opt-in: code can also present scenes in ways a storyboard does not record.
            """,
        defaultSeverity: .info,
        isOptIn: true,
        passing: [
            Example(
                """
                <tabBarController id="tabs" sceneMemberID="viewController">
                    <connections>
                        <segue destination="home" kind="relationship" relationship="viewControllers" id="s1"/>
                    </connections>
                </tabBarController>
                <viewController title="Home" id="home" sceneMemberID="viewController">
                    <connections>
                        <segue destination="detail" kind="show" id="s2"/>
                    </connections>
                </viewController>
                <viewController title="Detail" id="detail" sceneMemberID="viewController"/>
                <viewController title="Onboarding" storyboardIdentifier="Onboarding" id="onboarding" sceneMemberID="viewController"/>
                """, initial: "tabs")
        ],
        failing: [
            Example(
                """
                <tabBarController id="tabs" sceneMemberID="viewController">
                    <connections>
                        <segue destination="home" kind="relationship" relationship="viewControllers" id="s1"/>
                    </connections>
                </tabBarController>
                <viewController title="Home" id="home" sceneMemberID="viewController"/>
                <1️⃣viewController title="Archive" id="archive" sceneMemberID="viewController">
                    <connections>
                        <segue destination="item" kind="show" id="s2"/>
                    </connections>
                </viewController>
                <2️⃣viewController title="Archived Item" id="item" sceneMemberID="viewController"/>
                """, initial: "tabs",
                expect: [
                    "1️⃣":
                        "info: Scene 'Archive' is reached by no initial controller, storyboard identifier, storyboard reference or segue: it can never be shown",
                    "2️⃣":
                        "info: Scene 'Archived Item' is reached by no initial controller, storyboard identifier, storyboard reference or segue: it can never be shown",
                ])
        ])

    init(options: RuleOptions) {}

    func validate(_ context: LintContext) -> [Diagnostic] {
        let document = context.document
        guard document.format == .storyboard else { return [] }
        let workspace = context.workspace
        // A storyboard reference (from any file) lands on the initial controller or on a controller with a
        // storyboard identifier, so these seeds also cover everything references reach.
        var pending: [String] = []
        if let initial = document.initialViewController?.value { pending.append(initial) }
        pending += document.controllers.filter { $0.storyboardIdentifier != nil }.map(\.id)
        var reached = Set<String>()
        while let id = pending.popLast() {
            guard reached.insert(id).inserted else { continue }
            pending += document.outgoingEdges(of: id).map(\.destinationID)
        }
        return document.controllers.filter { $0.sceneID != nil && !reached.contains($0.id) }.map { controller in
            let name = workspace.visibleName(of: ResolvedController(document: document, controller: controller)) ?? controller.displayName
            return diagnostic(
                "Scene '\(name)' is reached by no initial controller, storyboard identifier, storyboard reference or segue: it can never be shown",
                at: context.location(controller.location.nameRange), objectID: controller.id)
        }
    }
}
