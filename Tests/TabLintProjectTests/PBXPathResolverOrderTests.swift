import Testing

@testable import TabLintProject

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
}
