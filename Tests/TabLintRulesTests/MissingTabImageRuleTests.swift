import Foundation
import Synchronization
import TabLintCore
import TabLintParallel
import TabLintSource
import TabLintTestSupport
import TabLintWorkspace
import Testing

@testable import TabLintRules

/// `missing_tab_image` asks for a document's images only when one of its tab bar items names an image: the images
/// of the bundles of every other document are then never made (`BundleImages`).
@Suite struct MissingTabImageRuleTests {
    private func lint(_ item: String) -> (made: Int, diagnostics: [Diagnostic]) {
        let storyboard = Example.storyboard(
            #"<viewController id="home" sceneMemberID="viewController">\#(item)</viewController>"#, initial: "home")
        let workspace = Workspace.inMemory(["/m/Main.storyboard": Array(storyboard.utf8)], roots: [URL(fileURLWithPath: "/m")])
        let made = Mutex(0)
        let counted = Lazy<ProjectImages> {
            made.withLock { $0 += 1 }
            var inventory = ProjectInventory()
            inventory.addFile("/m/Assets.xcassets/feed.imageset/Contents.json")
            return ProjectImages(inventory, groupNamespaces: [:])
        }
        let resources = ProjectResources(images: counted, stringsTables: [], knowledge: workspace.resources.knowledge)
        let diagnostics = Linter(ruleTypes: [MissingTabImageRule.self]).lint(workspace.replacingResources(resources)).diagnostics
        return (made.withLock { $0 }, diagnostics)
    }

    @Test func imagesAreMadeOnlyForADocumentWhoseTabsNameOne() {
        #expect(lint("").made == 0)
        #expect(lint(#"<tabBarItem key="tabBarItem" title="Feed" id="i1"/>"#).made == 0)
        #expect(lint(#"<tabBarItem key="tabBarItem" title="Find" image="magnifyingglass" catalog="system" id="i1"/>"#).made == 0)
        let named = lint(#"<tabBarItem key="tabBarItem" title="Feed" image="feed" selectedImage="gone" id="i1"/>"#)
        #expect(named.made == 1)
        #expect(
            named.diagnostics.map(\.message) == [
                "Selected image 'gone' of tab bar item 'Feed' is in no asset catalog and no image file of the project: the selected tab shows its plain image"
            ])
    }
}
