import Foundation
import LSPProtocol
import TabLintCore
import TabLintTestSupport

/// Storyboards the server tests open.
enum ServerFixtures {
    static let uri = "file:///tablint-lsp-test/App/Main.storyboard"

    /// A tab bar with two tabs that give findings, the first without item (warning), the second with a title but
    /// no image (info), and a third with an icon (text-only tabs are reported only next to tabs with icons).
    static let twoTabs = Example.storyboard(
        """
        <tabBarController title="Main" restorationIdentifier="tabs" id="tbc" sceneMemberID="viewController">
            <connections>
                <segue destination="feed" kind="relationship" relationship="viewControllers" id="s1"/>
                <segue destination="search" kind="relationship" relationship="viewControllers" id="s2"/>
                <segue destination="saved" kind="relationship" relationship="viewControllers" id="s3"/>
            </connections>
        </tabBarController>
        <viewController title="Feed" restorationIdentifier="feed" id="feed" sceneMemberID="viewController"/>
        <viewController restorationIdentifier="search" id="search" sceneMemberID="viewController">
            <tabBarItem key="tabBarItem" title="Search" id="i2"/>
        </viewController>
        <viewController restorationIdentifier="saved" id="saved" sceneMemberID="viewController">
            <tabBarItem key="tabBarItem" title="Saved" image="bookmark" catalog="system" id="i3"/>
        </viewController>
        """, initial: "tbc")

    /// Client capabilities: UTF-16 unless told otherwise, hierarchical symbols, markdown hover, push diagnostics.
    static func capabilities(encodings: [String] = [], progress: Bool = false, watchers: Bool = false) -> LSPAny {
        .object([
            "general": .object(["positionEncodings": .array(encodings.map { .string($0) })]),
            "window": .object(["workDoneProgress": .bool(progress)]),
            "workspace": .object(["didChangeWatchedFiles": .object(["dynamicRegistration": .bool(watchers)])]),
            "textDocument": .object([
                "documentSymbol": .object(["hierarchicalDocumentSymbolSupport": .bool(true)]),
                "hover": .object(["contentFormat": .array([.string("markdown"), .string("plaintext")])]),
            ]),
        ])
    }

    /// The zero-based line and UTF-16 column of the first occurrence of `needle` (plus `offset` characters).
    static func position(of needle: String, in text: String, offset: Int = 0) -> Position {
        let range = text.range(of: needle)!
        let before = text[..<range.lowerBound]
        let line = before.filter { $0 == "\n" }.count
        let lineStart = before.lastIndex(of: "\n").map { text.index(after: $0) } ?? text.startIndex
        return Position(line: line, character: text[lineStart..<range.lowerBound].utf16.count + offset)
    }

    /// A temporary project folder with `files` (relative path → text).
    static func project(_ files: [String: String]) throws -> URL {
        try CommandRunner.project(files)
    }
}
