import Testing

@testable import TabLintWorkspace

@Suite struct ProjectInventoryTests {
    private func inventory(_ paths: [String]) -> ProjectInventory {
        var inventory = ProjectInventory()
        for path in paths { inventory.addFile(path) }
        return inventory
    }

    @Test func sortsFilesByKindFromTheirPaths() {
        let found = inventory([
            "/p/App/Base.lproj/Main.storyboard", "/p/App/Views/Cell.XIB", "/p/App/de.lproj/Main.strings",
            "/p/App/Strings/Main.strings", "/p/App/Images/tab@2x.png", "/p/App/Notes.txt",
            "/p/App/Assets.xcassets/Contents.json", "/p/App/Assets.xcassets/feed.imageset/Contents.json",
            "/p/App/Assets.xcassets/feed.imageset/feed.png", "/p/App/Assets.xcassets/Icons/Contents.json",
            "/p/App/Assets.xcassets/Icons/Tabs/Contents.json", "/p/App/Assets.xcassets/Icons/Tabs/gear.symbolset/gear.svg",
            "/p/App/Assets.xcassets/AccentColor.colorset/Contents.json",
        ])
        #expect(found.documents == ["/p/App/Base.lproj/Main.storyboard", "/p/App/Views/Cell.XIB"])
        #expect(found.stringsFiles == ["/p/App/de.lproj/Main.strings"])
        #expect(found.looseImages == ["/p/App/Images/tab@2x.png"])
        #expect(found.catalogs == ["/p/App/Assets.xcassets"])
        #expect(found.groupContents == ["/p/App/Assets.xcassets/Icons/Contents.json", "/p/App/Assets.xcassets/Icons/Tabs/Contents.json"])
        let sets = found.imageSets.values.sorted { $0.path < $1.path }
        #expect(sets.map(\.name) == ["gear", "feed"])
        #expect(sets.map(\.groups) == [["Icons", "Tabs"], []])
        #expect(sets.map(\.type) == ["symbolset", "imageset"])
    }

    @Test func setsAreRecordedWholeWithoutEnteringThem() {
        var inventory = ProjectInventory()
        let folders = [
            "/p/Assets.xcassets", "/p/Assets.xcassets/Icons", "/p/Assets.xcassets/Icons/bell.imageset", "/p/Assets.xcassets/AppIcon.appiconset",
            "/p/Sources",
        ]
        let entered = folders.map { inventory.addDirectory($0) }
        #expect(entered == [true, true, false, false, true])
        #expect(inventory.imageSets.keys.sorted() == ["/p/Assets.xcassets/Icons/bell.imageset"])
        #expect(inventory.catalogs == ["/p/Assets.xcassets"])
    }

    /// `project.yml` is an XcodeGen spec and marks its folder; `.xcodeproj` folders are noted whether or not they
    /// hold a `project.pbxproj` (a walk notes the folders it enters, in-memory files name theirs).
    @Test func xcodeGenSpecsAndXcodeprojFoldersAreNoted() {
        var found = inventory([
            "/p/project.yml", "/p/App.xcodeproj/xcshareddata/xcschemes/App.xcscheme", "/p/Sub/.tablint.yml", "/p/Sub/project.yaml",
            "/p/Sub/config.yml",
        ])
        #expect(found.xcodeGenSpecs == ["/p/project.yml"])
        #expect(found.boundaries == ["/p"])
        #expect(found.xcodeprojFolders == ["/p/App.xcodeproj"])
        #expect(found.xcodeProjects.isEmpty)
        let entered = ["/q/Other.xcodeproj", "/q/Other.xcodeprojX"].map { found.addDirectory($0) }
        #expect(entered == [true, true])
        #expect(found.xcodeprojFolders == ["/p/App.xcodeproj", "/q/Other.xcodeproj"])
    }

    /// A name is cut at its bytes: a combining mark after the `/` (or the `.`) belongs to the name (the extension),
    /// though as `Character`s it joins the separator.
    @Test func aNameThatStartsWithACombiningMarkKeepsIt() {
        #expect(ProjectInventory.lastComponent("/p/\u{301}Main.storyboard") == "\u{301}Main.storyboard")
        #expect(ProjectInventory.pathExtension("Main.\u{301}png") == "\u{301}png")
    }

    @Test func everyExtensionOfTheKindSetsSortsIntoItsKind() {
        // `addFile` spells the sets out in a `switch`: each extension of each set, in either case, lands in its kind.
        for fileExtension in ProjectInventory.documentExtensions {
            for spelled in [fileExtension, fileExtension.uppercased()] {
                #expect(inventory(["/p/A/File.\(spelled)"]).documents == ["/p/A/File.\(spelled)"])
            }
        }
        for fileExtension in ProjectInventory.imageExtensions {
            for spelled in [fileExtension, fileExtension.uppercased()] {
                #expect(inventory(["/p/A/File.\(spelled)"]).looseImages == ["/p/A/File.\(spelled)"])
            }
        }
        for fileExtension in ProjectInventory.sourceExtensions {
            for spelled in [fileExtension, fileExtension.uppercased()] {
                #expect(inventory(["/p/A/File.\(spelled)"]).sourceFilesInWalkOrder == ["/p/A/File.\(spelled)"])
            }
        }
        let others = inventory([
            "/p/A/Notes.txt", "/p/A/Main.strings", "/p/A/other.pbxproj", "/p/App.xcodeproj/project.pbxproj", "/p/A/Info.plist",
            "/p/A/Settings.plist", "/p/B/.git", "/p/C/Package.swift",
        ])
        #expect(others.documents.isEmpty && others.looseImages.isEmpty && others.stringsFiles.isEmpty)
        #expect(others.xcodeProjects == ["/p/App.xcodeproj/project.pbxproj"])
        #expect(others.infoPlists == ["/p/A/Info.plist"])
        #expect(others.sourceFilesInWalkOrder == ["/p/C/Package.swift"])
        #expect(others.boundaries == ["/p", "/p/B", "/p/C"])
    }
}
