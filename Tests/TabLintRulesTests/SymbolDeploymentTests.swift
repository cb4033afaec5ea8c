import Foundation
import TabLintCore
import TabLintTestSupport
import TabLintWorkspace
import Testing

@testable import TabLintRules

/// `missing_tab_image`: an SF Symbol on a tab whose target deploys to an iOS older than 13, where UIKit has none.
@Suite struct SymbolDeploymentTests {
    static let root = "/symbol-deployment-test"

    /// A storyboard whose second tab shows the SF Symbol 'wifi', in target App deploying to `deployment`.
    static func workspace(deployment: String?) -> Workspace {
        let settings = deployment.map { "IPHONEOS_DEPLOYMENT_TARGET = \($0);" } ?? ""
        let pbxproj = Fixtures.pbxproj(objects: [
            #"B100 = {isa = PBXBuildFile; fileRef = F100; };"#,
            #"F100 = {isa = PBXFileReference; path = Main.storyboard; sourceTree = "<group>"; };"#,
            #"G000 = {isa = PBXGroup; children = (F100, ); sourceTree = "<group>"; };"#,
            #"R100 = {isa = PBXResourcesBuildPhase; files = (B100, ); };"#,
            "C100 = {isa = XCBuildConfiguration; buildSettings = { SDKROOT = iphoneos; \(settings) }; name = Release; };",
            #"L100 = {isa = XCConfigurationList; buildConfigurations = (C100, ); defaultConfigurationName = Release; };"#,
            #"T100 = {isa = PBXNativeTarget; buildConfigurationList = L100; buildPhases = (R100, ); name = App; productType = "com.apple.product-type.application"; };"#,
            #"P000 = {isa = PBXProject; mainGroup = G000; projectDirPath = ""; targets = (T100, ); };"#,
        ])
        let scenes = """
            <tabBarController id="tabs" sceneMemberID="viewController">
                <connections>
                    <segue destination="feed" kind="relationship" relationship="viewControllers" id="s1"/>
                    <segue destination="scan" kind="relationship" relationship="viewControllers" id="s2"/>
                </connections>
            </tabBarController>
            <viewController id="feed" sceneMemberID="viewController">
                <tabBarItem key="tabBarItem" title="Feed" image="feed" id="i1"/>
            </viewController>
            <viewController id="scan" sceneMemberID="viewController">
                <tabBarItem key="tabBarItem" title="Scan" image="wifi" catalog="system" id="i2"/>
            </viewController>
            """
        let files: [String: [UInt8]] = [
            "Main.storyboard": Array(Example.storyboard(scenes, initial: "tabs").utf8),
            "App.xcodeproj/project.pbxproj": Array(pbxproj.utf8),
            "Assets.xcassets/feed.imageset/Contents.json": Array(#"{"images":[{"filename":"feed.png","idiom":"universal"}]}"#.utf8),
            "Assets.xcassets/feed.imageset/feed.png": [0x89, 0x50, 0x4E, 0x47],
        ]
        return Workspace.inMemory(
            Dictionary(uniqueKeysWithValues: files.map { ("\(root)/\($0.key)", $0.value) }), roots: [URL(fileURLWithPath: root)])
    }

    private func messages(_ deployment: String?) throws -> [String] {
        let result = Linter(ruleTypes: [MissingTabImageRule.self]).lint(Self.workspace(deployment: deployment))
        return result.diagnostics.map { "\($0.severity): \($0.message)" }
    }

    @Test func aSymbolBeforeIOS13IsATabWithoutAnImage() throws {
        #expect(
            try messages("11.0") == [
                "warning: Tab 2's image 'wifi' is an SF Symbol, which iOS has from iOS 13, while target 'App' deploys to iOS 11.0: there the tab shows no image"
            ])
    }

    @Test func fromIOS13OrWithoutADeploymentTargetNothingIsSaid() throws {
        #expect(try messages("13.0").isEmpty)
        #expect(try messages(nil).isEmpty)
    }
}
