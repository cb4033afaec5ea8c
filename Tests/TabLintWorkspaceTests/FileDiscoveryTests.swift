import Foundation
import Testing

@testable import TabLintWorkspace

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

    /// An Interface Builder 2 `.nib` package is copied into the bundle as it is: the `objects.xib` inside is its own
    /// part, never a document Xcode compiles.
    @Test func skipsTheInsideOfNibPackages() throws {
        let root = try makeTree(["App/Main.storyboard", "Vendor/TestData/Carbon.nib/objects.xib", "Vendor/Real.xib"])
        defer { try? FileManager.default.removeItem(at: root) }
        let found = try FileDiscovery.documents(under: [root]).map { $0.path.replacingOccurrences(of: root.standardizedFileURL.path + "/", with: "") }
        #expect(found == ["App/Main.storyboard", "Vendor/Real.xib"])
    }

    /// A file the walk would read that is not a regular file is noted, with why, and never opened (a named pipe
    /// would block); one whose name the walk does not want is none of its business. Excluded documents are not noted.
    @Test func notesPipesItWouldReadAsUnreadable() throws {
        let root = try makeTree(["App/Base.lproj/Main.storyboard", "Legacy/keep.txt"])
        defer { try? FileManager.default.removeItem(at: root) }
        for path in ["App/Base.lproj/Pipe.storyboard", "App/de.lproj/Main.strings", "App/notes.txt", "Legacy/Old.xib"] {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try #require(mkfifo(url.path, 0o644) == 0)
        }
        let base = root.standardizedFileURL.path + "/"
        let inventory = try FileDiscovery.inventory(under: [root]) { path, _ in path.hasPrefix(base + "Legacy") && !path.hasSuffix("Legacy") }
        #expect(
            inventory.unreadable.map { String($0.key.dropFirst(base.count)) }.sorted() == [
                "App/Base.lproj/Pipe.storyboard", "App/de.lproj/Main.strings",
            ])
        #expect(Set(inventory.unreadable.values) == ["it is a named pipe (FIFO), not a regular file"])
        #expect(inventory.documents.map { String($0.dropFirst(base.count)) } == ["App/Base.lproj/Main.storyboard"])
        #expect(inventory.stringsFiles.isEmpty)
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

    @Test func oneWalkFindsCatalogsImagesAndLocalizationsWithoutEnteringSets() throws {
        let root = try makeTree([
            "App/Base.lproj/Main.storyboard", "App/de.lproj/Main.strings", "App/de.lproj/Localizable.strings",
            "App/Assets.xcassets/Contents.json", "App/Assets.xcassets/feed.imageset/Contents.json",
            "App/Assets.xcassets/feed.imageset/feed.png", "App/Assets.xcassets/feed.imageset/nested.storyboard",
            "App/Assets.xcassets/Icons/Contents.json", "App/Assets.xcassets/Icons/bell.symbolset/bell.svg",
            "App/Images/star@2x.png", "App/Notes.strings", ".build/Assets.xcassets/x.imageset/Contents.json",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let inventory = try FileDiscovery.inventory(under: [root])
        let base = root.standardizedFileURL.path + "/"
        func relative(_ paths: some Sequence<String>) -> [String] { paths.map { String($0.dropFirst(base.count)) }.sorted() }
        #expect(relative(inventory.documents) == ["App/Base.lproj/Main.storyboard"])
        #expect(relative(inventory.stringsFiles) == ["App/de.lproj/Localizable.strings", "App/de.lproj/Main.strings"])
        #expect(relative(inventory.imageSets.keys) == ["App/Assets.xcassets/Icons/bell.symbolset", "App/Assets.xcassets/feed.imageset"])
        #expect(relative(inventory.groupContents) == ["App/Assets.xcassets/Icons/Contents.json"])
        #expect(relative(inventory.looseImages) == ["App/Images/star@2x.png"])
        #expect(relative(inventory.catalogs) == ["App/Assets.xcassets"])
    }

    /// Exclusions decide for folders (not walked) and IB documents; an `included`-style predicate that rejects
    /// every other file still leaves the project's catalogs, images and localizations in place.
    @Test func exclusionsApplyToFoldersAndDocumentsNotToResources() throws {
        let root = try makeTree([
            "App/Base.lproj/Main.storyboard", "App/Base.lproj/Other.storyboard", "App/de.lproj/Main.strings",
            "App/Assets.xcassets/feed.imageset/Contents.json", "App/Images/star.png", "Vendor/Base.lproj/Kit.storyboard",
            "Vendor/Kit.xcassets/kit.imageset/Contents.json",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let base = root.standardizedFileURL.path + "/"
        var asked: [String] = []
        let inventory = try FileDiscovery.inventory(under: [root]) { path, isDirectory in
            let relative = String(path.dropFirst(base.count))
            asked.append(relative)
            return isDirectory ? relative == "Vendor" : relative != "App/Base.lproj/Main.storyboard"
        }
        func relative(_ paths: some Sequence<String>) -> [String] { paths.map { String($0.dropFirst(base.count)) }.sorted() }
        #expect(relative(inventory.documents) == ["App/Base.lproj/Main.storyboard"])
        #expect(relative(inventory.stringsFiles) == ["App/de.lproj/Main.strings"])
        #expect(relative(inventory.imageSets.keys) == ["App/Assets.xcassets/feed.imageset"])
        #expect(relative(inventory.looseImages) == ["App/Images/star.png"])
        #expect(!asked.contains("App/Images/star.png"), "resources are not offered to the exclusion predicate")
    }
}
