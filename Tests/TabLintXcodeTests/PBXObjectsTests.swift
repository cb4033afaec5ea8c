import TabLintTestSupport
import Testing

@testable import TabLintXcode

/// `PBXObjects` finds objects by their ids' bytes (`PBXIDTable`): every id must find its own object, whatever its
/// spelling, and no other.
struct PBXObjectsTests {
    @Test func everyIdFindsItsObjectAndNoOther() throws {
        var random = SplitMix64(seed: 7)
        // Xcode's ids, ids of other generators, and ids that differ in one byte or in length only.
        var ids = (0..<3000).map { _ in String((0..<24).map { _ in "0123456789ABCDEF".randomElement(using: &random)! }) }
        ids += ["OBJ_1", "OBJ_12", "OBJ_123", "A", "AB", "a b", ""]
        ids = Array(Set(ids)).sorted()
        let text = "{ " + ids.enumerated().map { "\"\($1)\" = { isa = PBXFileReference; path = f\($0); };" }.joined(separator: " ") + " }"
        let arena = try OpenStepPlist.arena(Array(text.utf8))
        let objects = PBXObjects(arena: arena, objects: arena.root)
        #expect(objects.count == ids.count)
        for (number, id) in ids.enumerated() {
            let object = try #require(objects[id], "\(id)")
            #expect(object.number == number)
            #expect(object.id == id)
            #expect(object.string("path") == "f\(number)")
        }
        for missing in ["OBJ_", "OBJ_1234", "B", " ", ids[0] + "0", String(ids[0].dropLast())] where !ids.contains(missing) {
            #expect(objects[missing] == nil, "\(missing)")
        }
    }

    @Test func anEscapedIdIsFoundByItsText() throws {
        let text = #"{ "A\"B" = { isa = PBXGroup; children = ("A\"B", C); }; C = { isa = PBXFileReference; }; }"#
        let arena = try OpenStepPlist.arena(Array(text.utf8))
        let objects = PBXObjects(arena: arena, objects: arena.root)
        let group = try #require(objects["A\"B"])
        #expect(group.objects("children").map(\.number) == [0, 1])
        #expect(group.isa("PBXGroup") && !group.isa("PBXGroupX") && group.isa == "PBXGroup")
    }
}
