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

    @Test func aProjectWithoutCatalogsOrImagesIsEmpty() {
        #expect(images(["/p/Base.lproj/Main.storyboard"]).isEmpty)
        #expect(!images(["/p/Assets.xcassets/AppIcon.appiconset/Contents.json"]).isEmpty)
    }
}
