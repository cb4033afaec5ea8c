import TabLintCode
import TabLintCore
import TabLintGraph
import TabLintModel
import TabLintSource

/// Tab titles (or class names) that title-based tab-order or selected-tab persistence would use as keys
/// are ambiguous or unstable.
struct TitleBasedTabOrderingRule: Rule {
    static let advice = "key persistence by restoration identifier instead"

    static let description = RuleDescription(
        id: "title_based_tab_ordering",
        name: "Title-based tab ordering",
        summary: "Tab titles are ambiguous or unstable keys for persisting tab order or the selected tab",
        rationale: """
            A common recipe stores the user's tab order (after More > Edit) and the selected tab in user defaults \
            by the tabs' titles, or by their class names as Apple's Tabster sample does, and matches them again \
            at launch. That breaks silently when two tabs show the same title (warning), when a tab has no title \
            (warning), when a system item supplies a title that iOS localizes (info: the stored key changes with \
            the user's language), when a `.strings` file beside the storyboard (`de.lproj/Main.strings`, keyed \
            `"<objectID>.title"`) translates a tab's title (info, naming the languages), and when two tabs have \
            the same class (info). Restoration identifiers are stable, unique keys made for this. Severity follows \
            the app's code: when it persists the order or selection by title, every unstable title is a warning; \
            by class name, tabs that share a class are (and titles are not judged); by restoration identifier, tabs \
            that share one or have none are; when it persists by a key TabLint cannot tell, findings are infos; \
            when its code never persists the tab order or selection, nothing is reported. Without code, titles \
            are judged as above. A tab bar built in code is judged when the app persists by title: tabs the code \
            titles alike where it makes them, a title that is a localized string, and a system item, each a \
            warning where the code sets it; titles the code computes are not judged.
            """,
        defaultSeverity: .warning,
        otherSeverities: [.info],
        passing: [
            Example(
                """
                <tabBarController id="tabs" sceneMemberID="viewController">
                    <connections>
                        <segue destination="feed" kind="relationship" relationship="viewControllers" id="s1"/>
                        <segue destination="profile" kind="relationship" relationship="viewControllers" id="s2"/>
                    </connections>
                </tabBarController>
                <viewController id="feed" sceneMemberID="viewController">
                    <tabBarItem key="tabBarItem" title="Feed" image="feed" id="i1"/>
                </viewController>
                <viewController title="Profile" id="profile" sceneMemberID="viewController"/>
                """),
            Example(
                """
                <tabBarController id="tabs" sceneMemberID="viewController">
                    <connections>
                        <segue destination="feed" kind="relationship" relationship="viewControllers" id="s1"/>
                        <segue destination="profile" kind="relationship" relationship="viewControllers" id="s2"/>
                        <segue destination="feed" kind="relationship" relationship="viewControllers" id="s3"/>
                    </connections>
                </tabBarController>
                <viewController title="Feed" id="feed" sceneMemberID="viewController"/>
                <viewController title="Profile" id="profile" sceneMemberID="viewController"/>
                """),
        ],
        failing: [
            // A tab bar built in code, whose order the app saves by title.
            Example(
                files: [
                    ExampleFile(
                        "Tabs.swift",
                        """
                        import UIKit

                        final class Tabs: UITabBarController, UITabBarControllerDelegate {
                            override func viewDidLoad() {
                                super.viewDidLoad()
                                delegate = self
                                let news = UIViewController()
                                news.tabBarItem = UITabBarItem(title: "News", image: UIImage(systemName: "newspaper"), tag: 0)
                                let local = UIViewController()
                                1️⃣local.tabBarItem = UITabBarItem(title: "News", image: UIImage(systemName: "map"), tag: 1)
                                let saved = UIViewController()
                                2️⃣saved.tabBarItem = UITabBarItem(title: NSLocalizedString("Saved", comment: ""), image: UIImage(systemName: "bookmark"), tag: 2)
                                viewControllers = [news, local, saved]
                            }

                            func tabBarController(_ tabBarController: UITabBarController, didEndCustomizing viewControllers: [UIViewController], changed: Bool) {
                                UserDefaults.standard.set(viewControllers.map { $0.title ?? "" }, forKey: "tabOrder")
                            }
                        }
                        """)
                ],
                expect: [
                    "1️⃣":
                        "warning: Tab 2 has the same title 'News' as tab 1: title-based tab order or selection cannot tell them apart; key persistence by restoration identifier instead",
                    "2️⃣":
                        "warning: Tab 3's title is the localized string 'Saved': a stored title will not match in another language; key persistence by restoration identifier instead",
                ]),
            Example(
                """
                <tabBarController id="tabs" sceneMemberID="viewController">
                    <connections>
                        <segue destination="feed" kind="relationship" relationship="viewControllers" id="s1"/>
                        <segue destination="news" kind="relationship" relationship="viewControllers" id="s2"/>
                        <segue destination="stars" kind="relationship" relationship="viewControllers" id="s3"/>
                        <segue destination="blank" kind="relationship" relationship="viewControllers" id="s4"/>
                    </connections>
                </tabBarController>
                <viewController id="feed" customClass="ListViewController" sceneMemberID="viewController">
                    <tabBarItem key="tabBarItem" title="Feed" image="feed" id="i1"/>
                </viewController>
                <viewController id="news" customClass="1️⃣ListViewController" sceneMemberID="viewController">
                    <tabBarItem key="tabBarItem" title="2️⃣Feed" image="news" id="i2"/>
                </viewController>
                <viewController id="stars" sceneMemberID="viewController">
                    <tabBarItem key="tabBarItem" systemItem="3️⃣favorites" id="i3"/>
                </viewController>
                <viewController id="blank" sceneMemberID="viewController">
                    <4️⃣tabBarItem key="tabBarItem" image="blank" id="i4"/>
                </viewController>
                """,
                expect: [
                    "1️⃣": "info: Tabs 1 and 2 both have class 'ListViewController': ordering tabs by class name cannot tell them apart; \(advice)",
                    "2️⃣": "warning: Tab 2 has the same title 'Feed' as tab 1: title-based tab order or selection cannot tell them apart; \(advice)",
                    "3️⃣":
                        "info: Tab 3 takes its title 'Favorites' from system item 'favorites', which iOS localizes: a stored title will not match in another language; \(advice)",
                    "4️⃣": "warning: Tab 4 has no title, so title-based tab order or selection has no key for it; \(advice)",
                ]),
            Example(
                files: [
                    ExampleFile(
                        "Base.lproj/Main.storyboard",
                        Example.storyboard(
                            """
                            <tabBarController id="tabs" sceneMemberID="viewController">
                                <connections>
                                    <segue destination="feed" kind="relationship" relationship="viewControllers" id="s1"/>
                                    <segue destination="profile" kind="relationship" relationship="viewControllers" id="s2"/>
                                </connections>
                            </tabBarController>
                            <viewController id="feed" sceneMemberID="viewController">
                                <tabBarItem key="tabBarItem" title="1️⃣Feed" image="feed" id="feed-item"/>
                            </viewController>
                            <viewController title="2️⃣Profile" id="profile" sceneMemberID="viewController"/>
                            """)),
                    ExampleFile(
                        "de.lproj/Main.strings",
                        """
                        /* Class = "UITabBarItem"; title = "Feed"; ObjectID = "feed-item"; */
                        "feed-item.title" = "Neuigkeiten";

                        /* Class = "UIViewController"; title = "Profile"; ObjectID = "profile"; */
                        "profile.title" = "Profil";
                        """),
                    ExampleFile("fr.lproj/Main.strings", #""feed-item.title" = "Actualités";"#),
                    ExampleFile("en.lproj/Main.strings", #""feed-item.title" = "Feed"; "profile.title" = "Profile";"#),
                ],
                expect: [
                    "1️⃣":
                        "info: Tab 1's title 'Feed' is translated in Main.strings for 'de' and 'fr': a stored title will not match in another language; \(advice)",
                    "2️⃣":
                        "info: Tab 2's title 'Profile' is translated in Main.strings for 'de': a stored title will not match in another language; \(advice)",
                ]),
            Example(
                files: [
                    ExampleFile(
                        "Base.lproj/Main.storyboard",
                        Example.storyboard(
                            """
                            <tabBarController id="tabs" customClass="OrderedTabs" sceneMemberID="viewController">
                                <connections>
                                    <segue destination="feed" kind="relationship" relationship="viewControllers" id="s1"/>
                                    <segue destination="news" kind="relationship" relationship="viewControllers" id="s2"/>
                                    <segue destination="more" kind="relationship" relationship="viewControllers" id="s3"/>
                                </connections>
                            </tabBarController>
                            <viewController restorationIdentifier="feed" id="feed" sceneMemberID="viewController">
                                <tabBarItem key="tabBarItem" title="Feed" id="i1"/>
                            </viewController>
                            <viewController restorationIdentifier="1️⃣feed" id="news" sceneMemberID="viewController">
                                <tabBarItem key="tabBarItem" title="Feed" id="i2"/>
                            </viewController>
                            <2️⃣viewController id="more" sceneMemberID="viewController">
                                <tabBarItem key="tabBarItem" systemItem="more" id="i3"/>
                            </viewController>
                            """)),
                    ExampleFile(
                        "OrderedTabs.swift",
                        """
                        import UIKit

                        final class OrderedTabs: UITabBarController, UITabBarControllerDelegate {
                            func tabBarController(_ controller: UITabBarController, didEndCustomizing viewControllers: [UIViewController], changed: Bool) {
                                let order = viewControllers.map { $0.restorationIdentifier ?? "" }
                                UserDefaults.standard.set(order, forKey: "tabOrder")
                            }
                        }
                        """),
                ],
                expect: [
                    "1️⃣":
                        "warning: Tab 2 'Feed' has restoration identifier 'feed', like tab 1: the tab order or selection the app persists by it cannot tell them apart",
                    "2️⃣": "warning: Tab 3 'More' has no restoration identifier, the key the app persists the tab order or selection by",
                ]),
        ])

    init(options: RuleOptions) {}

    /// How the app keys persisted tab order or selection, as far as its code tells.
    private struct Policy {
        /// Report title findings, at this severity for duplicates and missing titles, and cite this fact.
        var titles: (severity: Severity?, fact: CodeFact?)?
        /// Report tabs that share a class, at this severity, citing this fact.
        var classes: (severity: Severity, fact: CodeFact?)?
        /// The app keys persistence by restoration identifier: report tabs that share one or have none.
        var identifiers = false
        var notes: [RelatedNote] = []

        init(_ context: LintContext) {
            let code = context.code
            guard code.hasCode else {
                // No code to tell: today's IB-only judgement.
                titles = (nil, nil)
                classes = (.info, nil)
                return
            }
            if let fact = code.persistence(by: .title) {
                titles = (.warning, fact)
                notes = context.note("The app persists the tab order or selection by title", fact)
            }
            if let fact = code.persistence(by: .className) {
                classes = (.warning, fact)
                notes += context.note("The app persists the tab order or selection by class name", fact)
            }
            if let fact = code.persistence(by: .restorationIdentifier) {
                identifiers = true
                notes += context.note("The app persists the tab order or selection by restoration identifier", fact)
            }
            if titles == nil, classes == nil, !identifiers, let fact = code.persistence(by: .unknown) {
                // Persisted, but TabLint cannot tell by what: plausible, not shown.
                titles = (.info, fact)
                classes = (.info, fact)
                notes = context.note("The app persists the tab order or selection", fact)
            }
        }
    }

    func validate(_ context: LintContext) -> [Diagnostic] {
        // Only a bar of two or more tabs has keys to confuse: the app's code is read only then.
        guard context.tabBars.contains(where: { $0.distinctTabs.count >= 2 }) else { return [] }
        let policy = Policy(context)
        guard policy.titles != nil || policy.classes != nil || policy.identifiers else { return [] }
        var found: [Diagnostic] = []
        for tabBar in context.tabBars where tabBar.distinctTabs.count >= 2 {
            var firstByTitle: [String: Tab] = [:]
            var firstByClass: [String: Tab] = [:]
            var firstByIdentifier: [String: Tab] = [:]
            for tab in tabBar.distinctTabs where tab.target != nil || tab.item != nil {
                if policy.identifiers { found += identifierCheck(tab, &firstByIdentifier, notes: policy.notes, context) }
                if let classes = policy.classes {
                    found += classCheck(tab, &firstByClass, severity: classes.severity, notes: policy.notes, context)
                }
                guard let titles = policy.titles else { continue }
                // Persisting by title makes every unstable title a real break: a warning.
                let unstable: Severity = titles.severity == .warning ? .warning : .info
                let title = tab.title
                switch title {
                case .none:
                    let place = tab.item.map { $0.location($0.item.location.nameRange) }
                    let (anchor, notes) = context.anchor(place, fallback: tab.child.siteAnchor, note: "Tab bar item of tab \(tab.number)")
                    // A title only on a storyboard reference's item never runs (observed, not documented): an info.
                    let severity = tab.referenceItem?.item.writtenTitle != nil ? .info : titles.severity
                    found.append(
                        diagnostic(
                            "Tab \(tab.number) has no title, so title-based tab order or selection has no key for it; \(Self.advice)",
                            at: anchor, severity: severity, related: notes + policy.notes, objectID: tab.target?.controller.id))
                    continue
                case .item(_, let placed):
                    found += localized(tab, key: placed.item.objectID, in: placed.owner, severity: unstable, notes: policy.notes, context)
                case .controller(_, let owner):
                    found += localized(tab, key: owner.controller.id, in: owner, severity: unstable, notes: policy.notes, context)
                case .runtime(let attribute, _) where titles.fact != nil:
                    let (anchor, notes) = context.anchor(title.location, fallback: tab.child.siteAnchor, note: "Title of tab \(tab.number)")
                    found.append(
                        diagnostic(
                            "Tab \(tab.number) takes its title from runtime attribute '\(attribute.keyPath.value)' when it loads: a stored title will not match in another language; \(Self.advice)",
                            at: anchor, severity: unstable, related: notes + policy.notes, objectID: tab.target?.controller.id))
                    continue
                case .runtime:
                    // The item's own runtime attribute sets the title: there is no written title to judge.
                    continue
                case .system(let system, _):
                    let (anchor, notes) = context.anchor(title.location, fallback: tab.child.siteAnchor, note: "System item of tab \(tab.number)")
                    found.append(
                        diagnostic(
                            "Tab \(tab.number) takes its title '\(system.englishTitle)' from system item '\(system.rawValue)', which iOS localizes: a stored title will not match in another language; \(Self.advice)",
                            at: anchor, severity: unstable, related: notes + policy.notes, objectID: tab.target?.controller.id))
                }
                guard let text = title.text else { continue }
                guard let earlier = firstByTitle[text] else {
                    firstByTitle[text] = tab
                    continue
                }
                let (anchor, notes) = context.anchor(title.location, fallback: tab.child.siteAnchor, note: "Title of tab \(tab.number)")
                let related = earlier.title.location.map { [RelatedNote("Tab \(earlier.number) is also titled '\(text)'", at: $0)] } ?? []
                found.append(
                    diagnostic(
                        "Tab \(tab.number) has the same title '\(text)' as tab \(earlier.number): title-based tab order or selection cannot tell them apart; \(Self.advice)",
                        at: anchor, severity: titles.severity, related: notes + related + policy.notes, objectID: tab.target?.controller.id))
            }
        }
        return found
    }

    /// A tab title that `.strings` files of its document translate (`"<objectID>.title"`).
    private func localized(
        _ tab: Tab, key objectID: String?, in owner: ResolvedController, severity: Severity, notes evidence: [RelatedNote],
        _ context: LintContext
    ) -> [Diagnostic] {
        guard let objectID, let text = tab.title.text else { return [] }
        let key = objectID + ".title"
        // A value equal to the base title is no translation: the stored title still matches.
        let tables = context.workspace.localizations(of: owner.source).filter { $0.entries[key].map { $0 != text } ?? false }
        guard !tables.isEmpty else { return [] }
        let languages = tables.map { "'\($0.language)'" }
        let named = Phrasing.list(languages)
        let (anchor, notes) = context.anchor(tab.title.location, fallback: tab.child.siteAnchor, note: "Title of tab \(tab.number)")
        let translations = tables.map { RelatedNote("Translated as '\($0.entries[key]!)' in \($0.displayName)", at: $0.location(of: key)) }
        return [
            diagnostic(
                "Tab \(tab.number)'s title '\(text)' is translated in \(tables[0].source.fileName) for \(named): a stored title will not match in another language; \(Self.advice)",
                at: anchor, severity: severity, related: notes + translations + evidence, objectID: objectID)
        ]
    }

    /// With persistence keyed by restoration identifier: a tab whose controller has none, or one an earlier tab has.
    private func identifierCheck(
        _ tab: Tab, _ firstByIdentifier: inout [String: Tab], notes evidence: [RelatedNote], _ context: LintContext
    ) -> [Diagnostic] {
        guard let target = tab.target, !target.controller.isStoryboardReference else { return [] }
        guard let identifier = target.controller.effectiveRestorationIdentifier else {
            let (anchor, notes) = context.anchor(
                target.location(target.controller.location.nameRange), fallback: tab.child.siteAnchor, note: "Controller of tab \(tab.number)")
            return [
                diagnostic(
                    "\(tab.label) has no restoration identifier, the key the app persists the tab order or selection by",
                    at: anchor, related: notes + evidence, objectID: target.controller.id)
            ]
        }
        guard let earlier = firstByIdentifier[identifier.value] else {
            firstByIdentifier[identifier.value] = tab
            return []
        }
        let (anchor, notes) = context.anchor(
            target.location(identifier.range), fallback: tab.child.siteAnchor, note: "Identifier of tab \(tab.number)")
        return [
            diagnostic(
                "\(tab.label) has restoration identifier '\(identifier.value)', like tab \(earlier.number): the tab order or selection the app persists by it cannot tell them apart",
                at: anchor, related: notes + evidence, objectID: target.controller.id)
        ]
    }

    /// Two tabs whose content controllers (a navigation tab's root) have the same `customClass`.
    private func classCheck(
        _ tab: Tab, _ firstByClass: inout [String: Tab], severity: Severity, notes evidence: [RelatedNote], _ context: LintContext
    ) -> [Diagnostic] {
        guard let content = tab.navigationRoot ?? tab.target, let custom = content.controller.customClass else { return [] }
        guard let earlier = firstByClass[custom.value] else {
            firstByClass[custom.value] = tab
            return []
        }
        let (anchor, notes) = context.anchor(content.location(custom.range), fallback: tab.child.siteAnchor, note: "Class of tab \(tab.number)")
        let earlierContent = (earlier.navigationRoot ?? earlier.target)!
        return [
            diagnostic(
                "Tabs \(earlier.number) and \(tab.number) both have class '\(custom.value)': ordering tabs by class name cannot tell them apart; \(Self.advice)",
                at: anchor, severity: severity,
                related: notes + [
                    RelatedNote(
                        "Tab \(earlier.number) has class '\(custom.value)'", at: earlierContent.location(earlierContent.controller.customClass!.range)
                    )
                ] + evidence,
                objectID: content.controller.id)
        ]
    }
}
