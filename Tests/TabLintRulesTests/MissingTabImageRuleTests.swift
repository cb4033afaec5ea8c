import Foundation
import TabLintCore
import TabLintTestSupport
import TabLintWorkspace
import Testing

@testable import TabLintRules

/// `missing_tab_image` judges the images a document's tab bar items name against the images its bundles provide.
@Suite struct MissingTabImageRuleTests {
    private func messages(_ item: String) -> [String] {
        let storyboard = Example.storyboard(
            #"<viewController id="home" sceneMemberID="viewController">\#(item)</viewController>"#, initial: "home")
        let workspace = Workspace.inMemory(
            [
                "/m/Main.storyboard": Array(storyboard.utf8),
                "/m/Assets.xcassets/feed.imageset/Contents.json": Array("{}".utf8),
            ], roots: [URL(fileURLWithPath: "/m")])
        return Linter(ruleTypes: [MissingTabImageRule.self]).lint(workspace).diagnostics.map(\.message)
    }

    @Test func onlyANamedImageTheBundleLacksIsReported() {
        #expect(messages("").isEmpty)
        #expect(messages(#"<tabBarItem key="tabBarItem" title="Feed" id="i1"/>"#).isEmpty)
        #expect(messages(#"<tabBarItem key="tabBarItem" title="Find" image="magnifyingglass" catalog="system" id="i1"/>"#).isEmpty)
        #expect(
            messages(#"<tabBarItem key="tabBarItem" title="Feed" image="feed" selectedImage="gone" id="i1"/>"#) == [
                "Selected image 'gone' of tab bar item 'Feed' is in no asset catalog and no image file of the project: the selected tab shows its plain image"
            ])
    }
}
