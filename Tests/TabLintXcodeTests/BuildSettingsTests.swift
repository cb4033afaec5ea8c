import Testing

@testable import TabLintXcode

/// Layers as Xcode lays them: a value is its top layer's, `$(inherited)` stands for the value below.
struct BuildSettingsTests {
    static func settings() -> BuildSettings {
        var settings = BuildSettings()
        settings.builtIns = ["TARGET_NAME": "App", "SRCROOT": "/p"]
        settings.apply(["FLAGS": "-base", "SDKROOT": "macosx", "INFOPLIST_KEY_A": "a", "PLAIN": "  padded  "])
        settings.apply([:])
        settings.apply(["FLAGS": "$(inherited) -project", "SDKROOT": "iphoneos", "ONLY_INHERITED": "${inherited} x"])
        settings.apply(["FLAGS": "${inherited} -target $(inherited)", "INFOPLIST_KEY_B": "$(TARGET_NAME)", "TARGET_NAME": ""])
        return settings
    }

    @Test func theTopLayerWinsAndInheritedIsTheValueBelow() {
        let settings = Self.settings()
        #expect(settings["FLAGS"] == "-base -project -target -base -project")
        #expect(settings["SDKROOT"] == "iphoneos")
        #expect(settings["PLAIN"] == "padded")
        #expect(settings["ONLY_INHERITED"] == "x", "nothing below: inherited is empty")
        #expect(settings["SRCROOT"] == "/p", "built-ins answer when no layer sets the key")
        #expect(settings["TARGET_NAME"] == "", "a layer's empty value hides the built-in")
        #expect(settings["MISSING"] == nil)
        #expect(settings.expanded("INFOPLIST_KEY_B") == nil, "expands to the empty TARGET_NAME")
        #expect(settings.keys(withPrefix: "INFOPLIST_KEY_").sorted() == ["INFOPLIST_KEY_A", "INFOPLIST_KEY_B"])
    }
}
