import Foundation
import LSPProtocol
import TabLintCore
import TabLintTestSupport
import Testing

/// The server reads the project's code as `tablint lint` does, and reads it again when a source file changes.
@Suite(.serialized) struct ProjectKnowledgeTests {
    /// A tab bar with restoration identifiers on everything but its second tab.
    static let main = Example.storyboard(
        """
        <tabBarController restorationIdentifier="tabs" id="tbc" sceneMemberID="viewController">
            <connections>
                <segue destination="feed" kind="relationship" relationship="viewControllers" id="s1"/>
                <segue destination="more" kind="relationship" relationship="viewControllers" id="s2"/>
            </connections>
        </tabBarController>
        <viewController restorationIdentifier="feed" id="feed" sceneMemberID="viewController">
            <tabBarItem key="tabBarItem" title="Feed" image="house" catalog="system" id="i1"/>
        </viewController>
        <viewController id="more" sceneMemberID="viewController">
            <tabBarItem key="tabBarItem" title="More" image="gear" catalog="system" id="i2"/>
        </viewController>
        """, initial: "tbc")

    static let plainDelegate = """
        import UIKit

        @main
        class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?
        }
        """

    static let optingDelegate = """
        import UIKit

        @main
        class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?
            func application(_ application: UIApplication, shouldSaveSecureApplicationState coder: NSCoder) -> Bool { true }
            func application(_ application: UIApplication, shouldRestoreSecureApplicationState coder: NSCoder) -> Bool { true }
        }
        """

    @Test func aSourceFileThatStartsOptingInToRestorationRelintsTheOpenDocuments() throws {
        let root = try ServerFixtures.project([
            ".git/HEAD": "", "App/Main.storyboard": Self.main, "App/AppDelegate.swift": Self.plainDelegate,
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let client = LSPTestClient()
        try client.initialize(root: root)
        let main = root.appendingPathComponent("App/Main.storyboard").absoluteString
        client.open(main, text: Self.main)
        // The app never opts in to state restoration: identifiers are never used, nothing to report.
        #expect(try client.diagnostics(main, version: 1).isEmpty)

        let delegate = root.appendingPathComponent("App/AppDelegate.swift")
        try Data(Self.optingDelegate.utf8).write(to: delegate)
        let before = client.messageCount
        client.notify(DidChangeWatchedFilesNotification(changes: [FileEvent(uri: delegate.absoluteString, type: .changed)]))
        let params = try client.nextDiagnostics(main, since: before)
        #expect(params.diagnostics.map(\.code) == ["missing_restoration_identifier"])
        // The finding cites the code that makes it real.
        let evidence = params.diagnostics.first?.relatedInformation?.map(\.location.uri) ?? []
        #expect(evidence.contains(delegate.absoluteString))
        #expect(try client.shutdownAndExit() == 0)
    }

    /// Target "App" lists `Main.storyboard`, for the device family given.
    static func pbxproj(family: Int) -> String {
        Fixtures.pbxproj(objects: [
            #"B100 = {isa = PBXBuildFile; fileRef = F100; };"#,
            #"F100 = {isa = PBXFileReference; path = Main.storyboard; sourceTree = "<group>"; };"#,
            #"G000 = {isa = PBXGroup; children = (F100, ); sourceTree = "<group>"; };"#,
            #"R100 = {isa = PBXResourcesBuildPhase; files = (B100, ); };"#,
            #"C100 = {isa = XCBuildConfiguration; buildSettings = {TARGETED_DEVICE_FAMILY = \#(family); }; name = Release; };"#,
            #"L100 = {isa = XCConfigurationList; buildConfigurations = (C100, ); defaultConfigurationName = Release; };"#,
            #"T100 = {isa = PBXNativeTarget; buildConfigurationList = L100; buildPhases = (R100, ); name = App; productType = "com.apple.product-type.application"; };"#,
            #"P000 = {isa = PBXProject; mainGroup = G000; projectDirPath = ""; targets = (T100, ); };"#,
        ])
    }

    /// A changed `project.pbxproj` is read again (without a new walk), and the open documents are linted in the
    /// targets it now describes.
    @Test func aChangedProjectFileRelintsTheOpenDocumentsInItsTargets() throws {
        let storyboard = Example.storyboard(#"<tabBarController title="Library" id="tabs" sceneMemberID="viewController"/>"#, initial: "tabs")
        let root = try ServerFixtures.project([
            ".tablint.yml": "opt_in_rules: [ipad_bottom_tab_bar]\n", "App/Main.storyboard": storyboard,
            "App/App.xcodeproj/project.pbxproj": Self.pbxproj(family: 1),
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let client = LSPTestClient()
        try client.initialize(root: root)
        let main = root.appendingPathComponent("App/Main.storyboard").absoluteString
        client.open(main, text: storyboard)
        #expect(!(try client.diagnostics(main, version: 1).map(\.code).contains("ipad_bottom_tab_bar")), "an iPhone app: no iPad finding")

        let project = root.appendingPathComponent("App/App.xcodeproj/project.pbxproj")
        try Data(Self.pbxproj(family: 2).utf8).write(to: project)
        let before = client.messageCount
        client.notify(DidChangeWatchedFilesNotification(changes: [FileEvent(uri: project.absoluteString, type: .changed)]))
        let params = try client.nextDiagnostics(main, since: before)
        #expect(params.diagnostics.map(\.code).contains("ipad_bottom_tab_bar"), "the target now targets iPad alone")
        #expect(try client.shutdownAndExit() == 0)
    }
}
