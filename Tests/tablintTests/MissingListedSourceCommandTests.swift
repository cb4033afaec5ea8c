import Foundation
import TabLintCore
import TabLintTestSupport
import Testing

/// A source file an Xcode project lists outside its folder that is not on disk (a generated file, a submodule not
/// checked out) is absent, not unreadable: TabLint was not asked to lint it and did not meet it in the walk.
@Suite struct MissingListedSourceCommandTests {
    /// Target "App" of `App/App.xcodeproj` compiles `../Shared/Tabs.swift` and `../Shared/Generated.swift`.
    private static let pbxproj = """
        // !$*UTF8*$!
        {
            archiveVersion = 1;
            classes = {
            };
            objectVersion = 56;
            objects = {
                B300 /* Tabs.swift in Sources */ = {isa = PBXBuildFile; fileRef = F300 /* Tabs.swift */; };
                B301 /* Generated.swift in Sources */ = {isa = PBXBuildFile; fileRef = F301 /* Generated.swift */; };
                F300 /* Tabs.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Tabs.swift; sourceTree = "<group>"; };
                F301 /* Generated.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Generated.swift; sourceTree = "<group>"; };
                G000 = {isa = PBXGroup; children = (G300 /* Shared */, ); sourceTree = "<group>"; };
                G300 /* Shared */ = {isa = PBXGroup; children = (F300 /* Tabs.swift */, F301 /* Generated.swift */, ); path = ../Shared; sourceTree = "<group>"; };
                S100 /* Sources */ = {isa = PBXSourcesBuildPhase; buildActionMask = 2147483647; files = (B300 /* Tabs.swift in Sources */, B301 /* Generated.swift in Sources */, ); runOnlyForDeploymentPostprocessing = 0; };
                T100 /* App */ = {isa = PBXNativeTarget; buildPhases = (S100 /* Sources */, ); buildRules = (); dependencies = (); name = App; productName = App; productType = "com.apple.product-type.application"; };
                P000 /* Project object */ = {isa = PBXProject; compatibilityVersion = "Xcode 14.0"; mainGroup = G000; projectDirPath = ""; projectRoot = ""; targets = (T100 /* App */, ); };
            };
            rootObject = P000 /* Project object */;
        }
        """

    /// A tab bar whose second tab is blank: the finding shows the listed file that exists was read.
    private static let tabs = """
        import UIKit

        func makeTabs() -> UITabBarController {
            let feed = UIViewController()
            feed.tabBarItem = UITabBarItem(title: "Feed", image: UIImage(systemName: "list.bullet"), tag: 0)
            let tabs = UITabBarController()
            tabs.viewControllers = [feed, UIViewController()]
            return tabs
        }
        """

    /// A storyboard, so that the project is read.
    private static let storyboard = Example.storyboard(#"<viewController id="vc1" sceneMemberID="viewController"/>"#)

    @Test func aListedSourceThatIsNotOnDiskIsNoFailure() throws {
        let root = try CommandRunner.project([
            "App/App.xcodeproj/project.pbxproj": Self.pbxproj, "App/Main.storyboard": Self.storyboard, "Shared/Tabs.swift": Self.tabs,
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        for folder in [root, root.appendingPathComponent("App")] {
            let run = try CommandRunner.run(["lint", ".", "--format", "text", "--fail-on", "never", "--quiet"], in: folder)
            #expect(run.status == 0, "\(folder.lastPathComponent): \(run.stderr)")
            #expect(!run.stderr.contains("cannot read"), "\(folder.lastPathComponent): \(run.stderr)")
            #expect(run.stdout.contains("Tabs.swift:7:") && run.stdout.contains("[missing_tab_bar_item]"), "\(run.stdout)")
        }
    }
}
