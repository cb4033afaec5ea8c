import Foundation
import LSPProtocol
import TabLintCore
import TabLintFixes
import TabLintModel
import TabLintRules
import TabLintServer
import TabLintSource
import TabLintTestSupport
import TabLintWorkspace
import Testing

/// Each quick fix, applied as a client would apply its WorkspaceEdit, leaves XML that parses, ids in Xcode's
/// form that are unique in the file, and no longer the finding it fixes.
@Suite(.serialized) struct QuickFixTests {
    private let uri = ServerFixtures.uri

    /// Opens `text`, asks for the code actions of the first diagnostic of `rule`, applies the one whose title
    /// starts with `title`, and returns the new text.
    private func fix(_ text: String, rule: String, title: String, sendData: Bool = true) throws -> (text: String, action: CodeAction) {
        let client = LSPTestClient()
        defer { _ = try? client.shutdownAndExit() }
        try client.initialize()
        client.open(uri, text: text)
        var diagnostic = try #require(
            try client.diagnostics(uri, version: 1).first { $0.code == rule && $0.data?["fix"] != nil }, "no \(rule) finding with a fix")
        if !sendData { diagnostic.data = nil }
        let actions = try #require(
            try client.request(
                CodeActionRequest(
                    textDocument: TextDocumentIdentifier(uri: uri), range: diagnostic.range, context: CodeActionContext(diagnostics: [diagnostic]))))
        let action = try #require(actions.first { $0.title.hasPrefix(title) }, "actions: \(actions.map(\.title))")
        #expect(action.kind == .quickFix)
        #expect(action.isPreferred == true)
        #expect(action.diagnostics == [diagnostic])
        let edits = try #require(action.edit?.changes[uri])
        #expect(action.edit?.changes.count == 1)
        return (TextEdits.apply(edits, to: text), action)
    }

    /// Lints a text on its own and checks it is well-formed with unique, Xcode-form ids.
    private func lint(_ text: String) -> [Diagnostic] {
        let file = DocumentLoader.load(SourceFile(url: URL(fileURLWithPath: "/tablint-lsp-test/App/Main.storyboard"), text: text))
        let diagnostics = Linter(ruleTypes: RuleRegistry.all).diagnostics(for: file, in: Workspace(files: [file]))
        #expect(file.document != nil, "the fixed text must still be an Interface Builder document")
        #expect(!diagnostics.contains { $0.ruleID == "xml_parse_error" || $0.ruleID == "duplicate_object_id" }, "\(diagnostics)")
        return diagnostics
    }

    private func findings(_ diagnostics: [Diagnostic], _ rule: String, objectID: String) -> [Diagnostic] {
        diagnostics.filter { $0.ruleID == rule && $0.objectID == objectID }
    }

    @Test func removeAttributeTakesHidesBottomBarOffATabsRoot() throws {
        let text = Example.storyboard(
            """
            <tabBarController id="tbc" sceneMemberID="viewController">
                <connections>
                    <segue destination="feed" kind="relationship" relationship="viewControllers" id="s1"/>
                </connections>
            </tabBarController>
            <viewController title="Feed" hidesBottomBarWhenPushed="YES" id="feed" sceneMemberID="viewController">
                <tabBarItem key="tabBarItem" title="Feed" image="feed" id="i1"/>
            </viewController>
            """, initial: "tbc")
        let (fixed, action) = try fix(text, rule: "tab_root_hides_bottom_bar", title: "Remove")
        #expect(action.title == "Remove 'hidesBottomBarWhenPushed=\"YES\"'")
        #expect(fixed.contains(#"<viewController title="Feed" id="feed" sceneMemberID="viewController">"#))
        #expect(lint(fixed).filter { $0.ruleID == "tab_root_hides_bottom_bar" }.isEmpty)
    }

    @Test func addRestorationIdentifierUsesTheStoryboardIdentifier() throws {
        let text = Example.storyboard(
            """
            <tabBarController title="Main" restorationIdentifier="tabs" id="tbc" sceneMemberID="viewController">
                <connections>
                    <segue destination="feed" kind="relationship" relationship="viewControllers" id="s1"/>
                    <segue destination="fav" kind="relationship" relationship="viewControllers" id="s2"/>
                </connections>
            </tabBarController>
            <viewController restorationIdentifier="feed" id="feed" sceneMemberID="viewController"/>
            <viewController title="Favorites" storyboardIdentifier="FavoritesScene" id="fav" sceneMemberID="viewController"/>
            """)
        let fixed = try fix(text, rule: "missing_restoration_identifier", title: "Add restoration identifier 'FavoritesScene'")
        #expect(
            fixed.text.contains(
                #"storyboardIdentifier="FavoritesScene" id="fav" sceneMemberID="viewController" restorationIdentifier="FavoritesScene"/>"#))
        #expect(findings(lint(fixed.text), "missing_restoration_identifier", objectID: "fav").isEmpty)
    }

    @Test func addRestorationIdentifierFillsAnEmptyAttributeAndWorksWithoutData() throws {
        let text = Example.storyboard(
            """
            <tabBarController restorationIdentifier="tabs" id="tbc" sceneMemberID="viewController">
                <connections>
                    <segue destination="feed" kind="relationship" relationship="viewControllers" id="s1"/>
                    <segue destination="more" kind="relationship" relationship="viewControllers" id="s2"/>
                </connections>
            </tabBarController>
            <viewController restorationIdentifier="feed" id="feed" sceneMemberID="viewController"/>
            <viewController restorationIdentifier="" customClass="feed" id="more" sceneMemberID="viewController"/>
            """)
        // The client dropped `data`: the server's own copy of the diagnostic supplies it. The suggestion
        // ('feed', the class) is taken, so the fix numbers it.
        let fixed = try fix(text, rule: "missing_restoration_identifier", title: "Add restoration identifier 'feed2'", sendData: false)
        #expect(fixed.text.contains(#"restorationIdentifier="feed2" customClass="feed""#))
        let diagnostics = lint(fixed.text)
        #expect(findings(diagnostics, "missing_restoration_identifier", objectID: "more").isEmpty)
        #expect(!diagnostics.contains { $0.ruleID == "duplicate_restoration_identifier" })
    }

    @Test func uniqueRestorationIdentifierRenamesAnExplicitIdentifier() throws {
        let text = Example.storyboard(
            """
            <tabBarController restorationIdentifier="tabs" id="tbc" sceneMemberID="viewController">
                <connections>
                    <segue destination="inbox" kind="relationship" relationship="viewControllers" id="s1"/>
                    <segue destination="archive" kind="relationship" relationship="viewControllers" id="s2"/>
                </connections>
            </tabBarController>
            <viewController title="Inbox" restorationIdentifier="box" id="inbox" sceneMemberID="viewController"/>
            <viewController title="Archive" restorationIdentifier="box" id="archive" sceneMemberID="viewController"/>
            """)
        let fixed = try fix(text, rule: "duplicate_restoration_identifier", title: "Rename restoration identifier 'box' to 'Archive'")
        #expect(fixed.text.contains(#"<viewController title="Archive" restorationIdentifier="Archive" id="archive""#))
        #expect(!lint(fixed.text).contains { $0.ruleID == "duplicate_restoration_identifier" })
    }

    @Test func uniqueRestorationIdentifierKeepsTheStoryboardIdentifier() throws {
        let text = Example.storyboard(
            """
            <tabBarController restorationIdentifier="tabs" id="tbc" sceneMemberID="viewController">
                <connections>
                    <segue destination="feed" kind="relationship" relationship="viewControllers" id="s1"/>
                    <segue destination="latest" kind="relationship" relationship="viewControllers" id="s2"/>
                </connections>
            </tabBarController>
            <viewController title="Feed" restorationIdentifier="feed" id="feed" sceneMemberID="viewController"/>
            <viewController storyboardIdentifier="feed" useStoryboardIdentifierAsRestorationIdentifier="YES" id="latest" sceneMemberID="viewController"/>
            """)
        let fixed = try fix(text, rule: "duplicate_restoration_identifier", title: "Add restoration identifier 'feed2'")
        #expect(
            fixed.text.contains(
                #"storyboardIdentifier="feed" useStoryboardIdentifierAsRestorationIdentifier="YES" id="latest" sceneMemberID="viewController" restorationIdentifier="feed2"/>"#
            ))
        #expect(!lint(fixed.text).contains { $0.ruleID == "duplicate_restoration_identifier" })
    }

    @Test func addTabBarItemGivesSelfClosingAndOpenControllersAnItem() throws {
        let text = Example.storyboard(
            """
            <tabBarController id="tbc" sceneMemberID="viewController">
                <connections>
                    <segue destination="feed" kind="relationship" relationship="viewControllers" id="s1"/>
                    <segue destination="nav" kind="relationship" relationship="viewControllers" id="s2"/>
                    <segue destination="home" kind="relationship" relationship="viewControllers" id="s4"/>
                </connections>
            </tabBarController>
            <viewController id="home" sceneMemberID="viewController">
                <tabBarItem key="tabBarItem" title="Home" image="house" catalog="system" id="i3"/>
            </viewController>
            <viewController title="Feed &amp; News" id="feed" sceneMemberID="viewController"/>
            <navigationController id="nav" sceneMemberID="viewController">
                <connections>
                    <segue destination="list" kind="relationship" relationship="rootViewController" id="s3"/>
                </connections>
            </navigationController>
            <tableViewController title="Library" id="list" sceneMemberID="viewController"/>
            """)
        let first = try fix(text, rule: "missing_tab_bar_item", title: "Add a tab bar item 'Feed & News'")
        let itemID = try #require(first.text.firstMatch(of: /title="Feed &amp; News" id="(\w{3}-\w{2}-\w{3})"\/>/)?.1)
        #expect(first.text.contains("sceneMemberID=\"viewController\">\n                    <tabBarItem key=\"tabBarItem\""))
        #expect(first.text.contains("\"/>\n                </viewController>"))
        var diagnostics = lint(first.text)
        #expect(findings(diagnostics, "missing_tab_bar_item", objectID: "feed").isEmpty)
        // What is left for that tab: an item with a title and no image yet (information).
        #expect(diagnostics.contains { $0.ruleID == "missing_tab_bar_item" && $0.severity == .info && $0.objectID == String(itemID) })

        // The navigation tab: the item goes inside the open element, titled after its root.
        let second = try fix(first.text, rule: "missing_tab_bar_item", title: "Add a tab bar item 'Library'")
        diagnostics = lint(second.text)
        #expect(!diagnostics.contains { $0.ruleID == "missing_tab_bar_item" && $0.severity == .warning })
        let ids = second.text.matches(of: /<tabBarItem key="tabBarItem" title="[^"]*" id="([^"]*)"/).map { String($0.1) }
        #expect(ids.count == 2 && Set(ids).count == 2)
        #expect(ids.allSatisfy { $0.wholeMatch(of: /[A-Za-z0-9]{3}-[A-Za-z0-9]{2}-[A-Za-z0-9]{3}/) != nil })
    }

    @Test func removeDuplicateTabDropsTheRepeatedSegue() throws {
        let text = Example.storyboard(
            """
            <tabBarController id="tbc" sceneMemberID="viewController">
                <connections>
                    <segue destination="feed" kind="relationship" relationship="viewControllers" id="s1"/>
                    <segue destination="feed" kind="relationship" relationship="viewControllers" id="s2"/>
                </connections>
            </tabBarController>
            <viewController id="feed" sceneMemberID="viewController">
                <tabBarItem key="tabBarItem" title="Feed" image="feed" id="i1"/>
            </viewController>
            """)
        let fixed = try fix(text, rule: "duplicate_tab", title: "Remove the repeated tab connection")
        #expect(!fixed.text.contains(#"id="s2""#))
        #expect(!lint(fixed.text).contains { $0.ruleID == "duplicate_tab" })
    }

    @Test func noActionForForeignOrStaleDiagnostics() throws {
        let client = LSPTestClient()
        try client.initialize()
        client.open(uri, text: ServerFixtures.twoTabs)
        let diagnostic = try #require(try client.diagnostics(uri, version: 1).first)
        var foreign = diagnostic
        foreign.source = "other-linter"
        var stale = diagnostic
        stale.data = ["fix": "addTabBarItem", "objectID": "no-such-id"]
        let actions = try client.request(
            CodeActionRequest(
                textDocument: TextDocumentIdentifier(uri: uri), range: diagnostic.range,
                context: CodeActionContext(diagnostics: [foreign, stale])))
        #expect(actions?.isEmpty == true)
        #expect(try client.shutdownAndExit() == 0)
    }

    @Test func xcodeObjectIDsHaveXcodesFormAndAvoidTakenIDs() {
        let first = XcodeObjectID.make(seed: "x", avoiding: [])
        #expect(first.wholeMatch(of: /[A-Za-z0-9]{3}-[A-Za-z0-9]{2}-[A-Za-z0-9]{3}/) != nil)
        #expect(XcodeObjectID.make(seed: "x", avoiding: [first]) != first)
    }
}
