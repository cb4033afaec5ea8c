import TabLintCode
import TabLintCore
import TabLintGraph
import TabLintModel
import TabLintSource
import TabLintWorkspace

/// A tab bar built in code titles a tab with a string literal, in an app that ships localizations.
struct UnlocalizedTabTitleRule: Rule {
    static let description = RuleDescription(
        id: "unlocalized_tab_title",
        name: "Unlocalized tab title",
        summary: "A tab built in code is titled with a string literal in an app that ships localizations",
        rationale: """
            A title the code writes as a string literal (`UITabBarItem(title: "Today", …)`, `tabBarItem.title = \
            "Today"`, a tab's controller's `title = "Today"`) is shown as written in every language, while the app \
            ships `.strings` tables the code looks its text up in (`Localizable.strings` in two languages or more, \
            besides `Base`): users of the other languages get that tab in the development language (observed: real \
            apps fixed exactly this by wrapping the literal in `NSLocalizedString`). Tables that localize storyboards \
            and `InfoPlist.strings` do not count; nor does an app with one language. A title TabLint cannot read (a \
            variable, a helper, an interpolation) is not judged. Use `NSLocalizedString` (or `String(localized:)`).
            """,
        defaultSeverity: .warning,
        passing: [
            Example(files: [
                ExampleFile("en.lproj/Localizable.strings", #""today.tab" = "Today";"#),
                ExampleFile("es.lproj/Localizable.strings", #""today.tab" = "Hoy";"#),
                ExampleFile(
                    "Tabs.swift",
                    """
                    import UIKit

                    func makeTabs() -> UITabBarController {
                        let today = UIViewController()
                        today.tabBarItem = UITabBarItem(title: NSLocalizedString("today.tab", comment: ""), image: UIImage(systemName: "sun.max"), tag: 0)
                        let tabs = UITabBarController()
                        tabs.viewControllers = [today]
                        return tabs
                    }
                    """),
            ]),
            // One language: nothing to translate into.
            Example(files: [
                ExampleFile("en.lproj/Localizable.strings", #""greeting" = "Hello";"#),
                ExampleFile(
                    "Tabs.swift",
                    """
                    import UIKit

                    func makeTabs() -> UITabBarController {
                        let today = UIViewController()
                        today.tabBarItem = UITabBarItem(title: "Today", image: UIImage(systemName: "sun.max"), tag: 0)
                        let tabs = UITabBarController()
                        tabs.viewControllers = [today]
                        return tabs
                    }
                    """),
            ]),
            // The storyboard is localized whole (a copy in a language folder beside its own).
            Example(files: [
                ExampleFile("en.lproj/Localizable.strings", #""greeting" = "Hello";"#),
                ExampleFile("de.lproj/Localizable.strings", #""greeting" = "Hallo";"#),
                ExampleFile("Base.lproj/Main.storyboard", Example.storyboard(sourcesBar, initial: "tabs")),
                ExampleFile(
                    "de.lproj/Main.storyboard", Example.storyboard(sourcesBar.replacingOccurrences(of: "Sources", with: "Quellen"), initial: "tabs")),
                ExampleFile("AppDelegate.swift", "import UIKit\n\n@main final class AppDelegate: UIResponder, UIApplicationDelegate {}\n"),
            ]),
            // The storyboard is translated (a `.strings` table beside it).
            Example(files: [
                ExampleFile("en.lproj/Localizable.strings", #""greeting" = "Hello";"#),
                ExampleFile("de.lproj/Localizable.strings", #""greeting" = "Hallo";"#),
                ExampleFile("Base.lproj/Main.storyboard", Example.storyboard(sourcesBar, initial: "tabs")),
                ExampleFile("de.lproj/Main.strings", #""i1.title" = "Quellen";"#),
            ]),
        ],
        failing: [
            // A storyboard tab titled only in the storyboard, which nothing translates.
            Example(
                files: [
                    ExampleFile("en.lproj/Localizable.strings", #""greeting" = "Hello";"#),
                    ExampleFile("de.lproj/Localizable.strings", #""greeting" = "Hallo";"#),
                    ExampleFile(
                        "Base.lproj/Main.storyboard",
                        Example.storyboard(sourcesBar.replacingOccurrences(of: "title=\"Sources\"", with: "title=\"1️⃣Sources\""), initial: "tabs")),
                    ExampleFile("AppDelegate.swift", "import UIKit\n\n@main final class AppDelegate: UIResponder, UIApplicationDelegate {}\n"),
                ],
                expect: [
                    "1️⃣":
                        "warning: Tab 1's title 'Sources' is written in a storyboard that has no translations, while the app ships localizations (de, en): it shows untranslated in every language; localize the storyboard or set the title with NSLocalizedString"
                ]),
            Example(
                files: [
                    ExampleFile("en.lproj/Localizable.strings", #""airing_today" = "Today";"#),
                    ExampleFile("es.lproj/Localizable.strings", #""airing_today" = "Hoy";"#),
                    ExampleFile(
                        "Tabs.swift",
                        """
                        import UIKit

                        func makeTabs() -> UITabBarController {
                            let today = UIViewController()
                            1️⃣today.tabBarItem = UITabBarItem(title: "Today", image: UIImage(systemName: "sun.max"), tag: 0)
                            let tabs = UITabBarController()
                            tabs.viewControllers = [today]
                            return tabs
                        }
                        """),
                ],
                expect: [
                    "1️⃣":
                        "warning: Tab 1's title 'Today' is a string literal, while the app ships localizations (en, es): it shows untranslated in every language; look it up with NSLocalizedString"
                ]),
        ])

    /// A bar of one tab titled 'Sources' in the storyboard.
    private static let sourcesBar = """
        <tabBarController id="tabs" sceneMemberID="viewController">
            <connections>
                <segue destination="sources" kind="relationship" relationship="viewControllers" id="s1"/>
            </connections>
        </tabBarController>
        <viewController id="sources" sceneMemberID="viewController">
            <tabBarItem key="tabBarItem" title="Sources" image="tray" catalog="system" id="i1"/>
        </viewController>
        """

    init(options: RuleOptions) {}

    /// A storyboard tab titled in the storyboard, which has no translation, in an app whose code is localized.
    func validate(_ context: LintContext) -> [Diagnostic] {
        guard !context.tabBars.isEmpty else { return [] }
        let languages = context.workspace.resources.knowledge.codeLanguages(of: context.document.source.path)
        guard languages.count >= 2, context.workspace.localizations(of: context.document.source).isEmpty,
            !Self.hasLocalizedCopies(context.document.source, in: context.workspace)
        else { return [] }
        let listed = languages.sorted().joined(separator: ", ")
        let code = context.code
        var found: [Diagnostic] = []
        for tabBar in context.tabBars {
            let titled = tabBar.distinctTabs.filter { tab in
                guard case .item(let title, _) = tab.title else { return false }
                return title.value != "Item" && Self.isText(title.value)
            }
            // The app's code is asked only about a bar with a title written in the storyboard.
            guard !titled.isEmpty else { continue }
            let changes = TabItemEvidence(tabBar, context)
            let setsTitle = { (change: TabItemChange) in change.part == .item || change.part == .title }
            guard changes.untiedChange(setsTitle) == nil else { continue }
            for tab in titled {
                guard case .item(let title, let placed) = tab.title, changes.change(to: tab, setsTitle) == nil else { continue }
                // A controller that titles itself in code (with a localized string, say) renames the tab.
                let classes = [tab.target, tab.navigationRoot].compactMap { $0?.controller.customClass?.value }
                guard !classes.contains(where: { !code.titles(inClass: $0).isEmpty }) else { continue }
                // Without the app's code, whether it titles the tab is not known: an info.
                found.append(
                    diagnostic(
                        "Tab \(tab.number)'s title '\(title.value)' is written in a storyboard that has no translations, while the app ships localizations (\(listed)): it shows untranslated in every language; localize the storyboard or set the title with NSLocalizedString",
                        at: placed.location(title.range), severity: code.hasCode ? nil : .info, objectID: placed.item.objectID))
            }
        }
        return found
    }

    /// Whether the document has copies in the language folders beside its own (`de.lproj/Main.storyboard` next to
    /// `Base.lproj/Main.storyboard`): localized whole.
    private static func hasLocalizedCopies(_ document: SourceFile, in workspace: Workspace) -> Bool {
        let name = document.fileName
        let folder = ProjectInventory.folder(of: ProjectInventory.folder(of: document.path))
        let own = ProjectInventory.parentFolderName(document.path)
        return workspace.documents.contains { other in
            let language = ProjectInventory.parentFolderName(other.source.path)
            return other.source.path != document.path && other.source.fileName == name && language.hasSuffix(".lproj")
                && (language != "Base.lproj" || own != "Base.lproj")
                && ProjectInventory.folder(of: ProjectInventory.folder(of: other.source.path)) == folder
        }
    }

    func validate(codeTabBar context: CodeTabBarContext) -> [Diagnostic] {
        let languages = context.workspace.resources.knowledge.codeLanguages(of: context.source.path)
        guard languages.count >= 2 else { return [] }
        let listed = languages.sorted().joined(separator: ", ")
        var found: [Diagnostic] = []
        for tab in context.tabs {
            guard tab.count == 1, case .set(.literal(let title), let fact) = context.look(of: tab).title, Self.isText(title) else { continue }
            let location = fact.flatMap(context.code.location(of:)) ?? context.location(tab.item.imageRange ?? tab.range)
            found.append(diagnostic(Self.message("Tab \(context.numbers(of: tab).lowerBound)'s title", title, listed), at: location))
        }
        // Items the code that builds the bar titles where TabLint cannot tie them to a tab (a coordinator's
        // `rootViewController.tabBarItem = UITabBarItem(title: "Feed", …)`): each is some tab's title.
        let reported = Set(found.map(\.location))
        for fact in context.code.tabItemChanges where fact.file == context.site.file && fact.enclosingType == context.site.enclosingType {
            guard case .tabItemSet(let change) = fact.kind, case .literal(let title)? = change.title, Self.isText(title),
                let location = context.code.location(of: fact), !reported.contains(location)
            else { continue }
            found.append(diagnostic(Self.message("The tab title", title, listed), at: location))
        }
        return found
    }

    private static func isText(_ title: String) -> Bool { title.contains(where: \.isLetter) }

    private static func message(_ subject: String, _ title: String, _ languages: String) -> String {
        "\(subject) '\(title)' is a string literal, while the app ships localizations (\(languages)): it shows untranslated in every language; look it up with NSLocalizedString"
    }
}
