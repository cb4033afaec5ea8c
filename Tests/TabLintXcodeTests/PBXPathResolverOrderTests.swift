import Testing

@testable import TabLintXcode

/// Paths resolve the same on every run: a file two groups list belongs to the first group in the text.
struct PBXPathResolverOrderTests {
    static func resolvedPath(groupsInOrder first: String, _ second: String) throws -> String? {
        let text = """
            { objects = {
                G0 = {isa = PBXGroup; children = (\(first), \(second)); sourceTree = "<group>"; };
                \(first) = {isa = PBXGroup; children = (F1); path = \(first)Folder; sourceTree = "<group>"; };
                \(second) = {isa = PBXGroup; children = (F1); path = \(second)Folder; sourceTree = "<group>"; };
                F1 = {isa = PBXFileReference; path = x.swift; sourceTree = "<group>"; };
            }; }
            """
        let objects = try #require(try OpenStepPlist.parse(Array(text.utf8)).dictionary?["objects"]?.dictionary)
        return PBXPathResolver(objects: PBXObjects(objects), sourceRoot: "/root").path(of: "F1")
    }

    @Test func aChildOfTwoGroupsBelongsToTheFirstInTheText() throws {
        #expect(try Self.resolvedPath(groupsInOrder: "GA", "GB") == "/root/GAFolder/x.swift")
        #expect(try Self.resolvedPath(groupsInOrder: "GB", "GA") == "/root/GBFolder/x.swift")
    }

    @Test func objectsComeInTheOrderOfTheText() throws {
        let text = "{ B = {isa = X;}; A = {isa = Y;}; C = notAnObject; D = {isa = Z;}; B = {isa = W;}; }"
        let objects = PBXObjects(try #require(try OpenStepPlist.parse(Array(text.utf8)).dictionary))
        #expect(objects.all.map(\.id) == ["B", "A", "D"])
        #expect(objects["B"]?.isa == "W")
    }

    /// A damaged project whose groups are each other's parents: the walk up stops where it meets a group again,
    /// which then stands on the project folder; every path still resolves, on every order of asking.
    @Test func groupsThatAreEachOthersParentsStillResolve() throws {
        let text = """
            { objects = {
                G1 = {isa = PBXGroup; children = (G2); path = one; sourceTree = "<group>"; };
                G2 = {isa = PBXGroup; children = (G1, F1); path = two; sourceTree = "<group>"; };
                G3 = {isa = PBXGroup; children = (G3, F2); path = three; sourceTree = "<group>"; };
                F1 = {isa = PBXFileReference; path = x.swift; sourceTree = "<group>"; };
                F2 = {isa = PBXFileReference; path = y.swift; sourceTree = "<group>"; };
            }; }
            """
        let objects = PBXObjects(try #require(try OpenStepPlist.parse(Array(text.utf8)).dictionary?["objects"]?.dictionary))
        let fileFirst = PBXPathResolver(objects: objects, sourceRoot: "/root")
        #expect(fileFirst.path(of: "F1") == "/root/one/two/x.swift")
        #expect(fileFirst.path(of: "G1") == "/root/one")
        let groupFirst = PBXPathResolver(objects: objects, sourceRoot: "/root")
        #expect(groupFirst.path(of: "G1") == "/root/two/one")
        #expect(groupFirst.path(of: "F1") == "/root/two/x.swift")
        // A group that lists itself.
        #expect(fileFirst.path(of: "F2") == "/root/three/y.swift")
        #expect(fileFirst.files(of: "F2") == ["/root/three/y.swift"])
    }
}
