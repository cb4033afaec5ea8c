import TabLintCode
import TabLintCore

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
        ],
        failing: [
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
                ])
        ])

    init(options: RuleOptions) {}

    func validate(codeTabBar context: CodeTabBarContext) -> [Diagnostic] {
        let languages = context.workspace.resources.knowledge.codeLanguages(of: context.source.path)
        guard languages.count >= 2 else { return [] }
        let listed = languages.sorted().joined(separator: ", ")
        return context.tabs.compactMap { tab in
            guard tab.count == 1, case .set(.literal(let title), let fact) = context.look(of: tab).title,
                title.contains(where: \.isLetter)
            else { return nil }
            let location = fact.flatMap(context.code.location(of:)) ?? context.location(tab.item.imageRange ?? tab.range)
            return diagnostic(
                "Tab \(context.numbers(of: tab).lowerBound)'s title '\(title)' is a string literal, while the app ships localizations (\(listed)): it shows untranslated in every language; look it up with NSLocalizedString",
                at: location)
        }
    }
}
