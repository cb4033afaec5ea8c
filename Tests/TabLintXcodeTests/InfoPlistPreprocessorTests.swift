import Testing

@testable import TabLintXcode

@Suite struct InfoPlistPreprocessorTests {
    static let plist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
        <dict>
        #define BETA 1
        #ifdef BETA
            <key>CFBundleName</key><string>App Beta</string>
        #else
            <key>CFBundleName</key><string>App</string>
        #endif
        #if defined(MISSING) || 0
            <key>Unused</key><true/>
        #elif !BETA
            <key>AlsoUnused</key><true/>
        #else
            <key>UIRequiresFullScreen</key><true/>
        #endif
            <key>UILaunchStoryboardName</key><string>Launch</string>
        </dict>
        </plist>
        """

    @Test func aPreprocessedInfoPlistReadsAsXcodeBuildsIt() throws {
        let info = try InfoPlist.parse(Array(Self.plist.utf8), path: "/app/Info.plist").get()
        #expect(info.strings["CFBundleName"] == "App Beta")
        #expect(info.line(ofKey: "UIRequiresFullScreen") == 15)
        #expect(info.line(ofKey: "Unused") == nil && info.line(ofKey: "AlsoUnused") == nil)
        // Lines keep their numbers: the launch storyboard's key is on line 17 of the file.
        #expect(info.launchStoryboards == ["Launch"])
        #expect(info.line(ofKey: "UILaunchStoryboardName") == 17)
    }

    @Test func definitionsChooseTheBranchAndLinesKeepTheirNumbers() {
        let text = "#ifndef RELEASE\nA\n#else\nB\n#endif\n"
        #expect(String(decoding: InfoPlistPreprocessor.preprocess(Array(text.utf8)), as: UTF8.self) == "\nA\n\n\n\n")
        let defined = Array(("#define RELEASE 1\n" + text).utf8)
        #expect(String(decoding: InfoPlistPreprocessor.preprocess(defined), as: UTF8.self) == "\n\n\n\nB\n\n")
    }

    @Test func theTargetsDefinitionsComeBeforeTheFile() {
        let text = "#if PRO && !defined(BETA)\nA\n#else\nB\n#endif\n"
        let pro = InfoPlistPreprocessor.preprocess(Array(text.utf8), defined: ["PRO": "1"])
        #expect(String(decoding: pro, as: UTF8.self) == "\nA\n\n\n\n")
        let beta = InfoPlistPreprocessor.preprocess(Array(text.utf8), defined: ["PRO": "1", "BETA": "1"])
        #expect(String(decoding: beta, as: UTF8.self) == "\n\n\nB\n\n")
    }

    @Test func aSettingsWordsAreMacrosAsTheCompilersDashDReadsThem() {
        let macros = InfoPlistPreprocessor.definitions(fromSetting: #"PRO=1 $(inherited) "TAGLINE=Tabs for all" BETA =skipped"#)
        #expect(macros == ["PRO": "1", "TAGLINE": "Tabs for all", "BETA": "1"])
    }

    @Test func aTargetsDefinitionsAndPrefixHeaderAreRead() throws {
        let project = try XcodeProject.read(at: "/p/Demo.xcodeproj", contents: ProjectFixtures.demoFiles.contents).get()
        let app = try #require(project.target(named: "Demo"))
        // The header sees PRO from the setting, and undefines BETA.
        #expect(app.infoPlistDefinitions == ["PRO": "1", "TAGLINE": "Tabs for all", "FLAVOR": "2", "PAID": "1"])
        // A target that sets neither has none.
        #expect(try #require(project.target(named: "ShareExtension")).infoPlistDefinitions.isEmpty)
    }

    @Test func anInfoPlistReadWithItsTargetsMacrosKeepsTheirBranch() throws {
        let text = """
            <plist version="1.0"><dict>
            #if PAID
            <key>UIMainStoryboardFile</key><string>Pro</string>
            #else
            <key>UIMainStoryboardFile</key><string>Free</string>
            #endif
            </dict></plist>
            """
        let bytes = Array(text.utf8)
        let paid = try InfoPlist.read(at: "/p/App/Info.plist", defined: ["PAID": "1"]) { _ in bytes }.get()
        #expect(paid.strings["UIMainStoryboardFile"] == "Pro")
        #expect(paid.line(ofKey: "UIMainStoryboardFile") == 3)
        let free = try InfoPlist.read(at: "/p/App/Info.plist") { _ in bytes }.get()
        #expect(free.strings["UIMainStoryboardFile"] == "Free")
    }

    @Test func aFileWithoutDirectivesIsLeftAlone() {
        #expect(!InfoPlistPreprocessor.hasDirectives(Array("<dict>\n  <key>a#b</key>\n</dict>".utf8)))
        #expect(InfoPlistPreprocessor.hasDirectives(Array("<dict>\n  #if X\n</dict>".utf8)))
    }
}
