import Testing

@testable import TabLintXcode

/// A dictionary kept as the text's entries: a repeated key's last entry is its value, wherever it is read.
struct PlistDictionaryTests {
    static let repeated = PlistDictionary([
        .init(key: "isa", value: .string("PBXGroup")), .init(key: "path", value: .string("A")),
        .init(key: "path", value: .string("B")), .init(key: "name", value: .string("N")),
    ])

    @Test func aRepeatedKeysLastEntryIsItsValue() {
        #expect(Self.repeated["path"] == .string("B"))
        #expect(Self.repeated["isa"] == .string("PBXGroup"))
        #expect(Self.repeated["missing"] == nil)
        #expect(Self.repeated.dictionary == ["isa": .string("PBXGroup"), "path": .string("B"), "name": .string("N")])
    }

    @Test func equalityIgnoresOrderAndOverriddenEntries() {
        let same = PlistDictionary(["name": .string("N"), "path": .string("B"), "isa": .string("PBXGroup")])
        #expect(Self.repeated == same)
        #expect(Self.repeated != PlistDictionary(["name": .string("N"), "path": .string("A"), "isa": .string("PBXGroup")]))
    }

    @Test func buildSettingsTakeEachKeysLastEntry() {
        let settings = PlistDictionary([
            .init(key: "SDKROOT", value: .string("macosx")), .init(key: "SDKROOT", value: .string("iphoneos")),
            .init(key: "FLAGS", value: .array([.string("-a"), .string("-b")])),
            // A dictionary is no setting: it hides the string before it, as it would in a Swift dictionary.
            .init(key: "INFOPLIST_FILE", value: .string("Info.plist")), .init(key: "INFOPLIST_FILE", value: .dictionary(PlistDictionary())),
        ])
        let arena = PlistArena(.dictionary(settings))
        let layer = BuildSettings.Layer.arena(arena, arena.root)
        #expect(layer.value(of: "SDKROOT") == "iphoneos")
        #expect(layer.value(of: "FLAGS") == "-a -b")
        #expect(layer.value(of: "INFOPLIST_FILE") == nil)
        #expect(layer.value(of: "SDKROO") == nil)
        #expect(layer.keys(withPrefix: "").sorted() == ["FLAGS", "SDKROOT", "SDKROOT"])
        #expect(layer.keys(withPrefix: "SDK") == ["SDKROOT", "SDKROOT"])
    }

    @Test func anObjectIdsLastEntryIsTheObject() {
        let objects = PBXObjects(
            PlistDictionary([
                .init(key: "A1", value: .dictionary(PlistDictionary(["isa": .string("PBXGroup")]))),
                .init(key: "A1", value: .string("not an object")),
                .init(key: "B2", value: .string("not an object")),
                .init(key: "B2", value: .dictionary(PlistDictionary(["isa": .string("PBXFileReference")]))),
            ]))
        #expect(objects["A1"] == nil)
        #expect(objects["B2"]?.isa == "PBXFileReference")
    }
}
