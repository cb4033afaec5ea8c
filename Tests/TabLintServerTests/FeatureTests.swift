import Foundation
import LSPProtocol
import TabLintCore
import TabLintServer
import TabLintTestSupport
import Testing

/// Hover, outline, definition and references on a two-storyboard project with six tabs (two under More),
/// a navigation tab and a storyboard reference.
@Suite(.serialized) struct FeatureTests {
    static let main = Example.storyboard(
        """
        <tabBarController title="Main" restorationIdentifier="tabs" id="tbc" sceneMemberID="viewController">
            <connections>
                <segue destination="nav" kind="relationship" relationship="viewControllers" id="s1"/>
                <segue destination="v2" kind="relationship" relationship="viewControllers" id="s2"/>
                <segue destination="v3" kind="relationship" relationship="viewControllers" id="s3"/>
                <segue destination="v4" kind="relationship" relationship="viewControllers" id="s4"/>
                <segue destination="v5" kind="relationship" relationship="viewControllers" id="s5"/>
                <segue destination="ref" kind="relationship" relationship="viewControllers" id="s6"/>
            </connections>
        </tabBarController>
        <navigationController restorationIdentifier="nav" id="nav" sceneMemberID="viewController">
            <tabBarItem key="tabBarItem" title="Feed" image="feed" id="i1"/>
            <connections>
                <segue destination="list" kind="relationship" relationship="rootViewController" id="r1"/>
            </connections>
        </navigationController>
        <tableViewController title="Feed list" restorationIdentifier="list" customClass="FeedViewController" id="list" sceneMemberID="viewController"/>
        <viewController restorationIdentifier="v2" id="v2" sceneMemberID="viewController">
            <tabBarItem key="tabBarItem" title="Two" image="two" id="i2"/>
        </viewController>
        <viewController restorationIdentifier="v3" id="v3" sceneMemberID="viewController">
            <tabBarItem key="tabBarItem" title="Three" image="three" id="i3"/>
        </viewController>
        <viewController restorationIdentifier="v4" id="v4" sceneMemberID="viewController">
            <tabBarItem key="tabBarItem" title="Four" image="four" id="i4"/>
        </viewController>
        <viewController restorationIdentifier="v5" id="v5" sceneMemberID="viewController">
            <tabBarItem key="tabBarItem" title="Five" image="five" id="i5"/>
        </viewController>
        <viewControllerPlaceholder storyboardName="Settings" referencedIdentifier="Privacy" id="ref" sceneMemberID="viewController">
            <tabBarItem key="tabBarItem" title="Privacy" image="lock" id="i6"/>
        </viewControllerPlaceholder>
        """, initial: "tbc")
    static let settings = Example.storyboard(
        #"<viewController title="Privacy" storyboardIdentifier="Privacy" restorationIdentifier="privacy" id="privacy" sceneMemberID="viewController"><tabBarItem key="tabBarItem" title="Privacy" image="lock" id="t6"/></viewController>"#
    )

    private func session(_ body: (LSPTestClient, String, String) throws -> Void) throws {
        let root = try ServerFixtures.project(["App/Main.storyboard": Self.main, "App/Settings.storyboard": Self.settings])
        defer { try? FileManager.default.removeItem(at: root) }
        let main = root.appendingPathComponent("App/Main.storyboard").absoluteString
        let settings = root.appendingPathComponent("App/Settings.storyboard").absoluteString
        let client = LSPTestClient()
        try client.initialize(root: root, capabilities: ServerFixtures.capabilities())
        client.open(main, text: Self.main)
        _ = try client.diagnostics(main, version: 1)
        try body(client, main, settings)
        #expect(try client.shutdownAndExit() == 0)
    }

    private func hover(_ client: LSPTestClient, _ uri: String, _ position: Position) throws -> String? {
        try client.request(HoverRequest(textDocument: TextDocumentIdentifier(uri: uri), position: position))?.contents.value
    }

    @Test func hoverDescribesControllersAndTheirTabs() throws {
        try session { client, main, settings in
            let onDestination = ServerFixtures.position(of: #"destination="nav""#, in: Self.main, offset: 14)
            let navigation = try #require(try hover(client, main, onDestination))
            #expect(navigation.contains("**navigation controller** `UINavigationController`"))
            #expect(navigation.contains("Restoration identifier: 'nav'"))
            #expect(navigation.contains("Tab 1 of 6 of 'Main', in the tab bar, item 'Feed', image 'feed'"))
            // The ids `ignore: objects:` takes for the tab: the controller's and its item's.
            #expect(navigation.contains("Id `nav` in Main.storyboard"))
            #expect(navigation.contains("Tab bar item id `i1` (`ignore: objects:` takes either id)"))

            let fifth = try #require(
                try hover(client, main, ServerFixtures.position(of: #"<viewController restorationIdentifier="v5""#, in: Self.main, offset: 3)))
            #expect(fifth.contains("Tab 5 of 6 of 'Main', under More"))

            let placeholder = try #require(
                try hover(client, main, ServerFixtures.position(of: "<viewControllerPlaceholder", in: Self.main, offset: 5)))
            #expect(placeholder.contains("References: Settings.storyboard › 'Privacy'"))
            #expect(placeholder.contains("Resolves to view controller in Settings.storyboard"))
            #expect(placeholder.contains("Id `ref` in Main.storyboard") && placeholder.contains("Tab bar item id `i6`"))
            #expect(placeholder.contains("Id `privacy` in Settings.storyboard") && placeholder.contains("Tab bar item id `t6`"))

            let initial = try #require(
                try hover(client, main, ServerFixtures.position(of: #"initialViewController="tbc""#, in: Self.main, offset: 24)))
            #expect(initial.contains("**tab bar controller**"))
            #expect(initial.contains("Title: 'Main'"))

            // From the other file: the Settings controller is tab 6 of Main's tab bar, under More.
            let privacy = try #require(try hover(client, settings, ServerFixtures.position(of: "<viewController", in: Self.settings, offset: 2)))
            #expect(privacy.contains("Storyboard identifier: 'Privacy'"))
            #expect(privacy.contains("Tab 6 of 6 of 'Main', under More, item 'Privacy', image 'lock'"))

            #expect(try hover(client, main, Position(line: 0, character: 3)) == nil)
        }
    }

    @Test func documentSymbolsOutlineTheControllerGraph() throws {
        try session { client, main, _ in
            guard case .symbols(let outline)? = try client.request(DocumentSymbolRequest(textDocument: TextDocumentIdentifier(uri: main)))
            else {
                Issue.record("expected hierarchical symbols")
                return
            }
            let tabBar = try #require(outline.first)
            #expect(tabBar.name == "Tab bar controller 'Main'")
            #expect(
                tabBar.children?.map(\.name) == ["Tab 1 'Feed'", "Tab 2 'Two'", "Tab 3 'Three'", "Tab 4 'Four'", "Tab 5 'Five'", "Tab 6 'Privacy'"])
            #expect(tabBar.children?.first?.children?.map(\.name) == ["Navigation root 'Feed list'"])
            #expect(tabBar.children?[4].detail?.hasSuffix("(under More)") == true)
            #expect(tabBar.selectionRange.start == ServerFixtures.position(of: "tabBarController title", in: Self.main))
            // Everything is in the outline once: no controller repeated at the top level.
            #expect(outline.count == 1)
        }
    }

    @Test func flatSymbolsForClientsWithoutHierarchy() throws {
        let client = LSPTestClient()
        try client.initialize()
        client.open(ServerFixtures.uri, text: Self.main)
        guard case .information(let flat)? = try client.request(DocumentSymbolRequest(textDocument: TextDocumentIdentifier(uri: ServerFixtures.uri)))
        else {
            Issue.record("expected flat symbols")
            return
        }
        #expect(flat.first { $0.name == "Navigation root 'Feed list'" }?.containerName == "Tab 1 'Feed'")
        #expect(try client.shutdownAndExit() == 0)
    }

    @Test func definitionFollowsIDsAndStoryboardReferences() throws {
        try session { client, main, settings in
            func definition(_ uri: String, _ position: Position) throws -> [Location]? {
                try client.request(DefinitionRequest(textDocument: TextDocumentIdentifier(uri: uri), position: position))
            }
            let list = try definition(main, ServerFixtures.position(of: #"destination="list""#, in: Self.main, offset: 15))
            #expect(list == [Location(uri: main, range: range(of: "tableViewController", in: Self.main))])

            let reference = try definition(main, ServerFixtures.position(of: #"referencedIdentifier="Privacy""#, in: Self.main, offset: 25))
            #expect(reference == [Location(uri: settings, range: range(of: "viewController", in: Self.settings))])

            let initial = try definition(main, ServerFixtures.position(of: #"initialViewController="tbc""#, in: Self.main, offset: 23))
            #expect(initial?.first?.range == range(of: "tabBarController", in: Self.main))
        }
    }

    @Test func referencesFindTheSeguesThatPointAtAController() throws {
        try session { client, main, settings in
            let list = try client.request(
                ReferencesRequest(
                    textDocument: TextDocumentIdentifier(uri: main),
                    position: ServerFixtures.position(of: "<tableViewController", in: Self.main, offset: 3), context: .init(includeDeclaration: false)
                ))
            #expect(list == [Location(uri: main, range: range(of: "list", after: #"destination=""#, in: Self.main))])

            // From Settings: the tab segue in Main that points at the storyboard reference leading here.
            client.open(settings, text: Self.settings)
            let privacy = try client.request(
                ReferencesRequest(
                    textDocument: TextDocumentIdentifier(uri: settings),
                    position: ServerFixtures.position(of: "<viewController", in: Self.settings, offset: 3), context: .init(includeDeclaration: true)))
            #expect(privacy?.count == 2)
            #expect(privacy?.first == Location(uri: settings, range: range(of: "viewController", in: Self.settings)))
            #expect(privacy?.last == Location(uri: main, range: range(of: "ref", after: #"destination=""#, in: Self.main)))
        }
    }

    /// The UTF-16 range of the first `needle` (after `marker`, when given).
    private func range(of needle: String, after marker: String = "", in text: String) -> LSPRange {
        let start = ServerFixtures.position(of: marker + needle, in: text, offset: marker.utf16.count)
        return LSPRange(start: start, end: Position(line: start.line, character: start.character + needle.utf16.count))
    }
}
