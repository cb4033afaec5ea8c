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
            elsewhere in one file is legal while their ancestors differ, but fragile: a warning. When TabLint \
            reads the app's code and the app never opts in to state restoration, identifiers are never used and \
            nothing is reported.
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
                """,
                expect: ["1️⃣": "error: Tab 2 'Latest' has restoration identifier 'feed', like tab 1 'Feed': state restoration cannot tell them apart"]),
            Example(
                """
                <viewController title="Archive" restorationIdentifier="1️⃣box" id="archive" sceneMemberID="viewController"/>
                <tabBarController restorationIdentifier="tabs" id="tabs" sceneMemberID="viewController">
                    <connections>
                        <segue destination="inbox" kind="relationship" relationship="viewControllers" id="s1"/>
                        <segue destination="archive" kind="relationship" relationship="viewControllers" id="s2"/>
                    </connections>
                </tabBarController>
                <viewController title="Inbox" restorationIdentifier="box" id="inbox" sceneMemberID="viewController"/>
                """,
                expect: ["1️⃣": "error: Tab 2 'Archive' has restoration identifier 'box', like tab 1 'Inbox': state restoration cannot tell them apart"]
            ),
            Example(
                """
                <splitViewController id="split" sceneMemberID="viewController">
                    <connections>
                        <segue destination="list" kind="relationship" relationship="masterViewController" id="s1"/>
                        <segue destination="detail" kind="relationship" relationship="detailViewController" id="s2"/>
                    </connections>
                </splitViewController>
                <tableViewController title="Notes" restorationIdentifier="notes" id="list" sceneMemberID="viewController"/>
                <viewController title="Note" restorationIdentifier="1️⃣notes" id="detail" sceneMemberID="viewController"/>
                """,
                expect: [
                    "1️⃣":
                        "error: The detail column 'Note' has restoration identifier 'notes', like the master column 'Notes': state restoration cannot tell them apart"
                ]),
            Example(
                """
                <viewController title="Inbox" restorationIdentifier="list" id="inbox" sceneMemberID="viewController"/>
                <viewController title="Archive" restorationIdentifier="2️⃣list" id="archive" sceneMemberID="viewController"/>
                """,
                expect: [
                    "2️⃣":
                        "warning: Restoration identifier 'list' is also used by 'Inbox' on line 6: keep identifiers unique so restoration paths cannot collide"
                ]),
        ])

    init(options: RuleOptions) {}

    func validate(_ context: LintContext) -> [Diagnostic] {
        let found = candidates(context)
        // Identifiers matter only to an app that opts in to state restoration (or one whose code TabLint lacks);
        // the app's code is read only when there is something to report.
        if !found.isEmpty, case .notOptedIn = context.restoration { return [] }
        return found
    }

    private func candidates(_ context: LintContext) -> [Diagnostic] {
        var found: [Diagnostic] = []
        var siblingPairs = Set<Pair>()
        for group in Self.siblingGroups(context) {
            var first: [String: (target: ResolvedController, label: String)] = [:]
            for (label, target) in group {
                guard let identifier = target.controller.effectiveRestorationIdentifier else { continue }
                guard let earlier = first[identifier.value] else {
                    first[identifier.value] = (target, label)
                    continue
                }
                let fallback = group.site(of: target) ?? context.document.rootLocationInFile
                let (anchor, notes) = context.anchor(
                    target.location(identifier.range), fallback: fallback, note: "Restoration identifier of \(label.lowercasedFirst)")
                let earlierLocation = earlier.target.location(earlier.target.controller.effectiveRestorationIdentifier!.range)
                found.append(
                    diagnostic(
                        "\(label) has restoration identifier '\(identifier.value)', like \(earlier.label.lowercasedFirst): state restoration cannot tell them apart",
                        at: anchor,
                        related: notes + [RelatedNote("\(earlier.label) has restoration identifier '\(identifier.value)'", at: earlierLocation)],
                        objectID: target.controller.id,
                        fix: .uniqueRestorationIdentifier(controllerID: target.controller.id)))
                siblingPairs.insert(Pair(earlier.target.controller.id, target.controller.id))
            }
        }
        var firstInFile: [String: Controller] = [:]
        for controller in context.document.controllers where !controller.isStoryboardReference {
            guard let identifier = controller.effectiveRestorationIdentifier else { continue }
            guard let earlier = firstInFile[identifier.value] else {
                firstInFile[identifier.value] = controller
                continue
            }
            // Siblings of one container were reported above, as errors.
            guard !siblingPairs.contains(Pair(earlier.id, controller.id)) else { continue }
            let earlierLocation = context.location(earlier.effectiveRestorationIdentifier!.range)
            found.append(
                diagnostic(
                    "Restoration identifier '\(identifier.value)' is also used by '\(earlier.displayName)' on \(context.describe(earlierLocation)): keep identifiers unique so restoration paths cannot collide",
                    at: context.location(identifier.range), severity: .warning,
                    related: [RelatedNote("'\(earlier.displayName)' has restoration identifier '\(identifier.value)'", at: earlierLocation)],
                    objectID: controller.id, fix: .uniqueRestorationIdentifier(controllerID: controller.id)))
        }
        return found
    }

    /// An unordered pair of controller ids.
    private struct Pair: Hashable {
        let low: String
        let high: String
        init(_ a: String, _ b: String) { (low, high) = a < b ? (a, b) : (b, a) }
    }

    /// The children of one container, labelled for messages, with where each stands in the container's file.
    private struct SiblingGroup: Sequence {
        var members: [(label: String, target: ResolvedController, site: SourceLocation)]
        func makeIterator() -> AnyIterator<(String, ResolvedController)> {
            var iterator = members.makeIterator()
            return AnyIterator { iterator.next().map { ($0.label, $0.target) } }
        }
        func site(of target: ResolvedController) -> SourceLocation? {
            members.first { $0.target.isSame(as: target) }?.site
        }
    }

    /// The tabs of each tab bar controller (repeats of one scene left to `duplicate_tab`) and the columns of
    /// each split view controller.
    private static func siblingGroups(_ context: LintContext) -> [SiblingGroup] {
        var groups = context.tabBars.map { tabBar in
            SiblingGroup(
                members: tabBar.distinctTabs.compactMap { tab in
                    tab.target.map { (tab.label, $0, tab.child.local(tab.child.edge.anchor)) }
                })
        }
        for split in context.document.controllers where split.kind == .splitViewController {
            let columns = context.workspace.children(of: split, in: context.document).filter { $0.relationship?.isSplitColumn == true }
            groups.append(
                SiblingGroup(
                    members: columns.compactMap { child in
                        guard let target = child.target else { return nil }
                        let column = (child.relationship?.rawValue ?? "").replacingOccurrences(of: "ViewController", with: "")
                        let name = context.workspace.visibleName(of: target).map { " '\($0)'" } ?? ""
                        return ("The \(column) column\(name)", target, child.local(child.edge.anchor))
                    }))
        }
        return groups
    }
}
