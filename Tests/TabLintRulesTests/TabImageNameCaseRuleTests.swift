import Foundation
import TabLintCore
import TabLintTestSupport
import TabLintWorkspace
import Testing

@testable import TabLintRules

/// `tab_image_name_case` and `missing_tab_image` together: an image found only in another letter case is one
/// finding, the case rule's; images a storyboard tab's class makes by name are judged where the code makes them.
@Suite struct TabImageNameCaseRuleTests {
    private static let rules: [any Rule.Type] = [MissingTabImageRule.self, TabImageNameCaseRule.self]

    private func workspace(item: String, code: String? = nil) -> Workspace {
        let storyboard = Example.storyboard(
            #"""
            <tabBarController id="tabs" sceneMemberID="viewController">
                <connections><segue destination="home" kind="relationship" relationship="viewControllers" id="s1"/></connections>
            </tabBarController>
            <viewController id="home" customClass="HomeViewController" sceneMemberID="viewController">\#(item)</viewController>
            """#, initial: "tabs")
        var files = [
            "/m/Main.storyboard": Array(storyboard.utf8),
            "/m/Assets.xcassets/Feed.imageset/Contents.json": Array("{}".utf8),
            "/m/Images/Search@2x.png": [],
            "/m/Package.swift": Array("// swift-tools-version:5.9".utf8),
        ]
        if let code { files["/m/Code.swift"] = Array(code.utf8) }
        return Workspace.inMemory(files, roots: [URL(fileURLWithPath: "/m")])
    }

    private func findings(item: String, code: String? = nil) -> [Diagnostic] {
        Linter(ruleTypes: Self.rules).lint(workspace(item: item, code: code)).diagnostics
    }

    @Test func aNameInAnotherCaseIsOneFindingOfTheCaseRule() {
        let found = findings(item: #"<tabBarItem key="tabBarItem" title="Home" image="feed" selectedImage="search" id="i1"/>"#)
        #expect(found.map(\.ruleID) == ["tab_image_name_case", "tab_image_name_case"])
        #expect(found.map(\.severity) == [.warning, .warning])
        #expect(found.map(\.message).allSatisfy { $0.contains("only as 'Feed'") || $0.contains("only as 'Search@2x.png'") })
        // Spelled exactly, nothing; found in no case, the missing image.
        #expect(findings(item: #"<tabBarItem key="tabBarItem" title="Home" image="Feed" selectedImage="Search" id="i1"/>"#).isEmpty)
        #expect(findings(item: #"<tabBarItem key="tabBarItem" title="Home" image="gone" id="i1"/>"#).map(\.ruleID) == ["missing_tab_image"])
    }

    @Test func codeThatChangesItemsOfNoKnownTabLowersTheFindingToAnInfo() throws {
        let item = #"<tabBarItem key="tabBarItem" title="Home" image="feed" id="i1"/>"#
        let loop = "final class Tabs: UITabBarController { func paint() { tabBar.items?.forEach { $0.image = icon } } }"
        let finding = try #require(findings(item: item, code: loop).first)
        #expect(finding.ruleID == "tab_image_name_case")
        #expect(finding.severity == .info)
        #expect(finding.related.last?.message.hasPrefix("The code changes tab items TabLint cannot tie to one tab") == true)
    }

    @Test func anImageTheTabsClassMakesIsReportedInTheCodeFileOnly() throws {
        let code = """
            import UIKit

            final class HomeViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    tabBarItem.image = UIImage(named: "FEED")
                    tabBarItem.selectedImage = UIImage(named: "gone")
                }
            }
            """
        let workspace = workspace(item: #"<tabBarItem key="tabBarItem" title="Home" image="mail" id="i1"/>"#, code: code)
        let linter = Linter(ruleTypes: Self.rules)
        let all = linter.lint(workspace).diagnostics
        #expect(all.map(\.ruleID) == ["tab_image_name_case", "missing_tab_image"])
        #expect(all.allSatisfy { $0.location.file.path == "/m/Code.swift" })
        #expect(
            all.allSatisfy { $0.related.first?.message == "Tab 1 of the tab bar" && $0.related.first?.location.file.path == "/m/Main.storyboard" })
        // The storyboard's own lint (an editor's) leaves them to the code file's, which gives the same findings.
        let storyboard = try #require(workspace.files.first { $0.source.path == "/m/Main.storyboard" })
        #expect(linter.lint(storyboard, in: workspace).diagnostics.isEmpty)
        let inCode = linter.lint(codeFile: "/m/Code.swift", in: workspace).diagnostics
        #expect(inCode.map(\.message) == all.map(\.message))
        #expect(inCode.map(\.location.range) == all.map(\.location.range))
    }

    @Test func anImageTheCodeGivesAnotherControllersItemIsNotTheTabs() {
        let other = """
            final class HomeViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let detail = UIViewController()
                    detail.tabBarItem.image = UIImage(named: "gone")
                }
            }
            """
        #expect(findings(item: #"<tabBarItem key="tabBarItem" title="Home" id="i1"/>"#, code: other).isEmpty)
        // The same in code a controller the storyboard decodes never runs.
        let codeMade = """
            final class HomeViewController: UIViewController {
                init() {
                    super.init(nibName: nil, bundle: nil)
                    tabBarItem.image = UIImage(named: "gone")
                }
            }
            """
        #expect(findings(item: #"<tabBarItem key="tabBarItem" title="Home" id="i1"/>"#, code: codeMade).isEmpty)
        let decoded = codeMade.replacingOccurrences(
            of: "init() {\n        super.init(nibName: nil, bundle: nil)", with: "override func awakeFromNib() {\n        super.awakeFromNib()")
        #expect(findings(item: #"<tabBarItem key="tabBarItem" title="Home" id="i1"/>"#, code: decoded).map(\.ruleID) == ["missing_tab_image"])
    }
}
