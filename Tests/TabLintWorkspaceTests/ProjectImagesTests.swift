import Testing

@testable import TabLintWorkspace

@Suite struct ProjectImagesTests {
    private func images(_ paths: [String], namespaces: [String: Bool?] = [:]) -> ProjectImages {
        var inventory = ProjectInventory()
        for path in paths { inventory.addFile(path) }
        return ProjectImages(inventory, groupNamespaces: namespaces)
    }

    @Test func findsSetsAndLooseFilesIgnoringCaseScaleIdiomAndExtension() {
        let found = images([
            "/p/Assets.xcassets/Feed.imageset/Contents.json", "/p/Images/tab@2x~ipad.png", "/p/Images/photo.jpg",
        ])
        #expect(!found.isEmpty)
        for name in ["feed", "Feed", "feed.png", "tab", "tab.png", "TAB.PNG", "photo", "photo.jpg"] {
            #expect(found.provides(name), "\(name)")
        }
        for name in ["feed.fill", "tab@2x", "photo.gif.txt", "Icons/feed"] {
            #expect(!found.provides(name), "\(name)")
        }
    }

    @Test func groupsAddTheirNameOnlyWhenTheyProvideANamespace() {
        let paths = [
            "/p/A.xcassets/Icons/bell.imageset/Contents.json", "/p/A.xcassets/Plain/gear.imageset/Contents.json",
            "/p/A.xcassets/Broken/star.imageset/Contents.json",
        ]
        let namespaces: [String: Bool?] = ["/p/A.xcassets/Icons": true, "/p/A.xcassets/Plain": false, "/p/A.xcassets/Broken": Bool?.none]
        let found = images(paths, namespaces: namespaces)
        #expect(found.provides("Icons/bell"))
        #expect(!found.provides("bell"))
        #expect(found.provides("gear"))
        #expect(!found.provides("Plain/gear"))
        // An unreadable group's namespace is unknown: both spellings are accepted.
        #expect(found.provides("star") && found.provides("Broken/star"))
        #expect(found.unreadableGroups == ["/p/A.xcassets/Broken"])
    }

    @Test func tellsHowTheProjectSpellsANameItHasOnlyInAnotherCase() {
        let found = images(
            [
                "/p/A.xcassets/Icons/Bell.imageset/Contents.json", "/p/A.xcassets/Feed.imageset/Contents.json",
                "/p/Images/Search@3x.png", "/p/Images/Search@2x.png", "/p/Images/tray.png", "/p/Images/Tray@2x.png",
                "/p/Images/Star.PNG", "/p/Images/Photo~ipad.jpg",
            ], namespaces: ["/p/A.xcassets/Icons": true])
        #expect(found.otherCase(of: "icons/bell") == ImageSpelling(assetSet: "Icons/Bell", file: nil))
        #expect(found.otherCase(of: "feed.png") == ImageSpelling(assetSet: "Feed", file: nil))
        // The least file name with the stem, for stable messages.
        #expect(found.otherCase(of: "search") == ImageSpelling(assetSet: nil, file: "Search@2x.png"))
        #expect(found.otherCase(of: "SEARCH.png") == ImageSpelling(assetSet: nil, file: "Search@2x.png"))
        #expect(found.otherCase(of: "photo") == ImageSpelling(assetSet: nil, file: "Photo~ipad.jpg"))
        // An exact spelling anywhere, a stem that matches whatever its extension's case, or no match at all: nil.
        for name in ["Icons/Bell", "Feed", "Feed.png", "Search", "Search.png", "tray", "Tray", "Star", "Star.png", "gone", "Bell"] {
            #expect(found.otherCase(of: name) == nil, "\(name)")
        }
        #expect(found.otherCase(of: "TRAY") == ImageSpelling(assetSet: nil, file: "Tray@2x.png"))
        #expect(found.otherCase(of: "star.png") == ImageSpelling(assetSet: nil, file: "Star.PNG"))
    }

    @Test func mergedBundlesKeepEverySpelling() {
        let merged = ProjectImages(merging: [images(["/a/Images/Search.png"]), images(["/b/Images/search@2x.png"])])
        #expect(merged.otherCase(of: "search") == nil)
        #expect(merged.otherCase(of: "SEARCH") == ImageSpelling(assetSet: nil, file: "Search.png"))
    }

    @Test func aProjectWithoutCatalogsOrImagesIsEmpty() {
        #expect(images(["/p/Base.lproj/Main.storyboard"]).isEmpty)
        #expect(!images(["/p/Assets.xcassets/AppIcon.appiconset/Contents.json"]).isEmpty)
    }
}
