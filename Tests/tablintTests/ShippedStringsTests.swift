import Foundation
import TabLintCore
import TabLintTestSupport
import Testing

/// Every `.strings` and `.stringsdict` file that ships is checked for git's merge-conflict markers, which make Xcode's build fail,
/// whether or not an IB document uses it (real apps shipped `Localizable.strings` with markers for weeks).
@Suite struct ShippedStringsTests {
    static let storyboard = Example.storyboard(#"<viewController id="home" sceneMemberID="viewController"/>"#, initial: "home")
    static let conflictedPlurals = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
        <dict>
            <key>items</key>
        <<<<<<< HEAD
            <dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string></dict>
        =======
            <dict><key>NSStringLocalizedFormatKey</key><string>%#@count@</string></dict>
        >>>>>>> feature
        </dict>
        </plist>

        """
    static let conflicted = "\"greeting\" = \"Hello\";\n<<<<<<< HEAD\n\"bye\" = \"Bye\";\n=======\n\"bye\" = \"Goodbye\";\n>>>>>>> feature\n"

    @Test func conflictMarkersInAShippedStringsFileAreAnErrorAtTheFirstMarker() throws {
        let root = try CommandRunner.project([
            "App/Base.lproj/Main.storyboard": Self.storyboard,
            "App/en.lproj/Localizable.strings": Self.conflicted,
            "App/de.lproj/Localizable.strings": "\"greeting\" = \"Hallo\";\n",
            "App/en.lproj/Localizable.stringsdict": Self.conflictedPlurals,
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let run = try CommandRunner.run(["lint", ".", "--quiet"], in: root)
        #expect(run.status == 1, "\(run.stdout)\(run.stderr)")
        #expect(
            run.stdout.split(separator: "\n") == [
                "App/en.lproj/Localizable.strings:2:1: error: Localizable.strings has merge-conflict markers: Xcode cannot read this file [unreadable_project_file]",
                "App/en.lproj/Localizable.stringsdict:5:1: error: Localizable.stringsdict has merge-conflict markers: Xcode cannot read this file [unreadable_project_file]",
            ], "\(run.stdout)")
    }

    /// A file no target of the Xcode project beside it lists is not built: its markers break nothing.
    @Test func aStringsFileNoTargetListsIsNotChecked() throws {
        let pbxproj = Fixtures.pbxproj(objects: [
            #"B100 = {isa = PBXBuildFile; fileRef = F100; };"#,
            #"F100 = {isa = PBXFileReference; path = Base.lproj/Main.storyboard; sourceTree = "<group>"; };"#,
            #"G000 = {isa = PBXGroup; children = (F100, ); sourceTree = "<group>"; };"#,
            #"R100 = {isa = PBXResourcesBuildPhase; files = (B100, ); };"#,
            #"T100 = {isa = PBXNativeTarget; buildPhases = (R100, ); name = App; productType = "com.apple.product-type.application"; };"#,
            #"P000 = {isa = PBXProject; mainGroup = G000; projectDirPath = ""; targets = (T100, ); };"#,
        ])
        let root = try CommandRunner.project([
            "App.xcodeproj/project.pbxproj": pbxproj, "Base.lproj/Main.storyboard": Self.storyboard,
            "Old/en.lproj/Localizable.strings": Self.conflicted,
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let run = try CommandRunner.run(["lint", ".", "--quiet"], in: root)
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.isEmpty, "\(run.stdout)")
    }
}
