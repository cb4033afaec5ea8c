import Foundation
import TabLintCore
import TabLintModel
import TabLintWorkspace
import Testing

/// A project XcodeGen generates, without its `project.pbxproj`: bundles, Info.plists and device families come from
/// its `project.yml`.
@Suite struct XcodeGenKnowledgeTests {
    static let root = "/xcodegen-test"

    /// Target "App" (iPad only) builds `App/` but `App/Old/`; the Info.plist XcodeGen writes (not there) names
    /// `Splash` the launch screen. `Tools/project.yml` is a spec in a folder without UIKit documents.
    static func workspace(spec: String? = nil, extra: [String: String] = [:]) -> Workspace {
        let storyboard = Example.storyboard(#"<viewController id="home" sceneMemberID="viewController"/>"#, initial: "home")
        var files: [String: String] = [
            "project.yml": spec
                ?? """
                name: App
                targets:
                  App:
                    type: application
                    platform: iOS
                    sources:
                      - path: App
                        excludes: [Old]
                    info:
                      path: App/Info.plist
                      properties:
                        UILaunchStoryboardName: Splash
                    settings:
                      TARGETED_DEVICE_FAMILY: 2
                """,
            "App.xcodeproj/xcshareddata/xcschemes/App.xcscheme": "<Scheme/>",
            "App/Base.lproj/Main.storyboard": storyboard, "App/Base.lproj/Splash.storyboard": storyboard,
            "App/Old/Old.storyboard": storyboard,
            "Tools/project.yml": "name: Tools\ntargets:\n  Tool: {type: tool, platform: macOS}\n",
            "Tools/Tools.xcodeproj/xcshareddata/x.xcscheme": "<Scheme/>",
        ]
        files.merge(extra) { _, new in new }
        return Workspace.inMemory(
            Dictionary(uniqueKeysWithValues: files.map { ("\(root)/\($0.key)", Array($0.value.utf8)) }), roots: [URL(fileURLWithPath: root)])
    }

    private func document(_ path: String, in workspace: Workspace) throws -> IBDocument {
        try #require(workspace.document(at: URL(fileURLWithPath: "\(Self.root)/\(path)")))
    }

    @Test func documentsShipInTheSpecsTargets() throws {
        let workspace = Self.workspace()
        let main = try document("App/Base.lproj/Main.storyboard", in: workspace)
        #expect(workspace.bundles(of: main.source).compactMap(\.targetName) == ["App"])
        #expect(workspace.isIPadOnly(main))
        // `excludes` leaves it out of the target: it ships in no bundle the project builds.
        let old = try document("App/Old/Old.storyboard", in: workspace)
        #expect(workspace.bundles(of: old.source).compactMap(\.targetName).isEmpty)
        #expect(workspace.projectsNotBuilding(old) == ["\(Self.root)/App.xcodeproj"])
    }

    /// The Info.plist XcodeGen writes from `info.properties` is not there: the spec says what it holds.
    @Test func theSpecsInfoPropertiesStandForAnInfoPlistThatIsNotThere() throws {
        let workspace = Self.workspace()
        #expect(workspace.isLaunchScreen(try document("App/Base.lproj/Splash.storyboard", in: workspace)))
        #expect(!workspace.isLaunchScreen(try document("App/Base.lproj/Main.storyboard", in: workspace)))
        // Where the file is there, it is what Xcode builds with.
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>UILaunchStoryboardName</key><string>Main</string></dict></plist>
            """
        let written = Self.workspace(extra: ["App/Info.plist": plist])
        #expect(!written.isLaunchScreen(try document("App/Base.lproj/Splash.storyboard", in: written)))
        #expect(written.isLaunchScreen(try document("App/Base.lproj/Main.storyboard", in: written)))
    }

    @Test func theEvidenceListsTheSpecsAndWhatBecameOfThem() throws {
        let knowledge = Self.workspace().resources.knowledge
        #expect(knowledge.xcodeProjectCount == 1)
        #expect(
            knowledge.xcodeProjectStatuses.map { "\($0.path) \($0.status)" } == [
                "\(Self.root)/Tools/project.yml notNeeded", "\(Self.root)/project.yml read",
            ])
        let broken = Self.workspace(spec: "name: App\ntargets:\n  App: {type: application}\n").resources.knowledge
        #expect(broken.problems.map(\.message) == ["Target 'App' has no 'platform': XcodeGen cannot generate it"])
        #expect(broken.problems.map(\.line) == [3])
        #expect(broken.xcodeProjectStatuses.map(\.status) == ["notNeeded", "unreadable"])
    }
}
