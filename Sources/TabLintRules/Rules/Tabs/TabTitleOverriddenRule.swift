import TabLintCode
import TabLintCore
import TabLintGraph
import TabLintModel
import TabLintSource
import TabLintWorkspace

/// A tab's controller, or its navigation root, sets `title` in code to another string than its tab's item: UIKit
/// renames the tab.
struct TabTitleOverriddenRule: Rule {
    static let description = RuleDescription(
        id: "tab_title_overridden",
        name: "Tab title overridden",
        summary: "A tab's controller sets its title in code to another string than the tab's item",
        rationale: """
            A view controller's `title` is also its tab bar item's title: "if the view controller has a valid \
            navigation item or tab bar item, assigning a value to this property updates the title text of those \
            objects" (UIKit's `UIViewController.title`), and a navigation controller's tab follows its root's title \
            (observed: real apps shipped a tab renamed this way for months; the fix was `navigationItem.title`). So \
            a tab's controller, its navigation controller, or that one's root, that sets `title` for its navigation \
            bar renames the tab the storyboard titled. Reported at the assignment, with the item as related \
            information: a warning for a string literal that differs from the item's title, an info for a localized \
            string whose key differs from it (its value is in the app's `.strings`), and an info for each of \
            several titles the class sets on different paths (which one runs is not known; silent when one of them \
            is the item's own). A title interpolated around fixed text (the word `Chats` and an unread count) is a warning: the tab \
            gets that text and more. Silent for a value TabLint \
            cannot know (real apps mostly set the tab's own label there, looked up through their own localization \
            helpers), for a localized string keyed by the item's own title, for an item titled with Xcode's \
            placeholder 'Item' (the code gives the real title), and when the code sets the tab's item or its title \
            itself (the code then decides). On a tab bar built in code, the item's title is the one the code gives \
            where it makes the tab (`UITabBarItem(title:image:tag:)`, `tabBarItem.title`), judged alike against the \
            titles the tab's class sets. Set `navigationItem.title` for the navigation bar, or give the item the \
            title the code sets.
            """,
        defaultSeverity: .warning,
        otherSeverities: [.info],
        passing: [
            history(
                """
                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationItem.title = "Recently Played"
                    title = NSLocalizedString("History", comment: "tab")
                    title = Texts.historyTitle
                }
                """),
            // One class, two tab bars: the title this tab's item has is among those the code sets.
            history(
                """
                override func viewDidLoad() {
                    super.viewDidLoad()
                    if Settings.isOffline { title = "Downloads" } else { title = "History" }
                }
                """),
            // A title made only of interpolations: its text is not known.
            history(
                """
                var name = "" {
                    didSet { title = "\\(name)" }
                }
                """),
            // The storyboard decodes the tab's controller (`init(coder:)`): the title its code-made initializers set
            // never reaches this tab.
            history(
                """
                init() {
                    super.init(style: .plain)
                    title = "Recently Played"
                }

                required init?(coder: NSCoder) { super.init(coder: coder) }
                """),
        ],
        failing: [
            // A tab bar built in code: the item is titled where the tab is made, and the root renames it.
            Example(
                files: [
                    ExampleFile(
                        "Tabs.swift",
                        """
                        import UIKit

                        final class HistoryViewController: UITableViewController {
                            override func viewDidLoad() {
                                super.viewDidLoad()
                                1️⃣title = "Recently Played"
                            }
                        }

                        func makeTabs() -> UITabBarController {
                            let history = UINavigationController(rootViewController: HistoryViewController())
                            history.tabBarItem = UITabBarItem(title: "History", image: UIImage(systemName: "clock"), tag: 0)
                            let tabs = UITabBarController()
                            tabs.viewControllers = [history]
                            return tabs
                        }
                        """)
                ],
                expect: [
                    "1️⃣":
                        "warning: 'HistoryViewController' sets its title to 'Recently Played', which UIKit also gives to tab 1's item 'History': the tab is renamed; set navigationItem.title for the navigation bar"
                ]),
            history(
                """
                override func viewDidLoad() {
                    super.viewDidLoad()
                    1️⃣title = "Recently Played"
                }
                """,
                expect: [
                    "1️⃣":
                        "warning: 'HistoryViewController' sets its title to 'Recently Played', which UIKit also gives to tab 1's item 'History': the tab is renamed; set navigationItem.title for the navigation bar"
                ]),
            history(
                """
                override func viewDidLoad() {
                    super.viewDidLoad()
                    1️⃣title = NSLocalizedString("history.title", comment: "")
                }

                func showEmpty() {
                    2️⃣title = "Nothing Played"
                }
                """,
                expect: [
                    "1️⃣":
                        "info: 'HistoryViewController' sets its title to the localized string 'history.title', which UIKit also gives to tab 1's item 'History': unless it is 'History', the tab is renamed",
                    "2️⃣":
                        "info: 'HistoryViewController' sets its title to 'Nothing Played', which UIKit also gives to tab 1's item 'History': the tab is renamed; set navigationItem.title for the navigation bar",
                ]),
            // An interpolated title whose fixed text is not the item's, set from a closure (`self?`).
            history(
                """
                private var observer: Any?

                override func viewDidLoad() {
                    super.viewDidLoad()
                    observer = Unread.observe { [weak self] count in
                        1️⃣self?.title = "Recently Played (\\(count))"
                    }
                }
                """,
                expect: [
                    "1️⃣":
                        "warning: 'HistoryViewController' sets its title to \"Recently Played (…)\", which UIKit also gives to tab 1's item 'History': the tab is renamed; set navigationItem.title for the navigation bar"
                ]),
        ])

    /// The History tab bar with `HistoryViewController`'s `body`.
    private static func history(
        _ body: String, expect: [String: String] = [:], file: StaticString = #filePath, line: UInt = #line
    ) -> Example {
        let indented = body.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : "    " + $0 }
        return Example(
            files: [
                ExampleFile("Base.lproj/Main.storyboard", Example.storyboard(historyBar)),
                ExampleFile(
                    "HistoryViewController.swift",
                    "import UIKit\n\nfinal class HistoryViewController: UITableViewController {\n"
                        + indented.joined(separator: "\n") + "\n}\n"),
            ],
            expect: expect, file: file, line: line)
    }

    /// A navigation tab whose item is titled 'History' and whose root is `HistoryViewController`.
    private static let historyBar = """
        <tabBarController id="tabs" sceneMemberID="viewController">
            <connections>
                <segue destination="nav" kind="relationship" relationship="viewControllers" id="s1"/>
            </connections>
        </tabBarController>
        <navigationController id="nav" sceneMemberID="viewController">
            <tabBarItem key="tabBarItem" title="History" image="clock" catalog="system" id="i1"/>
            <connections>
                <segue destination="history" kind="relationship" relationship="rootViewController" id="s2"/>
            </connections>
        </navigationController>
        <tableViewController id="history" customClass="HistoryViewController" sceneMemberID="viewController"/>
        """

    init(options: RuleOptions) {}

    func validate(_ context: LintContext) -> [Diagnostic] {
        var found: [Diagnostic] = []
        for tabBar in context.tabBars {
            let changes = TabItemEvidence(tabBar, context)
            for tab in tabBar.distinctTabs {
                // Only a title the item gives: a system item keeps its own, a tab titled by its controller is titled
                // by the code on purpose, and Xcode's placeholder 'Item' is no title anyone chose.
                guard case .item(let title, let placed) = tab.title, title.value != "Item" else { continue }
                let classes = [tab.target, tab.navigationRoot].compactMap { $0?.controller.customClass?.value }
                guard !classes.isEmpty else { continue }
                let code = context.code
                guard code.hasCode else { continue }
                // A storyboard decodes the tab's controller: `init()`, `init(nibName:bundle:)` and `initWithStyle:`
                // never run for it.
                let sets = classes.flatMap { code.titles(inClass: $0) }.filter { $0.phase.runs(decoded: true) }
                guard !sets.isEmpty else { continue }
                let setsTitle = { (change: TabItemChange) in change.part == .item || change.part == .title }
                let itemChanges = changes.changes(to: tab, setsTitle)
                if !itemChanges.isEmpty {
                    // The code titles the item itself; a title the controller sets later, once its view loads, still
                    // renames the tab then.
                    found += renamedLater(sets, after: itemChanges, number: tab.number, code)
                    continue
                }
                // Several titles are set on different paths (an `if` per mode, say): which one this tab's controller
                // runs is not known. Where one of them is the item's own title, the others are for other uses of
                // the class; otherwise each is at most an info.
                let values = Set(
                    sets.compactMap { fact -> String? in
                        switch fact.kind {
                        case .controllerTitleSet(.literal(let value)), .controllerTitleSet(.localized(let value)): return value
                        default: return nil
                        }
                    })
                guard !values.contains(title.value) else { continue }
                let untied = changes.untiedChange(setsTitle)
                for fact in sets {
                    guard var finding = finding(fact, number: tab.number, title: title.value, item: placed.location(title.range), code)
                    else { continue }
                    if values.count > 1 { finding.severity = .info }
                    found.append(untied.map { finding.uncertain(because: $0, context) } ?? finding)
                }
            }
        }
        return found
    }

    /// A tab bar built in code: a tab whose item the code titles where it makes the tab, and whose class (its
    /// navigation root's, for a tab in a navigation controller) sets another title.
    func validate(codeTabBar context: CodeTabBarContext) -> [Diagnostic] {
        var found: [Diagnostic] = []
        for tab in context.tabs where tab.count == 1 && !tab.item.titleIsTheControllers {
            guard case .literal(let title)? = tab.item.title, title != "Item", let className = tab.className else { continue }
            // A tab whose item the bar's code changes by index, or made from a storyboard, is not judged.
            guard context.look(of: tab).isKnown else { continue }
            let sets = context.code.titles(inClass: className).filter {
                $0.phase.runs(decoded: tab.storyboardIdentifier != nil || tab.storyboardName != nil)
            }
            let values = Set(
                sets.compactMap { fact -> String? in
                    switch fact.kind {
                    case .controllerTitleSet(.literal(let value)), .controllerTitleSet(.localized(let value)): return value
                    default: return nil
                    }
                })
            guard !sets.isEmpty, !values.contains(title) else { continue }
            let item = context.location(tab.item.imageRange ?? tab.range)
            for fact in sets {
                guard var finding = finding(fact, number: context.numbers(of: tab).lowerBound, title: title, item: item, context.code)
                else { continue }
                if values.count > 1 { finding.severity = .info }
                found.append(finding)
            }
        }
        return found
    }

    /// The controller titles set once the view loads (`viewDidLoad` and later) on a tab whose item the code titles
    /// earlier (`init(coder:)`, `awakeFromNib`) with another string: a warning at each (an info where either title's
    /// text is not known).
    private func renamedLater(_ sets: [CodeFact], after itemChanges: [CodeFact], number: Int, _ code: CodeEvidence) -> [Diagnostic] {
        guard itemChanges.allSatisfy({ $0.phase != .viewLoading }), let item = itemChanges.last,
            case .tabItemSet(let change) = item.kind, let given = change.title.flatMap(Self.text)
        else { return [] }
        return sets.compactMap { fact in
            guard fact.phase == .viewLoading, case .controllerTitleSet(let value) = fact.kind, let location = code.location(of: fact),
                let set = Self.text(value), set != given
            else { return nil }
            let owner = fact.enclosingType.map { "'\($0)'" } ?? "A controller"
            let related = code.location(of: item).map { [RelatedNote("The code titles tab \(number)'s item here", at: $0)] } ?? []
            return diagnostic(
                "\(owner) sets its title to \(set) once its view loads, after the code titles tab \(number)'s item \(given): UIKit gives the item the new title, and the tab is renamed when first opened; set navigationItem.title for the navigation bar",
                at: location, related: related)
        }
    }

    /// A known title as messages show it: `'Recently Played'`, or the localized key or helper as written.
    private static func text(_ value: TitleValue) -> String? {
        switch value {
        case .literal(let text): return "'\(text)'"
        case .localized(let key): return key.contains(".") && !key.contains(" ") ? key : "'\(key)'"
        case .formatted, .unknown: return nil
        }
    }

    private func finding(_ fact: CodeFact, number: Int, title: String, item: SourceLocation, _ code: CodeEvidence) -> Diagnostic? {
        guard case .controllerTitleSet(let value) = fact.kind, let location = code.location(of: fact) else { return nil }
        let owner = fact.enclosingType.map { "'\($0)'" } ?? "A controller"
        let gives = "which UIKit also gives to tab \(number)'s item '\(title)'"
        let related = [RelatedNote("Tab \(number)'s item '\(title)'", at: item)]
        switch value {
        case .literal(let set):
            guard set != title else { return nil }
            return diagnostic(
                "\(owner) sets its title to '\(set)', \(gives): the tab is renamed; set navigationItem.title for the navigation bar",
                at: location, related: related)
        case .localized(let key):
            guard key != title else { return nil }
            return diagnostic(
                "\(owner) sets its title to the localized string '\(key)', \(gives): unless it is '\(title)', the tab is renamed",
                at: location, severity: .info, related: related)
        case .formatted(let text):
            // Fixed text around interpolations: the tab gets that text and more, never just the item's title.
            guard text.contains(where: { $0 != "…" && !$0.isWhitespace }) else { return nil }
            return diagnostic(
                "\(owner) sets its title to \"\(text)\", \(gives): the tab is renamed; set navigationItem.title for the navigation bar",
                at: location, related: related)
        case .unknown:
            return nil
        }
    }
}
