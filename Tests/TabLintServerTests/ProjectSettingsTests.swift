import Foundation
import LSPProtocol
import TabLintCore
import TabLintServer
import TabLintTestSupport
import Testing

/// The server reads what `tablint lint` reads besides the documents: `.tablint.yml` and the project's asset
/// catalogs, and it follows changes to the catalogs on disk.
@Suite(.serialized) struct ProjectSettingsTests {
    /// One tab whose item names the image 'feed', in a project with an asset catalog.
    static let main = Example.storyboard(
        """
        <tabBarController id="tbc" sceneMemberID="viewController">
            <connections><segue destination="a" kind="relationship" relationship="viewControllers" id="s1"/></connections>
        </tabBarController>
        <viewController id="a" sceneMemberID="viewController">
            <tabBarItem key="tabBarItem" title="Feed" image="feed" id="i1"/>
        </viewController>
        """, initial: "tbc")
    static let catalog = ["App/Assets.xcassets/Contents.json": #"{"info":{"author":"xcode","version":1}}"#]

    @Test func theWorkspaceConfigurationDecidesWhichRulesRun() throws {
        var files = Self.catalog
        files["App/Main.storyboard"] = Self.main
        files[".tablint.yml"] = "disabled_rules: [missing_tab_image]\ncolour: blue\ntitle_based_tab_ordering: error\n"
        let root = try ServerFixtures.project(files)
        defer { try? FileManager.default.removeItem(at: root) }
        let client = LSPTestClient()
        try client.initialize(root: root)
        let main = root.appendingPathComponent("App/Main.storyboard").absoluteString
        client.open(main, text: Self.main)
        #expect(try client.diagnostics(main, version: 1).isEmpty)
        // The unknown key is an error in the log; the rest of the file still applies (missing_tab_image is off).
        #expect(client.logLines.contains { $0.contains(".tablint.yml:2:1: error: Unknown key 'colour'") })
        #expect(try client.shutdownAndExit() == 0)
    }

    @Test func addingTheMissingImageToTheCatalogClearsTheFinding() throws {
        var files = Self.catalog
        files["App/Main.storyboard"] = Self.main
        let root = try ServerFixtures.project(files)
        defer { try? FileManager.default.removeItem(at: root) }
        let client = LSPTestClient()
        try client.initialize(root: root)
        let main = root.appendingPathComponent("App/Main.storyboard").absoluteString
        client.open(main, text: Self.main)
        #expect(try client.diagnostics(main, version: 1).map(\.code) == ["missing_tab_image"])

        let imageSet = root.appendingPathComponent("App/Assets.xcassets/feed.imageset")
        try FileManager.default.createDirectory(at: imageSet, withIntermediateDirectories: true)
        let contents = imageSet.appendingPathComponent("Contents.json")
        try Data(#"{"images":[{"filename":"feed.png","idiom":"universal"}],"info":{"author":"xcode","version":1}}"#.utf8).write(to: contents)
        let before = client.messageCount
        client.notify(DidChangeWatchedFilesNotification(changes: [FileEvent(uri: contents.absoluteString, type: .created)]))
        let republished = try #require(
            client.waitFor(since: before) { message in
                guard case .string(PublishDiagnosticsNotification.method)? = message["method"], case .object(let params)? = message["params"]
                else { return false }
                return params["uri"] == .string(main)
            })
        let params = try client.decode(PublishDiagnosticsNotification.self, from: try #require(republished["params"]))
        #expect(params.diagnostics.isEmpty)
        #expect(try client.shutdownAndExit() == 0)
    }
}
