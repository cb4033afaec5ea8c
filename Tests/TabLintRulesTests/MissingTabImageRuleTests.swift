import Foundation
import TabLintCore
import TabLintTestSupport
import TabLintWorkspace
import Testing

@testable import TabLintRules

/// `missing_tab_image` judges the images the items a document's tabs show name against the images its bundles provide;
/// the same item on a scene that is no tab ("settings") is never judged.
@Suite struct MissingTabImageRuleTests {
    private func messages(_ item: String, code: String? = nil) -> [String] {
        findings(item, code: code).map(\.message)
    }

    private func findings(_ item: String, code: String? = nil) -> [Diagnostic] {
        let storyboard = Example.storyboard(
            #"""
            <tabBarController id="tabs" sceneMemberID="viewController">
                <connections><segue destination="home" kind="relationship" relationship="viewControllers" id="s1"/></connections>
            </tabBarController>
            <viewController id="home" sceneMemberID="viewController">\#(item)</viewController>
            <viewController id="settings" sceneMemberID="viewController">\#(item)</viewController>
            """#, initial: "tabs")
        var files = [
            "/m/Main.storyboard": Array(storyboard.utf8),
            "/m/Assets.xcassets/feed.imageset/Contents.json": Array("{}".utf8),
            "/m/Package.swift": Array("// swift-tools-version:5.9".utf8),
        ]
        if let code { files["/m/Code.swift"] = Array(code.utf8) }
        return Linter(ruleTypes: [MissingTabImageRule.self]).lint(Workspace.inMemory(files, roots: [URL(fileURLWithPath: "/m")])).diagnostics
    }

    @Test func onlyANamedImageTheBundleLacksIsReported() {
        #expect(messages("").isEmpty)
        #expect(messages(#"<tabBarItem key="tabBarItem" title="Feed" id="i1"/>"#).isEmpty)
        #expect(messages(#"<tabBarItem key="tabBarItem" title="Find" image="magnifyingglass" catalog="system" id="i1"/>"#).isEmpty)
        #expect(
            messages(#"<tabBarItem key="tabBarItem" title="Feed" image="feed" selectedImage="gone" id="i1"/>"#) == [
                "Selected image 'gone' of tab 1 'Feed' is in no asset catalog and no image file of the project: the selected tab shows its plain image"
            ])
    }

    @Test func codeThatChangesItemsOfNoKnownTabLowersTheFindingToAnInfo() throws {
        let item = #"<tabBarItem key="tabBarItem" title="Feed" image="gone" id="i1"/>"#
        #expect(findings(item).map(\.severity) == [.warning])
        // An index TabLint cannot work out, and one named from a class that is neither the bar's nor a tab's.
        let unknownIndex = "final class Tabs: UITabBarController { func paint(at position: Int) { tabBar.items?[position].image = nil } }"
        let elsewhere = "final class AppDelegate { func paint(tabs: UITabBarController) { tabs.tabBar.items?[0].image = nil } }"
        // A loop over the bar's items gives some tab an image, which one TabLint cannot tell.
        let loop = "final class Tabs: UITabBarController { func paint() { tabBar.items?.forEach { $0.image = UIImage(systemName: \"star\") } } }"
        let forLoop = "final class Tabs: UITabBarController { func paint() { for item in tabBar.items ?? [] { item.image = icon } } }"
        for code in [unknownIndex, elsewhere, loop, forLoop] {
            let finding = try #require(findings(item, code: code).first)
            #expect(finding.severity == .info)
            #expect(finding.related.last?.message.hasPrefix("The code changes tab items TabLint cannot tie to one tab") == true)
        }
        // A class that changes some other controller's item, and is neither the bar's nor a tab's: no bearing.
        let unrelated = "final class Builder { func make(controller: UIViewController) { controller.tabBarItem.image = nil } }"
        #expect(findings(item, code: unrelated).map(\.severity) == [.warning])
        // A loop over other things that have images is no tab's.
        let books = "final class Shelf { func paint() { for book in books { book.image = cover } } }"
        #expect(findings(item, code: books).map(\.severity) == [.warning])
    }
}
