import Testing

@testable import TabLintWorkspace

/// `AssetSetPath(containing:)` reads a path's bytes: catalog, groups, name and type must come out as the path
/// spells them, non-ASCII names included.
@Suite struct AssetSetPathTests {
    @Test func readsCatalogGroupsNameAndType() throws {
        let set = try #require(AssetSetPath(containing: "/App/Assets.xcassets/Tabs/Icons/feed.imageset/Contents.json"))
        #expect(set.catalog == "/App/Assets.xcassets")
        #expect(set.groups == ["Tabs", "Icons"])
        #expect(set.name == "feed")
        #expect(set.type == "imageset")
        #expect(set.path == "/App/Assets.xcassets/Tabs/Icons/feed.imageset")
        #expect(set.providesImage)
    }

    @Test func takesTheLastDotOfTheSetFolderAndLowercasesTheType() throws {
        let set = try #require(AssetSetPath(containing: "/A.xcassets/icon.v2.ImageSet/icon@2x.png"))
        #expect(set.name == "icon.v2")
        #expect(set.type == "imageset")
        #expect(set.groups.isEmpty)
    }

    @Test func keepsNonASCIINamesWhole() throws {
        let set = try #require(AssetSetPath(containing: "/Å/Bilder.xcassets/设置/🎉e\u{301}.imageset/Contents.json"))
        #expect(set.catalog == "/Å/Bilder.xcassets")
        #expect(set.groups == ["设置"])
        #expect(set.name == "🎉e\u{301}")
        #expect(set.path == "/Å/Bilder.xcassets/设置/🎉e\u{301}.imageset")
    }

    @Test func usesTheInnermostCatalogAndSkipsEmptyComponents() throws {
        let set = try #require(AssetSetPath(containing: "/Outer.xcassets/x/Inner.xcassets//g//a.colorset/Contents.json"))
        #expect(set.catalog == "/Outer.xcassets/x/Inner.xcassets")
        #expect(set.groups == ["g"])
        #expect(set.type == "colorset")
        #expect(!set.providesImage)
        #expect(set.path == "/Outer.xcassets/x/Inner.xcassets/g/a.colorset")
    }

    @Test(arguments: [
        "/App/Main.storyboard", "/App/Assets.xcassets/Contents.json", "/App/Assets.xcassets/Group/Contents.json",
        "/App/Assets.xcassets", "/App/Assets.xcassets/feed.imageset",
    ])
    func findsNoSetOutsideOne(_ path: String) {
        #expect(AssetSetPath(containing: path) == nil)
    }

    /// A walk hands the set's folder with its catalog already found: the same set as its `Contents.json` gives.
    @Test(arguments: [
        "/App/Assets.xcassets/Tabs/feed.imageset", "/Å/Bilder.xcassets/设置/🎉.imageset", "/A.xcassets//g//a.ColorSet",
        "/App/Assets.xcassets/Group",
    ])
    func aFolderIsTheSetItsContentsFileLiesIn(_ folder: String) throws {
        let catalog = try #require(AssetSetPath.catalogRange(in: folder))
        #expect(AssetSetPath(folder, catalog: catalog, isFolder: true) == AssetSetPath(containing: folder + "/Contents.json"))
    }
}
