import Foundation
import TabLintSource
import Testing

@testable import TabLintWorkspace

/// A workspace knows the images and localizations of its project, built the same way from disk and memory.
@Suite struct WorkspaceResourcesTests {
    private let files: [String: [UInt8]] = [
        "App/Base.lproj/Main.storyboard": Array(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
            <scenes><scene sceneID="s"><objects><tabBarController id="tabs" sceneMemberID="viewController"/></objects></scene></scenes>
            </document>
            """.utf8),
        "App/Views/Cell.xib": Array(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
            <objects><viewController id="c"><tabBarItem key="tabBarItem" title="Cell" id="i"/></viewController></objects>
            </document>
            """.utf8),
        "App/de.lproj/Main.strings": [0xFF, 0xFE] + Array("\"t.title\" = \"Start\";".utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] },
        "App/fr.lproj/Main.strings": Array("\"t.title\" = \"Début\"".utf8),
        "App/de.lproj/Localizable.strings": Array("never read".utf8),
        "App/Other.storyboard": Array(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch"><scenes/></document>
            """.utf8),
        "App/de.lproj/Other.strings": Array("not read either: Other.storyboard has no tabs".utf8),
        "App/Views/de.lproj/Cell.strings": Array("\"c.text\" = \"Zelle\";".utf8),
        "App/Assets.xcassets/Icons/Contents.json": Array(#"{"properties":{"provides-namespace":true}}"#.utf8),
        "App/Assets.xcassets/Icons/feed.imageset/Contents.json": Array("{}".utf8),
        "App/Assets.xcassets/Broken/Contents.json": Array("{ not json".utf8),
        "App/Assets.xcassets/Broken/star.imageset/Contents.json": Array("{}".utf8),
    ]

    private func check(_ workspace: Workspace, root: String) throws {
        let storyboard = try #require(workspace.document(at: URL(fileURLWithPath: root + "/App/Base.lproj/Main.storyboard")))
        let localizations = workspace.localizations(of: storyboard.source)
        #expect(localizations.map(\.language) == ["de", "fr"])
        #expect(localizations[0].entries == ["t.title": "Start"])
        #expect(localizations[1].problem?.message == "missing ';' after the entry on line 1")
        let cell = try #require(workspace.document(at: URL(fileURLWithPath: root + "/App/Views/Cell.xib")))
        #expect(workspace.localizations(of: cell.source).map(\.displayName) == ["de.lproj/Cell.strings"])
        #expect(
            workspace.resources.stringsTables.count == 3,
            "Localizable.strings localizes no document and Other.storyboard has no tabs: neither is read")
        let images = workspace.resources.images
        #expect(images.provides("Icons/feed") && !images.provides("feed"))
        #expect(images.provides("star") && images.provides("Broken/star"))
        #expect(images.unreadableGroups == [root + "/App/Assets.xcassets/Broken"])
    }

    @Test func memoryAndDiskGiveTheSameProject() throws {
        let memoryRoot = "/tablint-memory"
        var inMemory: [String: [UInt8]] = [:]
        for (path, bytes) in files { inMemory[memoryRoot + "/" + path] = bytes }
        try check(Workspace.inMemory(inMemory, roots: [URL(fileURLWithPath: memoryRoot)]), root: memoryRoot)

        let disk = FileManager.default.temporaryDirectory.appendingPathComponent("tablint-resources-\(UUID().uuidString)").standardizedFileURL
        defer { try? FileManager.default.removeItem(at: disk) }
        for (path, bytes) in files {
            let url = disk.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(bytes).write(to: url)
        }
        try check(Workspace.load(paths: [disk]), root: disk.path)
    }

    @Test func replacingADocumentKeepsTheProjectResources() throws {
        var inMemory: [String: [UInt8]] = [:]
        for (path, bytes) in files { inMemory["/m/" + path] = bytes }
        let workspace = Workspace.inMemory(inMemory, roots: [URL(fileURLWithPath: "/m")])
        let replaced = workspace.removing(URL(fileURLWithPath: "/m/App/Views/Cell.xib"))
        #expect(replaced.resources.stringsTables.count == 3)
        #expect(replaced.resources.images.provides("Icons/feed"))
    }
}
