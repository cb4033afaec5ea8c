import TabLintTestSupport
import Testing

@testable import TabLintWorkspace

/// Sources grouped by their nearest project folder, whatever order they come in; a file two walks met is listed once.
@Suite struct SourceIndexTests {
    static let boundaries: Set<String> = ["", "/r/App", "/r/App/Packages/Kit"]
    static let sources = [
        "/r/App/A.swift", "/r/App/B.swift", "/r/App/Sub/C.m", "/r/App/Packages/Kit/K.swift", "/r/App/Packages/Kit/Sub/L.swift",
        "/r/App/Packages/M.swift", "/r/Loose.swift", "/r/App/Sub/D.h",
    ]

    @Test(arguments: 0..<5) func groupsAreThoseOfEachFilesNearestBoundary(seed: Int) {
        // The walk's order (a folder's files together), reversed, and shuffled.
        var generator = SplitMix64(seed: UInt64(seed))
        let order = seed == 0 ? Self.sources : seed == 1 ? Self.sources.reversed() : Self.sources.shuffled(using: &generator)
        let index = SourceIndex(order, boundaries: Self.boundaries)
        #expect(
            index.sources(in: "/r/App").map(Set.init) == [
                "/r/App/A.swift", "/r/App/B.swift", "/r/App/Sub/C.m", "/r/App/Packages/M.swift", "/r/App/Sub/D.h",
            ])
        #expect(index.sources(in: "/r/App/Packages/Kit").map(Set.init) == ["/r/App/Packages/Kit/K.swift", "/r/App/Packages/Kit/Sub/L.swift"])
        #expect(index.sources(in: "") == ["/r/Loose.swift"])
        #expect(index.sources(in: "/r") == nil)
        #expect([String](["/r/App", "/r/App/Packages/Kit", ""].compactMap { index.sources(in: $0) }.joined()).count == Self.sources.count)
    }

    @Test func anInventoryListsEachSourceOnceInWalkOrder() {
        var first = ProjectInventory()
        for path in ["/r/App/A.swift", "/r/App/B.swift"] { first.addFile(path) }
        var second = ProjectInventory()
        for path in ["/r/App/Sub/C.m", "/r/App/B.swift"] { second.addFile(path) }
        #expect(first.sourceFilesInWalkOrder == ["/r/App/A.swift", "/r/App/B.swift"])
        // Two roots that overlap: the file both met is listed once.
        var overlapping = first
        overlapping.merge(second)
        #expect(overlapping.sourceFilesInWalkOrder == ["/r/App/A.swift", "/r/App/B.swift", "/r/App/Sub/C.m"])
        // Still once when that inventory is merged again, as a part known disjoint from an empty one.
        var total = ProjectInventory()
        total.merge(overlapping, disjoint: true)
        #expect(total.sourceFilesInWalkOrder == ["/r/App/A.swift", "/r/App/B.swift", "/r/App/Sub/C.m"])
        // The parts of one walk are disjoint: nothing is looked for, and nothing is dropped.
        var third = ProjectInventory()
        third.addFile("/r/App/Sub/D.h")
        first.merge(third, disjoint: true)
        #expect(first.sourceFilesInWalkOrder == ["/r/App/A.swift", "/r/App/B.swift", "/r/App/Sub/D.h"])
    }

    /// The memo of nearest boundaries gives what looking each path up on its own gives, for absolute and relative
    /// paths, in any order, with and without `/` as a boundary.
    @Test(arguments: [false, true]) func nearestBoundariesAgreeWithTheLookUpOfEachPath(rootIsABoundary: Bool) {
        let boundaries: Set<String> = rootIsABoundary ? ["/", "/r/App", "rel/App", "/r/App/Kit"] : ["/r/App", "rel/App", "/r/App/Kit"]
        var paths: [String] = ["/A.swift", "A.swift", "/r/B.swift", "rel/C.swift", "rel/App/D.swift", "rel/App/Sub/E.swift"]
        let folders = ["/r", "/r/App", "/r/App/Kit", "/r/App/Kit/Sub", "/r/AppX", "/r/App/Sub/Deeper", "rel", "rel/App/Kit"]
        for folder in folders { paths += ["\(folder)/F.swift", "\(folder)/G.m"] }
        var generator = SplitMix64(seed: 11)
        for order in [paths, paths.reversed(), paths.shuffled(using: &generator)] {
            var nearest = ProjectKnowledge.NearestBoundaries(boundaries)
            for path in order {
                #expect(nearest(path) == ProjectKnowledge.nearestBoundary(of: path, in: boundaries), "\(path)")
            }
        }
    }
}
