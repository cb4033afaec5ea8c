import Foundation
import TabLintCore
import TabLintTestSupport
import TabLintWorkspace
import Testing

@testable import TabLintRules

/// `missing_tab_image` judges the images the items a document's tabs show name against the images its bundles provide;
/// the same item on a scene that is no tab ("settings") is never judged.
@Suite struct MissingTabImageRuleTests {
    private func messages(_ item: String) -> [String] {
        let storyboard = Example.storyboard(
            #"""
            <tabBarController id="tabs" sceneMemberID="viewController">
                <connections><segue destination="home" kind="relationship" relationship="viewControllers" id="s1"/></connections>
            </tabBarController>
            <viewController id="home" sceneMemberID="viewController">\#(item)</viewController>
            <viewController id="settings" sceneMemberID="viewController">\#(item)</viewController>
            """#, initial: "tabs")
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
