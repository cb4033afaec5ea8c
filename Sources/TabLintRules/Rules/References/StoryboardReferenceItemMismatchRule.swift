import TabLintCore
import TabLintGraph
import TabLintModel

/// A storyboard-reference tab whose own tab bar item differs from its target's.
struct StoryboardReferenceItemMismatchRule: Rule {
    static let description = RuleDescription(
        id: "storyboard_reference_item_mismatch",
        name: "Storyboard reference item mismatch",
        summary: "A storyboard reference tab carries a tab bar item that differs from its target's",
        rationale: """
            A tab that is a storyboard reference can carry a tab bar item on the reference (so the tab bar \
            looks right in the referring storyboard), and its target controller in the other storyboard can \
            carry one too. UIKit never decodes the reference's item: the tab shows the target's. When the two say \
            different things (title, image, selected image or system item), the referring canvas shows a tab the \
            app never does, and whoever edits it is misled; make the reference's item the same as the target's.
            """,
        defaultSeverity: .info,
        passing: [
            Example(files: [
                ExampleFile(
                    "Base.lproj/Main.storyboard",
                    Example.storyboard(
                        """
                        <tabBarController id="tabs" sceneMemberID="viewController">
                            <connections>
                                <segue destination="ref" kind="relationship" relationship="viewControllers" id="s1"/>
                            </connections>
                        </tabBarController>
                        <viewControllerPlaceholder storyboardName="Settings" id="ref" sceneMemberID="viewController">
                            <tabBarItem key="tabBarItem" title="Settings" image="gear" id="i1"/>
                        </viewControllerPlaceholder>
                        """)),
                ExampleFile(
                    "Base.lproj/Settings.storyboard",
                    Example.storyboard(
                        """
                        <viewController id="settings" sceneMemberID="viewController">
                            <tabBarItem key="tabBarItem" title="Settings" image="gear" id="i2"/>
                        </viewController>
                        """, initial: "settings")),
            ])
        ],
        failing: [
            Example(
                files: [
                    ExampleFile(
                        "Base.lproj/Main.storyboard",
                        Example.storyboard(
                            """
                            <tabBarController id="tabs" sceneMemberID="viewController">
                                <connections>
                                    <segue destination="ref" kind="relationship" relationship="viewControllers" id="s1"/>
                                </connections>
                            </tabBarController>
                            <viewControllerPlaceholder storyboardName="Settings" id="ref" sceneMemberID="viewController">
                                <tabBarItem key="tabBarItem" title="1️⃣Settings" image="gear" id="i1"/>
                            </viewControllerPlaceholder>
                            """)),
                    ExampleFile(
                        "Base.lproj/Settings.storyboard",
                        Example.storyboard(
                            """
                            <viewController id="settings" sceneMemberID="viewController">
                                <tabBarItem key="tabBarItem" title="Preferences" image="slider" id="i2"/>
                            </viewController>
                            """, initial: "settings")),
                ],
                expect: [
                    "1️⃣":
                        "info: Tab 1's storyboard reference carries an item (title 'Settings', image 'gear') that differs from its target's in Settings.storyboard (title 'Preferences', image 'slider'): UIKit shows the target's item, so make the reference's the same"
                ])
        ])

    init(options: RuleOptions) {}

    func validate(_ context: LintContext) -> [Diagnostic] {
        var found: [Diagnostic] = []
        for tabBar in context.tabBars {
            for tab in tabBar.distinctTabs {
                guard let site = tab.child.site, site.isStoryboardReference, let own = site.tabBarItem,
                    let target = tab.target, let theirs = target.controller.tabBarItem
                else { continue }
                let fields: [(String, AttributeValue?, AttributeValue?)] = [
                    ("title", own.title, theirs.title), ("image", own.image, theirs.image),
                    ("selected image", own.selectedImage, theirs.selectedImage), ("system item", own.systemItem, theirs.systemItem),
                ]
                let differing = fields.filter { ($0.1?.value ?? "") != ($0.2?.value ?? "") }
                guard !differing.isEmpty else { continue }
                func describe(_ pick: ((String, AttributeValue?, AttributeValue?)) -> AttributeValue?) -> String {
                    differing.map { field in pick(field).map { "\(field.0) '\($0.value)'" } ?? "no \(field.0)" }.joined(separator: ", ")
                }
                let anchorRange = differing.lazy.compactMap { $0.1?.range }.first ?? own.location.nameRange
                found.append(
                    diagnostic(
                        "Tab \(tab.number)'s storyboard reference carries an item (\(describe { $0.1 })) that differs from its target's in \(target.source.fileName) (\(describe { $0.2 })): UIKit shows the target's item, so make the reference's the same",
                        at: context.location(anchorRange),
                        related: [RelatedNote("The target's tab bar item", at: target.location(theirs.location.nameRange))],
                        objectID: own.objectID))
            }
        }
        return found
    }
}
