import Foundation
import LSPProtocol
import TabLintCore
import TabLintServer
import TabLintTestSupport
import Testing

@Suite(.serialized) struct DiagnosticsTests {
    private let uri = ServerFixtures.uri
    private let text = ServerFixtures.twoTabs

    @Test func publishesVersionedDiagnosticsAfterOpenAndEachChange() throws {
        let client = LSPTestClient()
        try client.initialize()
        client.open(uri, text: text)
        let first = try client.diagnostics(uri, version: 1)
        #expect(first.map(\.code) == ["missing_tab_bar_item", "missing_tab_bar_item"])
        #expect(first.map(\.severity) == [.warning, .information])

        // Incremental: give tab 2's item an image; only the warning on tab 1 remains.
        let at = ServerFixtures.position(of: #"title="Search""#, in: text)
        client.change(uri, version: 2, [TextDocumentContentChangeEvent(range: LSPRange(start: at, end: at), text: #"image="magnifier" "#)])
        #expect(try client.diagnostics(uri, version: 2).map(\.code) == ["missing_tab_bar_item"])

        // Full sync is accepted too.
        client.change(uri, version: 3, [TextDocumentContentChangeEvent(text: text)])
        #expect(try client.diagnostics(uri, version: 3) == first)

        // Closing clears the document's diagnostics.
        client.notify(DidCloseTextDocumentNotification(textDocument: TextDocumentIdentifier(uri: uri)))
        #expect(try client.diagnostics(uri, version: nil).isEmpty)
        #expect(try client.shutdownAndExit() == 0)
    }

    /// A Swift file is published with the findings rules locate in it (`tab_title_overridden`), linted again on each
    /// edit from its buffer; the storyboard whose tab it renames does not carry that finding.
    @Test func codeFilesGetTheFindingsRulesLocateInThem() throws {
        let project = Fixtures.repositoryRoot().appendingPathComponent("Corpus/TabTitleOverridden")
        let folder = project.appendingPathComponent("TabTitleOverridden")
        let swift = folder.appendingPathComponent("HistoryViewController.swift").absoluteString
        let storyboard = folder.appendingPathComponent("Base.lproj/Main.storyboard").absoluteString
        let text = try String(contentsOf: try #require(URL(string: swift)), encoding: .utf8)
        let client = LSPTestClient()
        try client.initialize(root: project)
        client.open(swift, text: text, version: 1)
        let first = try client.diagnostics(swift, version: 1)
        #expect(first.map(\.code) == ["tab_title_overridden"])
        #expect(first.first?.range.start == ServerFixtures.position(of: #"title = "Recently Played""#, in: text))
        #expect(first.first?.relatedInformation?.first?.location.uri == storyboard)

        client.open(storyboard, text: try String(contentsOf: try #require(URL(string: storyboard)), encoding: .utf8), version: 1)
        #expect(try client.diagnostics(storyboard, version: 1).isEmpty)

        // The buffer, not the disk, is what the code evidence reads.
        let fixed = text.replacingOccurrences(of: #"title = "Recently Played""#, with: #"navigationItem.title = "Recently Played""#)
        client.change(swift, version: 2, [TextDocumentContentChangeEvent(text: fixed)])
        #expect(try client.diagnostics(swift, version: 2).isEmpty)
        client.change(swift, version: 3, [TextDocumentContentChangeEvent(text: text)])
        #expect(try client.diagnostics(swift, version: 3).map(\.code) == ["tab_title_overridden"])

        client.notify(DidCloseTextDocumentNotification(textDocument: TextDocumentIdentifier(uri: swift)))
        #expect(try client.diagnostics(swift, version: nil).isEmpty)
        #expect(try client.shutdownAndExit() == 0)
    }

    /// A Swift file opened and edited before the index is loaded keeps its buffer once the index, loaded from disk,
    /// comes: the edit that titles only the navigation bar stays without a finding.
    @Test func aCodeBufferEditedBeforeTheIndexOutlivesItsLoading() throws {
        let project = Fixtures.repositoryRoot().appendingPathComponent("Corpus/TabTitleOverridden")
        let swift = project.appendingPathComponent("TabTitleOverridden/HistoryViewController.swift").absoluteString
        let text = try String(contentsOf: try #require(URL(string: swift)), encoding: .utf8)
        let client = LSPTestClient()
        client.indexQueue.suspend()
        try client.initialize(root: project)
        client.open(swift, text: text, version: 1)
        let fixed = text.replacingOccurrences(of: #"title = "Recently Played""#, with: #"navigationItem.title = "Recently Played""#)
        client.change(swift, version: 2, [TextDocumentContentChangeEvent(text: fixed)])
        client.indexQueue.resume()
        #expect(try client.diagnostics(swift, version: 2).isEmpty)
        let pulled = try client.request(DocumentDiagnosticRequest(textDocument: TextDocumentIdentifier(uri: swift)))
        #expect(pulled.items == [])
        #expect(try client.shutdownAndExit() == 0)
    }

    @Test func documentsAreChosenByExtensionNotLanguageID() throws {
        let client = LSPTestClient()
        try client.initialize()
        let xib = "file:///tablint-lsp-test/App/Tabs.XIB"
        client.notify(
            DidOpenTextDocumentNotification(
                textDocument: TextDocumentItem(uri: xib, languageId: "plaintext", version: 4, text: "<archive>")))
        #expect(try client.diagnostics(xib, version: 4).first?.code == "xml_parse_error")
        client.notify(
            DidOpenTextDocumentNotification(
                textDocument: TextDocumentItem(uri: "file:///tablint-lsp-test/App/Info.xml", languageId: "xml", version: 1, text: text)))
        // Documents are linted in the order they come: once a later storyboard is published, Info.xml would have been.
        let later = "file:///tablint-lsp-test/App/Later.storyboard"
        client.open(later, text: text)
        _ = try client.diagnostics(later, version: 1)
        _ = try client.request(ShutdownRequest())
        #expect(!client.received.contains { $0["params"]?["uri"]?.stringValue == "file:///tablint-lsp-test/App/Info.xml" })
        client.notify(ExitNotification())
    }

    @Test func whileALintRunsOnlyTheLatestVersionIsLinted() throws {
        let client = LSPTestClient()
        try client.initialize()
        client.lintQueue.suspend()
        client.open(uri, text: text)
        for version in 2...6 {
            client.change(uri, version: version, [TextDocumentContentChangeEvent(range: nil, text: text + "<!-- \(version) -->")])
        }
        // Messages are handled in order: once this request is answered, every edit above has been applied.
        client.sendFrame(#"{"jsonrpc":"2.0","id":"barrier","method":"tablint/barrier"}"#)
        _ = try client.response(to: .string("barrier"))
        client.lintQueue.resume()
        _ = try client.diagnostics(uri, version: 6)
        let published = client.notifications(PublishDiagnosticsNotification.self).compactMap(\.version)
        // The lint of version 1 started before the edits; its result is stale and never published.
        #expect(published == [6])
        #expect(try client.shutdownAndExit() == 0)
    }

    @Test func editingAStoryboardReDiagnosesTheFilesThatReferenceIt() throws {
        let main = Example.storyboard(
            """
            <tabBarController id="tbc" sceneMemberID="viewController">
                <connections>
                    <segue destination="ref" kind="relationship" relationship="viewControllers" id="s1"/>
                </connections>
            </tabBarController>
            <viewControllerPlaceholder storyboardName="Settings" referencedIdentifier="Privacy" id="ref" sceneMemberID="viewController">
                <tabBarItem key="tabBarItem" title="Privacy" image="lock" id="i1"/>
            </viewControllerPlaceholder>
            """, initial: "tbc")
        let settings = Example.storyboard(
            #"<viewController storyboardIdentifier="Privacy" title="Privacy" id="privacy" sceneMemberID="viewController"><tabBarItem key="tabBarItem" title="Privacy" image="lock" id="t1"/></viewController>"#
        )
        let root = try ServerFixtures.project(["App/Main.storyboard": main, "App/Settings.storyboard": settings])
        defer { try? FileManager.default.removeItem(at: root) }
        let mainURI = root.appendingPathComponent("App/Main.storyboard").absoluteString
        let settingsURL = root.appendingPathComponent("App/Settings.storyboard")

        let client = LSPTestClient()
        try client.initialize(root: root, capabilities: ServerFixtures.capabilities(progress: true, watchers: true))
        client.open(mainURI, text: main)
        #expect(try client.diagnostics(mainURI, version: 1).isEmpty)

        // The open Settings buffer renames the identifier: Main's reference no longer resolves.
        client.open(settingsURL.absoluteString, text: settings)
        _ = try client.diagnostics(settingsURL.absoluteString, version: 1)
        let renamed = settings.replacingOccurrences(of: #"storyboardIdentifier="Privacy""#, with: #"storyboardIdentifier="Private""#)
        var cursor = client.messageCount
        client.change(settingsURL.absoluteString, version: 2, [TextDocumentContentChangeEvent(text: renamed)])
        _ = try client.nextDiagnostics(mainURI, since: cursor) { $0.map(\.code) == ["unresolved_storyboard_reference"] }

        // Closing Settings makes the disk the truth again: the reference resolves.
        cursor = client.messageCount
        client.notify(DidCloseTextDocumentNotification(textDocument: TextDocumentIdentifier(uri: settingsURL.absoluteString)))
        _ = try client.nextDiagnostics(mainURI, since: cursor) { $0.isEmpty }

        // A change on disk, reported by the watcher, re-diagnoses Main too.
        try Data(renamed.utf8).write(to: settingsURL)
        cursor = client.messageCount
        client.notify(DidChangeWatchedFilesNotification(changes: [FileEvent(uri: settingsURL.absoluteString, type: .changed)]))
        _ = try client.nextDiagnostics(mainURI, since: cursor) { $0.map(\.code) == ["unresolved_storyboard_reference"] }

        // The watcher was registered dynamically, and indexing reported work-done progress.
        let registration = client.received.first { $0["method"]?.stringValue == RegisterCapabilityRequest.method }
        #expect(registration?["params"]?["registrations"]?.arrayValue?.first?["method"] == .string(DidChangeWatchedFilesNotification.method))
        let progress = client.notifications(ProgressNotification.self).map(\.value.kind)
        #expect(progress.first == "begin" && progress.last == "end")
        #expect(try client.shutdownAndExit() == 0)
    }

    @Test func pullDiagnosticsReportFullThenUnchanged() throws {
        let root = try ServerFixtures.project(["App/Main.storyboard": text, "App/Other.storyboard": text])
        defer { try? FileManager.default.removeItem(at: root) }
        let mainURI = root.appendingPathComponent("App/Main.storyboard").absoluteString
        let client = LSPTestClient()
        // A client that pulls gets no pushed diagnostics.
        var capabilities = ServerFixtures.capabilities()
        if case .object(var members) = capabilities, case .object(var document)? = members["textDocument"] {
            document["diagnostic"] = .object([:])
            members["textDocument"] = .object(document)
            capabilities = .object(members)
        }
        try client.initialize(root: root, capabilities: capabilities)
        client.open(mainURI, text: text)
        let full = try client.request(DocumentDiagnosticRequest(textDocument: TextDocumentIdentifier(uri: mainURI)))
        #expect(full.kind == "full")
        #expect(full.items?.map(\.code) == ["missing_tab_bar_item", "missing_tab_bar_item"])
        let resultID = try #require(full.resultId)
        let same = try client.request(
            DocumentDiagnosticRequest(textDocument: TextDocumentIdentifier(uri: mainURI), previousResultId: resultID))
        #expect(same.kind == "unchanged" && same.resultId == resultID)

        let workspace = try client.request(WorkspaceDiagnosticRequest())
        #expect(workspace.items.map { URL(string: $0.uri)!.lastPathComponent }.sorted() == ["Main.storyboard", "Other.storyboard"])
        #expect(workspace.items.first { $0.uri == mainURI }?.version == 1)
        #expect(workspace.items.first { $0.uri == mainURI }?.resultId == resultID)
        // Nothing changed: the next pull is held open rather than answered with all-unchanged at once.
        let previous = workspace.items.map { PreviousResultID(uri: $0.uri, value: $0.resultId!) }
        let held = client.send(WorkspaceDiagnosticRequest(previousResultIds: previous))
        #expect(client.waitFor(timeout: 0.5) { $0["method"] == nil && $0["id"] == LSPTestClient.json(held) } == nil)
        // An edit answers it: the edited file in full, the other unchanged.
        let at = ServerFixtures.position(of: #"title="Search""#, in: text)
        client.change(mainURI, version: 2, [TextDocumentContentChangeEvent(range: LSPRange(start: at, end: at), text: #"image="magnifier" "#)])
        let answer = try client.decode(WorkspaceDiagnosticReport.self, from: try client.response(to: held)["result"] ?? .null)
        let main = try #require(answer.items.first { $0.uri == mainURI })
        #expect(main.kind == "full" && main.version == 2 && main.items?.map(\.code) == ["missing_tab_bar_item"])
        #expect(answer.items.filter { $0.uri != mainURI }.map(\.kind) == ["unchanged"])
        // A request still held at shutdown is answered then.
        let last = client.send(
            WorkspaceDiagnosticRequest(previousResultIds: answer.items.map { PreviousResultID(uri: $0.uri, value: $0.resultId!) }))
        #expect(client.waitFor(timeout: 0.3) { $0["method"] == nil && $0["id"] == LSPTestClient.json(last) } == nil)
        _ = try client.request(ShutdownRequest())
        #expect(try client.response(to: last)["result"]?["items"]?.arrayValue?.count == 2)
        #expect(client.notifications(PublishDiagnosticsNotification.self).isEmpty)
        client.notify(ExitNotification())
        #expect(client.waitForExit() == 0)
    }
}
