import Foundation
import TabLintCore
import TabLintTestSupport
import Testing

@testable import TabLintWorkspace

/// `BundleImages` looks a catalog up once for all its sets: every set must still get the bundles the plain
/// definition gives it (`BundleFinderTests.naiveBundles`), also where something inside a catalog tells its sets apart.
@Suite struct BundleImagesTests {
    /// The bundles of the inventory's catalogs, sets and loose images, one path at a time, in the order
    /// `BundleImages.bundles(of:in:)` gives them.
    private func naiveBundles(_ inventory: ProjectInventory, _ knowledge: ProjectKnowledge) -> [[Int]] {
        let paths = Array(inventory.catalogs) + Array(inventory.imageSets.keys) + Array(inventory.looseImages)
        return paths.map { BundleFinderTests.naiveBundles(of: $0, in: knowledge) }
    }

    private func assertSameBundles(_ folder: URL) throws {
        let inventory = try FileDiscovery.inventory(under: [folder])
        let knowledge = try Workspace.load(paths: [folder]).resources.knowledge
        #expect(BundleImages.bundles(of: inventory, in: knowledge) == naiveBundles(inventory, knowledge), "\(folder.path)")
    }

    @Test(arguments: ["TwoTargets", "Tabster", "PersistByTitle", "RestorationOptIn", "SymbolTabImages", "XclocExport"])
    func agreesOnEveryImageOfACorpusProject(_ name: String) throws {
        try assertSameBundles(Fixtures.repositoryRoot().appendingPathComponent("Corpus/\(name)"))
    }

    /// The real apps (`Fixtures.realAppFolders()`).
    @Test func agreesOnTheRealAppsWhenPresent() throws {
        for folder in try Fixtures.realAppFolders() { try assertSameBundles(folder) }
    }

    /// The app lists the catalog; the widget lists one set inside it, which then ships in both.
    static let pbxproj = Fixtures.pbxproj(objects: [
        #"B100 = {isa = PBXBuildFile; fileRef = F100; };"#,
        #"B110 = {isa = PBXBuildFile; fileRef = F110; };"#,
        #"B200 = {isa = PBXBuildFile; fileRef = F200; };"#,
        #"B210 = {isa = PBXBuildFile; fileRef = F210; };"#,
        #"F100 = {isa = PBXFileReference; path = Main.storyboard; sourceTree = "<group>"; };"#,
        #"F110 = {isa = PBXFileReference; path = Assets.xcassets; sourceTree = "<group>"; };"#,
        #"F200 = {isa = PBXFileReference; path = W.storyboard; sourceTree = "<group>"; };"#,
        #"F210 = {isa = PBXFileReference; path = Assets.xcassets/Special.imageset; sourceTree = "<group>"; };"#,
        #"G000 = {isa = PBXGroup; children = (F100, F110, F200, F210, ); sourceTree = "<group>"; };"#,
        #"R100 = {isa = PBXResourcesBuildPhase; files = (B100, B110, ); };"#,
        #"R200 = {isa = PBXResourcesBuildPhase; files = (B200, B210, ); };"#,
        #"T100 = {isa = PBXNativeTarget; buildPhases = (R100, ); name = App; productType = "com.apple.product-type.application"; };"#,
        #"T200 = {isa = PBXNativeTarget; buildPhases = (R200, ); name = Widget; productType = "com.apple.product-type.app-extension"; };"#,
        #"P000 = {isa = PBXProject; mainGroup = G000; projectDirPath = ""; targets = (T100, T200, ); };"#,
    ])

    /// Written to disk, so that the walk also meets `.git` in a catalog group (a boundary there).
    private func project(in folder: URL) throws {
        let storyboard = Example.storyboard(#"<viewController id="home" sceneMemberID="viewController"/>"#, initial: "home")
        let files: [String: String] = [
            "App.xcodeproj/project.pbxproj": Self.pbxproj, "Main.storyboard": storyboard, "W.storyboard": storyboard,
            "Assets.xcassets/Plain.imageset/Contents.json": "{}", "Assets.xcassets/Special.imageset/Contents.json": "{}",
            "Loose.xcassets/Outer.imageset/Contents.json": "{}", "Loose.xcassets/Inner/.git/HEAD": "ref: main",
            "Loose.xcassets/Inner/Walled.imageset/Contents.json": "{}", "Loose.xcassets/Inner/Contents.json": "{}",
        ]
        for (path, text) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
    }

    @Test func aPathListedInsideACatalogOrABoundaryThereSetsItsSetsApart() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tablint-bundle-images-\(UUID().uuidString)")
            .standardizedFileURL
        defer { try? FileManager.default.removeItem(at: folder) }
        try project(in: folder)
        try assertSameBundles(folder)

        let workspace = try Workspace.load(paths: [folder])
        let main = workspace.images(for: try #require(workspace.document(at: folder.appendingPathComponent("Main.storyboard"))).source)
        let widget = workspace.images(for: try #require(workspace.document(at: folder.appendingPathComponent("W.storyboard"))).source)
        #expect(main.provides("Plain") && main.provides("Special"))
        #expect(widget.provides("Special") && !widget.provides("Plain"))
        // The boundary in `Loose.xcassets` puts `Walled` in a folder bundle of its own, apart from `Outer`.
        let inventory = try FileDiscovery.inventory(under: [folder])
        let knowledge = workspace.resources.knowledge
        let outer = knowledge.findBundleIndices(of: folder.appendingPathComponent("Loose.xcassets/Outer.imageset").path)
        let walled = knowledge.findBundleIndices(of: folder.appendingPathComponent("Loose.xcassets/Inner/Walled.imageset").path)
        #expect(inventory.boundaries.contains(folder.appendingPathComponent("Loose.xcassets/Inner").path))
        #expect(!walled.isEmpty && outer != walled)
    }
    /// The app lists its catalog; the widget's synchronized folder holds another catalog, one of whose sets its
    /// exceptions leave out.
    static let synchronizedPbxproj = Fixtures.pbxproj(objects: [
        #"B100 = {isa = PBXBuildFile; fileRef = F100; };"#,
        #"B110 = {isa = PBXBuildFile; fileRef = F110; };"#,
        #"F100 = {isa = PBXFileReference; path = Main.storyboard; sourceTree = "<group>"; };"#,
        #"F110 = {isa = PBXFileReference; path = Assets.xcassets; sourceTree = "<group>"; };"#,
        #"S300 = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (E300, ); path = Widget; sourceTree = "<group>"; };"#,
        #"E300 = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Media.xcassets/Hidden.imageset, ); target = T200; };"#,
        #"G000 = {isa = PBXGroup; children = (F100, F110, S300, ); sourceTree = "<group>"; };"#,
        #"R100 = {isa = PBXResourcesBuildPhase; files = (B100, B110, ); };"#,
        #"T100 = {isa = PBXNativeTarget; buildPhases = (R100, ); name = App; productType = "com.apple.product-type.application"; };"#,
        #"T200 = {isa = PBXNativeTarget; buildPhases = (); fileSystemSynchronizedGroups = (S300, ); name = Widget; productType = "com.apple.product-type.app-extension"; };"#,
        #"P000 = {isa = PBXProject; mainGroup = G000; projectDirPath = ""; targets = (T100, T200, ); };"#,
    ])

    /// A synchronized folder tells apart the sets of a catalog inside it, and no other catalog's.
    @Test func aSynchronizedFolderSetsApartOnlyTheSetsOfTheCatalogsItHolds() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tablint-bundle-images-\(UUID().uuidString)")
            .standardizedFileURL
        defer { try? FileManager.default.removeItem(at: folder) }
        let storyboard = Example.storyboard(#"<viewController id="home" sceneMemberID="viewController"/>"#, initial: "home")
        let files: [String: String] = [
            "App.xcodeproj/project.pbxproj": Self.synchronizedPbxproj, "Main.storyboard": storyboard, "Widget/W.storyboard": storyboard,
            "Assets.xcassets/Plain.imageset/Contents.json": "{}", "Widget/Media.xcassets/Shown.imageset/Contents.json": "{}",
            "Widget/Media.xcassets/Hidden.imageset/Contents.json": "{}",
        ]
        for (path, text) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        try assertSameBundles(folder)

        let workspace = try Workspace.load(paths: [folder])
        let knowledge = workspace.resources.knowledge
        let opaque = BundleImages.opaqueCatalogs(knowledge)
        #expect(opaque(folder.appendingPathComponent("Assets.xcassets").path))
        #expect(!opaque(folder.appendingPathComponent("Widget/Media.xcassets").path))
        let widget = workspace.images(for: try #require(workspace.document(at: folder.appendingPathComponent("Widget/W.storyboard"))).source)
        let main = workspace.images(for: try #require(workspace.document(at: folder.appendingPathComponent("Main.storyboard"))).source)
        #expect(widget.provides("Shown") && !widget.provides("Hidden") && !widget.provides("Plain"))
        #expect(main.provides("Plain") && !main.provides("Shown"))
    }
}
