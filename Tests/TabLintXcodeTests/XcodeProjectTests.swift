import Foundation
import Testing

@testable import TabLintXcode

struct XcodeProjectTests {
    private func demo() throws -> XcodeProject {
        let files = ProjectFixtures.demoFiles
        return try XcodeProject.read(at: "/p/Demo.xcodeproj", contents: files.contents).get()
    }

    @Test func readsTargetsInProjectOrderWithTheirProductTypes() throws {
        let project = try demo()
        #expect(project.path == "/p/Demo.xcodeproj")
        #expect(project.folder == "/p")
        #expect(project.targets.map(\.name) == ["Demo", "DemoTests", "Lint", "ShareExtension"])
        #expect(
            project.targets.map(\.productType) == [.application, .unitTest, .other("PBXAggregateTarget"), .appExtension])
    }

    @Test func resolvesResourcesThroughGroupsVariantGroupsSourceRootAndAbsolutePaths() throws {
        let app = try #require(try demo().target(named: "Demo"))
        #expect(
            app.resourceFiles == [
                "/p/App/UI/LaunchScreen.storyboard",
                "/p/App/Base.lproj/Main.storyboard",
                "/p/App/de.lproj/Main.strings",
                "/p/App/Assets.xcassets",
                "/p/Common/Cell.xib",
                "/opt/Design/Extra.storyboard",
            ])
        #expect(app.sourceFiles == ["/p/App/AppDelegate.swift", "/p/Bridging Header.h"])
        #expect(app.dependencies == ["ShareExtension", "Remote"])
    }

    @Test func containsFilesUnderResourceFoldersButNotSiblings() throws {
        let app = try #require(try demo().target(named: "Demo"))
        #expect(app.contains("/p/App/Assets.xcassets/AppIcon.appiconset/Contents.json"))
        #expect(app.contains("/p/App/UI/../Base.lproj/Main.storyboard"))
        #expect(!app.contains("/p/App/Assets.xcassetsX/a.png"))
        #expect(!app.contains("/p/App/Other.storyboard"))
        #expect(app.containsSource("/p/App/AppDelegate.swift"))
        #expect(!app.containsSource("/p/App/UI/LaunchScreen.storyboard"))
    }

    @Test func expandsInfoPlistFileAndPrefersTheReleaseConfiguration() throws {
        let project = try demo()
        #expect(project.target(named: "Demo")?.infoPlistPath == "/p/Demo/Info.plist")
        #expect(project.target(named: "ShareExtension")?.infoPlistPath == "/p/Extension/Share_Ext.plist")
        #expect(project.target(named: "DemoTests")?.infoPlistPath == nil)
    }

    @Test func mergesInfoPlistKeysOverTheProjectAndXcconfig() throws {
        let project = try demo()
        #expect(
            project.target(named: "Demo")?.infoPlistKeys == [
                "UIMainStoryboardFile": "Main", "UILaunchStoryboardName": "LaunchScreen",
            ])
        #expect(
            project.target(named: "ShareExtension")?.infoPlistKeys == [
                "CFBundleDisplayName": "Share", "UILaunchStoryboardName": "LaunchScreen",
            ])
    }

    @Test func readsDeviceFamilyAndSDKFromTheLayeredSettings() throws {
        let project = try demo()
        #expect(project.target(named: "Demo")?.deviceFamily == [.iPhone, .iPad])
        #expect(project.target(named: "Demo")?.sdkRoot == "iphoneos")
        // The target's xcconfig (7) is laid over the project's Release setting (1).
        #expect(project.target(named: "ShareExtension")?.deviceFamily == [.vision])
        #expect(project.target(named: "ShareExtension")?.sdkRoot == "xros")
        // Settings are read only for targets that ship interface files: not for tests or aggregates.
        #expect(project.target(named: "DemoTests")?.deviceFamily == [])
        #expect(project.target(named: "DemoTests")?.infoPlistPath == nil)
        #expect(project.target(named: "Lint")?.deviceFamily == [])
    }

    @Test func aTargetWithoutConfigurationsGetsTheProjects() throws {
        let pbxproj = """
            {
                objects = {
                    C1 = {isa = XCBuildConfiguration; buildSettings = {TARGETED_DEVICE_FAMILY = 1; SDKROOT = iphoneos; }; name = Release; };
                    L1 = {isa = XCConfigurationList; buildConfigurations = (C1, ); };
                    T1 = {isa = PBXNativeTarget; buildPhases = (); name = App; productType = "com.apple.product-type.application"; };
                    P1 = {isa = PBXProject; buildConfigurationList = L1; targets = (T1, ); };
                };
                rootObject = P1;
            }
            """
        let files = InMemoryFiles(["/q/App.xcodeproj/project.pbxproj": pbxproj])
        let project = try XcodeProject.read(at: "/q/App.xcodeproj", contents: files.contents).get()
        #expect(project.target(named: "App")?.deviceFamily == [.iPhone])
        #expect(project.target(named: "App")?.sdkRoot == "iphoneos")
    }

    @Test func synchronizedFolderHonoursThisTargetsExceptionsOnly() throws {
        let share = try #require(try demo().target(named: "ShareExtension"))
        #expect(
            share.synchronizedFolders == [
                SynchronizedFolder(
                    path: "/p/Extension", excluded: ["/p/Extension/Info.plist", "/p/Extension/Old"],
                    excludedLocalized: ["/p/Extension/Sub/Prefs.storyboard"])
            ])
        #expect(share.contains("/p/Extension/Share.storyboard"))
        #expect(share.contains("/p/Extension/Widget.storyboard"))
        #expect(share.contains("/p/Extension/Sub/Base.lproj/Other.storyboard"))
        #expect(!share.contains("/p/Extension/Info.plist"))
        #expect(!share.contains("/p/Extension/Old/Legacy.xib"))
        #expect(!share.contains("/p/Extension/Sub/Base.lproj/Prefs.storyboard"))
        #expect(!share.contains("/p/Extension"))
        #expect(!share.contains("/p/ExtensionOther/A.storyboard"))
        #expect(share.containsSource("/p/Extension/ShareViewController.swift"))
        #expect(!share.containsSource("/p/Extension/Share.storyboard"))
        #expect(!share.containsSource("/p/Extension/Old/Legacy.swift"))
    }

    @Test func exceptionsForATargetThatDoesNotListTheFolderAreTheFilesItGets() throws {
        let app = try #require(try demo().target(named: "Demo"))
        #expect(app.synchronizedFolders == [SynchronizedFolder(path: "/p/Extension", included: ["/p/Extension/Widget.storyboard"])])
        #expect(app.contains("/p/Extension/Widget.storyboard"))
        #expect(!app.contains("/p/Extension/Share.storyboard"))
        let tests = try #require(try demo().target(named: "DemoTests"))
        #expect(tests.synchronizedFolders.isEmpty)
    }

    @Test func localizedInclusionsMatchEveryLanguageFolder() {
        let folder = SynchronizedFolder(path: "/p/Mac", included: [], includedLocalized: ["/p/Mac/Share/View.xib"])
        #expect(folder.contains("/p/Mac/Share/Base.lproj/View.xib"))
        #expect(folder.contains("/p/Mac/Share/de.lproj/View.xib"))
        #expect(!folder.contains("/p/Mac/Share/View2.xib"))
        #expect(!folder.contains("/p/Mac/Other/Base.lproj/View.xib"))
    }

    @Test func projectDirPathMovesTheSourceRoot() throws {
        let text = ProjectFixtures.demo.replacingOccurrences(of: "projectDirPath = \"\";", with: "projectDirPath = ../src;")
        let files = InMemoryFiles(["/p/x/Demo.xcodeproj/project.pbxproj": text])
        let project = try XcodeProject.read(at: "/p/x/Demo.xcodeproj/", contents: files.contents).get()
        #expect(project.path == "/p/x/Demo.xcodeproj")
        #expect(project.folder == "/p/src")
        #expect(project.target(named: "Demo")?.infoPlistPath == "/p/src/Demo/Info.plist")
        #expect(project.target(named: "Demo")?.resourceFiles.first == "/p/src/App/UI/LaunchScreen.storyboard")
    }

    /// A synchronized folder's sources are known by the bytes after the last `.`: a combining mark there is part of
    /// the extension (as `Character`s it joins the `.`, which read `a.\u{301}swift` as a Swift file).
    @Test func aSynchronizedSourceIsKnownByItsExtensionsBytes() {
        let target = XcodeTarget(name: "App", productType: .application, synchronizedFolders: [SynchronizedFolder(path: "/p/Sync")])
        #expect(target.containsSource("/p/Sync/a.swift"))
        #expect(!target.containsSource("/p/Sync/a.\u{301}swift"))
        #expect(!target.containsSource("/p/Sync/a.png"))
    }

    /// `sourceOfAnyTarget` answers as asking every target's `containsSource` does, listed sources and synchronized
    /// folders alike, for paths that need standardizing too.
    @Test func aSourceOfAnyTargetIsOneSomeTargetContains() throws {
        let project = XcodeProject(
            path: "/p/P.xcodeproj", folder: "/p",
            targets: [
                XcodeTarget(name: "A", productType: .framework, sourceFiles: ["/p/A/a.swift", "/p/A/b.m"]),
                XcodeTarget(name: "B", productType: .staticLibrary, sourceFiles: ["/p/B/c.swift"]),
                XcodeTarget(
                    name: "C", productType: .framework,
                    synchronizedFolders: [SynchronizedFolder(path: "/p/Sync", excluded: ["/p/Sync/skip.swift"])]),
            ])
        let test = project.sourceOfAnyTarget()
        let paths = [
            "/p/A/a.swift", "/p/A/./b.m", "/p/B/../B/c.swift", "/p/B/d.swift", "/p/Sync/e.swift", "/p/Sync/skip.swift",
            "/p/Sync/f.png", "/p/Other/g.swift",
        ]
        #expect(paths.filter(test) == ["/p/A/a.swift", "/p/A/./b.m", "/p/B/../B/c.swift", "/p/Sync/e.swift"])
        #expect(paths.filter(test) == paths.filter { path in project.targets.contains { $0.containsSource(path) } })
    }
}
