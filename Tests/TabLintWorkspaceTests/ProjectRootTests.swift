import Foundation
import TabLintWorkspace
import Testing

@Suite struct ProjectRootTests {
    private func tree(_ paths: [String]) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("tablint-root-\(UUID().uuidString)")
        for path in paths {
            let url = root.appendingPathComponent(path)
            if path.hasSuffix("/") {
                try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            } else {
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data().write(to: url)
            }
        }
        return root.standardizedFileURL
    }

    @Test func nearestFolderWithAProjectMarkerWins() throws {
        let root = try tree(["Shop/.git/", "Shop/App/App.xcodeproj/", "Shop/App/App/Base.lproj/Main.storyboard", "Shop/Kit/Package.swift"])
        defer { try? FileManager.default.removeItem(at: root) }
        let main = root.appendingPathComponent("Shop/App/App/Base.lproj/Main.storyboard")
        #expect(FileDiscovery.projectRoot(containing: main).path == root.appendingPathComponent("Shop/App").path)
        let kit = root.appendingPathComponent("Shop/Kit/Sources/View.xib")
        #expect(
            FileDiscovery.projectRoot(containing: kit).path == root.appendingPathComponent("Shop/Kit").path,
            "folders that do not exist yet are skipped")
    }

    @Test func withoutMarkersTheFallbackOrTheFilesFolder() throws {
        let root = try tree(["Plain/App/Base.lproj/Main.storyboard"])
        defer { try? FileManager.default.removeItem(at: root) }
        let main = root.appendingPathComponent("Plain/App/Base.lproj/Main.storyboard")
        let plain = root.appendingPathComponent("Plain")
        // (Assumes no project marker above the temporary folder.)
        #expect(FileDiscovery.projectRoot(containing: main).path == main.deletingLastPathComponent().path)
        #expect(FileDiscovery.projectRoot(containing: main, fallback: plain).path == plain.path)
        let unrelated = root.appendingPathComponent("Elsewhere")
        #expect(FileDiscovery.projectRoot(containing: main, fallback: unrelated).path == main.deletingLastPathComponent().path)
    }
}
