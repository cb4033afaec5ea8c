import Foundation
import Testing

@testable import TabLintGraph

@Suite struct FileDiscoveryTests {
    private func makeTree(_ paths: [String]) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("tablint-discovery-\(UUID().uuidString)")
        for path in paths {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data().write(to: url)
        }
        return root
    }

    @Test func findsStoryboardsAndXibsAndSkipsBuildFolders() throws {
        let root = try makeTree([
            "App/Base.lproj/Main.storyboard", "App/View.xib", "App/Notes.txt", "App/Upper.XIB",
            ".git/x.storyboard", ".build/y.xib", "DerivedData/z.storyboard", "App/.build-release/w.xib",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let found = try FileDiscovery.documents(under: [root]).map { $0.path.replacingOccurrences(of: root.standardizedFileURL.path + "/", with: "") }
        #expect(found == ["App/Base.lproj/Main.storyboard", "App/Upper.XIB", "App/View.xib"])
    }

    @Test func takesNamedFilesAsTheyAreAndRejectsMissingPaths() throws {
        let root = try makeTree(["a.storyboard", "b.xml"])
        defer { try? FileManager.default.removeItem(at: root) }
        let found = try FileDiscovery.documents(under: [root.appendingPathComponent("b.xml"), root, root.appendingPathComponent("a.storyboard")])
        #expect(found.map(\.lastPathComponent) == ["a.storyboard", "b.xml"])
        #expect(throws: FileDiscovery.Failure.missing(root.appendingPathComponent("nope").path)) {
            try FileDiscovery.documents(under: [root.appendingPathComponent("nope")])
        }
    }
}
