import Foundation
import LSPProtocol
import TabLintCore
import TabLintServer
import TabLintTestSupport
import Testing

/// Workspace folders, and quick fixes whose edit lands in another file.
@Suite(.serialized) struct WorkspaceTests {
    static let main = Example.storyboard(
        """
        <tabBarController id="tbc" sceneMemberID="viewController">
            <connections>
                <segue destination="ref" kind="relationship" relationship="viewControllers" id="s1"/>
                <segue destination="home" kind="relationship" relationship="viewControllers" id="s2"/>
            </connections>
        </tabBarController>
        <viewController id="home" sceneMemberID="viewController">
            <tabBarItem key="tabBarItem" title="Home" image="house" catalog="system" id="i3"/>
        </viewController>
        <viewControllerPlaceholder storyboardName="Settings" referencedIdentifier="Privacy" id="ref" sceneMemberID="viewController"/>
        """, initial: "tbc")
    static let settings = Example.storyboard(
        #"<viewController title="Privacy" storyboardIdentifier="Privacy" id="privacy" sceneMemberID="viewController"/>"#)

    @Test func indexesEveryWorkspaceFolderSoReferencesResolveAcrossThem() throws {
        let root = try ServerFixtures.project(["App/Main.storyboard": Self.main, "Settings/Settings.storyboard": Self.settings])
        defer { try? FileManager.default.removeItem(at: root) }
        let client = LSPTestClient()
        var request = InitializeRequest(
            workspaceFolders: [
                WorkspaceFolder(uri: root.appendingPathComponent("App").absoluteString, name: "App"),
                WorkspaceFolder(uri: root.appendingPathComponent("Settings").absoluteString, name: "Settings"),
            ], capabilities: ClientCapabilities(ServerFixtures.capabilities()))
        request.rootUri = root.appendingPathComponent("App").absoluteString
        _ = try client.request(request)
        client.notify(InitializedNotification())
        let main = root.appendingPathComponent("App/Main.storyboard").absoluteString
        client.open(main, text: Self.main)
        // Resolved through the second folder: the only finding is the tab without an item.
        let diagnostics = try client.diagnostics(main, version: 1)
        #expect(diagnostics.map(\.code) == ["missing_tab_bar_item"])
        #expect(
            diagnostics.first?.relatedInformation?.first?.location.uri == root.appendingPathComponent("Settings/Settings.storyboard").absoluteString)
        #expect(try client.shutdownAndExit() == 0)
    }

    /// The open file is linted as soon as the index's walk has found the files, with the storyboards its
    /// references lead to, while the index itself is held back: the diagnostics are those of the whole workspace,
    /// which are not published again once the index is loaded; requests that need the index wait for it.
    @Test func anOpenDocumentIsLintedWithItsReferencesBeforeTheIndexLoads() throws {
        let root = try ServerFixtures.project([
            "App/Main.storyboard": Self.main, "App/Settings.storyboard": Self.settings,
            "App/Other.storyboard": Example.storyboard(#"<viewController id="o" sceneMemberID="viewController"/>"#),
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let main = root.appendingPathComponent("App/Main.storyboard").absoluteString
        let client = LSPTestClient()
        client.indexQueue.suspend()
        try client.initialize(root: root)
        client.open(main, text: Self.main)
        let diagnostics = try client.diagnostics(main, version: 1)
        // Resolved into Settings.storyboard (never opened), with the index still held back.
        #expect(diagnostics.map(\.code) == ["missing_tab_bar_item"])
        #expect(
            diagnostics.first?.relatedInformation?.first?.location.uri == root.appendingPathComponent("App/Settings.storyboard").absoluteString)
        #expect(!client.logLines.contains { $0.hasPrefix("Indexed") })

        // A request that needs the whole workspace waits for the index.
        let range = try #require(diagnostics.first).range
        let actionID = client.send(
            CodeActionRequest(
                textDocument: TextDocumentIdentifier(uri: main), range: range, context: CodeActionContext(diagnostics: diagnostics)))
        #expect(throws: (any Error).self) { try client.response(to: actionID, timeout: 0.3) }
        client.indexQueue.resume()
        let action = try client.response(to: actionID)
        #expect(action["result"]?.arrayValue?.count == 1)
        #expect(client.logLines.contains { $0.hasPrefix("Indexed 3 Interface Builder files") })
        // The index's lint found the same: nothing more was published for the file.
        let published = client.notifications(PublishDiagnosticsNotification.self).filter { $0.uri == main }
        #expect(published.count == 1)
        #expect(try client.shutdownAndExit() == 0)
    }

    @Test func aQuickFixForAControllerInAnotherFileEditsThatFile() throws {
        let root = try ServerFixtures.project(["App/Main.storyboard": Self.main, "App/Settings.storyboard": Self.settings])
        defer { try? FileManager.default.removeItem(at: root) }
        let main = root.appendingPathComponent("App/Main.storyboard").absoluteString
        let settings = root.appendingPathComponent("App/Settings.storyboard").absoluteString
        let client = LSPTestClient()
        try client.initialize(root: root)
        client.open(main, text: Self.main)
        let diagnostic = try #require(try client.diagnostics(main, version: 1).first { $0.code == "missing_tab_bar_item" })
        let actions = try client.request(
            CodeActionRequest(
                textDocument: TextDocumentIdentifier(uri: main), range: diagnostic.range, context: CodeActionContext(diagnostics: [diagnostic])))
        let action = try #require(actions?.first)
        #expect(action.title == "Add a tab bar item 'Privacy'")
        let edits = try #require(action.edit?.changes[settings])
        #expect(action.edit?.changes.keys.sorted() == [settings])

        // Applied to Settings (as the client would, then saved), Main is clean.
        let fixed = TextEdits.apply(edits, to: Self.settings)
        #expect(fixed.contains(#"<tabBarItem key="tabBarItem" title="Privacy" id=""#))
        let cursor = client.messageCount
        client.open(settings, text: fixed)
        _ = try client.diagnostics(settings, version: 1)
        let healed = try client.nextDiagnostics(main, since: cursor) { !$0.contains { $0.message.contains("has no tab bar item") } }
        #expect(healed.diagnostics.map(\.code) == ["missing_tab_bar_item"])  // the new item has a title but no image yet
        #expect(healed.diagnostics.first?.severity == .information)
        #expect(try client.shutdownAndExit() == 0)
    }

    /// The index keeps closed files without their text; a fix that moves an item out of one reads it from disk again,
    /// and edits both files.
    @Test func workspacePullsRelintTheFilesThatDependOnAChangedStoryboard() throws {
        let root = try ServerFixtures.project(["App/Main.storyboard": Self.main, "App/Settings.storyboard": Self.settings])
        defer { try? FileManager.default.removeItem(at: root) }
        let main = root.appendingPathComponent("App/Main.storyboard").absoluteString
        let settings = root.appendingPathComponent("App/Settings.storyboard").absoluteString
        let client = LSPTestClient()
        try client.initialize(root: root, capabilities: .object(["textDocument": .object(["diagnostic": .object([:])])]))
        let first = try client.request(WorkspaceDiagnosticRequest())
        #expect(first.items.first { $0.uri == main }?.items?.map(\.code) == ["missing_tab_bar_item"])

        // Renaming the identifier in Settings (an open buffer) breaks Main's reference: Main's cached
        // diagnostics must not be reused.
        let held = client.send(
            WorkspaceDiagnosticRequest(previousResultIds: first.items.map { PreviousResultID(uri: $0.uri, value: $0.resultId!) }))
        client.open(
            settings, text: Self.settings.replacingOccurrences(of: #"storyboardIdentifier="Privacy""#, with: #"storyboardIdentifier="Private""#))
        let second = try client.decode(WorkspaceDiagnosticReport.self, from: try client.response(to: held)["result"] ?? .null)
        let mainReport = try #require(second.items.first { $0.uri == main })
        #expect(mainReport.kind == "full")
        #expect(mainReport.items?.map(\.code) == ["unresolved_storyboard_reference"])
        #expect(try client.shutdownAndExit() == 0)
    }
}
