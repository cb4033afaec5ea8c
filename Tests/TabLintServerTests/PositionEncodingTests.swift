import Foundation
import LSPProtocol
import TabLintCore
import TabLintServer
import TabLintTestSupport
import Testing

/// Titles with emoji and CJK text land on the right columns in each negotiated encoding, both in what the
/// server publishes and in the edits it receives.
@Suite(.serialized) struct PositionEncodingTests {
    private let text = Example.storyboard(
        """
        <tabBarController id="tbc" sceneMemberID="viewController">
            <connections>
                <segue destination="party" kind="relationship" relationship="viewControllers" id="s1"/>
                <segue destination="home" kind="relationship" relationship="viewControllers" id="s2"/>
            </connections>
        </tabBarController>
        <viewController id="party" sceneMemberID="viewController">
            <tabBarItem key="tabBarItem" badgeValue="🎉" title="设置🎉" id="i2"/>
        </viewController>
        <viewController id="home" sceneMemberID="viewController">
            <tabBarItem key="tabBarItem" title="Home" image="house" catalog="system" id="i3"/>
        </viewController>
        """)

    /// Width of a string in an encoding's units, computed with the standard library (not the server's code).
    private func width(_ string: Substring, _ encoding: String) -> Int {
        switch encoding {
        case "utf-8": return string.utf8.count
        case "utf-32": return string.unicodeScalars.count
        default: return string.utf16.count
        }
    }

    @Test(arguments: ["utf-8", "utf-16", "utf-32"])
    func diagnosticsAndEditsUseTheNegotiatedEncoding(_ encoding: String) throws {
        let client = LSPTestClient()
        let result = try client.initialize(capabilities: ServerFixtures.capabilities(encodings: [encoding]))
        #expect(result.capabilities.positionEncoding.rawValue == encoding)
        client.open(ServerFixtures.uri, text: text)
        let diagnostic = try #require(try client.diagnostics(ServerFixtures.uri, version: 1).first)
        #expect(diagnostic.message == "Tab 1 '设置🎉' has a title but no image")

        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let line = try #require(lines.firstIndex { $0.contains("<tabBarItem") })
        let prefix = lines[line][..<lines[line].range(of: "title=\"")!.upperBound]
        let start = width(prefix, encoding)
        let end = start + width("设置🎉", encoding)
        #expect(diagnostic.range == LSPRange(start: Position(line: line, character: start), end: Position(line: line, character: end)))

        // Replace the title through a range in the same encoding.
        client.change(
            ServerFixtures.uri, version: 2,
            [TextDocumentContentChangeEvent(range: diagnostic.range, text: "Fête 🎈")])
        let edited = try #require(try client.diagnostics(ServerFixtures.uri, version: 2).first)
        #expect(edited.message == "Tab 1 'Fête 🎈' has a title but no image")
        #expect(edited.range.end.character == start + width("Fête 🎈", encoding))
        #expect(try client.shutdownAndExit() == 0)
    }

    @Test func negotiationTakesTheClientsFirstSupportedEncodingElseUTF16() throws {
        for (offered, chosen) in [(["utf-32", "utf-8"], "utf-32"), (["latin-1", "utf-8"], "utf-8"), (["latin-1"], "utf-16"), ([], "utf-16")] {
            let client = LSPTestClient()
            let result = try client.initialize(capabilities: ServerFixtures.capabilities(encodings: offered))
            #expect(result.capabilities.positionEncoding.rawValue == chosen, "offered \(offered)")
            #expect(try client.shutdownAndExit() == 0)
        }
    }
}
