import Foundation
import Testing

@testable import TabLintXcode

/// `XcodeGenProject`: an XcodeGen `project.yml` (and what it includes) read as the project XcodeGen generates.
struct XcodeGenProjectTests {
    /// Reads `/p/project.yml` from `files`; any other file is missing, as on disk.
    private func read(_ files: [String: String], candidates: [String] = []) -> Result<XcodeProject?, ProjectIssue> {
        let files = files.mapValues { Array($0.utf8) }
        return XcodeGenProject.read(specAt: "/p/project.yml", infoPlistCandidates: candidates) { path in
            guard let bytes = files[path] else { throw CocoaError(.fileReadNoSuchFile) }
            return bytes
        }
    }

    private func project(_ files: [String: String], candidates: [String] = []) throws -> XcodeProject {
        try #require(try read(files, candidates: candidates).get())
    }

    private func issue(_ files: [String: String]) -> ProjectIssue? {
        if case .failure(let issue) = read(files) { return issue }
        return nil
    }

    @Test func readsTheTargetsByNameWithTheirTypesAndPlatformPresets() throws {
        let project = try project([
            "/p/project.yml": """
            name: Shop
            targets:
              Shop:
                type: application
                platform: iOS
                sources: [Shop]
              Board:
                type: application
                platform: tvOS
              Widgets:
                type: app-extension
                platform: iOS
              ShopTests:
                type: bundle.unit-test
                platform: iOS
            aggregateTargets:
              Lint:
                targets: [Shop]
            """
        ])
        #expect(project.path == "/p/Shop.xcodeproj")
        #expect(project.folder == "/p")
        #expect(project.spec == "/p/project.yml")
        #expect(project.targets.map(\.name) == ["Board", "Shop", "ShopTests", "Widgets", "Lint"])
        #expect(project.targets.map(\.productType) == [.application, .application, .unitTest, .appExtension, .other("PBXAggregateTarget")])
        let shop = try #require(project.target(named: "Shop"))
        // XcodeGen's iOS preset: `SDKROOT = iphoneos`, `TARGETED_DEVICE_FAMILY = 1,2`.
        #expect(shop.sdkRoot == "iphoneos")
        #expect(shop.deviceFamily == [.iPhone, .iPad])
        #expect(project.target(named: "Board")?.sdkRoot == "appletvos")
        #expect(project.target(named: "Board")?.deviceFamily == [.tv])
        // As the pbxproj reader: no settings for targets that ship no interface files.
        #expect(project.target(named: "ShopTests")?.sdkRoot == nil)
        #expect(project.target(named: "Lint")?.dependencies == ["Shop"])
    }

    @Test func aSourceFolderGivesItsFilesLessExcludesAndOnlyIncludes() throws {
        let project = try project([
            "/p/project.yml": """
            name: App
            targets:
              App:
                type: application
                platform: iOS
                sources:
                  - path: App
                    excludes: ["Legacy/**", "**/*.md", "*~.storyboard"]
                  - path: Shared
                    includes: ["*.{swift,storyboard}", "UI"]
                  - Extra/Onboarding.storyboard
                  - path: Docs
                    buildPhase: none
                  - path: Web
                    type: folder
                dependencies:
                  - target: Kit
                  - framework: Vendor/Lib.framework
                  - sdk: UIKit.framework
                  - package: Pkg
                  - target: Kit
            """
        ])
        let app = try #require(project.target(named: "App"))
        #expect(app.contains("/p/App/Base.lproj/Main.storyboard"))
        #expect(app.contains("/p/App/Assets.xcassets/icon.imageset/icon.png"))
        #expect(!app.contains("/p/App/Legacy/Old.storyboard"))
        #expect(!app.contains("/p/App/Notes/README.md"))
        #expect(!app.contains("/p/App/README.md"))
        #expect(!app.contains("/p/App/Main~.storyboard"))
        #expect(app.contains("/p/App/Sub/Main~.storyboard"))
        #expect(app.contains("/p/Shared/Cell.swift"))
        #expect(app.contains("/p/Shared/Cell.storyboard"))
        #expect(app.contains("/p/Shared/UI/Deep/View.xib"))
        #expect(!app.contains("/p/Shared/Cell.xib"))
        #expect(!app.contains("/p/Shared/Sub/Cell.swift"))
        #expect(app.contains("/p/Extra/Onboarding.storyboard"))
        #expect(!app.contains("/p/Extra/Other.storyboard"))
        #expect(!app.contains("/p/Docs/Guide.storyboard"))
        #expect(app.contains("/p/Web/index/page.png"))
        #expect(app.resourceFiles == ["/p/Web"])
        #expect(!app.contains("/p/Application/Main.storyboard"))
        // Code is a source by its extension; a folder reference holds resources only.
        #expect(app.containsSource("/p/App/AppDelegate.swift"))
        #expect(!app.containsSource("/p/App/Base.lproj/Main.storyboard"))
        #expect(!app.containsSource("/p/App/Legacy/Old.swift"))
        #expect(!app.containsSource("/p/Web/script.swift"))
        #expect(app.dependencies == ["Kit"])
    }

    @Test func theInfoPlistIsTheSettingsElseInfoPathElseTheFirstInTheSources() throws {
        let spec = """
            name: App
            targets:
              Named:
                type: application
                platform: iOS
                info:
                  path: Named/Info.plist
                settings:
                  INFOPLIST_FILE: Named/Custom-Info.plist
              FromInfo:
                type: application
                platform: iOS
                sources: [FromInfo]
                info:
                  path: FromInfo/Generated.plist
                  properties:
                    UILaunchStoryboardName: Launch
                    UIApplicationSceneManifest:
                      UISceneConfigurations:
                        UIWindowSceneSessionRoleApplication:
                          - UISceneStoryboardFile: Main
              Searched:
                type: application
                platform: iOS
                sources: [Other, Searched]
              Nothing:
                type: application
                platform: iOS
                sources: [Nothing]
            """
        let project = try project(
            ["/p/project.yml": spec],
            candidates: ["/p/Searched/Sub/Info.plist", "/p/Searched/App-Info.plist", "/p/Searched/Info.plist", "/p/Elsewhere/Info.plist"])
        #expect(project.target(named: "Named")?.infoPlistPath == "/p/Named/Custom-Info.plist")
        #expect(project.target(named: "FromInfo")?.infoPlistPath == "/p/FromInfo/Generated.plist")
        #expect(project.target(named: "Searched")?.infoPlistPath == "/p/Searched/Info.plist")
        #expect(project.target(named: "Nothing")?.infoPlistPath == nil)
        // `info.properties` is the plist XcodeGen writes, read from the spec at the lines of its keys.
        let written = try #require(project.target(named: "FromInfo")?.specInfoPlist)
        #expect(written.path == "/p/project.yml")
        #expect(written.launchStoryboards == ["Launch"])
        #expect(written.sceneStoryboards == ["Main"])
        #expect(written.line(ofKey: "UILaunchStoryboardName") == 17)
        #expect(project.target(named: "Named")?.specInfoPlist == nil)
    }

    @Test func settingsLayerAsXcodeGenWritesThem() throws {
        let project = try project([
            "/p/project.yml": """
            name: App
            configs:
              Debug: debug
              Release: release
              Staging Release: release
            configFiles:
              Release: Config/Project.xcconfig
            settings:
              TARGETED_DEVICE_FAMILY: 1
              INFOPLIST_KEY_UIMainStoryboardFile: Main
            settingGroups:
              ipad:
                TARGETED_DEVICE_FAMILY: 2
              shared:
                groups: [ipad]
                base:
                  INFOPLIST_KEY_CFBundleDisplayName: Shared
            targets:
              Presets:
                type: application
                platform: iOS
              Grouped:
                type: application
                platform: iOS
                settings:
                  groups: [shared]
                  base:
                    INFOPLIST_KEY_UILaunchStoryboardName: Launch
                  configs:
                    debug:
                      TARGETED_DEVICE_FAMILY: 1,2
                    release:
                      INFOPLIST_KEY_UILaunchStoryboardName: Launch-Release
                    Staging Release:
                      INFOPLIST_KEY_UILaunchStoryboardName: Launch-Staging
              FromXcconfig:
                type: application
                platform: iOS
                configFiles:
                  Release: Config/Target.xcconfig
            """,
            "/p/Config/Project.xcconfig": "INFOPLIST_FILE = Config/$(TARGET_NAME)-Info.plist\n",
            "/p/Config/Target.xcconfig": "TARGETED_DEVICE_FAMILY = 7\nSDKROOT = xros\n",
        ])
        // The target's presets win over the project's settings (1): XcodeGen writes them into the target.
        let presets = try #require(project.target(named: "Presets"))
        #expect(presets.deviceFamily == [.iPhone, .iPad])
        #expect(presets.infoPlistKeys == ["UIMainStoryboardFile": "Main"])
        #expect(presets.infoPlistPath == "/p/Config/Presets-Info.plist")
        // Release is read: the setting groups, then base, then the configs whose names its name contains, ignoring
        // case (`release`, not `debug` or `Staging Release`).
        let grouped = try #require(project.target(named: "Grouped"))
        #expect(grouped.deviceFamily == [.iPad])
        #expect(
            grouped.infoPlistKeys == [
                "UIMainStoryboardFile": "Main", "CFBundleDisplayName": "Shared", "UILaunchStoryboardName": "Launch-Release",
            ])
        // A target `.xcconfig` wins over the presets, which XcodeGen leaves out where an `.xcconfig` sets them.
        let fromXcconfig = try #require(project.target(named: "FromXcconfig"))
        #expect(fromXcconfig.deviceFamily == [.vision])
        #expect(fromXcconfig.sdkRoot == "xros")
    }

    @Test func settingPresetsOffLeavesThePlatformsSettingsUnset() throws {
        let project = try project([
            "/p/project.yml": """
            name: App
            options:
              settingPresets: project
            targets:
              App: {type: application, platform: iOS}
            """
        ])
        #expect(project.target(named: "App")?.deviceFamily == [])
        #expect(project.target(named: "App")?.sdkRoot == nil)
    }

    @Test func supportedDestinationsGiveTheirDeviceFamilies() throws {
        let project = try project([
            "/p/project.yml": """
            name: App
            targets:
              App:
                type: application
                supportedDestinations: [visionOS, iOS, macCatalyst]
            """
        ])
        let app = try #require(project.target(named: "App"))
        #expect(app.deviceFamily == [.iPhone, .iPad, .vision])
        #expect(app.sdkRoot == "auto")
    }

    @Test func includedSpecsMergeUnderTheSpecWithPathsRelativeToThemselves() throws {
        let project = try project([
            "/p/project.yml": """
            name: App
            include:
              - Specs/base.yml
              - path: Specs/legacy.yml
                relativePaths: false
              - path: Specs/off.yml
                enable: false
            targets:
              App:
                sources:
                  - Main
                settings:REPLACE:
                  TARGETED_DEVICE_FAMILY: 1
            """,
            "/p/Specs/base.yml": """
            include: [Nested/more.yml, ../project.yml]
            targets:
              App:
                type: application
                platform: iOS
                sources: [App]
                settings:
                  TARGETED_DEVICE_FAMILY: 2
            """,
            "/p/Specs/Nested/more.yml": """
            include: [more.yml]
            targets:
              Kit:
                type: framework
                platform: iOS
                sources: [Kit]
            """,
            "/p/Specs/legacy.yml": """
            targets:
              Legacy:
                type: application
                platform: iOS
                sources: [Legacy]
            """,
        ])
        #expect(project.targets.map(\.name) == ["App", "Kit", "Legacy"])
        let app = try #require(project.target(named: "App"))
        // Lists append (the included spec's first); `:REPLACE` replaces instead of merging.
        #expect(app.synchronizedFolders.map(\.path) == ["/p/Specs/App", "/p/Main"])
        #expect(app.deviceFamily == [.iPhone])
        #expect(project.target(named: "Kit")?.synchronizedFolders.map(\.path) == ["/p/Specs/Nested/Kit"])
        #expect(project.target(named: "Legacy")?.synchronizedFolders.map(\.path) == ["/p/Legacy"])
    }

    @Test func templatesAndPlatformListsMakeTheTargetsXcodeGenMakes() throws {
        let project = try project([
            "/p/project.yml": """
            name: App
            targetTemplates:
              Base:
                type: application
                sources: ["${target_name}", "${flavor}/Shared"]
              App:
                templates: [Base]
                platform: iOS
                settings:
                  INFOPLIST_KEY_CFBundleDisplayName: ${target_name}
            targets:
              Shop:
                templates: [App, Missing]
                templateAttributes:
                  flavor: Blue
              Kit:
                type: framework
                platform: [iOS, tvOS]
                sources: ["Kit/${platform}"]
              Tool:
                type: application
                platform: [macOS]
                platformPrefix: Mac
                platformSuffix: ""
            """
        ])
        #expect(project.targets.map(\.name) == ["Kit_iOS", "Kit_tvOS", "MacTool", "Shop"])
        let shop = try #require(project.target(named: "Shop"))
        #expect(shop.productType == .application)
        #expect(shop.synchronizedFolders.map(\.path) == ["/p/Shop", "/p/Blue/Shared"])
        #expect(shop.infoPlistKeys == ["CFBundleDisplayName": "Shop"])
        #expect(project.target(named: "Kit_tvOS")?.synchronizedFolders.map(\.path) == ["/p/Kit/tvOS"])
        #expect(project.target(named: "Kit_tvOS")?.sdkRoot == "appletvos")
        #expect(project.target(named: "Kit_iOS")?.sdkRoot == "iphoneos")
        #expect(project.target(named: "MacTool")?.sdkRoot == "macosx")
    }

    @Test func mergeKeysAndAnchorsAreReadAsYAMLSays() throws {
        let project = try project([
            "/p/project.yml": """
            name: App
            targets:
              App: &app
                type: application
                platform: iOS
                sources: [App]
              Clip:
                <<: *app
                type: app-extension
            """
        ])
        #expect(project.target(named: "Clip")?.productType == .appExtension)
        #expect(project.target(named: "Clip")?.synchronizedFolders.map(\.path) == ["/p/App"])
    }

    @Test func aYAMLFileOfAnotherToolIsNoSpec() throws {
        #expect(try read(["/p/project.yml": "name: Service\nversion: 3\nsteps: [build, test]\n"]).get() == nil)
        #expect(try read(["/p/project.yml": "- a\n- b\n"]).get() == nil)
        #expect(try read(["/p/project.yml": ""]).get() == nil)
    }

    @Test func aMalformedSpecIsAnIssueAtItsLine() throws {
        let syntax = try #require(issue(["/p/project.yml": "name: App\ntargets:\n  App:\n    type: application\n   platform: iOS\n"]))
        #expect(syntax.path == "/p/project.yml")
        #expect(syntax.line == 5)
        #expect(syntax.message.hasPrefix("project.yml is not valid YAML: "))

        let noType = try #require(issue(["/p/project.yml": "name: App\ntargets:\n  App:\n    platform: iOS\n"]))
        #expect(noType.description == "/p/project.yml:4:5: Target 'App' has no 'type': XcodeGen cannot generate it")

        let platform = try #require(issue(["/p/project.yml": "name: App\ntargets:\n  App:\n    type: application\n    platform: iPadOS\n"]))
        #expect(platform.line == 5)
        #expect(platform.message.hasPrefix("Target 'App' has an unknown platform 'iPadOS'"))

        let targets = try #require(issue(["/p/project.yml": "name: App\ntargets: [App]\n"]))
        #expect(targets.description == "/p/project.yml:2:10: 'targets' must be a mapping of target names to targets, not a list")

        let source = try #require(
            issue(["/p/project.yml": "name: App\ntargets:\n  App:\n    type: tool\n    platform: macOS\n    sources:\n      - excludes: [a]\n"]))
        #expect(source.line == 7)

        let noName = try #require(issue(["/p/project.yml": "targets: {}\n"]))
        #expect(noName.description == "/p/project.yml:1:1: project.yml has no 'name': XcodeGen cannot name the project")

        let conflicted = try #require(issue(["/p/project.yml": "name: App\n<<<<<<< HEAD\ntargets: {}\n=======\n>>>>>>> branch\n"]))
        #expect(conflicted.line == 2)
        #expect(conflicted.message == "project.yml has merge-conflict markers: XcodeGen cannot read it")
    }

    @Test func aMissingIncludeIsAnIssueOfTheIncludeNamingIt() throws {
        let missing = try #require(issue(["/p/project.yml": "name: App\ninclude:\n  - Specs/gone.yml\ntargets: {}\n"]))
        #expect(missing.description == "/p/project.yml:3:5: The included spec 'Specs/gone.yml' cannot be read: no such file")
        let malformed = try #require(
            issue(["/p/project.yml": "name: App\ninclude: [a.yml]\n", "/p/a.yml": "targets:\n  App: [\n"]))
        #expect(malformed.path == "/p/a.yml")
        #expect(malformed.line == 3)
    }

    /// Forty lines that each name the line above twice stand for 2^40 values: refused after the budget, at once.
    @Test func aBillionLaughsSpecIsRefusedNotExpanded() throws {
        var yaml = "name: App\ntargets:\n  a0: &a0 [x, x]\n"
        for level in 1...40 { yaml += "  a\(level): &a\(level) [*a\(level - 1), *a\(level - 1)]\n" }
        let started = Date()
        let bomb = try #require(issue(["/p/project.yml": yaml]))
        #expect(bomb.message == "project.yml stands for more values than TabLint reads (its aliases repeat what they name)")
        #expect(Date().timeIntervalSince(started) < 5)
    }

    /// Templates repeat a tree once per target: a thousand targets of a template of thousands of values is refused.
    @Test func templatesThatExpandTooFarAreRefused() throws {
        var yaml = "name: App\ntargetTemplates:\n  Big:\n    type: application\n    platform: iOS\n    settings:\n"
        for index in 0..<2000 { yaml += "      S\(index): ${target_name}\n" }
        yaml += "targets:\n"
        for index in 0..<600 { yaml += "  T\(index): {templates: [Big]}\n" }
        let refused = try #require(issue(["/p/project.yml": yaml]))
        #expect(refused.message.contains("expands to more values than TabLint reads"))
    }
}
