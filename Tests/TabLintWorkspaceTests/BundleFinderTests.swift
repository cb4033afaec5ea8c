import Foundation
import TabLintTestSupport
import Testing

@testable import TabLintWorkspace

/// `BundleFinder` (many paths, each folder's contribution worked out once) must give every path the bundles that
/// the plain definition gives, one path at a time (`naiveBundles`, the walk TabLint used before the finder).
@Suite struct BundleFinderTests {
    private func assertSameBundles(_ workspace: Workspace, paths: [String]) {
        let knowledge = workspace.resources.knowledge
        let finder = BundleFinder(knowledge)
        for path in paths {
            let expected = Self.naiveBundles(of: path, in: knowledge)
            #expect(finder.bundleIndices(of: path) == expected, "\(path)")
            #expect(knowledge.findBundleIndices(of: path) == expected, "\(path)")
        }
    }

    /// The targets that list the path or a folder above it (or hold it in a synchronized folder), each looked up
    /// path prefix by path prefix; else the folder bundles of its nearest boundary.
    static func naiveBundles(of path: String, in knowledge: ProjectKnowledge) -> [Int] {
        let bundles = knowledge.bundles
        var targets: [Int] = []
        if let membership = knowledge.membership {
            var candidate = Substring(path)
            while !candidate.isEmpty {
                let key = String(candidate)
                targets += membership.listed[key] ?? []
                targets += (membership.synchronized[key] ?? []).filter { $0.folder.contains(path) }.map(\.bundle)
                guard let slash = candidate.utf8.lastIndex(of: UInt8(ascii: "/")), slash > candidate.startIndex else { break }
                candidate = candidate[..<slash]
            }
        } else {
            targets = bundles.indices.filter { index in
                if case .target = bundles[index].kind { return bundles[index].contains(path) }
                return false
            }
        }
        if !targets.isEmpty { return Array(Set(targets)).sorted() }
        let folder = knowledge.nearestBoundary(of: path)
        return bundles.indices.filter { index in
            if case .folder = bundles[index].kind { return bundles[index].folder == folder }
            return false
        }
    }

    private func paths(of inventory: ProjectInventory) -> [String] {
        let sets = [inventory.documents, inventory.catalogs, inventory.groupContents, inventory.looseImages, Set(inventory.sourceFilesInWalkOrder)]
        return (sets.flatMap { $0 } + inventory.imageSets.keys + inventory.stringsFiles + inventory.infoPlists).sorted()
    }

    @Test func agreesOnEveryFileOfTheInMemoryTargetsProject() {
        let workspace = ProjectKnowledgeTests.workspace()
        let root = ProjectKnowledgeTests.root
        #expect(workspace.resources.knowledge.membership != nil)
        assertSameBundles(
            workspace,
            paths: [
                "\(root)/Base.lproj/Main.storyboard", "\(root)/Widget/W.storyboard", "\(root)/Pods/Pod.storyboard",
                "\(root)/Widget/Sub/Deeper/image.png", "\(root)/Other/Assets.xcassets/a.imageset", "/elsewhere/x.png", "relative/y.png",
            ])
    }

    @Test(arguments: ["TwoTargets", "Tabster", "PersistByTitle", "RestorationOptIn", "SymbolTabImages", "XclocExport"])
    func agreesOnEveryFileOfACorpusProject(_ name: String) throws {
        let folder = Fixtures.repositoryRoot().appendingPathComponent("Corpus/\(name)")
        let inventory = try FileDiscovery.inventory(under: [folder])
        let workspace = try Workspace.load(paths: [folder])
        let paths = paths(of: inventory)
        #expect(!paths.isEmpty)
        assertSameBundles(workspace, paths: paths)
    }

    /// The real apps (`Fixtures.realAppFolders()`).
    @Test func agreesOnTheRealAppsWhenPresent() throws {
        for folder in try Fixtures.realAppFolders() {
            assertSameBundles(try Workspace.load(paths: [folder]), paths: paths(of: try FileDiscovery.inventory(under: [folder])))
        }
    }
}
