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

    @Test func aFileWithoutDirectivesIsLeftAlone() {
        #expect(!InfoPlistPreprocessor.hasDirectives(Array("<dict>\n  <key>a#b</key>\n</dict>".utf8)))
        #expect(InfoPlistPreprocessor.hasDirectives(Array("<dict>\n  #if X\n</dict>".utf8)))
    }
}
