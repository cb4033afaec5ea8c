import TabLintCore
import TabLintGraph
import TabLintModel
import TabLintSource

/// Two children of one container with the same effective restoration identifier (error), or the same
/// identifier on two controllers elsewhere in one file (warning).
struct DuplicateRestorationIdentifierRule: Rule {
    static let description = RuleDescription(
        id: "duplicate_restoration_identifier",
        name: "Duplicate restoration identifier",
        summary: "Two tabs (or split view columns) share a restoration identifier",
        rationale: """
            State restoration finds a tab by its restoration identifier, not by its position, and saves every \
            controller under a path of identifiers. Two children of one tab bar controller (or two columns of one \
            split view controller) with the same effective identifier (`restorationIdentifier`, or the storyboard \
            identifier when "Use Storyboard ID" is ticked) give two controllers one path: the wrong tab is \
            selected or a tab loses its state. That is an error. The same identifier on two controllers \
            elsewhere in one file is legal while their ancestors differ, but fragile: a warning.
            """,
        defaultSeverity: .error,
        otherSeverities: [.warning],
        passing: [
            Example(
                """
                <tabBarController restorationIdentifier="tabs" id="tabs" sceneMemberID="viewController">
                    <connections>
                        <segue destination="feed" kind="relationship" relationship="viewControllers" id="s1"/>
                        <segue destination="profile" kind="relationship" relationship="viewControllers" id="s2"/>
                    </connections>
                </tabBarController>
                <viewController restorationIdentifier="feed" id="feed" sceneMemberID="viewController"/>
                <viewController storyboardIdentifier="profile" useStoryboardIdentifierAsRestorationIdentifier="YES" id="profile" sceneMemberID="viewController"/>
                """)
        ],
        failing: [
            Example(
                """
                <tabBarController restorationIdentifier="tabs" id="tabs" sceneMemberID="viewController">
                    <connections>
                        <segue destination="feed" kind="relationship" relationship="viewControllers" id="s1"/>
                        <segue destination="latest" kind="relationship" relationship="viewControllers" id="s2"/>
                    </connections>
                </tabBarController>
                <viewController title="Feed" restorationIdentifier="feed" id="feed" sceneMemberID="viewController"/>
                <viewController title="Latest" storyboardIdentifier="1️⃣feed" useStoryboardIdentifierAsRestorationIdentifier="YES" id="latest" sceneMemberID="viewController"/>
                """, expect: ["error: Tab 2 'Latest' has restoration identifier 'feed', like tab 1 'Feed': state restoration cannot tell them apart"]),
            Example(
                """
                <viewController title="Inbox" restorationIdentifier="list" id="inbox" sceneMemberID="viewController"/>
                <viewController title="Archive" restorationIdentifier="2️⃣list" id="archive" sceneMemberID="viewController"/>
                """,
                expect: [
                    "warning: Restoration identifier 'list' is also used by 'Inbox' on line 6: keep identifiers unique so restoration paths cannot collide"
                ]),
        ])

    init(options: RuleOptions) {}

    func validate(_ context: LintContext) -> [Diagnostic] {
        var found: [Diagnostic] = []
        var reportedAsSiblings = Set<String>()
        for container in context.document.controllers where container.kind == .tabBarController || container.kind == .splitViewController {
            let children = context.workspace.children(of: container, in: context.document).filter { child in
                container.kind == .tabBarController ? child.relationship == .viewControllers : child.relationship?.isSplitColumn == true
            }
            var first: [String: (child: ContainedChild, label: String)] = [:]
            var seen: [ResolvedController] = []
            for (index, child) in children.enumerated() {
                guard let target = child.target, let identifier = target.controller.effectiveRestorationIdentifier else { continue }
                // The same scene twice is `duplicate_tab`'s finding.
                guard !seen.contains(where: { $0.isSame(as: target) }) else { continue }
                seen.append(target)
                let label = Self.label(of: child, index: index, in: container)
                guard let earlier = first[identifier.value] else {
                    first[identifier.value] = (child, label)
                    continue
                }
                let (anchor, notes) = context.anchor(
                    target.location(identifier.range), fallback: child.local(child.edge.anchor),
                    note: "Restoration identifier of \(label)")
                let earlierTarget = earlier.child.target!
                let earlierLocation = earlierTarget.location(earlierTarget.controller.effectiveRestorationIdentifier!.range)
                found.append(
                    diagnostic(
                        "\(label) has restoration identifier '\(identifier.value)', like \(earlier.label.lowercasedFirst): state restoration cannot tell them apart",
                        at: anchor,
                        related: notes + [RelatedNote("\(earlier.label) has restoration identifier '\(identifier.value)'", at: earlierLocation)],
                        objectID: target.controller.id,
                        data: ["fix": "uniqueRestorationIdentifier", "objectID": target.controller.id]))
                if child.targetIsLocal { reportedAsSiblings.insert(target.controller.id) }
            }
        }
        var firstInFile: [String: Controller] = [:]
        for controller in context.document.controllers where !controller.isStoryboardReference {
            guard let identifier = controller.effectiveRestorationIdentifier else { continue }
            guard let earlier = firstInFile[identifier.value] else {
                firstInFile[identifier.value] = controller
                continue
            }
            guard !reportedAsSiblings.contains(controller.id) else { continue }
            let earlierLocation = context.location(earlier.effectiveRestorationIdentifier!.range)
            found.append(
                diagnostic(
                    "Restoration identifier '\(identifier.value)' is also used by '\(earlier.displayName)' on \(context.describe(earlierLocation)): keep identifiers unique so restoration paths cannot collide",
                    at: context.location(identifier.range), severity: .warning,
                    related: [RelatedNote("'\(earlier.displayName)' has restoration identifier '\(identifier.value)'", at: earlierLocation)],
                    objectID: controller.id, data: ["fix": "uniqueRestorationIdentifier", "objectID": controller.id]))
        }
        return found
    }

    static func label(of child: ContainedChild, index: Int, in container: Controller) -> String {
        let name = child.target?.controller.displayName ?? child.site?.displayName ?? child.edge.destinationID
        if container.kind == .tabBarController { return "Tab \(index + 1) '\(name)'" }
        let column = (child.relationship?.rawValue ?? "").replacingOccurrences(of: "ViewController", with: "")
        return "The \(column) column '\(name)'"
    }
}

extension String {
    /// "Tab 1" → "tab 1", for a label in the middle of a sentence.
    var lowercasedFirst: String { prefix(1).lowercased() + dropFirst() }
}
