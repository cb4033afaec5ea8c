import Foundation
import TabLintCore
import TabLintTestSupport
import Testing

/// References and images resolve within a project: two repositories under one linted folder must not hide
/// each other's missing storyboard or image.
@Suite struct ProjectBoundaryTests {
    static let main = Example.storyboard(
        """
        <tabBarController id="tbc" sceneMemberID="viewController">
            <connections>
                <segue destination="ref" kind="relationship" relationship="viewControllers" id="s1"/>
                <segue destination="home" kind="relationship" relationship="viewControllers" id="s2"/>
            </connections>
        </tabBarController>
        <viewControllerPlaceholder storyboardName="Settings" id="ref" sceneMemberID="viewController">
            <tabBarItem key="tabBarItem" title="Settings" image="house" catalog="system" id="i1"/>
        </viewControllerPlaceholder>
        <viewController id="home" sceneMemberID="viewController">
            <tabBarItem key="tabBarItem" title="Home" image="gear" id="i2"/>
        </viewController>
        """, initial: "tbc")
    static let settings = Example.storyboard(
        #"<viewController title="Settings" id="settings" sceneMemberID="viewController"/>"#, initial: "settings")
    static let imageSet = #"{"images":[{"filename":"x.png","idiom":"universal"}],"info":{"author":"xcode","version":1}}"#

    private func run(markers: Bool) throws -> String {
        var files = [
            "RepoA/App/Main.storyboard": Self.main,
            "RepoA/App/Assets.xcassets/other.imageset/Contents.json": Self.imageSet,
            "RepoB/Lib/Settings.storyboard": Self.settings,
            "RepoB/Lib/Assets.xcassets/gear.imageset/Contents.json": Self.imageSet,
        ]
        if markers {
            files["RepoA/.git/HEAD"] = "ref: refs/heads/main\n"
            files["RepoB/Package.swift"] = "// swift-tools-version:5.9\n"
        }
        let root = try CommandRunner.project(files)
        defer { try? FileManager.default.removeItem(at: root) }
        let run = try CommandRunner.run(["lint", ".", "--quiet", "--fail-on", "never"], in: root)
        #expect(run.status == 0, "\(run.stderr)")
        return run.stdout
    }

    @Test func aSiblingRepositoryNoLongerSatisfiesAReferenceOrAnImage() throws {
        let output = try run(markers: true)
        #expect(output.contains("error: Storyboard 'Settings' is not in this file's project"), "\(output)")
        #expect(output.contains("warning: Image 'gear' of tab 2 'Home'"), "\(output)")
    }

    @Test func withoutProjectMarkersTheFolderIsOneProject() throws {
        let output = try run(markers: false)
        #expect(!output.contains("unresolved_storyboard_reference"), "\(output)")
        #expect(!output.contains("missing_tab_image"), "\(output)")
    }

    /// Xcode compiles only the storyboards a target lists: one beside them that no target lists (a backup, a file
    /// left after a move to code) never runs, so only rules about the file itself judge it. The same XML in a
    /// listed storyboard keeps every finding.
    @Test func aStoryboardNoTargetBuildsIsJudgedOnlyAsAFile() throws {
        let pbxproj = Fixtures.pbxproj(objects: [
            #"B100 = {isa = PBXBuildFile; fileRef = F100; };"#,
            #"F100 = {isa = PBXFileReference; path = Main.storyboard; sourceTree = "<group>"; };"#,
            #"G000 = {isa = PBXGroup; children = (F100, ); sourceTree = "<group>"; };"#,
            #"R100 = {isa = PBXResourcesBuildPhase; files = (B100, ); };"#,
            #"T100 = {isa = PBXNativeTarget; buildPhases = (R100, ); name = App; productType = "com.apple.product-type.application"; };"#,
            #"P000 = {isa = PBXProject; mainGroup = G000; projectDirPath = ""; targets = (T100, ); };"#,
        ])
        let broken = Self.main.replacingOccurrences(of: #"id="i2""#, with: #"id="i1""#)
        let root = try CommandRunner.project([
            "App.xcodeproj/project.pbxproj": pbxproj, "Main.storyboard": broken, "Main~.storyboard": broken,
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let run = try CommandRunner.run(["lint", ".", "--quiet", "--fail-on", "never"], in: root)
        #expect(run.status == 0, "\(run.stderr)")
        let lines = run.stdout.split(separator: "\n").filter { !$0.contains(": note: ") }
        let listed = lines.filter { $0.hasPrefix("Main.storyboard:") }
        let unlisted = lines.filter { $0.hasPrefix("Main~.storyboard:") }
        for rule in ["unresolved_storyboard_reference", "duplicate_object_id"] {
            #expect(listed.contains { $0.hasSuffix("[\(rule)]") }, "\(rule): \(run.stdout)")
        }
        #expect(unlisted.count == 1 && unlisted[0].hasSuffix("[duplicate_object_id]"), "\(run.stdout)")
    }
}
